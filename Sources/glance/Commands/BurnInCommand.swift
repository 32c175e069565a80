import ArgumentParser
import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFirmware
import GlanceSheets
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets

/// `glance burn-in`: plays a widget in Always On and maps how long each pixel stays lit.
struct BurnInCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "burn-in",
        abstract: "Play a sample widget in Always On over a span, one frame a minute, and map how long each pixel stays lit.",
        discussion: "Writes a heat map of the light each pixel gives off over the span (lit time × brightness, as hours at full "
            + "brightness: black none, through purple, red and yellow, to white at a quarter of the span), magnified, with its "
            + "colour scale; and checks every frame and the span against the Apple-style, Wear OS and Garmin AMOLED presets. "
            + "Example: glance burn-in --widget sample.weather --span 6h -o heat.png"
    )

    @Option(name: .long, help: ArgumentHelp("Sample widget kind (see glance timeline).", valueName: "kind"))
    var widget: String = "sample.weather"

    @Option(name: .long, help: ArgumentHelp("Family: accessoryCircular, accessoryCorner, accessoryRectangular, accessoryInline (default: the widget's first).", valueName: "family"))
    var family: String?

    @OptionGroup var deviceOptions: DeviceOptions

    @Option(name: .long, help: ArgumentHelp("How long to simulate: 30m, 6h, 1d (default: a day).", valueName: "span"))
    var span: String = "1d"

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the heat map PNG.", valueName: "file.png"))
    var output: String

    @Flag(name: [.short, .long], help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        guard let unit = span.last, let factor = ["m": 60.0, "h": 3600, "d": 86400][unit], let n = Double(span.dropLast()), n > 0, n * factor <= 7 * 86400 else {
            throw ValidationError("--span '\(span)' is not a duration like 30m, 6h or 1d (at most 7d)")
        }
    }

    @MainActor
    func run() async throws {
        let all = SampleWidgets().widgetDescriptions
        guard let description = all.first(where: { $0.kind == widget }) else {
            throw ValidationError("unknown widget '\(widget)'; sample widgets: " + all.map(\.kind).joined(separator: ", "))
        }
        let chosenFamily = try family.map { name -> WidgetFamily in
            guard let f = WidgetFamily(accessoryName: name), description.supportedFamilies.contains(f) else {
                throw ValidationError("\(widget) supports: " + description.supportedFamilies.map(\.rawValue).joined(separator: ", "))
            }
            return f
        } ?? description.supportedFamilies[0]
        let device = try deviceOptions.resolvedDevice()
        let seconds = Double(span.dropLast())! * ["m": 60.0, "h": 3600, "d": 86400][span.last!]!
        let start = Gallery.now
        let engine = TimelineEngine(clock: SimulatedClock(start: start), widgetCenter: WidgetCenter())
        let instance = engine.place(description, family: chosenFamily)
        let state = DeviceState(isLuminanceReduced: true)
        do {
            let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
            var map: BurnInMap?
            var worst = AlwaysOnMeasurement(Bitmap(width: 1, height: 1))
            var frames = 0
            let identity = WidgetIdentity(description)
            // Always On redraws once a minute.
            var t = start
            while t < start.addingTimeInterval(seconds) {
                await engine.run(until: t)
                let (_, frame) = try renderer.render(
                    entry: instance.entry(at: t), widget: identity, family: chosenFamily, device: device, scale: deviceOptions.scale, date: t,
                    state: state)
                if map == nil { map = BurnInMap(width: frame.width, height: frame.height) }
                map!.add(frame, for: state.refreshInterval)
                let m = AlwaysOnMeasurement(frame)
                if m.litShare > worst.litShare { worst = m }
                frames += 1
                t = t.addingTimeInterval(state.refreshInterval)
            }
            guard let map else { return }
            let picture = BurnInPicture(
                map: map.heatMap(), scaleTop: map.scaleTop,
                title: "\(widget) · \(chosenFamily.rawValue) · \(device.id) · \(span) of Always On",
                lines: [
                    "Each pixel: the hours at full brightness it adds up to over the span (time lit × brightness).",
                    String(format: "%.1f%% of the pixels reach the top of the scale; the longest unbroken lit stretch is %d min.",
                        map.shareAbove(1) * 100, Int(map.maxContinuousLit / 60)),
                ],
                color: BurnInMap.heatColor)
            let list = picture.displayList(measurer: try TextEngine())
            let image = try CairoRasterizer().rasterize(list, scale: 2, background: .black)
            try OutputFile.write(try PNGCodec().encode(image), to: output, replacing: force)
            print("wrote \(output): \(frames) Always On frames of \(widget) (\(chosenFamily)) over \(span) on \(device.id)")
            print("brightest frame: \(worst); longest any pixel stayed lit: \(Int(map.maxContinuousLit / 60)) min")
            for preset in AlwaysOnPreset.all {
                var problems = preset.violations(worst)
                if let limit = preset.maxContinuousLit, map.maxContinuousLit > limit {
                    problems.append("pixels lit for \(Int(map.maxContinuousLit / 60)) min, over \(Int(limit / 60)) min")
                }
                print("  \(preset.name): " + (problems.isEmpty ? "ok" : problems.joined(separator: "; ")))
            }
        } catch let error as ValidationError {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
