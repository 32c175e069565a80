import FuzzDriver
import GlanceCairo

/// Every input is decoded as a PNG: it must decode or throw, never trap, hang or allocate
/// past the size limit the header is checked against.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? PNGCodec().decode(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

@_cdecl("FuzzPNG_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzPNG(data, size) }
}
