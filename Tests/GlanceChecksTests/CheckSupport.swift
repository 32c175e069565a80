import Foundation
import GlanceCairo
import GlanceChecks
import GlanceFiles
import GlanceFirmware
import GlanceText

/// Loading ROMs and running checks over them, for the tests.
@MainActor
enum CheckSupport {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    nonisolated static let brokenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BrokenRoms")
    static let measurer = try! TextEngine()

    /// The broken ROMs, by the check each is meant to trip (its file name).
    nonisolated static var brokenNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: brokenFolder.path)) ?? []).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func rom(_ path: String) throws -> Rom {
        try RomFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
    }

    static func check(_ path: String, _ configuration: CheckConfiguration) async throws -> CheckReport {
        let rom = try rom(path)
        let assets = rom.assets.isEmpty ? AssetCatalog() : try AssetCatalog.load(paths: rom.assets, codec: PNGCodec(), vectors: VectorImageReader())
        let runner = CheckRunner(measurer: measurer, rasterizer: CairoRasterizer(), assets: assets, configuration: configuration)
        return await runner.run(rom.widgetDescriptions)
    }

    /// A quick configuration: two devices (a watch and a Lock Screen), few entries.
    static func quick(devices: [String] = ["watch-45mm", "iphone-6.1in"]) -> CheckConfiguration {
        var c = CheckConfiguration()
        c.devices = devices.map { Device.named($0)! }
        c.maxEntries = 3
        return c
    }
}
