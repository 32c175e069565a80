import GlanceGraphics
import Foundation

/// An angle, as SwiftUI spells it.
public struct Angle: Codable, Hashable, Sendable, Comparable, AdditiveArithmetic {
    public var radians: Double
    public init() { self.radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public var degrees: Double { radians * 180 / .pi }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle(radians: 0)
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
}

/// The two layout axes.
public enum Axis: String, Codable, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Codable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Whether `aspectRatio` fits the content inside the offer or fills it.
public enum ContentMode: String, Codable, Hashable, Sendable, CaseIterable { case fit, fill }
