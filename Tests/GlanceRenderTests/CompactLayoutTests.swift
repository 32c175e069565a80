import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

/// Content taller than its family (docs/layout.md, "Content taller than its family"): laid out
/// as SwiftUI lays it out, centred by the widget's frame, then cut by the slot.
@MainActor
@Suite struct CompactLayoutTests {
    let renderer = ViewRenderer(measurer: FixedAdvanceTextMeasurer())
    /// accessoryRectangular on a 45 mm watch.
    let slot = Size(width: 193, height: 82)

    func lines(_ result: LayoutResult) -> Set<Double> {
        Set(result.displayList.textRuns.map { ($0.transform.apply(to: $0.run.origin).y * 100).rounded() / 100 })
    }

    @Test func wrappingTextKeepsTheLinesThatFitAndAtLeastOne() {
        var env = EnvironmentValues()
        env.font = .system(size: 20)  // lines 20 pt tall with this measurer
        let words = String(repeating: "word ", count: 40)
        let twoLines = renderer.render(ViewArchiver.archive(Text(words).frame(height: 45)), in: slot, environment: env)
        #expect(lines(twoLines).count == 2)
        let oneLine = renderer.render(ViewArchiver.archive(Text(words).frame(height: 5)), in: slot, environment: env)
        #expect(lines(oneLine).count == 1)
        #expect(oneLine.displayList.textRuns.first?.run.text.hasSuffix("…") == true)
    }

    @Test func aStackTallerThanTheFamilyOverflowsEvenlyAboveAndBelow() {
        var env = EnvironmentValues()
        env.font = .system(size: 20)
        let stack = VStack(spacing: 0) { ForEach(0..<6) { Text("Line \($0)") } }
        let result = renderer.render(ViewArchiver.archive(stack), in: slot, environment: env)
        let frame = result.root.frame
        #expect(frame.height == 120)
        #expect(abs(frame.minY - -19) < 1e-6 && abs(frame.maxY - 101) < 1e-6, "\(frame)")
        #expect(lines(result).count == 6)
    }
}
