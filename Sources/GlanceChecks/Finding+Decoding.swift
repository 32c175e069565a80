import Foundation
import GlanceFirmware
import GlanceWidgets

extension Finding {
    /// Reads a finding as `glance check --json` writes it (its picture by the file it was written to).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        func value<T>(_ key: Keys, _ make: (String) -> T?) throws -> T {
            let text = try c.decode(String.self, forKey: key)
            guard let made = make(text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "'\(text)' is not a known \(key.rawValue)")
            }
            return made
        }
        func optional<T>(_ key: Keys, _ make: (String) -> T?) throws -> T? {
            try c.decodeIfPresent(String.self, forKey: key) == nil ? nil : try value(key, make)
        }
        self.init(
            check: try value(.check) { CheckID(rawValue: $0) }, severity: try value(.severity) { Severity(rawValue: $0) },
            widget: try c.decode(String.self, forKey: .widget), family: try value(.family) { WidgetFamily(rawValue: $0) },
            device: try c.decodeIfPresent(String.self, forKey: .device), lock: try optional(.lock) { LockState(rawValue: $0) },
            luminanceReduced: try c.decodeIfPresent(Bool.self, forKey: .alwaysOn), mode: try optional(.mode) { WidgetRenderingMode(rawValue: $0) },
            entryIndex: try c.decodeIfPresent(Int.self, forKey: .entry),
            entryDate: try optional(.entryDate) { text in Self.dates.withLock { $0.date(from: text) } },
            message: try c.decode(String.self, forKey: .message), subject: try c.decodeIfPresent(String.self, forKey: .subject))
        pictureFile = try c.decodeIfPresent(String.self, forKey: .picture)
    }
}
