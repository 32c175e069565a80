// Widgets that misbehave on purpose, each in its own way, beside one healthy widget: the
// tests run this bundle's `check` and `previews` and expect the host to survive, finish
// within its deadlines and name each faulty widget (docs/extension.md).
import Foundation
import GlanceKit

struct Tick: TimelineEntry {
    let date: Date
    var text = "OK"
}

struct TickView: View {
    let entry: Tick
    var body: some View {
        Text(entry.text).font(.headline)
    }
}

/// How a provider misbehaves when asked for its timeline.
enum Fault: String {
    case none, trap, silent, thrown, flood, hog, storm, stale, fork, noisy
}

struct HostileProvider: TimelineProvider {
    let fault: Fault

    func placeholder(in context: Context) -> Tick { Tick(date: context.date, text: "--") }

    func getSnapshot(in context: Context, completion: @escaping (Tick) -> Void) { completion(Tick(date: context.date)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Tick>) -> Void) {
        let now = context.date
        switch fault {
        case .none:
            completion(Timeline(entries: [Tick(date: now, text: "OK")], policy: .after(now.addingTimeInterval(3600))))
        case .trap:
            let readings: [Int] = []
            completion(Timeline(entries: [Tick(date: now, text: "\(readings[1])")], policy: .atEnd))
        case .silent:
            return
        case .thrown:
            struct Unreachable: Error {}
            func fetch() throws -> String { throw Unreachable() }
            completion(Timeline(entries: [Tick(date: now, text: try! fetch())], policy: .atEnd))
        case .flood:
            let entries = (0..<10_000).map { Tick(date: now.addingTimeInterval(Double($0) * 60), text: "\($0)") }
            completion(Timeline(entries: entries, policy: .atEnd))
        case .hog:
            var held: [[UInt8]] = []
            while true { held.append([UInt8](repeating: 7, count: 1 << 20)) }
        case .storm:
            completion(Timeline(entries: [Tick(date: now)], policy: .after(now.addingTimeInterval(1))))
        case .fork:
            // Helpers that outlive the provider, holding its standard output and error: a
            // process started through Foundation (in a group of its own) and a bare fork() that
            // sleeps. `GLANCE_TEST_SLEEP` (seconds) tells a test's helpers from others.
            let helper = Process()
            helper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            helper.arguments = [ProcessInfo.processInfo.environment["GLANCE_TEST_SLEEP"] ?? "600"]
            try? helper.run()
            if fork() == 0 {
                sleep(600)
                exit(0)
            }
            completion(Timeline(entries: [Tick(date: now, text: "Fork")], policy: .after(now.addingTimeInterval(3600))))
        case .noisy:
            // Terminal escapes in what it prints and in its last words: clear the screen, retitle the window.
            FileHandle.standardError.write(Data("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[Hnoisy\n".utf8))
            fatalError("\u{1B}[31mred\u{1B}[0m")
        case .stale:
            let entries = [Tick(date: now.addingTimeInterval(-600)), Tick(date: now.addingTimeInterval(-1200))]
            completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(3600))))
        }
    }
}

/// Shows a code marked sensitive, but drops the mark when it sees the lock: in WidgetKit (and
/// in Glance's extensions) widget code never sees the lock, so the code must not show.
struct PeekView: View {
    let entry: Tick
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        if reasons.contains(.privacy) {
            Text(entry.text).font(.title)
        } else {
            Text(entry.text).font(.title).privacySensitive()
        }
    }
}

struct PeekWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Peek", provider: HostileProvider(fault: .none)) { PeekView(entry: $0) }
            .supportedFamilies([.accessoryRectangular])
    }
}

/// An image whose pixels spell a secret (from `GLANCE_TEST_SECRET`, four digits): a column a
/// digit, as tall as the digit, drawn downscaled to fit. Marked sensitive, or shown whole under data protection.
struct SecretImageView: View {
    let entry: Tick
    var marked = true

    var body: some View {
        let image = Image(uiImage: UIImage(data: Self.png(entry.text)) ?? UIImage()).resizable().scaledToFit()
        if marked {
            image.privacySensitive()
        } else {
            image
        }
    }

    static func png(_ secret: String) -> Data {
        let digits = secret.compactMap(\.wholeNumberValue)
        var rows: [[UInt8]] = []
        for y in 0..<120 {
            var row: [UInt8] = []
            for x in 0..<120 {
                let digit = x / 30 < digits.count && x % 30 < 24 ? digits[x / 30] : -1
                let lit = digit >= 0 && y >= 120 - 12 * (digit + 1)
                row += lit ? [UInt8(40 + 20 * digit), UInt8(250 - 20 * digit), 90, 255] : [0, 0, 0, 0]
            }
            rows.append(row)
        }
        return PNGWriter.rgba(width: 120, height: 120, rows: rows)
    }
}

/// The secret the secret-image widgets draw.
let secret = ProcessInfo.processInfo.environment["GLANCE_TEST_SECRET"] ?? "1234"

struct SecretImageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SecretImage", provider: HostileProvider(fault: .none)) { SecretImageView(entry: Tick(date: $0.date, text: secret)) }
            .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

struct ProtectedImageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ProtectedImage", provider: HostileProvider(fault: .none)) {
            SecretImageView(entry: Tick(date: $0.date, text: secret), marked: false)
        }
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
        .dataProtection(.completeUnlessOpen)
    }
}

/// One widget kind per fault, named after it.
@MainActor
func widget(_ fault: Fault) -> some WidgetConfiguration {
    StaticConfiguration(kind: fault == .none ? "Healthy" : fault.rawValue.capitalized, provider: HostileProvider(fault: fault)) { TickView(entry: $0) }
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
}

struct HealthyWidget: Widget { var body: some WidgetConfiguration { widget(.none) } }
struct TrapWidget: Widget { var body: some WidgetConfiguration { widget(.trap) } }
struct SilentWidget: Widget { var body: some WidgetConfiguration { widget(.silent) } }
struct ThrownWidget: Widget { var body: some WidgetConfiguration { widget(.thrown) } }
struct FloodWidget: Widget { var body: some WidgetConfiguration { widget(.flood) } }
struct HogWidget: Widget { var body: some WidgetConfiguration { widget(.hog) } }
struct StormWidget: Widget { var body: some WidgetConfiguration { widget(.storm) } }
struct StaleWidget: Widget { var body: some WidgetConfiguration { widget(.stale) } }
struct ForkWidget: Widget { var body: some WidgetConfiguration { widget(.fork) } }
struct NoisyWidget: Widget { var body: some WidgetConfiguration { widget(.noisy) } }

/// Every widget, the healthy one first.
@main
struct HostileWidgets: WidgetBundle {
    var body: some Widget {
        HealthyWidget()
        TrapWidget()
        SilentWidget()
        ThrownWidget()
        FloodWidget()
        HogWidget()
        StormWidget()
        StaleWidget()
        ForkWidget()
        NoisyWidget()
        PeekWidget()
        SecretImageWidget()
        ProtectedImageWidget()
    }
}

#Preview("Healthy", as: .accessoryCircular) { HealthyWidget() } timelineProvider: { HostileProvider(fault: .none) }
#Preview("Trap", as: .accessoryCircular) { TrapWidget() } timelineProvider: { HostileProvider(fault: .trap) }
#Preview("Silent", as: .accessoryCircular) { SilentWidget() } timelineProvider: { HostileProvider(fault: .silent) }
#Preview("Fork", as: .accessoryCircular) { ForkWidget() } timelineProvider: { HostileProvider(fault: .fork) }
#Preview("Peek 1234", as: .accessoryRectangular) { PeekWidget() } timeline: { Tick(date: .now, text: "1234") }
#Preview("Peek 9876", as: .accessoryRectangular) { PeekWidget() } timeline: { Tick(date: .now, text: "9876") }
#Preview("Secret image", as: .accessoryCircular) { SecretImageWidget() } timeline: { Tick(date: .now) }
#Preview("Protected image", as: .accessoryCircular) { ProtectedImageWidget() } timeline: { Tick(date: .now) }

/// A PNG encoder small enough for a widget: stored (uncompressed) deflate blocks.
enum PNGWriter {
    static func rgba(width: Int, height: Int, rows: [[UInt8]]) -> Data {
        var raw: [UInt8] = []
        for row in rows { raw += [0] + row }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, raw.count - offset)
            let last: UInt8 = offset + n == raw.count ? 1 : 0
            zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[offset..<offset + n]
            offset += n
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { (a, b) = ((a + UInt32(byte)) % 65_521, (b + (a + UInt32(byte)) % 65_521) % 65_521) }
        zlib += bigEndian((b << 16) | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }
}
