import Foundation
import GlanceGraphics

/// Apple's SF fonts in a folder a user points Glance at (`--fonts DIR`, or `GLANCE_APPLE_FONTS`):
/// with them, text is set in SF Pro or SF Compact (rounded, text and display cuts) as on the
/// device, metric for metric. Glance ships none; without them the open substitutes stand in.
/// Files are found by name, as Apple's installers name them (`SF-Compact-Rounded-Medium.otf`,
/// `SF-Pro-Text-SemiboldItalic.otf`, …), in any case and with or without dashes.
public struct AppleFonts: Sendable, Hashable {
    public let directory: String
    /// Lowercased names without separators, to the file's path.
    private let files: [String: String]

    /// The environment variable `--fonts` sets, read by `FontCatalog.standard`.
    public static let environmentKey = "GLANCE_APPLE_FONTS"

    /// The fonts in `directory`, or an error when it holds no SF Pro or SF Compact file.
    public init(directory: String) throws(FontError) {
        self.directory = directory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var files: [String: String] = [:]
        for name in names where name.lowercased().hasSuffix(".otf") || name.lowercased().hasSuffix(".ttf") {
            files[Self.key(String(name.dropLast(4)))] = directory + "/" + name
        }
        guard files.keys.contains(where: { $0.hasPrefix("sfpro") || $0.hasPrefix("sfcompact") }) else {
            throw .noAppleFonts(directory: directory)
        }
        self.files = files
    }

    /// Uses the fonts in `directory` for every text engine made from now on in this process.
    public static func use(_ directory: String) throws(FontError) {
        _ = try AppleFonts(directory: directory)
        setenv(environmentKey, directory, 1)
    }

    private static func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }

    /// The file for `font` (SF Compact on a watch, SF Pro elsewhere), or `nil` when the folder
    /// lacks it; monospaced and serif designs and symbols are not Apple's SF here.
    public func file(for font: FontDescriptor) -> String? {
        guard font.family == .system, font.design == .default || font.design == .rounded else { return nil }
        let family = font.compact ? "sfcompact" : "sfpro"
        let cut = font.design == .rounded ? "rounded" : font.size >= FontCatalog.displayCutSize ? "display" : "text"
        let weight: String =
            switch font.weight {
            case .ultraLight: "ultralight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            }
        let style = weight + (font.italic ? "italic" : "")
        // Rounded has no italics; a cut missing falls back to SF's text cut, then to regular.
        for name in [family + cut + style, family + cut + weight, family + "text" + style, family + cut + "regular"] {
            if let path = files[name] { return path }
        }
        return nil
    }
}
