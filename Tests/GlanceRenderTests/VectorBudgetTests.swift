import Foundation
import GlanceCairo
import GlanceFiles
import GlanceGraphics
import Testing

/// Tiny vector files that declare huge canvases or costly filters cost a slot what its pixels
/// cost, never their canvas (docs/assets.md, "Budgets"): drawn at the size shown, at most a
/// pixel budget when shown at their natural size, and refused, naming the file, when a drawing
/// would take longer than the time budget.
@Suite final class VectorBudgetTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("H.xcassets"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// 193 bytes: a 4,000 pt canvas blurred by 300 pt.
    static let blur = #"<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="b"><feGaussianBlur stdDeviation="300"/></filter><rect width="4000" height="4000" fill="red" filter="url(#b)"/></svg>"#
    /// A morphology whose radius grows with the scale, under a blur and turbulence: cheap small, ruinous large.
    static let morph = #"<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="m"><feMorphology radius="200"/><feGaussianBlur stdDeviation="100"/><feTurbulence baseFrequency="0.01" numOctaves="10"/></filter><rect width="4000" height="4000" fill="red" filter="url(#m)"/></svg>"#

    /// A one-image catalog and a ROM showing it in a circular slot, resized to fit or at its natural size.
    func rom(_ file: String, name: String, resizable: Bool, kind: String = "svg") throws -> String {
        let set = folder.appendingPathComponent("H.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{ "images" : [ { "filename" : "\#(name).\#(kind)", "idiom" : "universal" } ] }"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data(file.utf8).write(to: set.appendingPathComponent("\(name).\(kind)"))
        let fit = resizable ? #", "resizable": true, "scaledToFit": true"# : ""
        let path = folder.appendingPathComponent("\(name)-\(resizable).json").path
        let text = #"{ "formatVersion": 1, "name": "Budget", "assets": ["H.xcassets"], "widgets": [{ "kind": "a", "families": ["accessoryCircular"], "timeline": { "entries": [{ "date": "+0m" }] }, "templates": { "accessoryCircular": { "image": { "asset": "\#(name)" }\#(fit) } } }] }"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `glance render` of `rom` through a small Python wrapper that reports the command's peak
    /// resident memory (its children's `ru_maxrss`) in KB on its last line.
    func render(_ rom: String) throws -> (status: Int32, err: String, peakKB: Int, seconds: Double) {
        let wrapper = "import resource, subprocess, sys, time; t = time.monotonic(); r = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
            + "sys.stderr.write(r.stderr); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, time.monotonic() - t); sys.exit(r.returncode)"
        let run = try GlanceProcess.run(
            ["-c", wrapper, GlanceProcess.binary(), "render", "--rom", rom, "-o", folder.appendingPathComponent("out.png").path, "--force"],
            program: "/usr/bin/python3", timeout: 120)
        let figures = run.out.split(whereSeparator: \.isWhitespace).suffix(2)
        return (run.status, run.err, Int(figures.first ?? "") ?? .max, Double(figures.last ?? "") ?? .infinity)
    }

    @Test(arguments: [true, false])
    func aHugeBlurredCanvasCostsWhatTheSlotCosts(_ resizable: Bool) throws {
        let r = try render(try rom(Self.blur, name: "blur", resizable: resizable))
        #expect(r.status == 0, "\(r.err)")
        #expect(!r.err.contains("warning"), "\(r.err)")
        // Before the budgets: 1.7 GB and 12-25 s. The figures in docs/assets.md are this test's; the
        // bound on time here only catches a return to drawing the canvas, not a slower machine.
        #expect(r.peakKB < 100_000, "peak \(r.peakKB) KB")
        #expect(r.seconds < 10, "\(r.seconds) s")
    }

    /// A PDF whose one page is 4,000 pt square, filled: about 1 GB before the budgets.
    static var page: String {
        let content = "1 0 0 rg 0 0 4000 4000 re f 0 0 1 rg 100 100 3800 3800 re f"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 4000 4000] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var text = "%PDF-1.4\n", offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        return text + "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    }

    @Test(arguments: [true, false])
    func aHugePDFPageCostsWhatTheSlotCosts(_ resizable: Bool) throws {
        let r = try render(try rom(Self.page, name: "page", resizable: resizable, kind: "pdf"))
        #expect(r.status == 0 && !r.err.contains("warning"), "\(r.err)")
        #expect(r.peakKB < 100_000 && r.seconds < 10, "\(r.peakKB) KB, \(r.seconds) s")
    }

    @Test func aDrawingOverTheTimeBudgetIsRefusedBeforeItStartsNamingTheFile() throws {
        let r = try render(try rom(Self.morph, name: "morph", resizable: false))
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.contains("morph.imageset/morph.svg") && r.err.contains("would take about") && r.err.contains("drawn as a magenta box"), "\(r.err)")
        #expect(r.peakKB < 100_000 && r.seconds < 10, "\(r.peakKB) KB, \(r.seconds) s")
        // Shown at the size of the slot, the same file is drawn (at that size) well within the budget.
        let fitted = try render(try rom(Self.morph, name: "morph", resizable: true))
        #expect(fitted.status == 0 && !fitted.err.contains("warning"), "\(fitted.err)")
    }

    @Test func aNaturalSizeDrawingKeepsItsSizeWithinThePixelBudget() throws {
        let set = folder.appendingPathComponent("H.xcassets/wide.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{ "images" : [ { "filename" : "wide.svg", "idiom" : "universal" } ] }"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><rect width="3000" height="2000" fill="blue"/></svg>"#.utf8)
            .write(to: set.appendingPathComponent("wide.svg"))
        let catalog = try AssetCatalog.load(paths: [folder.appendingPathComponent("H.xcassets").path], codec: PNGCodec(), vectors: VectorImageReader())
        let image = try #require(catalog.image(named: "wide", scale: 2, appearance: .dark, idiom: .watch))
        #expect(image.size == Size(width: 3000, height: 2000))
        #expect(image.bitmap.width * image.bitmap.height <= 1 << 20 && image.bitmap.width > 1000, "\(image.bitmap.size)")
        #expect(catalog.imageSize(named: "wide", scale: 2, appearance: .dark, idiom: .watch) == Size(width: 3000, height: 2000))
        // Shown smaller than its natural size, it is drawn at the size shown.
        let shown = try #require(catalog.image(named: "wide", scale: 2, appearance: .dark, idiom: .watch, size: Size(width: 90, height: 60)))
        #expect(shown.bitmap.size == PixelSize(width: 180, height: 120))
    }
}
