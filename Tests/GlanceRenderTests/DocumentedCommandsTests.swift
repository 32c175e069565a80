import Foundation
import Testing

/// Every command README.md and docs/*.md show, run in order in a clean copy of the samples, as a
/// new user would type them: none may fail unless its own comment says it exits 1, and running
/// the README's commands a second time works too (outputs Glance wrote are replaced).
@Suite(.serialized) struct DocumentedCommandsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A command shown in a document: where, and the line as written.
    struct Command: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line): \(text)" }
    }

    /// The shell commands in `file`'s fenced blocks (```sh, or unlabelled ones that start with a command).
    static func commands(in file: String) -> [Command] {
        let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
        var result: [Command] = [], language: String?
        for (n, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                language = language == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            guard let language, ["sh", "bash", "shell", ""].contains(language), !line.isEmpty, !line.hasPrefix("#") else { continue }
            let starts = ["glance", ".build/", "make ", "swift ", "python3 ", "Xvfb "].contains { line.hasPrefix($0) }
            if language.isEmpty && !starts { continue }
            result.append(Command(file: file, line: n + 1, text: line))
        }
        return result
    }

    static let files = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }

    /// Why a command is not run here; nil runs it.
    static func skipped(_ command: Command) -> String? {
        let t = command.text
        if t.hasPrefix("make test") { return "this test is part of it; CI runs it (.ci/run)" }
        if t.hasPrefix("make run") || t.hasPrefix("make docs") { return "CI runs it from a fresh clone (.ci/run)" }
        if t.hasPrefix("make bench") || t.hasPrefix("swift build -c release") { return "a release build takes minutes; the bench commands run here on the debug build" }
        if t.contains("MyWidgets") {
            // The reader's own package: its commands run on the weather example, as `.build/debug/WeatherComplication`.
            if t.contains("--watch") { return "watches until stopped (WatchModeTests runs it)" }
            if t.contains("MyWidgets run") { return "opens a window (WindowUnderXvfbTests and WatchModeTests open it on Xvfb)" }
            if t.contains("MyWidgets check") || t.contains("MyWidgets bench") { return "runs on every example elsewhere (ExtensionHostTests, BenchCommandTests)" }
            if !t.hasPrefix("swift run MyWidgets") { return "a path in the reader's package" }
        }
        if t.hasPrefix("swift build --product glance") { return "built already: this test runs it" }
        if t.hasPrefix("Xvfb") || t.hasPrefix("python3 -m http.server") { return "starts a server that does not end" }
        return nil
    }

    /// A folder with the samples and nothing else, where `glance`, `.build/debug/glance` and
    /// `.build/release/glance` are the glance just built.
    static func cleanCopy() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("glance-docs-\(UUID().uuidString)")
        for folder in ["roms", "faces", "schemas"] {
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        let glance = GlanceProcess.binary()
        for folder in ["bin", ".build/debug", ".build/release"] {
            try FileManager.default.createDirectory(at: copy.appendingPathComponent(folder), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: copy.appendingPathComponent("\(folder)/glance").path, withDestinationPath: glance)
        }
        return copy
    }

    /// Runs `command` in `folder` through the shell (globs as typed), at most ten minutes.
    /// Timed work in `bench` is cut short (two iterations, or two frames for `bench window`);
    /// the command is otherwise as written.
    static func run(_ command: Command, in folder: URL) throws -> (status: Int32, out: String, err: String) {
        var text = command.text
        if text.hasPrefix("swift run MyWidgets") {
            // The reader's package is the weather example here; its widget's kind is WeatherComplication.
            text = GlanceProcess.binary("WeatherComplication") + text.dropFirst("swift run MyWidgets".count)
            text = text.replacingOccurrences(of: " Weather.", with: " WeatherComplication.")
        }
        if text.contains("glance bench window") {
            text += " --frames 2"
        } else if text.contains("glance bench"), !text.contains("bench merge") {
            text += " --iterations 2 --warmup 0 --min-time 1us"
        }
        let path = folder.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try GlanceProcess.run(
            ["600", "/bin/sh", "-c", text], program: "/usr/bin/timeout",
            environment: ["PATH": path, "SDL_VIDEODRIVER": "dummy", "DISPLAY": nil, "WAYLAND_DISPLAY": nil], directory: folder.path)
    }

    @Test func everyDocumentedCommandRunsInOrderOnACleanCopy() throws {
        let folder = try Self.cleanCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = 0
        for file in Self.files {
            let commands = Self.commands(in: file)
            for command in commands where Self.skipped(command) == nil {
                let r = try Self.run(command, in: folder)
                // A comment that says the command exits 1 (a budget, a baseline, a strict preset) allows it.
                let allowed: Set<Int32> = command.text.contains("exit 1") ? [0, 1] : [0]
                #expect(allowed.contains(r.status), "\(command) exited \(r.status): \(r.err.suffix(600))")
                #expect(!r.err.contains("Fatal error") && !r.err.contains("file exists"), "\(command): \(r.err.suffix(600))")
                ran += 1
            }
        }
        #expect(ran >= 40, "the documents show at least 40 commands to run; ran \(ran)")
        // The README's commands that write pictures, a second time: each replaces what it wrote.
        // (A bundle's `previews` keeps what exists unless --force, as the README says.)
        for command in Self.commands(in: "README.md")
        where Self.skipped(command) == nil && (command.text.contains(" -o ") || command.text.contains("--output")) && !command.text.hasPrefix("swift run MyWidgets previews") {
            let r = try Self.run(command, in: folder)
            #expect(r.status == 0 || command.text.contains("exit 1"), "again: \(command) exited \(r.status): \(r.err.suffix(600))")
        }
        // Nothing lands beside the samples: every output is under out/ (and the package commands' previews/).
        let top = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(top == ["bin", "faces", "out", "previews", "roms", "schemas"], "\(top)")
    }

    @Test func everySkippedCommandSaysWhy() {
        let all = Self.files.flatMap(Self.commands(in:))
        let skipped = all.filter { Self.skipped($0) != nil }
        #expect(skipped.count < all.count / 3, "most commands run: \(skipped.map(\.description))")
    }

    /// README's "What it needs" names every Swift package the packages depend on and every
    /// Debian package `make` installs.
    @Test func theReadmeNamesEveryDependency() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let needs = String(readme[try #require(readme.range(of: "## What it needs")).lowerBound...].prefix(3000))
        var named: [String] = []
        for manifest in ["Package.swift", "Benchmarks/Package.swift"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(manifest), encoding: .utf8)
            for line in text.components(separatedBy: "\n") where line.contains(".package(url: \"https://github.com/") {
                named.append(String(line.split(separator: "\"")[1].split(separator: "/").last!))
            }
        }
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/install-deps.sh"), encoding: .utf8)
        let list = script[try #require(script.range(of: "packages=(")).lowerBound...].prefix { $0 != ")" }
        let debian = list.dropFirst("packages=(".count).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        #expect(named.count >= 4 && debian.count >= 8, "\(named) \(debian)")
        for name in named + debian { #expect(needs.contains("`\(name)`"), "README's \"What it needs\" does not name \(name)") }
    }
}
