import ArgumentParser
import Foundation
import GlanceFiles
import GlanceWidgets

/// `glance rom`: checks ROM files and lists what each holds.
struct RomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rom",
        abstract: "Check ROM files (widgets written as data) and list their widgets, families and timelines.",
        discussion: "Every problem in every file is listed with its line, column and field; the exit is non-zero if any file has one. "
            + "Render a ROM widget with `glance render --rom FILE`, play it with `glance timeline --rom FILE`. "
            + "Example: glance rom roms/*.json --entries"
    )

    @Argument(help: ArgumentHelp("ROM files (roms/*.json).", valueName: "rom.json"))
    var files: [String]

    @Flag(name: .long, help: "List every timeline entry: its time from the request, relevance and data.")
    var entries = false

    func run() throws {
        var failed = 0
        for file in files {
            do {
                let rom = try RomLoader.load(file)
                print("\(file): \(rom.name), \(rom.widgets.count) widget\(rom.widgets.count == 1 ? "" : "s")")
                for widget in rom.widgets { show(widget) }
            } catch let failure as CommandFailure {
                FileHandle.standardError.write(Data("\(failure.description)\n".utf8))
                failed += 1
            }
        }
        if failed > 0 { throw CommandFailure("\(failed) of \(files.count) ROM file\(files.count == 1 ? "" : "s") had problems") }
    }

    func show(_ w: Rom.Widget) {
        let protection = w.dataProtection == .none ? "" : ", protection \(w.dataProtection.rawValue)"
        print("  \(w.kind) — \(w.displayName): \(w.families.map(\.rawValue).joined(separator: ", "))")
        print("    \(w.entries.count) entr\(w.entries.count == 1 ? "y" : "ies") over \(Self.span(w.entries.last?.offset ?? 0)), reload \(Self.policy(w.policy))\(protection)")
        guard entries else { return }
        for (i, e) in w.entries.enumerated() {
            let relevance = e.relevance.map { " relevance \($0.score)" + ($0.duration > 0 ? " for \(Self.span($0.duration))" : "") } ?? ""
            let data = e.data.map { d in " " + d.keys.sorted().map { "\($0)=\(d[$0]!)" }.joined(separator: " ") } ?? ""
            print("    [\(i)] +\(Self.span(e.offset))\(relevance)\(data)")
        }
    }

    static func policy(_ p: Rom.Policy) -> String {
        if case .after(let t) = p { return "after \(span(t))" }
        return p.description
    }

    /// `90m`, `2h`, `1d 6h`: a span as people write it.
    static func span(_ t: TimeInterval) -> String {
        let s = Int(t)
        if s == 0 { return "0m" }
        if s % 86400 == 0 { return "\(s / 86400)d" }
        if s % 3600 == 0 { return "\(s / 3600)h" }
        if s % 60 == 0 { return "\(s / 60)m" }
        return "\(s)s"
    }
}

/// Reads a ROM file for a command, turning its problems into one failure that lists them all.
enum RomLoader {
    static func load(_ file: String) throws -> Rom {
        guard let data = FileManager.default.contents(atPath: file) else { throw CommandFailure("\(file): cannot read the file") }
        do {
            return try RomFile.decode(Array(data), file: file)
        } catch {
            throw CommandFailure("\(error.problems.count) problem\(error.problems.count == 1 ? "" : "s") in \(file):\n" + error.description)
        }
    }
}
