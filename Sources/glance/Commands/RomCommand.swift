import ArgumentParser
import Foundation
import GlanceFiles
import GlanceSamples
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// `glance rom`: ROM files, widgets written as data.
struct RomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rom",
        abstract: "Check, summarise and build ROM files (widget bundles as data).",
        discussion: "Render a ROM widget with `glance render --rom FILE`, play it with `glance timeline --rom FILE`. Format: docs/formats.md.",
        subcommands: [Validate.self, Show.self, Build.self]
    )

    /// `glance rom validate`: every problem in every file, or "ok".
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check ROM files; every problem is listed with its line, column and field, and the exit is non-zero if any file has one.")

        @Argument(help: ArgumentHelp("ROM files (roms/*.json).", valueName: "rom.json"))
        var files: [String]

        /// `file:line:column: warning: field: message`, as compilers write warnings.
        static func describe(_ warning: FileProblem) -> String {
            let place = "\(warning.file)\(warning.location.map { ":\($0)" } ?? "")"
            return "\(place): warning: \(warning.path.isEmpty ? "" : "\(warning.path): ")\(warning.message)"
        }

        static func entries(_ rom: Rom) -> String {
            let n = rom.widgets.reduce(0) { $0 + $1.entries.count }
            return "\(n) entr\(n == 1 ? "y" : "ies")"
        }

        func run() throws {
            var failed = 0
            for file in files {
                do {
                    let rom = try RomLoader.load(file)
                    for warning in rom.warnings { FileHandle.standardError.write(Data("\(Self.describe(warning))\n".utf8)) }
                    let warned = rom.warnings.isEmpty ? "" : ", \(rom.warnings.count) warning\(rom.warnings.count == 1 ? "" : "s")"
                    print("\(file): ok (\(rom.name), \(rom.widgets.count) widget\(rom.widgets.count == 1 ? "" : "s"), \(Self.entries(rom))\(warned))")
                } catch let failure as CommandFailure {
                    FileHandle.standardError.write(Data("\(failure.description)\n".utf8))
                    failed += 1
                }
            }
            if failed > 0 { throw CommandFailure("\(failed) of \(files.count) ROM file\(files.count == 1 ? "" : "s") had problems") }
        }
    }

    /// `glance rom show`: what a ROM holds.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Summarise a ROM: widgets, families, protection, parameters, entries, span, reload policy and sensitive content.")

        @Argument(help: ArgumentHelp("The ROM file.", valueName: "rom.json"))
        var file: String

        @Flag(name: .long, help: "List every timeline entry: when, relevance and data.")
        var entries = false

        func run() throws {
            let rom = try RomLoader.load(file)
            print("\(file): \(rom.name), \(rom.widgets.count) widget\(rom.widgets.count == 1 ? "" : "s")")
            for widget in rom.widgets { RomSummary(widget: widget).print(entries: entries) }
        }
    }

    /// `glance rom build`: a ROM recorded from the Swift sample widgets.
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a ROM from the Swift sample widget bundle: each widget's first timeline, every family's view archived.",
            discussion: "Example: glance rom build --widget sample.weather -o roms/weather.json")

        @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Widget kinds to include (default: all).", valueName: "kind"))
        var widget: [String] = []

        @Option(name: .long, help: ArgumentHelp("The ROM's name.", valueName: "name"))
        var name = "Sample widgets"

        @Option(name: [.short, .long], help: ArgumentHelp("Where to write the ROM.", valueName: "rom.json"))
        var output: String

        @Flag(name: [.short, .long], help: "Replace the output file if it exists.")
        var force = false

        @MainActor
        func run() async throws {
            let all = SampleWidgets().widgetDescriptions
            let chosen = try widget.isEmpty ? all : widget.map { kind in
                guard let found = all.first(where: { $0.kind == kind }) else {
                    throw ValidationError("unknown widget '\(kind)'; sample widgets: " + all.map(\.kind).joined(separator: ", "))
                }
                return found
            }
            let device = Device.named(Device.defaultID)!
            let variants = [false, true].map { EnvironmentVariant(isLuminanceReduced: $0, colorScheme: .dark) }
            let archive = await WidgetArchiver(device: device, variants: variants)
                .archive(chosen, start: Gallery.now, span: 3600)
            let text = try RomFile.encode(archive, name: name)
            _ = try RomFile.decode(Array(text.utf8), file: output)  // what we write must read back
            try OutputFile.write(Array(text.utf8), to: output, replacing: force)
            print("wrote \(output) (\(archive.widgets.count) widget\(archive.widgets.count == 1 ? "" : "s"), \(text.utf8.count) bytes)")
        }
    }
}

/// Reads a ROM file for a command, turning its problems into one failure that lists them all.
enum RomLoader {
    static func load(_ file: String) throws -> Rom { try ContentFiles.decode(file) { try RomFile.decode($0, file: file) } }
}
