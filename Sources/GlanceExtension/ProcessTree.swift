import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Processes and their children, read from Linux's /proc.
enum ProcessTree {
    /// Every process descended from `roots` (the roots not included), found through each
    /// thread's `children` list, or through every process's parent where the kernel has none.
    static func descendants(of roots: [pid_t]) -> Set<pid_t> {
        var found = Set<pid_t>()
        var queue = roots
        let parents = childrenListsExist ? nil : Self.parents()
        while let p = queue.popLast() {
            let children = parents.map { table in table.compactMap { $0.value == p ? $0.key : nil } } ?? Self.children(of: p)
            for c in children where !roots.contains(c) && found.insert(c).inserted { queue.append(c) }
        }
        return found
    }

    /// When `pid` started, in clock ticks since boot (/proc/PID/stat, field 22), or `nil` when
    /// there is no such process: with its pid, what tells a process from a later one given the
    /// same pid.
    static func startTime(_ pid: pid_t) -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
        // After the command in parentheses, the state is field 3: the start time is the 20th after it.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }

    /// The children of `pid`, from each of its threads' `children` files.
    private static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [pid_t] in
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8) else { return [] }
            return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    private static let childrenListsExist = FileManager.default.fileExists(atPath: "/proc/\(getpid())/task/\(getpid())/children")

    /// Every process's parent, from /proc/PID/stat.
    static func parents() -> [pid_t: pid_t] {
        var table: [pid_t: pid_t] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After the command in parentheses: state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { table[pid] = parent }
        }
        return table
    }
}
