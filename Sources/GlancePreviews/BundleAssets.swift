import Foundation
import GlanceCairo
import GlanceFiles
import GlanceGraphics
import Synchronization

/// The asset catalogs `UIImage(named:)` reads, as UIKit reads the main bundle's: those the
/// previews or the emulator were given, else those beside the running program's own sources.
package enum BundleAssets {
    private static let installed = Mutex<(any AssetSource)?>(nil)

    /// Makes `source` the program's catalogs (the host does, once it has read them).
    package static func install(_ source: any AssetSource) { installed.withLock { $0 = source } }

    /// The catalogs installed, else those found beside the program's sources.
    package static var current: any AssetSource { installed.withLock { $0 } ?? discovered }

    /// Every `.xcassets` and `.glanceassets` folder in the folders of the main module's sources.
    private static let discovered: any AssetSource = {
        let program = ((Bundle.main.executablePath ?? CommandLine.arguments[0]) as NSString).lastPathComponent
        let folders = Set(ModuleSources.files(ofModule: program).map { ($0 as NSString).deletingLastPathComponent })
        let paths = ModuleSources.catalogs(in: folders.sorted())
        guard !paths.isEmpty else { return NoAssets() }
        do {
            return try AssetCatalog.load(paths: paths, codec: PNGCodec(), vectors: VectorImageReader())
        } catch {
            FileHandle.standardError.write(Data("warning: UIImage(named:) cannot read the asset catalogs:\n\(error)\n".utf8))
            return NoAssets()
        }
    }()
}
