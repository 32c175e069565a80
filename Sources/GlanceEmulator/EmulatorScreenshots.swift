import Foundation

/// Where the window's F12 screenshots go: a folder (`out/` unless told), made when missing,
/// each picture under a name of its own, written whole or not at all.
public enum Screenshots {
    /// The folder F12 writes into when none is given: relative to the current folder.
    public static let defaultFolder = "out"

    /// Writes `png` into `folder` as `glance-YYYYMMDD-HHMMSS.png` (the simulated `date`, UTC),
    /// with `-2`, `-3`… when that name is taken, and returns its path. The bytes go to a
    /// temporary file first, then are linked under the name, which fails rather than replace a
    /// file that appeared meanwhile; a reader never sees half a picture.
    public static func save(_ png: [UInt8], in folder: String, at date: Date) throws -> String {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = URL(fileURLWithPath: folder).appendingPathComponent(".glance-screenshot-\(UUID().uuidString).png")
        try Data(png).write(to: temporary)
        defer { try? manager.removeItem(at: temporary) }
        let stem = "glance-" + stamp(date)
        for n in 1...10_000 {
            let name = stem + (n == 1 ? "" : "-\(n)") + ".png"
            let path = (folder as NSString).appendingPathComponent(name)
            if manager.fileExists(atPath: path) { continue }
            do {
                try manager.linkItem(atPath: temporary.path, toPath: path)
                return path
            } catch where manager.fileExists(atPath: path) {
                continue  // taken between the look and the link
            }
        }
        throw ScreenshotError(description: "\(folder): every name for a screenshot at \(stem) is taken")
    }

    /// `20260603-100930`: the date in UTC, as screenshot names carry it.
    static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02d-%02d%02d%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}

/// Why a screenshot could not be written.
public struct ScreenshotError: Error, CustomStringConvertible {
    public var description: String
}
