import CFreeType
import GlanceGraphics
import Synchronization

/// The process-wide set of opened font files. Fonts are few (one per file) and shared by
/// every engine and renderer, so they are opened once and kept for the life of the process.
public final class FontRegistry: Sendable {
    public static let shared = FontRegistry()

    private struct State: ~Copyable {
        var library: FT_Library?
        var fonts: [FontFaceID: LoadedFont] = [:]
    }

    private let state = Mutex(State())

    private init() {}

    /// The opened font for `id`, opening it on first use.
    public func font(_ id: FontFaceID) throws(FontError) -> LoadedFont {
        let result: Result<LoadedFont, FontError> = state.withLock { state in
            if let font = state.fonts[id] { return .success(font) }
            if state.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0, let library else {
                    return .failure(.unreadable(path: id.path, reason: "FreeType did not start"))
                }
                state.library = library
            }
            do {
                let font = try LoadedFont(id: id, serial: state.fonts.count, library: state.library!)
                state.fonts[id] = font
                return .success(font)
            } catch let error as FontError {
                return .failure(error)
            } catch {
                return .failure(.unreadable(path: id.path, reason: "\(error)"))
            }
        }
        return try result.get()
    }
}
