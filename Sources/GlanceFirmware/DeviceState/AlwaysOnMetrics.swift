import Foundation
import GlanceGraphics

/// How much of a frame is lit, and how brightly: what always-on guidelines limit.
public struct AlwaysOnMeasurement: Hashable, Sendable, CustomStringConvertible {
    /// Share of pixels lit (brighter than about 5%), 0…1.
    public var litShare: Double
    /// Average picture level: mean luma of all pixels, 0…1.
    public var averagePictureLevel: Double

    /// A pixel counts as lit above this level (of 255).
    public static let litThreshold: UInt8 = 12

    public init(_ bitmap: Bitmap) {
        var lit = 0
        var luma = 0.0
        let p = bitmap.pixels
        for i in stride(from: 0, to: p.count, by: 4) {
            if max(p[i], p[i + 1], p[i + 2]) > Self.litThreshold { lit += 1 }
            luma += bitmap.luma(atByte: i)
        }
        let n = Double(max(1, bitmap.width * bitmap.height))
        litShare = Double(lit) / n
        averagePictureLevel = luma / 255 / n
    }

    public var description: String {
        String(format: "lit %.1f%%, APL %.1f%%", litShare * 100, averagePictureLevel * 100)
    }
}

/// Always-on limits to check frames against.
public struct AlwaysOnPreset: Hashable, Sendable {
    public var name: String
    public var maxLitShare: Double
    public var maxAveragePictureLevel: Double?
    /// The longest any one pixel may stay lit without a break, if limited.
    public var maxContinuousLit: TimeInterval?

    /// Wear OS ambient mode: at most 15% of pixels lit.
    public static let wearOS = AlwaysOnPreset(name: "Wear OS", maxLitShare: 0.15)
    /// Garmin AMOLED: at most 10% lit, and no pixel on for more than 3 minutes.
    public static let garminAMOLED = AlwaysOnPreset(name: "Garmin AMOLED", maxLitShare: 0.10, maxContinuousLit: 180)
    /// Apple publishes no figure; Glance's estimate from Apple's dimmed faces: at most 25% lit
    /// and an average picture level of at most 10%.
    public static let appleStyle = AlwaysOnPreset(name: "Apple-style", maxLitShare: 0.25, maxAveragePictureLevel: 0.10)

    public static let all: [AlwaysOnPreset] = [.appleStyle, .wearOS, .garminAMOLED]

    /// The limits `m` breaks, as sentences; empty when it passes.
    public func violations(_ m: AlwaysOnMeasurement) -> [String] {
        var out: [String] = []
        if m.litShare > maxLitShare { out.append(String(format: "%.1f%% lit exceeds %.0f%%", m.litShare * 100, maxLitShare * 100)) }
        if let apl = maxAveragePictureLevel, m.averagePictureLevel > apl {
            out.append(String(format: "APL %.1f%% exceeds %.0f%%", m.averagePictureLevel * 100, apl * 100))
        }
        return out
    }
}

/// How long each pixel stays lit over a run of frames: total and longest unbroken stretch.
public struct BurnInMap: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var litSeconds: [Double]
    public private(set) var longestRun: [Double]
    /// Seconds at full brightness each pixel adds up to: lit time weighted by its luminance,
    /// the dose that wears an OLED pixel.
    public private(set) var fullBrightnessSeconds: [Double]
    private var currentRun: [Double]
    public private(set) var duration: TimeInterval = 0

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        litSeconds = Array(repeating: 0, count: width * height)
        longestRun = litSeconds
        currentRun = litSeconds
        fullBrightnessSeconds = litSeconds
    }

    /// Adds a frame shown for `seconds`.
    public mutating func add(_ frame: Bitmap, for seconds: TimeInterval) {
        guard frame.width == width, frame.height == height, seconds > 0 else { return }
        duration += seconds
        let p = frame.pixels
        for i in 0..<(width * height) {
            let j = i * 4
            fullBrightnessSeconds[i] += frame.luma(atByte: j) / 255 * seconds
            if max(p[j], p[j + 1], p[j + 2]) > AlwaysOnMeasurement.litThreshold {
                litSeconds[i] += seconds
                currentRun[i] += seconds
                longestRun[i] = max(longestRun[i], currentRun[i])
            } else {
                currentRun[i] = 0
            }
        }
    }

    /// The longest any pixel stayed lit without a break.
    public var maxContinuousLit: TimeInterval { longestRun.max() ?? 0 }

    /// The top of the heat map's scale: a quarter of the span at full brightness (a pixel at a
    /// quarter brightness all the time, or at full brightness a quarter of it).
    public var scaleTop: TimeInterval { duration / 4 }

    /// A heat map of `fullBrightnessSeconds`: black for none, through purple, red and yellow
    /// (`heatColor`), to white at `scaleTop` and over.
    public func heatMap() -> Bitmap {
        var out = Bitmap(width: width, height: height, fill: .black)
        for i in 0..<(width * height) {
            out.setPixel(x: i % width, y: i / width, to: Self.heatColor(scaleTop > 0 ? fullBrightnessSeconds[i] / scaleTop : 0))
        }
        return out
    }

    /// The heat map's colour for `f` of the scale (0…1, clamped): black, purple, red, orange,
    /// yellow, white, with luminance rising all the way so it reads in grey too.
    public static func heatColor(_ f: Double) -> Color {
        let stops: [(Double, Double, Double)] = [(0, 0, 0), (0.33, 0.05, 0.45), (0.8, 0.12, 0.2), (0.98, 0.5, 0.05), (1, 0.85, 0.2), (1, 1, 1)]
        let x = min(max(f, 0), 1) * Double(stops.count - 1)
        let i = min(Int(x), stops.count - 2), t = x - Double(i)
        let (a, b) = (stops[i], stops[i + 1])
        return Color(red: a.0 + (b.0 - a.0) * t, green: a.1 + (b.1 - a.1) * t, blue: a.2 + (b.2 - a.2) * t)
    }

    /// The share of pixels whose dose reaches `share` of the scale's top.
    public func shareAbove(_ share: Double) -> Double {
        guard !fullBrightnessSeconds.isEmpty, scaleTop > 0 else { return 0 }
        let least = share * scaleTop * (1 - 1e-9)  // sums of many frames fall a rounding short
        return Double(fullBrightnessSeconds.filter { $0 >= least }.count) / Double(fullBrightnessSeconds.count)
    }
}
