import Foundation
import GlanceCairo
import GlanceGraphics
import Testing

/// The compatibility examples run as programs: they list their widgets, parameters and
/// recommendations, render every declared preview to PNGs, and refuse bad settings.
@Suite struct PreviewCommandTests {
    private let scratch: ScratchFolder
    var folder: String { scratch.path }

    init() throws {
        scratch = try ScratchFolder("glance-previews")
    }


    @Test(arguments: ["TransitComplication", "WeatherComplication", "ActivityComplication", "BrandedComplication", "WidgetExamples", "CompatGeometry", "CompatIsolation", "CompatAssets", "CompatText", "CompatStyles"])
    func everyDeclaredPreviewRenders(program: String) throws {
        let listed = try GlanceProcess.run(["previews", "--list"], program: program)
        #expect(listed.status == 0, "\(listed.err)")
        let count = listed.out.split(separator: "\n").count
        let r = try GlanceProcess.run(["previews", "-o", folder, "--states", "unlocked,locked,always-on"], program: program)
        #expect(r.status == 0, "\(r.err)")
        // Previews of Home Screen families, which a watch does not show, are left out with a note.
        let leftOut = r.err.components(separatedBy: "left out: ").count - 1
        #expect(r.out.contains("\(count - leftOut) of \(count) previews rendered"), "\(r.out)")
        #expect(leftOut == (program == "CompatIsolation" ? 1 : 0), "\(r.err)")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(program)").filter { $0.hasSuffix(".png") }
        #expect(sheets.count == count - leftOut)
        for sheet in sheets {
            let bitmap = try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(program)/\(sheet)"))))
            #expect(bitmap.width > 200 && bitmap.height > 100)
        }
    }

    @Test func existingPreviewsAreKeptUnlessForced() throws {
        let args = ["previews", "-o", folder, "--states", "unlocked", "--filter", "Corner"]
        #expect(try GlanceProcess.run(args, program: "TransitComplication").status == 0)
        let again = try GlanceProcess.run(args, program: "TransitComplication")
        #expect(again.status != 0 && again.err.contains("exists; give --force"), "\(again.err)")
        #expect(try GlanceProcess.run(args + ["--force"], program: "TransitComplication").status == 0)
    }

    @Test func listShowsParametersAndRecommendations() throws {
        let weather = try GlanceProcess.run([], program: "WeatherComplication")
        #expect(weather.out.contains("parameter unit (Unit) = celsius [celsius, fahrenheit]"), "\(weather.out)")
        #expect(weather.out.contains("recommendation 2: Phoenix (°F) (city=Phoenix, unit=fahrenheit, showsRange=true)"), "\(weather.out)")
        let transit = try GlanceProcess.run([], program: "TransitComplication")
        #expect(transit.out.contains("recommendation 1: Central Station · Line 12"), "\(transit.out)")
        #expect(transit.out.contains("4 previews:"))
    }

    @Test func parametersAreSetFromTheCommandLine() throws {
        let base = ["previews", "-o", folder, "--states", "unlocked", "--filter", "Inline from the provider"]
        let fahrenheit = try GlanceProcess.run(base + ["--set", "WeatherComplication.unit=fahrenheit"], program: "WeatherComplication")
        #expect(fahrenheit.status == 0, "\(fahrenheit.err)")
        let bad = try GlanceProcess.run(base + ["--force", "--set", "WeatherComplication.unit=kelvin"], program: "WeatherComplication")
        #expect(bad.status != 0 && bad.err.contains("choose one of: celsius, fahrenheit"), "\(bad.err)")
        let unknown = try GlanceProcess.run(base + ["--force", "--set", "WeatherComplication.colour=red"], program: "WeatherComplication")
        #expect(unknown.status != 0 && unknown.err.contains("it has: city, unit, showsRange"), "\(unknown.err)")
        let malformed = try GlanceProcess.run(base + ["--force", "--set", "unit"], program: "WeatherComplication")
        #expect(malformed.status != 0 && malformed.err.contains("[SLOT/]KIND.PARAMETER=VALUE"), "\(malformed.err)")
    }

    @Test func badOptionsAreRefused() throws {
        let state = try GlanceProcess.run(["previews", "--states", "sunny"], program: "WeatherComplication")
        #expect(state.status != 0 && state.err.contains("valid states: unlocked, locked"), "\(state.err)")
        let none = try GlanceProcess.run(["previews", "--filter", "no such preview"], program: "WeatherComplication")
        #expect(none.status != 0 && none.err.contains("no preview matches"), "\(none.err)")
    }

    /// The window after typing `keys`, browsing the weather example's previews.
    func previewWindow(keys: String, name: String) throws -> Bitmap {
        let shot = "\(folder)/\(name).png"
        var arguments = ["run", "--previews", "--quit-after-keys", "--screenshot", shot]
        if !keys.isEmpty { arguments += ["--keys", keys] }
        let r = try GlanceProcess.run(arguments, program: "WeatherComplication", environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(r.status == 0, "\(r.err)")
        return try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: shot))))
    }

    @Test func thePreviewsOpenInTheEmulatorOneFacePerPreview() throws {
        let first = try previewWindow(keys: "", name: "first")
        let second = try previewWindow(keys: "n", name: "second")
        let secondAgain = try previewWindow(keys: "n", name: "second-again")
        #expect(first.width > 300 && first.width == second.width)
        var differing = 0
        for y in 0..<first.height { for x in 0..<first.width where first.pixel(x: x, y: y) != second.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing > 1000)
        // The slot (below the clock) draws the same picture each run.
        var unstable = 0
        for y in (second.height * 35 / 100)..<(second.height * 70 / 100) { for x in 0..<second.width where second.pixel(x: x, y: y) != secondAgain.pixel(x: x, y: y) { unstable += 1 } }
        #expect(unstable == 0)
    }
}
