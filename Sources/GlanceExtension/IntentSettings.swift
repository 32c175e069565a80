import Foundation
import GlanceWidgets

/// Intent parameters set on the command line (the bundle's and `glance run --bundle`): `[SLOT/]KIND.PARAMETER=VALUE`.
public struct IntentSettings: Sendable {
    struct Setting: Sendable {
        var slot: String?
        var kind: String
        var parameter: String
        var value: String
    }

    let settings: [Setting]

    public init(_ texts: [String]) throws(IntentParameterError) {
        settings = try texts.map { (text) throws(IntentParameterError) in
            guard let eq = text.firstIndex(of: "="), let dot = text[..<eq].lastIndex(of: ".") else {
                throw IntentParameterError("--set \"\(text)\": write [SLOT/]KIND.PARAMETER=VALUE, e.g. --set Weather.city=Oslo")
            }
            let target = text[..<dot]
            let slash = target.lastIndex(of: "/")
            return Setting(
                slot: slash.map { String(target[..<$0]) }, kind: String(slash.map { target[target.index(after: $0)...] } ?? target),
                parameter: String(text[text.index(after: dot)..<eq]), value: String(text[text.index(after: eq)...]))
        }
    }

    /// The values set for `kind` in `slot` (name → text).
    public func values(for kind: String, slot: String?) -> [String: String] {
        Dictionary(
            settings.filter { $0.kind == kind && ($0.slot == nil || $0.slot == slot) }.map { ($0.parameter, $0.value) },
            uniquingKeysWith: { _, last in last })
    }

    /// Kinds named in the settings that no widget has.
    @MainActor
    public func unknownKinds(in widgets: [WidgetDescription]) -> [String] {
        Set(settings.map(\.kind)).subtracting(widgets.map(\.kind)).sorted()
    }

    /// The preview with its widget's parameters set.
    @MainActor
    public func apply(to preview: Preview) throws(IntentParameterError) -> Preview {
        guard case .widget(let widget, let family, let configuration) = preview.content else { return preview }
        let values = values(for: widget.kind, slot: nil)
        guard !values.isEmpty else { return preview }
        var p = preview
        do {
            p.content = .widget(widget, family: family, configuration: try (configuration ?? widget.defaultConfiguration).configured(values))
        } catch { throw IntentParameterError("--set for \(widget.kind): \(error)") }
        return p
    }
}
