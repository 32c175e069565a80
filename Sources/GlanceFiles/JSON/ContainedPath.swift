import Foundation

/// Where a path a file names really leads, and whether that is inside the folder the file
/// belongs to: a ROM, face or catalog reads nothing outside its own folder, through `..` or
/// a symbolic link (a ROM from an untrusted pull request must not draw `/etc` into its output).
public enum ContainedPath {
    /// `path` with every symbolic link and `.`/`..` resolved, as the kernel will when the file is
    /// opened (`realpath`; Foundation's `resolvingSymlinksInPath` folds `..` before following a
    /// link, so a checked path and an opened one could differ); `nil` when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Why `path` is not inside `folder` (both resolved), or `nil` when it is, or does not exist.
    public static func escape(_ path: String, from folder: String) -> String? {
        guard let target = resolved(path), let root = resolved(folder) else { return nil }
        if target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return nil }
        return "leads to \(target), outside \(root)"
    }
}
