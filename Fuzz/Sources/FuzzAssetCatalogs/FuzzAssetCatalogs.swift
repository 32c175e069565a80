import Foundation
import FuzzDriver
import GlanceCairo
import GlanceFiles
import GlanceGraphics

/// An asset catalog on disk that each input rewrites: its first byte picks which Contents.json
/// the rest of it becomes (the catalog's, a colour set's or an image set's, whose colour
/// components and file names it holds); the other two stay valid. Reading the catalog must
/// return or throw, never trap or hang (that no file outside it is opened is
/// `ContainedPathTests`'s to check).
enum FuzzCatalog {
    /// In memory where the system has it (writing three files an execution to disk made the
    /// disk the bottleneck), else in the temporary folder.
    static let root =
        (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory())
        + "glance-fuzz-\(ProcessInfo.processInfo.processIdentifier)/Fuzz.xcassets"
    static let files = ["\(root)/Contents.json", "\(root)/Tint.colorset/Contents.json", "\(root)/Icon.imageset/Contents.json"]
    static let valid = [
        #"{"info":{"author":"xcode","version":1}}"#,
        #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0.500","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
        #"{"images":[{"filename":"icon.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#,
    ]
    /// A 1×1 PNG for the image set to name.
    static let png = (try? PNGCodec().encode(Bitmap(width: 1, height: 1))) ?? []

    static let made: Bool = {
        for file in files {
            try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        }
        _ = FileManager.default.createFile(atPath: "\(root)/Icon.imageset/icon.png", contents: Data(png))
        // The catalog goes when the fuzzer exits normally (after a crash it stays, to look at).
        atexit { try? FileManager.default.removeItem(atPath: (FuzzCatalog.root as NSString).deletingLastPathComponent) }
        return true
    }()
}

/// Which file the last input rewrote (all three at first): it is made valid again.
nonisolated(unsafe) var lastChosen: Int? = nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalogs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FuzzCatalog.made, size > 0 else { return 0 }
    let chosen = Int(data[0]) % FuzzCatalog.files.count
    for (n, file) in FuzzCatalog.files.enumerated() where n == chosen || n == lastChosen || lastChosen == nil {
        let contents = n == chosen ? Data(bytes: data + 1, count: size - 1) : Data(FuzzCatalog.valid[n].utf8)
        _ = FileManager.default.createFile(atPath: file, contents: contents)
    }
    lastChosen = chosen
    _ = try? AssetCatalog.load(paths: [FuzzCatalog.root], codec: PNGCodec())
    return 0
}

@_cdecl("FuzzAssetCatalogs_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzAssetCatalogs(data, size) }
}
