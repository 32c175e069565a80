import GlanceGraphics
import Foundation

/// How a gauge or progress view is drawn.
public enum GaugeStyleKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// Open ring with the value's position marked.
    case accessoryCircular
    /// Closed ring filled to the value.
    case accessoryCircularCapacity
    /// Bar with the value's position marked.
    case accessoryLinear
    /// Bar filled to the value.
    case accessoryLinearCapacity
}

/// Where a gauge's value comes from: fixed, or a timer resolved at the render date.
public enum GaugeValue: Codable, Hashable, Sendable {
    /// A fraction of the range, 0…1.
    case fraction(Double)
    case timer(start: Date, end: Date, countsDown: Bool)

    /// The fraction shown at `now`.
    public func fraction(at now: Date) -> Double {
        switch self {
        case .fraction(let f): return f.isFinite ? min(1, max(0, f)) : 0
        case .timer(let start, let end, let countsDown):
            let span = end.timeIntervalSince(start)
            guard span > 0 else { return countsDown ? 0 : 1 }
            let done = min(1, max(0, now.timeIntervalSince(start) / span))
            return countsDown ? 1 - done : done
        }
    }
}

/// A gauge or progress view in an archived tree, as a built-in style draws it.
public struct GaugeNode: Codable, Hashable, Sendable {
    public var value: GaugeValue
    public var style: GaugeStyleKind
    /// Whether it was written as a `ProgressView`.
    public var isProgress: Bool
    public var label: ViewNode?
    public var currentValueLabel: ViewNode?
    public var minimumValueLabel: ViewNode?
    public var maximumValueLabel: ViewNode?

    public init(
        value: GaugeValue, style: GaugeStyleKind, isProgress: Bool = false, label: ViewNode? = nil,
        currentValueLabel: ViewNode? = nil, minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil
    ) {
        self.value = value
        self.style = style
        self.isProgress = isProgress
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}
