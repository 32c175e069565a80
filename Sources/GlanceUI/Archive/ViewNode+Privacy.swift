extension ViewNode {
    /// Whether anything in the tree is marked `privacySensitive()`: if not, hiding sensitive
    /// content leaves it exactly as it is.
    public var containsPrivacySensitive: Bool {
        switch self {
        case .text, .empty, .image, .shape, .color, .spacer, .divider: return false
        case .group(let c), .viewThatFits(_, let c): return c.contains(where: \.containsPrivacySensitive)
        case .stack(let s): return s.children.contains(where: \.containsPrivacySensitive)
        case .gauge(let g): return [g.label, g.currentValueLabel, g.minimumValueLabel, g.maximumValueLabel].contains { $0?.containsPrivacySensitive == true }
        case .modified(let inner, let m):
            switch m {
            case .marker(.privacySensitive(true)): return true
            case .marker(.label(let l)), .marker(.containerBackground(let l)), .background(let l, _), .overlay(let l, _):
                return l.containsPrivacySensitive || inner.containsPrivacySensitive
            default: return inner.containsPrivacySensitive
            }
        }
    }
}
