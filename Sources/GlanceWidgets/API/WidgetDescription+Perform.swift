import Foundation
import GlanceUI

/// How the firmware has a widget carry out a tap: the action, the placed widget's context (its
/// family, size, and the simulated moment), and where to say it is done.
public typealias WidgetPerformer = @MainActor @Sendable (InteractionAction, TimelineProviderContext, @escaping TimelineSource.Deliver<Void>) -> Void

extension WidgetDescription {
    /// Performs an intent action in this process, as App Intents runs `perform()`: the intent
    /// type the widget's views named, made afresh with the element's `@Parameter` values, with
    /// widget code seeing `date` as now. A data action is not a Swift widget's: it fails.
    public static let performHere: WidgetPerformer = { action, context, deliver in
        let date = context.date
        guard case .intent(let type, let parameters) = action else {
            deliver(.failure(TimelineSourceError("a data action (\(action)) reached a Swift widget, which has no data fields")))
            return
        }
        Task.detached {
            do {
                try await WidgetTime.$date.withValue(date) { try await IntentTypes.perform(type, parameters: parameters) }
                deliver(.success(()))
            } catch let error as IntentPerformError {
                deliver(.failure(TimelineSourceError(error.description)))
            } catch {
                deliver(.failure(TimelineSourceError("\(IntentTypes.shortName(type)).perform() threw \(error)")))
            }
        }
    }
}
