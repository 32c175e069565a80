import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// Messages on a pipe: a 4-byte big-endian length, then that many bytes of JSON.
enum ExtensionFrame {
    /// Why a frame could not be read.
    enum ReadError: Error, Equatable {
        /// The other end closed the pipe.
        case closed
        /// Nothing complete arrived before the deadline.
        case timedOut
        /// The length announced is over the limit.
        case oversized(Int)
    }

    /// Archives hold infinite sizes (`maxWidth: .infinity`), which plain JSON has no number for.
    static let floats = (positive: "+inf", negative: "-inf", nan: "nan")

    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        if let response = value as? ExtensionResponse, case .timeline(let timeline) = response { return try encodeTimeline(timeline) }
        return framed(try encoder.encode(value))
    }

    /// A timeline answer, its entries encoded one at a time into the bytes of
    /// `ExtensionResponse.timeline`'s own encoding. JSONEncoder holds a tree of the whole
    /// value until it has written it: for 500 entries that tree was 11 MB of an extension's
    /// 15 MB watch ceiling, counted against the widget (docs/extension.md, "Limits"). Entry by
    /// entry, the encoding holds one entry's tree and the bytes written.
    private static func encodeTimeline(_ timeline: WireTimeline) throws -> [UInt8] {
        let encoder = encoder
        var body = Array(#"{"timeline":{"_0":{"entries":["#.utf8)
        for (i, entry) in timeline.entries.enumerated() {
            if i > 0 { body.append(UInt8(ascii: ",")) }
            body += try encoder.encode(entry)
        }
        body += Array(#"],"policy":"#.utf8)
        body += try encoder.encode(timeline.policy)
        body += Array("}}}".utf8)
        return framed(body)
    }

    /// `body` after its length, in one array.
    private static func framed<Body: Collection<UInt8>>(_ body: Body) -> [UInt8] {
        let n = UInt32(body.count)
        var frame = [UInt8]()
        frame.reserveCapacity(4 + body.count)
        frame += [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
        frame += body
        return frame
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: floats.positive, negativeInfinity: floats.negative, nan: floats.nan)
        return encoder
    }

    static func decode<T: Decodable>(_ type: T.Type, from body: [UInt8]) throws -> T {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: floats.positive, negativeInfinity: floats.negative, nan: floats.nan)
        return try decoder.decode(type, from: Data(body))
    }

    static func write(_ bytes: [UInt8], to fd: FileDescriptor) throws {
        _ = try bytes.withUnsafeBytes { try fd.writeAll($0) }
    }

    /// One frame's body, read before `deadline` (none: wait as long as it takes), at most
    /// `limit` bytes long. While waiting, `tick` runs every few milliseconds and may throw.
    static func read(
        from fd: FileDescriptor, limit: Int, deadline: ContinuousClock.Instant? = nil, tick: () throws -> Void = {}
    ) throws -> [UInt8] {
        let header = try readExactly(4, from: fd, deadline: deadline, tick: tick)
        let length = header.reduce(0) { $0 << 8 | Int($1) }
        guard length <= limit else { throw ReadError.oversized(length) }
        return try readExactly(length, from: fd, deadline: deadline, tick: tick)
    }

    private static func readExactly(
        _ count: Int, from fd: FileDescriptor, deadline: ContinuousClock.Instant?, tick: () throws -> Void
    ) throws -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(count)
        var chunk = [UInt8](repeating: 0, count: min(max(count, 1), 1 << 16))
        while out.count < count {
            if let deadline { try wait(for: fd, until: deadline, tick: tick) }
            let want = min(chunk.count, count - out.count)
            let got = try chunk.withUnsafeMutableBytes { try fd.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<want])) }
            guard got > 0 else { throw ReadError.closed }
            out += chunk[..<got]
        }
        return out
    }

    /// Returns once `fd` has something to read (or was closed), or throws at the deadline.
    private static func wait(for fd: FileDescriptor, until deadline: ContinuousClock.Instant, tick: () throws -> Void) throws {
        while true {
            try tick()
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw ReadError.timedOut }
            let ms = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var p = pollfd(fd: fd.rawValue, events: Int16(POLLIN), revents: 0)
            let r = poll(&p, 1, min(ms, 10))
            if r > 0 { return }
            if r < 0 && errno != EINTR { throw Errno(rawValue: errno) }
        }
    }
}
