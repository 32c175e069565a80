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
    private var currentRun: [Double]
    public private(set) var duration: TimeInterval = 0

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        litSeconds = Array(repeating: 0, count: width * height)
        longestRun = litSeconds
        currentRun = litSeconds
    }

    /// Adds a frame shown for `seconds`.
    public mutating func add(_ frame: Bitmap, for seconds: TimeInterval) {
        guard frame.width == width, frame.height == height, seconds > 0 else { return }
        duration += seconds
        let p = frame.pixels
        for i in 0..<(width * height) {
            let j = i * 4
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

    /// A heat map: black never lit, through red and yellow, to white lit the whole time.
    public func heatMap() -> Bitmap {
        var out = Bitmap(width: width, height: height, fill: .black)
        for i in 0..<(width * height) {
            let f = duration > 0 ? litSeconds[i] / duration : 0
            let c = Color(red: min(1, f * 3), green: min(1, max(0, f * 3 - 1)), blue: min(1, max(0, f * 3 - 2)))
            out.setPixel(x: i % width, y: i / width, to: c)
        }
        return out
    }
}
