import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceFirmware

/// A kept slot environment must be the one built anew, for every input that changes it:
/// every device and family, lock state, Always On, rendering mode, scale, widget and date,
/// asked for in an order that revisits each.
@Suite struct SlotEnvironmentsTests {
    @Test func keptEnvironmentsAreTheOnesBuiltAnew() throws {
        let kept = SlotEnvironments()
        let widgets = [WidgetIdentity(kind: "a"), WidgetIdentity(kind: "b", protection: .complete), WidgetIdentity(kind: "c", backgroundRemovable: false)]
        var asked = 0
        for round in 0..<2 {
            for device in Device.builtIn {
                for family in device.supportedFamilies {
                    for lock in LockState.allCases {
                        for (i, mode) in WidgetRenderingMode.allCases.enumerated() {
                            let state = DeviceState(lock: lock, isLuminanceReduced: i == 1, renderingMode: mode)
                            let widget = widgets[(asked + round) % widgets.count]
                            let scale: Double? = asked % 4 == 0 ? 3 : nil
                            let date = Date(timeIntervalSince1970: Double(asked * 61))
                            asked += 1
                            let got = try kept.environment(for: family, on: device, scale: scale, date: date, state: state, widget: widget).environment
                            let fresh = try SlotRenderer.environment(for: family, on: device, scale: scale, date: date, state: state, widget: widget)
                            let label = "\(device.id) \(family) \(state) \(widget.kind)"
                            #expect(got.widgetFamily == fresh.widgetFamily && got.widgetRenderingMode == fresh.widgetRenderingMode, "\(label)")
                            #expect(got.isLuminanceReduced == fresh.isLuminanceReduced && got.redactionReasons == fresh.redactionReasons, "\(label)")
                            #expect(got.renderDate == fresh.renderDate && got.displayScale == fresh.displayScale, "\(label)")
                            #expect(got.bodyTextSize == fresh.bodyTextSize && got.geometryFrame == fresh.geometryFrame, "\(label)")
                            #expect(got.showsWidgetContainerBackground == fresh.showsWidgetContainerBackground, "\(label)")
                            #expect(got.showsWidgetLabel == fresh.showsWidgetLabel && got.assetIdiom == fresh.assetIdiom, "\(label)")
                        }
                    }
                }
            }
        }
        #expect(asked > 100)
    }

    /// Serials name what an environment was made from: the same inputs at another date keep
    /// theirs, and no two sets of inputs kept at once share one (the layout memo is keyed by it).
    @Test func serialsNameWhatAnEnvironmentWasMadeFrom() throws {
        let kept = SlotEnvironments()
        let device = Device.named("watch-45mm")!
        var serials: [String: Int] = [:]
        for (i, family) in device.supportedFamilies.enumerated() {
            for lock in LockState.allCases {
                let state = DeviceState(lock: lock)
                let widget = WidgetIdentity(kind: "w\(i)")
                let first = try kept.environment(for: family, on: device, scale: nil, date: Date(timeIntervalSince1970: 0), state: state, widget: widget)
                let again = try kept.environment(for: family, on: device, scale: nil, date: Date(timeIntervalSince1970: 60), state: state, widget: widget)
                #expect(first.serial == again.serial)
                #expect(again.environment.renderDate == Date(timeIntervalSince1970: 60))
                serials["\(family) \(lock)"] = first.serial
            }
        }
        #expect(Set(serials.values).count == serials.count, "\(serials)")
    }
}
