import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// The states that change what a complication looks like, each with a short name.
let goldenStates: [(name: String, state: DeviceState, protection: WidgetDataProtection)] = {
    var accented = DeviceState(renderingMode: .accented)
    accented.tint = .cyan
    return [
        ("locked", DeviceState(lock: .locked), .none),
        ("placeholder", DeviceState(lock: .locked), .complete),
        ("always-on", DeviceState(isLuminanceReduced: true), .none),
        ("accented", accented, .none),
        ("vibrant", DeviceState(renderingMode: .vibrant), .none),
    ]
}()

/// Locked-but-readable only differs for complications that mark something sensitive.
let statefulCases: [String] = Gallery.items.flatMap { item in
    item.families.flatMap { family in
        goldenStates.compactMap { s -> String? in
            if s.name == "locked" && !["messages", "glucose"].contains(item.id) { return nil }
            return "\(item.id)@\(family.rawValue)@\(s.name)"
        }
    }
}

@MainActor
@Suite struct DeviceStateGoldenTests {
    @Test(arguments: statefulCases)
    func complicationInStateMatchesItsReference(_ key: String) throws {
        let parts = key.split(separator: "@").map(String.init)
        let item = try #require(Gallery.items.first { $0.id == parts[0] })
        let family = try #require(WidgetFamily(accessoryName: parts[1]))
        let chosen = try #require(goldenStates.first { $0.name == parts[2] })
        let device = Device.named("watch-45mm")!
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let (_, bitmap) = try renderer.render(
            item.makeView(), family: family, device: device, date: Gallery.now, state: chosen.state,
            widget: WidgetIdentity(kind: item.id, protection: chosen.protection))
        try verifySnapshot(
            of: bitmap, as: .image(), named: "state-\(chosen.name)-\(item.id)-\(family.rawValue)", in: cairoSnapshots,
            record: try RecordMode.fromEnvironment())
    }
}

/// Every distinct appearance (redaction × luminance × rendering mode) of one complication per family.
let matrixCases: [String] = [("messages", "accessoryRectangular"), ("heart-rate", "accessoryCircular"), ("messages", "accessoryInline"), ("uv-index", "accessoryCorner")]
    .flatMap { id, family in
        ["unlocked", "locked", "placeholder"].flatMap { lock in
            ["bright", "dim"].flatMap { lum in WidgetRenderingMode.allCases.map { "\(id)@\(family)@\(lock)@\(lum)@\($0.rawValue)" } }
        }
    }

@MainActor
@Suite struct DeviceStateMatrixTests {
    @Test(arguments: matrixCases)
    func everyAppearanceMatchesItsReference(_ key: String) throws {
        let p = key.split(separator: "@").map(String.init)
        let item = try #require(Gallery.items.first { $0.id == p[0] })
        let family = try #require(WidgetFamily(accessoryName: p[1]))
        var state = DeviceState(lock: p[2] == "unlocked" ? .unlocked : .locked, isLuminanceReduced: p[3] == "dim", renderingMode: WidgetRenderingMode(rawValue: p[4])!)
        state.tint = .cyan
        let protection: WidgetDataProtection = p[2] == "placeholder" ? .complete : .none
        let (_, bitmap) = try SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer()).render(
            item.makeView(), family: family, device: Device.named("watch-45mm")!, date: Gallery.now, state: state,
            widget: WidgetIdentity(kind: item.id, protection: protection))
        try verifySnapshot(of: bitmap, as: .image(), named: "matrix-\(p.joined(separator: "-"))", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
    }
}
