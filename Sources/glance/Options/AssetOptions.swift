import Synchronization
import ArgumentParser
import Foundation
import GlanceCairo
import GlanceFiles
import GlanceGraphics

/// `--assets PATH`, repeatable: asset catalogs (`.xcassets`) and Glance asset folders that
/// `Image("name")` and `Color("name")` are drawn from.
struct AssetOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("An asset catalog (.xcassets) or Glance asset folder for named images and colours; repeatable.", valueName: "path"))
    var assets: [String] = []

    /// The catalogs given, plus `extra` ones (a ROM's own), read once each; every problem in them is listed.
    func catalog(adding extra: [String] = []) throws -> AssetCatalog {
        var seen = Set<String>()
        let paths = (assets + extra).filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        guard !paths.isEmpty else { return AssetCatalog() }
        do {
            return try AssetCatalog.load(paths: paths, codec: PNGCodec(), vectors: VectorImageReader())
        } catch {
            let count = error.problems.count
            throw CommandFailure("\(count) problem\(count == 1 ? "" : "s") in the asset catalogs:\n\(error)")
        }
    }
}

/// An asset source that prints a warning on stderr the first time each missing name is asked
/// for: for commands whose layouts' own warnings are not shown (faces, the emulator).
final class MissingAssetReporter: AssetSource {
    let source: any AssetSource
    private let reported = Mutex<Set<String>>([])

    init(_ source: any AssetSource) { self.source = source }

    func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> AssetImage? {
        let found = source.image(named: name, scale: scale, appearance: appearance, idiom: idiom)
        if found == nil { reportMissingImage(name) }
        return found
    }

    func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom, size: Size) -> AssetImage? {
        let found = source.image(named: name, scale: scale, appearance: appearance, idiom: idiom, size: size)
        if found == nil { reportMissingImage(name) }
        return found
    }

    func imageSize(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> Size? {
        let found = source.imageSize(named: name, scale: scale, appearance: appearance, idiom: idiom)
        if found == nil { reportMissingImage(name) }
        return found
    }

    private func reportMissingImage(_ name: String) {
        let why = source.unavailableReason(image: name)
        report("image", name, why.map { "image '\(name)' cannot be drawn: \($0)" } ?? "unknown image '\(name)' in the asset catalogs")
    }

    func color(named name: String, appearance: AssetAppearance, idiom: AssetIdiom) -> Color? {
        let found = source.color(named: name, appearance: appearance, idiom: idiom)
        if found == nil { report("colour", name, "unknown colour '\(name)' in the asset catalogs: drawn magenta") }
        return found
    }

    func unavailableReason(image name: String) -> String? { source.unavailableReason(image: name) }

    private func report(_ kind: String, _ name: String, _ message: String) {
        guard reported.withLock({ $0.insert(kind + "\u{0}" + name).inserted }) else { return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
