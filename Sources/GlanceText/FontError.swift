/// Why a font could not be used.
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// A face the catalogue maps a request to is not on disk.
    case missingFile(path: String, face: String, package: String)
    /// The file exists but FreeType or HarfBuzz cannot read it.
    case unreadable(path: String, reason: String)
    /// A folder given as Apple's fonts holds no SF Pro or SF Compact file.
    case noAppleFonts(directory: String)

    public var description: String {
        switch self {
        case .missingFile(let path, let face, let package):
            "font file missing: \(path) (\(face)); install the Debian package \(package) (`make deps` does) "
                + "or point GLANCE_FONT_DIR at a folder holding it"
        case .unreadable(let path, let reason):
            "font file unreadable: \(path): \(reason)"
        case .noAppleFonts(let directory):
            "\(directory): no SF Pro or SF Compact font files (.otf or .ttf named like SF-Compact-Rounded-Medium.otf) in this folder"
        }
    }
}
