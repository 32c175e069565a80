import Foundation
import Testing

@testable import GlanceFiles

/// A ROM, face or catalog reads nothing outside its own folder: not by an absolute path, not
/// by `..`, not through a symbolic link. Each case builds the hostile folder in a temporary
/// directory beside a "secret" file outside it.
@Suite final class ContainedPathTests {
    let scratch: URL
    let secret: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glance-contained-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("rom"), withIntermediateDirectories: true)
        secret = scratch.appendingPathComponent("outside/secret.png")
        try Data(PNGSizeCodec.header(width: 4, height: 4)).write(to: secret)
    }

    /// The scratch folder goes with the test.
    deinit { try? FileManager.default.removeItem(at: scratch) }

    func rom(assets: String) throws -> String {
        let path = scratch.appendingPathComponent("rom/r.json").path
        let json = """
            {"formatVersion": 1, "name": "R", "assets": \(assets), "widgets": [{"kind": "k", "displayName": "K", "families": ["accessoryCircular"],
             "timeline": {"policy": "never", "entries": [{"date": "+0m", "views": {"accessoryCircular": {"text": "x"}}}]}}]}
            """
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func romProblems(_ assets: String) throws -> String {
        let path = try rom(assets: assets)
        do {
            _ = try RomFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
            return ""
        } catch { return "\(error)" }
    }

    @Test func absoluteAndEscapingAssetFoldersAreRefused() throws {
        #expect(try romProblems("\"/etc\"").contains("assets: \"/etc\" is an absolute path"))
        #expect(try romProblems("[\"../outside\"]").contains("outside \(scratch.resolvingSymlinksInPath().appendingPathComponent("rom").path)"))
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("rom/linked").path, withDestinationPath: "../outside")
        let linked = try romProblems("\"linked\"")
        #expect(linked.contains("r.json") && linked.contains("assets") && linked.contains("a ROM reads only files in its own folder"), "\(linked)")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("rom/Inside"), withIntermediateDirectories: true)
        let inside = try romProblems("\"Inside\"")
        #expect(inside == "", "\(inside)")
    }

    func catalogProblems(_ build: (URL) throws -> Void) throws -> String {
        let catalog = scratch.appendingPathComponent("rom/C.xcassets")
        try? FileManager.default.removeItem(at: catalog)
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try build(catalog)
        do {
            _ = try AssetCatalog.load(paths: [catalog.path], codec: PNGSizeCodec())
            return ""
        } catch { return "\(error)" }
    }

    func imageSet(_ set: URL, file: String) throws {
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents = #"{"images": [{"filename": "\#(file)", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
        try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }

    @Test func catalogFilesThatLeadOutsideAreNotRead() throws {
        let traversal = try catalogProblems { try imageSet($0.appendingPathComponent("A.imageset"), file: "../../../outside/secret.png") }
        #expect(traversal.contains("is not a file of A.imageset"), "\(traversal)")
        let fileLink = try catalogProblems { catalog in
            let set = catalog.appendingPathComponent("B.imageset")
            try imageSet(set, file: "b.png")
            try FileManager.default.createSymbolicLink(atPath: set.appendingPathComponent("b.png").path, withDestinationPath: secret.path)
        }
        #expect(fileLink.contains("\"b.png\" leads to") && fileLink.contains("a set reads only files of its own folder"), "\(fileLink)")
        let setLink = try catalogProblems { catalog in
            try imageSet(scratch.appendingPathComponent("outside/Evil.imageset"), file: "e.png")
            try Data(PNGSizeCodec.header(width: 2, height: 2)).write(to: scratch.appendingPathComponent("outside/Evil.imageset/e.png"))
            try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("Evil.imageset").path, withDestinationPath: scratch.appendingPathComponent("outside/Evil.imageset").path)
        }
        #expect(setLink.contains("Evil.imageset") && setLink.contains("an asset folder reads only its own files"), "\(setLink)")
        let fine = try catalogProblems { catalog in
            try imageSet(catalog.appendingPathComponent("Fine.imageset"), file: "f.png")
            try Data(PNGSizeCodec.header(width: 2, height: 2)).write(to: catalog.appendingPathComponent("Fine.imageset/f.png"))
        }
        #expect(fine == "")
    }
}

extension PNGSizeCodec {
    /// The first 24 bytes of a PNG of `width` × `height`: all `decode` reads.
    static func header(width: Int, height: Int) -> [UInt8] {
        func word(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + Array("IHDR".utf8) + word(width) + word(height)
    }
}
