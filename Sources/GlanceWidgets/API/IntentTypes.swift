import Foundation
import GlanceUI
import Synchronization

/// The App Intent types a process's buttons and toggles named, by `String(reflecting:)`: what
/// a process looks an archived element's intent up in to perform it. A type is known once a
/// view that uses it was made in the process (archiving an entry, which an extension does
/// before any tap reaches it).
package enum IntentTypes {
    private static let known = Mutex<[String: any AppIntent.Type]>([:])

    /// The interactive element for a control that runs `intent`, its type noted.
    package static func element<I: AppIntent>(_ control: InteractiveElement.Control, for intent: I) -> InteractiveElement {
        let type = String(reflecting: I.self)
        known.withLock { $0[type] = I.self }
        let values = Dictionary(intent.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        return InteractiveElement(control: control, name: String(describing: I.self), action: .intent(type: type, parameters: values))
    }

    /// Whether a view made in this process named the intent type `type`.
    package static func knows(_ type: String) -> Bool { known.withLock { $0[type] != nil } }

    /// A fresh intent of the type named `type`, with `parameters` set from text.
    package static func intent(_ type: String, parameters: [String: String]) throws(IntentPerformError) -> any AppIntent {
        guard let found = known.withLock({ $0[type] }) else {
            throw IntentPerformError("no App Intent \(type) is known in this process (no view made here uses it)")
        }
        let intent = found.init()
        for (name, text) in parameters.sorted(by: { $0.key < $1.key }) {
            do { try intent.setParameter(name, to: text) } catch { throw IntentPerformError(error.description) }
        }
        return intent
    }

    /// A type's name without its module (`Counter.IncrementIntent` → `IncrementIntent`).
    package static func shortName(_ type: String) -> String { String(type.split(separator: ".").last ?? Substring(type)) }

    /// Performs the intent named `type` with `parameters`, as App Intents does on a tap.
    package static func perform(_ type: String, parameters: [String: String]) async throws {
        let intent = try Self.intent(type, parameters: parameters)
        _ = try await intent.perform()
    }
}

/// Why an intent could not be performed: it threw, or it could not be made.
package struct IntentPerformError: Error, CustomStringConvertible, Sendable {
    package var description: String
    package init(_ description: String) { self.description = description }
}
