import GlanceGraphics
/// A font request as SwiftUI spells it: a text style or a point size, plus traits.
/// Text styles follow the context's type scale: Apple's watchOS table on a watch, else the
/// family's body size.
public struct Font: Codable, Hashable, Sendable {
    /// A style that scales, or a fixed size in points.
    package enum Base: Codable, Hashable, Sendable {
        case style(TextStyle)
        case size(Double)
        /// A size at the Large Dynamic Type setting that grows and shrinks as `relativeTo` does.
        case scaled(Double, relativeTo: TextStyle)
    }

    package var base: Base
    package var weight: FontWeight?
    package var design: FontDesign?
    package var isItalic: Bool = false
    package var usesMonospacedDigit: Bool = false

    package init(base: Base, weight: FontWeight? = nil, design: FontDesign? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    public static func system(size: Double, weight: FontWeight? = nil, design: FontDesign? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: FontDesign? = nil, weight: FontWeight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public func weight(_ weight: FontWeight) -> Font { with { $0.weight = weight } }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { with { $0.isItalic = true } }
    public func monospacedDigit() -> Font { with { $0.usesMonospacedDigit = true } }
    /// Small capitals: the stand-in fonts draw the letters as they are (docs/compatibility.md).
    public func smallCaps() -> Font { self }
    /// Lower-case letters as small capitals: drawn as they are.
    public func lowercaseSmallCaps() -> Font { self }
    /// Capitals as small capitals: drawn as they are.
    public func uppercaseSmallCaps() -> Font { self }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }

    /// The concrete font where body text is `bodySize` points, text styles sized by `scale` at
    /// Dynamic Type `size`.
    package func resolved(bodySize: Double, scale: TypeScale = .proportional, size: DynamicTypeSize = .large) -> FontDescriptor {
        switch base {
        case .style(let style):
            FontDescriptor(
                size: scale.pointSize(style, bodySize: bodySize, at: size), weight: weight ?? style.defaultWeight,
                design: design ?? .default, italic: isItalic, monospacedDigit: usesMonospacedDigit)
        case .scaled(let points, let style):
            FontDescriptor(
                size: points * scale.growth(of: style, to: size), weight: weight ?? .regular, design: design ?? .default,
                italic: isItalic, monospacedDigit: usesMonospacedDigit)
        case .size(let size):
            FontDescriptor(
                size: size, weight: weight ?? .regular, design: design ?? .default, italic: isItalic,
                monospacedDigit: usesMonospacedDigit)
        }
    }
}


extension Font {
    public typealias Weight = FontWeight
    public typealias Design = FontDesign
    public typealias TextStyle = GlanceGraphics.TextStyle
}
