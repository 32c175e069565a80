import GlanceGraphics
extension RedactionPolicy {
    /// Sets the flags layout reads from this policy: whether `privacySensitive` content is
    /// hidden, and whether everything is. They are internal to GlanceUI, so no widget or ROM
    /// can write them; `LayoutTreeBuilder+Resolve` is the only other place that sets them.
    func apply(to env: inout EnvironmentValues) {
        env.hidesSensitive = self == .hideSensitive
        env.firmwareRedacts = self == .placeholder
    }

    /// The root of a laid-out tree, tagged as hidden by the firmware when the whole widget is.
    func wrap(_ root: LayoutNode) -> LayoutNode {
        self == .placeholder ? TagLayout(.firmwareHidden, child: root) : root
    }
}
