import CProcesses
import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started in a process group of its own, with pipes for its standard input,
/// output and error, reaped by its pid. Unlike Foundation's `Process`, whose exit is noticed
/// through a descriptor the child's own children inherit, it notices the exit of a child whose
/// helpers outlive it; and `killTree()` ends every process the child started, whatever group
/// or session they moved to (docs/extension.md, "Processes an extension starts").
final class SpawnedProcess {
    let pid: pid_t
    /// The host's ends of the child's standard input and output, closed with this.
    let input: FileDescriptor
    let output: FileDescriptor
    /// The host's end of the child's standard error, for its reader to close.
    let error: FileDescriptor
    private var status: Int32?

    /// Starts `executable` with `arguments` and `environment` in a new process group.
    init(executable: String, arguments: [String], environment: [String: String]) throws {
        _ = Self.subreaper
        var pipes: [(read: Int32, write: Int32)] = []
        defer { for p in pipes { close(p.read); close(p.write) } }
        for _ in 0..<3 {
            var fds: [Int32] = [0, 0]
            guard glance_pipe_cloexec(&fds) == 0 else { throw Errno(rawValue: errno) }
            pipes.append((fds[0], fds[1]))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the child's copies; every other descriptor of the host stays closed.
        posix_spawn_file_actions_adddup2(&actions, pipes[0].read, 0)
        posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 1)
        posix_spawn_file_actions_adddup2(&actions, pipes[2].write, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own group (so one signal reaches every process it forks), default signal
        // dispositions (the host ignores SIGPIPE) and nothing blocked.
        var defaults = sigset_t(), none = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw Errno(rawValue: spawned) }
        self.pid = pid
        // The host keeps its ends (taken out of `pipes`, so the defer leaves them open).
        input = FileDescriptor(rawValue: pipes[0].write)
        output = FileDescriptor(rawValue: pipes[1].read)
        error = FileDescriptor(rawValue: pipes[2].read)
        close(pipes[0].read)
        close(pipes[1].write)
        close(pipes[2].write)
        pipes = []
    }

    deinit {
        killTree()
        _ = try? input.close()
        _ = try? output.close()
    }

    /// Whether the child has not exited yet (reaping it if it has).
    var isRunning: Bool {
        if status != nil { return false }
        var raw: Int32 = 0
        let r = waitpid(pid, &raw, WNOHANG)
        if r == pid { status = raw }
        return status == nil && r == 0
    }

    /// Waits for the child to exit and reaps it.
    func waitUntilExit() {
        guard status == nil else { return }
        var raw: Int32 = 0
        while true {
            let r = waitpid(pid, &raw, 0)
            if r == pid { status = raw; return }
            if r == -1 && errno != EINTR { status = 0; return }
        }
    }

    /// The signal that ended the child, if one did.
    var terminatingSignal: Int32? {
        guard let status, status & 0x7F != 0 else { return nil }
        return status & 0x7F
    }

    /// The child's exit status (0 until it exited), or its signal when one ended it.
    var terminationStatus: Int32 {
        guard let status else { return 0 }
        return terminatingSignal ?? (status >> 8) & 0xFF
    }

    /// Processes descended from the child seen so far, in whatever group or session, each with
    /// when it started: a noted pid is killed only while it still names the same process.
    private var seen: [pid_t: UInt64] = [:]
    /// Set once the tree is killed and reaped.
    private var ended = false

    /// Notes the processes descended from the child now, so that `killTree` ends them even if
    /// the child ends first and they are handed to the host.
    func noteDescendants() {
        for p in ProcessTree.descendants(of: [pid] + sameProcesses) where seen[p] == nil {
            if let started = ProcessTree.startTime(p) { seen[p] = started }
        }
    }

    /// The noted processes whose pid still names the process noted (zombies included).
    private var sameProcesses: [pid_t] { seen.filter { ProcessTree.startTime($0.key) == $0.value }.map(\.key) }

    /// Kills the child's process group and every process descended from it, in whatever group
    /// or session, then reaps the child and those of them the host adopted. Once is enough.
    func killTree() {
        guard !ended else { return }
        ended = true
        // Repeated: a process may start another between the look and the kill.
        for _ in 0..<8 {
            noteDescendants()
            let alive = sameProcesses
            kill(-pid, SIGKILL)
            for p in alive {
                kill(p, SIGKILL)
                // A helper that made a group of its own (Foundation's `Process` does) takes it along.
                kill(-p, SIGKILL)
            }
            if isRunning { kill(pid, SIGKILL) }
            // Those the host adopted are reaped as they die; the others are their parents' to reap.
            for p in alive { _ = waitpid(p, nil, WNOHANG) }
            if alive.isEmpty { break }
            usleep(1000)
        }
        waitUntilExit()
        for p in seen.keys { _ = waitpid(p, nil, WNOHANG) }
    }

    /// Makes the host the reaper of its orphaned descendants: a helper an extension started
    /// comes back to the host when the extension ends, rather than to init, so it is still in
    /// reach of `killTree` and reaped by it.
    private static let subreaper: Bool = glance_become_subreaper() == 0
}
