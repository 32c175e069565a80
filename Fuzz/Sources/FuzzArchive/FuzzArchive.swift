import Foundation
import FuzzDriver
import GlanceGraphics
import GlanceUI

/// Every input is read as an archived view tree and, when it reads, laid out in an accessory
/// slot: decoding must return or throw, and layout must finish, whatever the tree holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let archive = try? ViewArchive.decode(json: Data(bytes: data, count: size)) else { return 0 }
    MainActor.assumeIsolated {
        let renderer = ViewRenderer(measurer: FixedAdvanceTextMeasurer())
        for slot in [Size(width: 50, height: 50), Size(width: 193, height: 82)] {
            _ = renderer.render(archive.root, in: slot, environment: EnvironmentValues())
        }
    }
    return 0
}

@_cdecl("FuzzArchive_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzArchive(data, size) }
}
