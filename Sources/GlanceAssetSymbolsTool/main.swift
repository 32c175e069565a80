import Foundation

// glance-asset-symbols OUTPUT.swift CATALOG...: writes asset symbols for the catalogs and
// Glance asset folders given (see docs/assets.md). Foundation only, so the build plugin stays light.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: GlanceAssetSymbolsTool OUTPUT.swift CATALOG...\n".utf8))
    exit(2)
}
let catalogs = Array(arguments.dropFirst())
var writer = SymbolFileWriter(inventory: AssetInventory.read(catalogs))
let source = writer.source(header: "Asset symbols for " + catalogs.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))
for warning in writer.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
do {
    // Unchanged output is left alone, so nothing that depends on it rebuilds.
    if FileManager.default.contents(atPath: output) != Data(source.utf8) {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(output): \(error.localizedDescription)\n".utf8))
    exit(1)
}
