import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// UIKit stand-ins that widget code passes through: UIColor, @State and @Binding.
@MainActor
@Suite struct UIKitStandInTests {
    @Test func uiColorHueSaturationBrightnessMatchesUIKitsConversion() {
        let c = Color(uiColor: UIColor(hue: 210.0 / 360, saturation: 0.5, brightness: 0.8, alpha: 1))
        // HSB(210°, 50%, 80%) = RGB(0.4, 0.6, 0.8).
        #expect(abs(c.red - 0.4) < 1e-9 && abs(c.green - 0.6) < 1e-9 && abs(c.blue - 0.8) < 1e-9)
        #expect(Color(UIColor.systemBlue) == Color.blue)
        #expect(Color(uiColor: UIColor.red.withAlphaComponent(0.5)).alpha == 0.5)
        #expect(Color(uiColor: UIColor(named: "Brand")!).assetName == "Brand")
    }

    @Test func stateAndBindingReadTheirInitialValue() {
        struct Counter: View {
            @State var count = 3
            @Binding var name: String
            var body: some View { Text("\(name) \(count)") }
        }
        let view = Counter(name: .constant("steps"))
        let r = layout(view, in: Size(width: 100, height: 20))
        #expect(r.displayList.textRuns.map(\.run.text) == ["steps 3"])
    }
}

@MainActor
@Suite struct UIFontMetricsTests {
    @Test func scaledValuesFollowTheDynamicTypeSizeOfTheViewBeingArchived() {
        struct Icon: View {
            var body: some View { Rectangle().frame(width: UIFontMetrics.default.scaledValue(for: 10), height: 10) }
        }
        let normal = layout(Icon(), in: Size(width: 100, height: 20))
        let large = layout(Icon().dynamicTypeSize(.xxxLarge), in: Size(width: 100, height: 20))
        #expect(normal.root[0]?.frame.width == 10)
        #expect((large.root[0]?.frame.width ?? 0) > 10)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 4) == 4)
    }
}
