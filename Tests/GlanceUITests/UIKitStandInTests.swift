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
