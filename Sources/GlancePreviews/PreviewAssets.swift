import Foundation
import GlanceCairo
import GlanceFiles
import GlanceGraphics
import GlanceWidgets

/// The asset catalogs previews draw from: those given with `--assets`, and every `.xcassets`
/// or `.glanceassets` folder in the folders the previews were declared in (as Xcode uses the
/// target's catalogs). A `#Preview` records its file; a `PreviewProvider`'s file is found from
/// the build folder's list of its module's sources. What is read becomes `UIImage(named:)`'s too.
package enum PreviewAssets {
    @MainActor
    package static func catalog(given: [String], previews: [Preview]) throws -> any AssetSource {
        var paths = given
        for path in ModuleSources.catalogs(in: folders(of: previews)) where !paths.contains(path) { paths.append(path) }
        guard !paths.isEmpty else { return NoAssets() }
        let catalog: AssetCatalog
        do { catalog = try AssetCatalog.load(paths: paths, codec: PNGCodec(), vectors: VectorImageReader()) } catch { throw HostFailure("\(error)") }
        BundleAssets.install(catalog)
        return catalog
    }

    /// The folders `previews` were declared in, each once, in order.
    @MainActor
    package static func folders(of previews: [Preview], buildFolder: String = ModuleSources.buildFolder) -> [String] {
        var folders: [String] = []
        for preview in previews {
            var file = preview.filePath
            if file.isEmpty {
                // A PreviewProvider: its fileID is `Module/TypeName`.
                let type = String(preview.fileID.drop { $0 != "/" }.dropFirst())
                file = ModuleSources.file(declaring: type, inModule: preview.module, in: buildFolder) ?? ""
            }
            let folder = (file as NSString).deletingLastPathComponent
            if !folder.isEmpty, !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }
}
