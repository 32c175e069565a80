import ArgumentParser
import Foundation
import GlanceCairo
import GlanceGraphics
import GlanceText
import GlanceUI

/// `glance symbols`: the SF Symbol names Glance draws, listed or rendered as a sheet.
struct SymbolsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbol names Glance can draw, or render them as a labelled sheet.",
        discussion: "With --output, renders the named symbols (all of them when none are named) to a PNG; "
            + "an unknown name is drawn as a crossed box and reported as a warning."
    )

    @Argument(help: "SF Symbol names to show (default: every known name).")
    var names: [String] = []

    @Option(name: [.short, .long], help: ArgumentHelp("Render a sheet to this PNG.", valueName: "file.png"))
    var output: String?

    @Flag(name: [.short, .long], help: "Replace the output file if it exists.")
    var force = false

    @Option(name: .long, help: "Symbols per row of the sheet.")
    var columns = 8

    @Option(name: .long, help: "Pixels per point of the sheet.")
    var scale = 2.0

    func validate() throws {
        guard (1...64).contains(columns) else { throw ValidationError("--columns must be 1…64 (got \(columns))") }
        guard scale > 0 && scale <= 8 else { throw ValidationError("--scale must be more than 0 and at most 8 (got \(scale))") }
    }

    @MainActor
    func run() async throws {
        let shown = names.isEmpty ? Image.knownSystemNames : names
        guard let output else {
            let known = Set(Image.knownSystemNames)
            for name in shown { print(known.contains(name) ? name : "\(name)  (unknown: drawn as a missing-symbol box)") }
            return
        }
        let rows = stride(from: 0, to: shown.count, by: columns).map { Array(shown[$0..<min($0 + columns, shown.count)]) }
        let cell = Size(width: 92, height: 62)
        let measurer: TextEngine
        do { measurer = try TextEngine() } catch { throw CommandFailure("\(error)") }
        // Whole names, never cut: a name too wide for its cell breaks after a dot, on two lines.
        let labels = Dictionary(shown.map { ($0, Self.label($0, width: cell.width - 6, measurer: measurer)) }, uniquingKeysWith: { a, _ in a })
        let sheet = VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices, id: \.self) { r in
                HStack(spacing: 0) {
                    ForEach(rows[r], id: \.self) { name in
                        VStack(spacing: 3) {
                            // Icons in a box of one height, so every label starts on the same line.
                            Image(systemName: name).font(.system(size: 20)).frame(height: 26)
                            VStack(spacing: 0) {
                                ForEach(labels[name] ?? [name], id: \.self) { Text($0).lineLimit(1).minimumScaleFactor(0.7) }
                            }
                            .font(.system(size: 8)).foregroundStyle(.secondary)
                            .frame(height: 22, alignment: .top)
                        }
                        .frame(width: cell.width, height: cell.height)
                    }
                }
            }
        }
        .padding(8)
        let size = Size(width: cell.width * Double(min(columns, shown.count)) + 16, height: cell.height * Double(rows.count) + 16)
        do {
            var env = EnvironmentValues()
            env.displayScale = scale
            let layout = ViewRenderer(measurer: measurer).render(sheet, in: size, environment: env)
            let bitmap = try CairoRasterizer().rasterize(layout.displayList, scale: scale, background: .black)
            try OutputFile.write(try PNGCodec().encode(bitmap), to: output, replacing: force)
            for warning in layout.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            print("wrote \(output) (\(shown.count) symbols, \(bitmap.width)×\(bitmap.height) px)")
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// `name` as one line if it fits `width` at the sheet's 8 pt, else two, broken after the dot
    /// that leaves the wider line narrowest.
    static func label(_ name: String, width: Double, measurer: any TextMeasurer) -> [String] {
        let font = FontDescriptor(size: 8)
        guard measurer.width(of: name, font: font) > width else { return [name] }
        let dots = name.indices.filter { name[$0] == "." }
        let splits = dots.map { [String(name[...$0]), String(name[name.index(after: $0)...])] }
        return splits.min { a, b in
            a.map { measurer.width(of: $0, font: font) }.max()! < b.map { measurer.width(of: $0, font: font) }.max()!
        } ?? [name]
    }
}
