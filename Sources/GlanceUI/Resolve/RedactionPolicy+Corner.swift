import GlanceGraphics
extension RedactionPolicy {
    /// Whether what a corner draws itself (curved text, gauge arcs, end labels) is hidden: when
    /// the whole widget is, or, when sensitive content is hidden, if `node` marks anything
    /// sensitive at all (a curved label cannot be hidden in part).
    func hidesCornerDrawing(of node: ViewNode) -> Bool {
        self == .placeholder || (self == .hideSensitive && node.containsPrivacySensitive)
    }

    /// A straight corner label and the policy it is laid out under: hidden whole, as sensitive
    /// content under a placeholder, when the corner's own drawing is hidden.
    func cornerLabel(_ label: ViewNode, hidden: Bool) -> (node: ViewNode, redaction: RedactionPolicy) {
        hidden ? (.modified(label, .marker(.privacySensitive(true))), .placeholder) : (label, self)
    }
}
