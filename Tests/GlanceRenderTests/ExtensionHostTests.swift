import Foundation
import GlanceCairo
@testable import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

/// The bundle's widget code runs in extension processes: hostile providers cost their own
/// widget, never the host (docs/extension.md). Runs the real HostileWidgets bundle.
@Suite(.serialized) struct ExtensionHostTests {
    private let scratch: ScratchFolder
    var folder: String { scratch.path }

    init() throws {
        scratch = try ScratchFolder("glance-ext")
    }


    /// `check` survives every hostile widget, names each with the fault it made, and leaves the
    /// healthy widget's findings as they are.
    @Test func checkNamesEveryFaultyWidgetAndFinishes() throws {
        let json = "\(folder)/checks.json"
        let started = ContinuousClock.now
        let run = try GlanceProcess.run(["check", "--deadline", "2", "--family", "accessoryCircular", "--json", json], program: "HostileWidgets")
        let elapsed = ContinuousClock.now - started
        #expect(run.status == 1, "\(run.err)")
        #expect(elapsed < .seconds(90), "a silent widget's 2 s deadline holds: took \(elapsed)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let findings = (report?["findings"] as? [[String: Any]]) ?? []
        func checks(_ widget: String) -> Set<String> { Set(findings.filter { $0["widget"] as? String == widget }.compactMap { $0["check"] as? String }) }
        func message(_ widget: String, _ check: String) -> String {
            findings.first { $0["widget"] as? String == widget && $0["check"] as? String == check }?["message"] as? String ?? ""
        }
        #expect(checks("Trap").contains("extension-crash"))
        #expect(message("Trap", "extension-crash").contains("SIGILL"))
        #expect(message("Trap", "extension-crash").contains("Index out of range"))
        #expect(checks("Silent").contains("extension-timeout"))
        #expect(message("Thrown", "extension-crash").contains("'try!' expression unexpectedly raised an error"))
        #expect(checks("Hog").contains("extension-memory"))
        #expect(!checks("Flood").isDisjoint(with: ["extension-memory", "extension-oversized", "extension-timeout", "entries-too-close"]))
        #expect(checks("Storm").contains("reload-budget"))
        #expect(message("Storm", "reload-budget").contains("a reload storm: its policy asks for the next timeline 1 s after each"))
        #expect(checks("Stale").isSuperset(of: ["entries-out-of-order", "timeline-in-past"]))
        #expect(checks("Healthy").allSatisfy { !$0.hasPrefix("extension-") && $0 != "provider-error" && $0 != "reload-budget" })
    }

    /// What a widget prints and its last words reach the terminal with their control characters
    /// escaped: HostileWidgets' `Noisy` clears the screen and retitles the window on standard
    /// error, then traps with a coloured message.
    @Test func aWidgetsControlCharactersAreEscapedOnTheTerminal() throws {
        let run = try GlanceProcess.run(["check", "--deadline", "2", "--family", "accessoryCircular"], program: "HostileWidgets")
        #expect(run.status == 1, "\(run.err)")
        #expect(!run.out.unicodeScalars.contains("\u{1B}") && !run.err.unicodeScalars.contains("\u{1B}") && !run.err.unicodeScalars.contains("\u{07}"))
        #expect(run.err.contains(#"\u{1B}]0;pwned\u{7}"#), "\(run.err.suffix(2000))")
        #expect(run.out.contains(#"\u{1B}[31mred"#), "\(run.out)")
    }

    /// `glance check --bundle` is the bundle's own check, from Glance's side: faults named, exit 1.
    @Test func glanceChecksABundle() throws {
        let run = try GlanceProcess.run(["check", "--bundle", GlanceProcess.binary("HostileWidgets"), "--deadline", "2", "--family", "accessoryCircular"])
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.contains("extension-crash") && run.out.contains("extension-timeout") && run.out.contains("Healthy"), "\(run.out)")
    }

    /// `bench` of a bundle (the bundle's own command, forwarding to `glance bench --bundle`)
    /// measures the widgets whose extensions answer, names each one whose extension failed, and
    /// exits 1.
    @Test func benchMeasuresHealthyWidgetsAndNamesFaultyOnes() throws {
        let json = "\(folder)/bench.json"
        let run = try GlanceProcess.run(
            ["bench", "--iterations", "2", "--warmup", "0", "--family", "accessoryCircular", "--deadline", "2", "--json", json], program: "HostileWidgets")
        #expect(run.status == 1, "\(run.err)")
        for widget in ["Trap", "Silent", "Thrown", "Hog"] {
            #expect(run.err.contains("\(widget) accessoryCircular watch-45mm unlocked fullColor: not measured"), "\(widget): \(run.err)")
        }
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let measured = Set(((report?["rows"] as? [[String: Any]]) ?? []).compactMap { $0["widget"] as? String })
        #expect(measured.isSuperset(of: ["Healthy", "Stale"]))
        #expect(measured.isDisjoint(with: ["Trap", "Silent", "Thrown", "Hog"]))
        #expect((report?["configuration"] as? [String: Any])?["bundle"] as? String != nil)
    }

    /// `previews` draws the healthy widget and marked placeholders for the trapping and silent
    /// ones, and says which failed.
    @Test func previewsDrawHealthyWidgetsAndMarkFaultyOnes() throws {
        let run = try GlanceProcess.run(["previews", "--deadline", "1", "--states", "unlocked", "-o", folder], program: "HostileWidgets")
        #expect(run.status == 1)
        #expect(run.err.contains("preview \"Trap\""))
        #expect(run.err.contains("preview \"Silent\""))
        #expect(!run.err.contains("preview \"Healthy\""))
        let healthy = try bitmap("\(folder)/HostileWidgets/01-healthy/e0-unlocked.png")
        let trap = try bitmap("\(folder)/HostileWidgets/02-trap/e0-unlocked.png")
        let silent = try bitmap("\(folder)/HostileWidgets/03-silent/e0-unlocked.png")
        #expect(yellowPixels(healthy) == 0)
        #expect(yellowPixels(trap) > 20, "the fault mark shows")
        #expect(yellowPixels(silent) > 20, "the fault mark shows")
    }

    /// A SiriKit widget, whose intent takes no values from outside, checks the same in its
    /// extension as in process: the request sets only values that differ from the intent's own.
    @Test func aSiriKitWidgetChecksAsInProcess() throws {
        func summary(_ extra: [String]) throws -> [String: Int] {
            let json = "\(folder)/transit-\(extra.count).json"
            _ = try GlanceProcess.run(["check", "--family", "accessoryCircular", "--json", json] + extra, program: "TransitComplication")
            let doc = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
            #expect(!((doc?["findings"] as? [[String: Any]]) ?? []).contains { $0["check"] as? String == "provider-error" })
            return (doc?["summary"] as? [String: Int]) ?? [:]
        }
        #expect(try summary([]) == summary(["--in-process"]))
    }

    /// A widget that drops its `privacySensitive` when it sees the lock never sees it, in an
    /// extension or in process (the debugging mode): its views are archived without the lock
    /// state, so the locked frame holds only the grey placeholder either way.
    @Test func aWidgetCannotSeeTheLockFromItsExtension() throws {
        let remote = try GlanceProcess.run(["previews", "--filter", "Peek 1234", "--states", "locked", "-o", "\(folder)/remote"], program: "HostileWidgets")
        let local = try GlanceProcess.run(
            ["previews", "--in-process", "--filter", "Peek 1234", "--states", "locked", "-o", "\(folder)/local"], program: "HostileWidgets")
        #expect(remote.status == 0 && local.status == 0, "\(remote.err)\(local.err)")
        func brightest(_ path: String) throws -> UInt8 {
            let b = try bitmap(path)
            var most: UInt8 = 0
            for y in 0..<b.height { for x in 0..<b.width { most = max(most, b.pixel(x: x, y: y).r) } }
            return most
        }
        #expect(try brightest("\(folder)/remote/HostileWidgets/01-peek-1234/e0-locked.png") < 128, "only the placeholder bar")
        #expect(try brightest("\(folder)/local/HostileWidgets/01-peek-1234/e0-locked.png") < 128, "in process too, only the placeholder bar")
    }

    /// Bytes on the pipe that are no answer (nested 600 deep among them), an answer over the
    /// limit, and a program that is no extension at all: each an error naming what went wrong, and the host goes on.
    @Test(arguments: [
        ("printf 'garbage!'", "over the"),
        // Closes its input first, so the request cannot be written: what it wrote still counts.
        ("exec 0<&-; printf 'garbage!'; sleep 1", "over the"),
        ("head -c 4 >/dev/null; printf '\\000\\000\\000\\005hello'", "unreadable answer"),
        ("head -c 4 >/dev/null; printf '\\177\\377\\377\\377'", "over the"),
        ("head -c 4 >/dev/null; printf '\\000\\000\\002\\130'; head -c 600 /dev/zero | tr '\\000' '['", "unreadable answer"),
        ("exit 3", "exited with status 3"),
        ("kill -SEGV $$", "SIGSEGV"),
    ])
    @MainActor func badExtensionsAreErrors(script: String, expected: String) throws {
        let path = "\(folder)/fake-extension"
        try "#!/bin/sh\n\(script)\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        let error = #expect(throws: ExtensionFault.self) {
            _ = try RemoteBundle(executable: path, limits: ExtensionLimits(deadline: 2), device: Device.builtIn[0])
        }
        #expect(error?.description.contains(expected) == true, "\(String(describing: error))")
    }

    /// The libraries that draw SVG, PDF and photos are loaded when an extension starts, before
    /// its idle memory is measured: loaded on a widget's first image, they counted about 17 MB
    /// against its 15 MB ceiling (a real widget with an SVG asset was stopped so).
    @Test @MainActor func vectorLibrariesAreInAnExtensionsIdleMemory() throws {
        let process = ExtensionProcess(
            executable: GlanceProcess.binary("HostileWidgets"), arguments: ["extension"], name: "HostileWidgets",
            limits: ExtensionLimits(deadline: 10))
        guard case .success(.described) = process.ask(.describe, deadline: .seconds(10), memoryLimit: Int.max) else {
            Issue.record("the extension did not describe itself")
            return
        }
        let pid = try #require(process.processIdentifier)
        // Read to its end: /proc files report no size, and a one-read load stops at 4 KB.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
        defer { try? handle.close() }
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        for library in ["librsvg-2.so", "libpoppler-glib.so", "libgdk_pixbuf-2.0.so"] {
            #expect(maps.contains(library), "\(library) is not loaded in the idle extension (\(maps.split(separator: "\n").count) mappings)")
        }
    }

    /// Archives cross the pipe unchanged, infinite frames included.
    @Test @MainActor func archivesSurviveThePipe() throws {
        let node = ViewArchiver.archive(Text("Hi").frame(maxWidth: .infinity).opacity(0.3))
        let entry = WireEntry(date: Date(timeIntervalSinceReferenceDate: 12345.678), relevance: nil, roots: [node], pick: [0, 0, 0, 0, 0, 0])
        let bytes = try ExtensionFrame.encode(ExtensionResponse.entry(entry))
        guard case .entry(let back) = try ExtensionFrame.decode(ExtensionResponse.self, from: Array(bytes.dropFirst(4))) else { Issue.record("not an entry"); return }
        #expect(back == entry)
    }

    /// A timeline, written entry by entry, reads back as the encoder's own encoding of it
    /// does: every entry and the policy, for no entry, one, and several.
    @Test @MainActor func aTimelineWrittenEntryByEntryReadsBackWhole() throws {
        for (count, policy) in [(0, TimelineReloadPolicy.atEnd), (1, .never), (7, .after(Date(timeIntervalSinceReferenceDate: 99)))] {
            let entries = (0..<count).map { n in
                WireEntry(
                    date: Date(timeIntervalSinceReferenceDate: Double(n) * 300), relevance: n == 2 ? TimelineEntryRelevance(score: 5) : nil,
                    roots: [ViewArchiver.archive(Text("Entry \(n)").frame(maxWidth: .infinity))], pick: [0, 0, 0, 0, 0, 0])
            }
            let timeline = WireTimeline(entries: entries, policy: policy)
            let bytes = try ExtensionFrame.encode(ExtensionResponse.timeline(timeline))
            #expect(bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) } == bytes.count - 4)
            guard case .timeline(let back) = try ExtensionFrame.decode(ExtensionResponse.self, from: Array(bytes.dropFirst(4))) else {
                Issue.record("not a timeline")
                return
            }
            #expect(back.entries == entries)
            #expect(back.policy == policy)
            // The same value as the encoder's whole encoding, compared with keys sorted (JSONEncoder
            // writes an object's keys in no set order).
            let encoder = JSONEncoder()
            let f = ExtensionFrame.floats
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: f.positive, negativeInfinity: f.negative, nan: f.nan)
            let whole = try ExtensionFrame.decode(ExtensionResponse.self, from: Array(try encoder.encode(ExtensionResponse.timeline(timeline))))
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encode(whole) == encoder.encode(ExtensionResponse.timeline(back)))
        }
    }

    private func bitmap(_ path: String) throws -> Bitmap {
        try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    private func yellowPixels(_ b: Bitmap) -> Int {
        b.count { $0.r > 200 && $0.g > 170 && $0.b < 80 }
    }
}
