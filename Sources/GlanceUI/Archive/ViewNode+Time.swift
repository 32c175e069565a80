import Foundation

extension ViewNode {
    /// Whether what the tree draws changes as time passes (relative dates, timers, timer
    /// gauges): such a tree is drawn again each tick, any other only when it changes.
    public var dependsOnTime: Bool {
        switch self {
        case .text(let t):
            switch t.content {
            case .date(_, let style): return style == .relative || style == .offset || style == .timer
            case .timerInterval: return true
            default: return false
            }
        case .empty, .image, .shape, .color, .spacer, .divider: return false
        case .group(let c), .viewThatFits(_, let c): return c.contains(where: \.dependsOnTime)
        case .stack(let s): return s.children.contains(where: \.dependsOnTime)
        case .gauge(let g):
            if case .timer = g.value { return true }
            return [g.label, g.currentValueLabel, g.minimumValueLabel, g.maximumValueLabel].contains { $0?.dependsOnTime == true }
        case .modified(let inner, let m):
            switch m {
            case .marker(.label(let l)), .marker(.containerBackground(let l)), .background(let l, _), .overlay(let l, _):
                return l.dependsOnTime || inner.dependsOnTime
            default: return inner.dependsOnTime
            }
        }
    }
}
