/// Which display corner a corner complication sits in.
public enum Corner: String, CaseHashable, Sendable, CaseIterable, Codable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// Top corners read clockwise with letters standing outward; bottom corners read
    /// anticlockwise with letters standing inward, so text is upright in every corner.
    public var readsClockwise: Bool { self == .topLeading || self == .topTrailing }
}
