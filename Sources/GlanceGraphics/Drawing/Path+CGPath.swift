import Foundation

// SwiftUI's bridges between `Path` and Core Graphics paths
// (https://developer.apple.com/documentation/swiftui/path).

extension Path {
    /// The outline of a Core Graphics path.
    public init(_ path: CGPath) { self = path.path }

    /// The outline of a mutable Core Graphics path, as it is now.
    public init(_ path: CGMutablePath) { self = path.path }

    /// An immutable Core Graphics path of the same outline.
    public var cgPath: CGPath { CGPath(path: self) }
}
