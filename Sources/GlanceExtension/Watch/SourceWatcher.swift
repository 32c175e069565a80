import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Notices saves in a Swift package: polls the modification times of its Swift files and
/// asset catalogs, outside hidden folders such as `.build` and goldens, so it needs nothing
/// from the system and works on any file system. Known files are `stat`ed on each call (a
/// millisecond for a thousand); the folders are walked for new files every 2 s.
public final class SourceWatcher {
    /// The package's folder.
    public let package: String
    private var stamps: [String: Date]
    private var walked = ContinuousClock.now

    /// Watches the package in `package`; throws when it has no `Package.swift`.
    public init(package: String) throws {
        guard FileManager.default.fileExists(atPath: "\(package)/Package.swift") else {
            throw WatchError("\(package): no Package.swift (--watch needs the widget bundle's package folder)")
        }
        self.package = package
        stamps = [:]
        stamps = scan()
    }

    /// The files saved (or added, or removed) since the last call, with the latest save's
    /// time; nil when nothing changed.
    public func changes() -> (files: [String], savedAt: Date)? {
        let now: [String: Date]
        if ContinuousClock.now - walked > .seconds(2) {
            now = scan()
            walked = ContinuousClock.now
        } else {
            now = stamps.keys.reduce(into: [:]) { found, path in found[path] = Self.modified(path) }
        }
        let changed = Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }.sorted()
        stamps = now
        guard !changed.isEmpty else { return nil }
        let latest = changed.compactMap { now[$0] }.max() ?? Date()
        return (changed, latest)
    }

    /// When `path` was last written, from one `stat`.
    private static func modified(_ path: String) -> Date? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    }

    private func scan() -> [String: Date] {
        var found: [String: Date] = [:]
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let root = URL(fileURLWithPath: package)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return found }
        let prefix = root.path.count + 1
        while let url = walk.nextObject() as? URL {
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { continue }
            let relative = String(url.path.dropFirst(prefix))
            if values.isDirectory == true {
                // Goldens and build products are no sources.
                if url.lastPathComponent == "__Snapshots__" || url.lastPathComponent == ".build" { walk.skipDescendants() }
                continue
            }
            if relative.hasSuffix(".swift") || relative.contains(".xcassets/") { found[url.path] = Self.modified(url.path) }
        }
        return found
    }
}

/// Why watching cannot start.
public struct WatchError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
