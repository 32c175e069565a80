/// A width and a height in points.
public struct Size: Codable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width.compact)×\(height.compact)" }

    /// Both dimensions multiplied by `factor`.
    public func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }
}
