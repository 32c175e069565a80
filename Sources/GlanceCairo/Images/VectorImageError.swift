import GlanceGraphics

/// Why a vector image file (SVG, PDF) cannot be drawn; the caller names the file.
public struct VectorImageError: Error, CustomStringConvertible, Equatable {
    public var format: VectorFormat
    public var reason: String

    public init(_ format: VectorFormat, _ reason: String) {
        self.format = format
        self.reason = reason
    }

    public var description: String { "not a readable \(format.rawValue) image: \(reason)" }
}
