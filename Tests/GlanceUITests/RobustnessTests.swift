import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// Layout must never trap, whatever size it is offered or what a view asks for.
@MainActor
@Suite struct RobustnessTests {
    nonisolated static let sizes: [Size] = [
        .zero, Size(width: 1, height: 1), Size(width: 0.3, height: 500), Size(width: 1e6, height: 1e6),
        Size(width: 50, height: 0), Size(width: 3, height: 3),
    ]

    @Test(arguments: sizes)
    func theKitchenSinkLaysOutAtAnySize(_ size: Size) {
        let r = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(KitchenSink(), in: size)
        #expect(r.displayList.size == size)
    }

    @Test func hostileValuesAreClampedNotTrapped() {
        let far = Date(timeIntervalSinceReferenceDate: 1e300)
        let r = layout(
            VStack {
                Text(far, style: .timer)
                Text(far, style: .relative)
                Text(Date(timeIntervalSinceReferenceDate: .infinity), style: .time)
                Gauge(value: Double.nan) { Text("x") }.gaugeStyle(.accessoryCircular)
                Text("x").font(.system(size: 0))
                Text("y").font(.system(size: -5)).minimumScaleFactor(0)
                Circle().trim(from: .nan, to: .infinity)
                Rectangle().frame(width: -10, height: .nan)
                Rectangle().frame(minWidth: .infinity, maxWidth: -1).padding(-20)
                Text("z").lineLimit(0).frame(width: .infinity, height: -1)
            }, in: Size(width: 100, height: 100))
        #expect(r.displayList.size == Size(width: 100, height: 100))
        #expect(PixelSize(Size(width: .infinity, height: .nan), scale: 2) == PixelSize(width: -1, height: -1))
    }
}
