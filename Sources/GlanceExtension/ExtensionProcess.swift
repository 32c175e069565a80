import Foundation
import GlanceGraphics
import Synchronization
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// One supervised extension process: started on the first request, asked one request at a
/// time with a deadline and a memory ceiling, stopped on a fault and restarted after a
/// back-off that doubles with each failure in a row. All calls come from one serial queue.
final class ExtensionProcess: @unchecked Sendable {
    let executable: String
    let arguments: [String]
    /// Prefix for what the extension prints.
    let name: String
    let limits: ExtensionLimits

    private var process: SpawnedProcess?
    private var toChild: FileDescriptor?
    private var fromChild: FileDescriptor?
    private var errors: ErrorTail?
    /// Resident bytes once the extension answered its first request (`describe`).
    private var idleBytes = 0
    private var failuresInARow = 0
    private var restartAt: ContinuousClock.Instant?
    private var lastFault = ""

    init(executable: String, arguments: [String], name: String, limits: ExtensionLimits) {
        (self.executable, self.arguments, self.name, self.limits) = (executable, arguments, name, limits)
    }

    deinit { stop() }

    /// The answer to `request`, or why there is none. `memoryLimit` is the growth allowed.
    func ask(_ request: ExtensionRequest, deadline: Duration, memoryLimit: Int) -> Result<ExtensionResponse, ExtensionFault> {
        if let restartAt, ContinuousClock.now < restartAt { return .failure(.restarting(last: lastFault)) }
        let result: Result<ExtensionResponse, ExtensionFault>
        do {
            if process == nil { try start() }
            result = .success(try exchange(request, deadline: deadline, memoryLimit: memoryLimit))
        } catch let fault as ExtensionFault {
            result = .failure(fault)
        } catch {
            result = .failure(.launchFailed("\(error)"))
        }
        switch result {
        case .failure(let fault) where fault.stopsProcess:
            stop()
            failuresInARow += 1
            lastFault = fault.description
            restartAt = ContinuousClock.now + limits.backoff(after: failuresInARow)
        default:
            failuresInARow = 0
            restartAt = nil
        }
        return result
    }

    private func start() throws {
        signal(SIGPIPE, SIG_IGN)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let child: SpawnedProcess
        do {
            child = try SpawnedProcess(executable: executable, arguments: arguments, environment: environment)
        } catch {
            throw ExtensionFault.launchFailed("\(executable): \(error)")
        }
        process = child
        toChild = child.input
        fromChild = child.output
        errors = ErrorTail(fd: child.error, prefix: name)
        guard case .described = try exchange(.describe, deadline: limits.requestDeadline, memoryLimit: Int.max) else {
            throw ExtensionFault.protocolError("the extension did not describe itself")
        }
        idleBytes = residentBytes() ?? 0
    }

    private func exchange(_ request: ExtensionRequest, deadline: Duration, memoryLimit: Int) throws -> ExtensionResponse {
        guard let toChild, let fromChild else { throw ExtensionFault.launchFailed("no process") }
        do {
            try ExtensionFrame.write(try ExtensionFrame.encode(request), to: toChild)
        } catch {
            // It left before reading: what it wrote first says more than that it left.
            throw leftWords(fromChild) ?? ended()
        }
        let body: [UInt8]
        do {
            body = try ExtensionFrame.read(from: fromChild, limit: limits.answerBytes, deadline: .now + deadline) {
                guard memoryLimit < Int.max, let bytes = residentBytes(), bytes - idleBytes > memoryLimit else { return }
                throw ExtensionFault.memoryCeiling(bytes: bytes - idleBytes, limit: memoryLimit)
            }
        } catch ExtensionFrame.ReadError.closed {
            throw ended()
        } catch ExtensionFrame.ReadError.timedOut {
            throw ExtensionFault.timedOut(deadline)
        } catch ExtensionFrame.ReadError.oversized(let n) {
            throw ExtensionFault.oversized(bytes: n, limit: limits.answerBytes)
        }
        // Helpers it started are noted while it runs: they are ended with it, even if it ends first.
        process?.noteDescendants()
        do {
            let response = try ExtensionFrame.decode(ExtensionResponse.self, from: body)
            if case .failed(let message) = response { throw ExtensionFault.failed(message) }
            return response
        } catch let fault as ExtensionFault {
            throw fault
        } catch {
            throw ExtensionFault.protocolError("\(error)")
        }
    }

    /// What a process that went away wrote before it did, when that is a fault of its own (an
    /// announced length over the limit, bytes that are no answer); `nil` when it wrote nothing.
    private func leftWords(_ fd: FileDescriptor) -> ExtensionFault? {
        do {
            let body = try ExtensionFrame.read(from: fd, limit: limits.answerBytes, deadline: .now + .milliseconds(200))
            _ = try ExtensionFrame.decode(ExtensionResponse.self, from: body)
            return nil
        } catch ExtensionFrame.ReadError.oversized(let n) {
            return .oversized(bytes: n, limit: limits.answerBytes)
        } catch is ExtensionFrame.ReadError {
            return nil
        } catch {
            return .protocolError("\(error)")
        }
    }

    /// Why the process went away, once it has.
    private func ended() -> ExtensionFault {
        guard let process else { return .launchFailed("no process") }
        let limit = ContinuousClock.now + .seconds(2)
        while process.isRunning && ContinuousClock.now < limit { usleep(2000) }
        // Whatever it started goes with it, so no helper holds its pipes.
        process.killTree()
        errors?.finish()
        let message = errors?.lastWords
        return process.terminatingSignal.map { .crashed(signal: $0, message: message) } ?? .exited(status: process.terminationStatus, message: message)
    }

    /// Kills the process, if any, with every process it started, and forgets it.
    func stop() {
        guard let process else { return }
        process.killTree()
        errors?.finish()
        (self.process, toChild, fromChild, errors) = (nil, nil, nil, nil)
    }

    /// The running extension's process id, if it runs.
    var processIdentifier: Int32? { process?.pid }

    /// The process's resident memory, from /proc.
    private func residentBytes() -> Int? {
        guard let pid = process?.pid,
            let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8),
            let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// Drains what an extension prints on standard error: passes each line on, prefixed, and
/// keeps the runtime's last words (`Fatal error: …`) for a crash report.
final class ErrorTail: Sendable {
    private let state = Mutex<(tail: String, done: Bool)>(("", false))
    private let finished = DispatchSemaphore(value: 0)

    /// Reads `fd` until its end, then closes it.
    init(fd: FileDescriptor, prefix: String) {
        Thread.detachNewThread { [self] in
            defer { try? fd.close() }
            var buffer = [UInt8](repeating: 0, count: 4096)
            var pending = ""
            while let n = try? buffer.withUnsafeMutableBytes({ try fd.read(into: $0) }), n > 0 {
                pending += String(decoding: buffer[..<n], as: UTF8.self)
                // A line that never ends is passed on in pieces, so the host holds at most 4 KB of it.
                while let end = pending.firstIndex(of: "\n") ?? (pending.utf8.count > 4096 ? pending.index(pending.startIndex, offsetBy: 1024) : nil) {
                    // What the widget printed, its control characters escaped: it reaches a terminal.
                    let line = String(pending[..<end]).escapingControlCharacters
                    pending = String(pending[(pending[end] == "\n" ? pending.index(after: end) : end)...])
                    FileHandle.standardError.write(Data("[\(prefix)] \(line)\n".utf8))
                    state.withLock { $0.tail = String(($0.tail + line + "\n").suffix(4096)) }
                }
            }
            state.withLock { $0.tail += pending }
            finished.signal()
        }
    }

    /// Waits (briefly) until the process's standard error is closed.
    func finish() {
        let first = state.withLock { s in
            defer { s.done = true }
            return !s.done
        }
        if first { _ = finished.wait(timeout: .now() + 1) }
    }

    /// The last line naming a fatal error, or the last line printed.
    var lastWords: String? {
        let lines = state.withLock { $0.tail }.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        return (lines.last { $0.contains("Fatal error") || $0.contains("fatal error") } ?? lines.last).map { String($0.prefix(300)) }
    }
}
