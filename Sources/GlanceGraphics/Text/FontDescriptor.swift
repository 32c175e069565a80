/// Which set of faces a font comes from: the system text font, or the symbol font.
public enum FontFamily: String, Codable, CaseHashable, Sendable, CaseIterable { case system, symbols }

/// A fully resolved font request: what layout measures and a backend maps to a face.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    public var family: FontFamily = .system
    /// Size in points.
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    public var italic: Bool
    /// Digits of equal width (OpenType `tnum`).
    public var monospacedDigit: Bool
    /// Set on a watch: Apple's SF Compact rather than SF Pro, where Apple's fonts are given.
    public var compact = false

    public init(
        size: Double, weight: FontWeight = .regular, design: FontDesign = .default, italic: Bool = false,
        monospacedDigit: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
    }

    /// The descriptor for a text style where body text is `bodySize` points.
    public init(style: TextStyle, bodySize: Double) {
        self.init(size: style.pointSize(bodySize: bodySize), weight: style.defaultWeight)
    }

    public var description: String {
        var parts = ["\(size.compact)pt", weight.rawValue]
        if family != .system { parts.insert(family.rawValue, at: 0) }
        if design != .default { parts.append(design.rawValue) }
        if italic { parts.append("italic") }
        if monospacedDigit { parts.append("monospacedDigit") }
        return parts.joined(separator: " ")
    }
}

/// Identifies one face in one font file; backends resolve it to their font objects.
public struct FontFaceID: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }

    public var description: String { index == 0 ? path : "\(path)#\(index)" }
}
