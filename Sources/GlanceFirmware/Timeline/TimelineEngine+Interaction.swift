import Foundation
import GlanceUI
import GlanceWidgets

extension TimelineEngine {
    /// A tap on `element` of the widget placed as `id`, as WidgetKit handles one: the action
    /// runs in the widget's process (`WidgetDescription.perform`) while the widget draws its
    /// `invalidatableContent()` as pending and a toggle in its new state; once it finished, the
    /// widget's timeline is reloaded, charged to its budget (`ReloadCause.interaction`). A failed
    /// action is recorded as a fault naming the element, the toggle goes back, and nothing
    /// reloads. Whether the device lets the tap through (locked) is the caller's to decide.
    /// Returns false when no widget is placed as `id`.
    @discardableResult
    public func perform(_ element: InteractiveElement, in id: String) -> Bool {
        guard let instance = instance(id) else { return false }
        instance.interaction.start(element, at: now)
        record(id, .interactionStarted(element: element.name))
        let inbox = self.inbox
        instance.widget.perform(element.action, instance.context(at: now)) { result in
            inbox.post(.init(instance: id, token: 0, payload: .performed(element, result)))
        }
        return true
    }

    /// Takes a finished action: reloads the widget, or records why it failed.
    func finishInteraction(_ instance: WidgetInstance, _ element: InteractiveElement, _ result: Result<Void, TimelineSourceError>) {
        guard instance.interaction.running.contains(where: { $0.element == element }) else { return }
        switch result {
        case .success:
            instance.interaction.finish(element, succeeded: true)
            record(instance.id, .interactionFinished(element: element.name))
            request(instance, cause: .interaction)
            // Pending until the reload answers (not when the budget held it back).
            instance.interaction.awaitsReload = instance.pending != nil
        case .failure(let error):
            instance.interaction.finish(element, succeeded: false)
            record(instance.id, .fault(.interactionFailed(element: element.name, error.description)))
        }
    }

    /// Actions of in-process widgets that have run longer than the provider timeout (simulated)
    /// fail; an extension's own deadline ends its actions in host time.
    func expireInteractions(_ instance: WidgetInstance) {
        guard !instance.widget.source.callsBackInHostTime else { return }
        for (element, since) in instance.interaction.running where now >= since.addingTimeInterval(settings.providerTimeout) {
            finishInteraction(instance, element, .failure(TimelineSourceError("no answer within \(Int(settings.providerTimeout)) s")))
        }
    }

    /// Whether any widget's action is running (a caller waiting for actions to finish polls this).
    public var hasRunningInteractions: Bool { instances.contains { !$0.interaction.running.isEmpty } }
}
