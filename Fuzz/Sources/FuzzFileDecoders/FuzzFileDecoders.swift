import FuzzDriver
import GlanceFiles
import GlanceFirmware

/// Every input goes through the JSON parser and the device, face and ROM decoders: each must return or throw,
/// never trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFileDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? JSONParser.parse(bytes)
    _ = try? DeviceFile.decode(bytes, file: "fuzz")
    _ = try? FaceFile.decode(bytes, file: "fuzz")
    _ = try? RomFile.decode(bytes, file: "fuzz")
    return 0
}

/// SwiftPM's entry point for this executable: hands control to libFuzzer's driver.
@_cdecl("FuzzFileDecoders_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzFileDecoders(data, size) }
}
