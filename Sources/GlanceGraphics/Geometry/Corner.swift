/// Which display corner a corner complication sits in.
public enum Corner: String, Hashable, Sendable, CaseIterable, Codable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// The direction from the content's centre toward the corner, radians clockwise from 3 o'clock.
    public var diagonal: Double {
        switch self {
        case .topLeading: 1.25 * .pi
        case .topTrailing: 1.75 * .pi
        case .bottomLeading: 0.75 * .pi
        case .bottomTrailing: 0.25 * .pi
        }
    }

    /// Top corners read clockwise with letters standing outward; bottom corners read
    /// anticlockwise with letters standing inward, so text is upright in every corner.
    public var readsClockwise: Bool { self == .topLeading || self == .topTrailing }

    /// Half the angle a corner's curved gauge spans, either side of its diagonal.
    public static let gaugeHalfSweep = 0.22 * Double.pi
}
