import GlanceGraphics
/// The size a parent offers a child; `nil` in a dimension asks for the child's ideal size,
/// `0` for its minimum and `.infinity` for its maximum.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public var description: String {
        "(\(width.map(\.compact) ?? "nil"), \(height.map(\.compact) ?? "nil"))"
    }

    /// The proposal along `axis` (width for horizontal).
    func along(_ axis: StackAxis) -> Double? { axis == .vertical ? height : width }
    func across(_ axis: StackAxis) -> Double? { axis == .vertical ? width : height }

    static func make(along main: Double?, across cross: Double?, _ axis: StackAxis) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    }
}

extension Size {
    func along(_ axis: StackAxis) -> Double { axis == .vertical ? height : width }
    func across(_ axis: StackAxis) -> Double { axis == .vertical ? width : height }

    static func make(along main: Double, across cross: Double, _ axis: StackAxis) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
}
