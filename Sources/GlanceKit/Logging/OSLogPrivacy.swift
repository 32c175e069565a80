import Foundation

/// How a value interpolated into a log message is shown. Glance writes lines as Apple's
/// release builds record them: private values as `<private>`. Set `GLANCE_LOG_PRIVATE=1` to
/// see private values, as Xcode's console shows them while debugging; sensitive ones stay hidden.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }

    /// How a redacted value is replaced.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// Shown as a hash of the value, the same for the same value.
        public static let hash = Mask(hashes: true)
        /// Shown as `<private>`.
        public static let none = Mask(hashes: false)
    }

    let level: Level
    let mask: Mask

    /// Strings, objects and errors redacted; integers, floating-point numbers and Booleans shown.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    /// Shown.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// Redacted.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// Redacted, even where private values are shown.
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

    /// `auto` with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
    /// `private` with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// `sensitive` with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

    /// Whether private values are shown (`GLANCE_LOG_PRIVATE=1`).
    static let showsPrivateValues = ProcessInfo.processInfo.environment["GLANCE_LOG_PRIVATE"] == "1"

    /// `text` as the log shows it: itself, or redacted.
    func shown(_ text: String, isScalar: Bool, showingPrivate: Bool = showsPrivateValues) -> String {
        let hidden: Bool
        switch level {
        case .public: hidden = false
        case .auto: hidden = !isScalar && !showingPrivate
        case .private: hidden = !showingPrivate
        case .sensitive: hidden = true
        }
        guard hidden else { return text }
        guard mask.hashes else { return "<private>" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "<mask.hash: '\(withUnsafeBytes(of: hash.bigEndian) { Data($0) }.base64EncodedString())'>"
    }
}
