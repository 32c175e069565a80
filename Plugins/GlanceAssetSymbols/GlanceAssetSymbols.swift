import Foundation
import PackagePlugin

/// Generates Xcode-style asset symbols (`ColorResource.accent`, `ImageResource.icon`) for every
/// `.xcassets` and `.glanceassets` folder in a target, so `Color(.accent)` and `Image(.icon)`
/// compile as they do with Xcode 15.
@main
struct GlanceAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let catalogs = Self.catalogs(in: target.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "GlanceAssetSymbolsTool").url,
                arguments: [output.path] + catalogs.map(\.path),
                inputFiles: catalogs.flatMap(Self.files),
                outputFiles: [output])
        ]
    }

    /// Asset folders anywhere under `directory`, outermost only.
    static func catalogs(in directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where ["xcassets", "glanceassets"].contains(url.pathExtension) {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file inside `folder`, so any change regenerates the symbols.
    static func files(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}
