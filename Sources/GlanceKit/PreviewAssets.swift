import Foundation
import GlanceCairo
import GlanceFiles
import GlanceGraphics
import GlanceWidgets

/// The asset catalogs previews draw from: those given with `--assets`, and every `.xcassets`
/// or `.glanceassets` folder in the folders the previews were declared in (as Xcode uses the
/// target's catalogs).
enum PreviewAssets {
    @MainActor
    static func catalog(given: [String], previews: [Preview]) throws -> any AssetSource {
        var paths = given
        for folder in Set(previews.map { ($0.filePath as NSString).deletingLastPathComponent }) where !folder.isEmpty {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcassets") || name.hasSuffix(".glanceassets") {
                let path = "\(folder)/\(name)"
                if !paths.contains(path) { paths.append(path) }
            }
        }
        guard !paths.isEmpty else { return NoAssets() }
        do { return try AssetCatalog.load(paths: paths, codec: PNGCodec()) } catch { throw HostFailure("\(error)") }
    }
}
