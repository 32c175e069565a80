import Foundation
import GlanceWidgets

/// Intent parameters set on the command line: `[SLOT/]KIND.PARAMETER=VALUE`.
struct IntentSettings {
    struct Setting {
        var slot: String?
        var kind: String
        var parameter: String
        var value: String
    }

    let settings: [Setting]

    init(_ texts: [String]) throws(HostFailure) {
        settings = try texts.map { (text) throws(HostFailure) in
            guard let eq = text.firstIndex(of: "="), let dot = text[..<eq].lastIndex(of: ".") else {
                throw HostFailure("--set \"\(text)\": write [SLOT/]KIND.PARAMETER=VALUE, e.g. --set Weather.city=Oslo")
            }
            let target = text[..<dot]
            let slash = target.lastIndex(of: "/")
            return Setting(
                slot: slash.map { String(target[..<$0]) }, kind: String(slash.map { target[target.index(after: $0)...] } ?? target),
                parameter: String(text[text.index(after: dot)..<eq]), value: String(text[text.index(after: eq)...]))
        }
    }

    /// `base` with the settings for `kind` (and `slot`, when given) applied, on a fresh copy.
    @MainActor
    func configuration(for kind: String, slot: String?, base: any WidgetConfigurationIntent) throws(HostFailure) -> (any WidgetConfigurationIntent)? {
        let mine = settings.filter { $0.kind == kind && ($0.slot == nil || $0.slot == slot) }
        guard !mine.isEmpty else { return nil }
        let fresh = base.copy()
        do {
            for s in mine { try fresh.setParameter(s.parameter, to: s.value) }
        } catch { throw HostFailure("--set for \(kind): \(error)") }
        return fresh
    }

    /// The values set for `kind` in `slot` (name → text).
    func values(for kind: String, slot: String?) -> [String: String] {
        Dictionary(
            settings.filter { $0.kind == kind && ($0.slot == nil || $0.slot == slot) }.map { ($0.parameter, $0.value) },
            uniquingKeysWith: { _, last in last })
    }

    /// Kinds named in the settings that no widget has.
    @MainActor
    func unknownKinds(in widgets: [WidgetDescription]) -> [String] {
        Set(settings.map(\.kind)).subtracting(widgets.map(\.kind)).sorted()
    }

    /// The preview with its widget's parameters set.
    @MainActor
    func apply(to preview: Preview) throws(HostFailure) -> Preview {
        guard case .widget(let widget, let family, let configuration) = preview.content,
            let configured = try self.configuration(for: widget.kind, slot: nil, base: configuration ?? widget.defaultConfiguration)
        else { return preview }
        var p = preview
        p.content = .widget(widget, family: family, configuration: configured)
        return p
    }
}
