import Foundation
import GlanceGraphics

/// Maps SwiftUI-style font requests onto installed font files: Inter for the default and
/// rounded designs (Inter Display from 20 pt, as Apple switches to its Display cut), DejaVu
/// for monospaced and serif. Inter has no rounded cut, so rounded falls back to Inter.
/// Tabular digits always use the text cut: Inter Display 4.0 beta's `tnum` figures are not
/// of equal width.
public struct FontCatalog: Sendable {
    /// One installable family of files.
    public struct Source: Sendable, Hashable {
        public var directories: [String]
        public var package: String
    }

    public var inter: Source
    public var dejaVu: Source
    /// Apple's own fonts, where the user has them (`--fonts DIR`); they win over Inter.
    public var apple: AppleFonts?
    /// A folder named as Apple's fonts that holds none: `validate()` says so.
    var appleFolderWithoutFonts: String?
    /// The symbol font that stands in for SF Symbols.
    public var symbols: Source

    /// Sizes from which the Display cut is used, as Apple's guidelines switch at 20 pt.
    public static let displayCutSize = 20.0

    public init(inter: Source, dejaVu: Source, symbols: Source = FontCatalog.standard.symbols) {
        self.inter = inter
        self.dejaVu = dejaVu
        self.symbols = symbols
    }

    /// The Debian locations, with `GLANCE_FONT_DIR` searched first when set, and Apple's fonts
    /// from `GLANCE_APPLE_FONTS` (`--fonts DIR`) when set.
    public static var standard: FontCatalog {
        let extra = ProcessInfo.processInfo.environment["GLANCE_FONT_DIR"].map { [$0] } ?? []
        var catalog = FontCatalog(
            inter: Source(directories: extra + ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter"], package: "fonts-inter"),
            dejaVu: Source(directories: extra + ["/usr/share/fonts/truetype/dejavu"], package: "fonts-dejavu-core"),
            symbols: Source(directories: extra + ["/usr/share/fonts/opentype/font-awesome"], package: "fonts-font-awesome"))
        if let folder = ProcessInfo.processInfo.environment[AppleFonts.environmentKey] {
            catalog.apple = try? AppleFonts(directory: folder)
            if catalog.apple == nil { catalog.appleFolderWithoutFonts = folder }
        }
        return catalog
    }

    /// The file name and human name of the face that serves `font`.
    public func faceName(for font: FontDescriptor) -> (file: String, name: String, source: Source) {
        if font.family == .symbols { return ("FontAwesome.otf", "Font Awesome", symbols) }
        switch font.design {
        case .monospaced, .serif:
            let base = font.design == .monospaced ? "DejaVuSansMono" : "DejaVuSerif"
            let bold = font.weight >= .semibold
            let slant = font.design == .monospaced ? "Oblique" : "Italic"
            let suffix = bold ? (font.italic ? "-Bold\(slant)" : "-Bold") : (font.italic ? "-\(slant)" : "")
            return ("\(base)\(suffix).ttf", "\(base)\(suffix)", dejaVu)
        case .default, .rounded:
            let family = font.size >= Self.displayCutSize && !font.monospacedDigit ? "InterDisplay" : "Inter"
            let weight: String =
                switch font.weight {
                case .thin: "Thin"
                case .ultraLight: "ExtraLight"
                case .light: "Light"
                case .regular: ""
                case .medium: "Medium"
                case .semibold: "SemiBold"
                case .bold: "Bold"
                case .heavy: "ExtraBold"
                case .black: "Black"
                }
            var style = weight + (font.italic ? "Italic" : "")
            if style.isEmpty { style = "Regular" }
            return ("\(family)-\(style).otf", "\(family) \(style)", inter)
        }
    }

    /// The tracking, in em, `font` is set with: SF's own tracking at its size (plus SF Compact's
    /// narrower letters on a watch, `SFTracking`) where Inter stands in for SF, so that lines run
    /// as long as Apple's; none where Apple's own fonts draw it (`--fonts`), nor for DejaVu's
    /// monospaced and serif faces or symbols. Rounded text takes its family's table
    /// (docs/fidelity.md, "The stand-in font's widths").
    public func standInTracking(for font: FontDescriptor) -> Double {
        guard font.family == .system, font.design == .default || font.design == .rounded else { return 0 }
        if let apple, apple.file(for: font) != nil { return 0 }
        return SFTracking.standInTracking(size: font.size, compact: font.compact)
    }

    /// The face file for `font`, or an error naming the missing file and its package.
    public func face(for font: FontDescriptor) throws(FontError) -> FontFaceID {
        if let path = apple?.file(for: font) { return FontFaceID(path: path) }
        let choice = faceName(for: font)
        for dir in choice.source.directories {
            let path = dir + "/" + choice.file
            if FileManager.default.fileExists(atPath: path) { return FontFaceID(path: path) }
        }
        let where_ = choice.source.directories.last ?? "."
        throw .missingFile(path: where_ + "/" + choice.file, face: choice.name, package: choice.source.package)
    }

    /// Every descriptor shape the catalogue distinguishes, to check an installation up front.
    public static var everyFace: [FontDescriptor] {
        var all: [FontDescriptor] = []
        for design in FontDesign.allCases {
            for weight in FontWeight.allCases {
                for italic in [false, true] {
                    for size in [12.0, displayCutSize] {
                        all.append(FontDescriptor(size: size, weight: weight, design: design, italic: italic))
                    }
                }
            }
        }
        return all
    }

    /// Throws the first missing file among every face the catalogue can choose.
    public func validate() throws(FontError) {
        if let folder = appleFolderWithoutFonts { throw .noAppleFonts(directory: folder) }
        for font in Self.everyFace { _ = try face(for: font) }
        var symbol = FontDescriptor(size: 12)
        symbol.family = .symbols
        _ = try face(for: symbol)
    }
}
