import Foundation

extension FileManager {
    /// Foundation's app-group container, which corelibs Foundation lacks: a folder shared by an
    /// app and its widgets. Glance keeps one folder per group identifier under
    /// `$GLANCE_APP_GROUPS`, else `$XDG_CACHE_HOME/glance/app-groups` (`~/.cache/glance/app-groups`),
    /// made on first use, so a widget reading a shared file finds a real, writable folder (put the
    /// app's files there to feed it). `nil` for an identifier that is not a single folder name.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, groupIdentifier != ".", groupIdentifier != "..", !groupIdentifier.contains("/"),
            !groupIdentifier.contains("\0")
        else { return nil }
        let folder = Self.appGroupsFolder().appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }

    /// Where app-group containers live.
    static func appGroupsFolder(in environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let folder = environment["GLANCE_APP_GROUPS"], !folder.isEmpty { return URL(fileURLWithPath: folder, isDirectory: true) }
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        return cache.appendingPathComponent("glance/app-groups", isDirectory: true)
    }
}
