import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceChecks

/// A `Canvas` draws its text, paths and state as views inside its own frame, so a canvas
/// marked `privacySensitive()`, or inside a marked view, is hidden like any other content:
/// two secrets leave the same bytes on every locked frame, and no text run of the secret.
@MainActor
@Suite struct CanvasPrivacyTests {
    typealias Secret = HostilePrivacyTests.Secret

    /// Canvases that draw a secret: as text, as geometry, as colour, and through the context's state.
    static let vectors: [(String, (Secret) -> AnyView)] = [
        ("text in a marked canvas", { s in
            AnyView(Canvas { context, size in
                context.draw(Text(s.text).monospacedDigit(), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }.privacySensitive())
        }),
        ("text in a canvas inside a marked stack", { s in
            AnyView(VStack {
                Canvas { context, size in
                    context.draw(Text(s.text).monospacedDigit(), in: CGRect(origin: .zero, size: size))
                }
            }.privacySensitive())
        }),
        ("bars and colour", { s in
            AnyView(Canvas { context, size in
                for (i, d) in s.digits.enumerated() {
                    let h = size.height * CGFloat(d + 1) / 10
                    context.fill(Path(CGRect(x: CGFloat(i) * 10, y: size.height - h, width: 8, height: h)), with: .color(s.color))
                }
            }.privacySensitive())
        }),
        ("state: turn, opacity, blend, clip", { s in
            AnyView(Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                context.rotate(by: .degrees(s.value * 90))
                context.opacity = s.value
                context.blendMode = s.value > 0.5 ? .difference : .multiply
                context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 40 * s.value, height: 20)))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(s.color))
                context.draw(Text("1111"), at: CGPoint(x: 20, y: 10))
            }.privacySensitive())
        }),
    ]

    static func render(_ view: AnyView, family: WidgetFamily, device: Device, state: DeviceState) throws -> (Bitmap, DisplayList) {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let (layout, bitmap) = try renderer.render(view, family: family, device: device, state: state, widget: WidgetIdentity(kind: "canvas"))
        return (bitmap, layout.displayList)
    }

    @Test(arguments: 0..<4)
    func lockedCanvasesLeaveNoTraceOfTheSecret(_ vector: Int) throws {
        let (name, view) = Self.vectors[vector]
        let (a, b) = HostilePrivacyTests.secrets
        for deviceID in ["watch-45mm", "iphone-6.1in"] {
            let device = try #require(Device.named(deviceID))
            for family in WidgetFamily.accessoryFamilies where device.families[family] != nil {
                for state in HostilePrivacyTests.hidingStates(on: device) {
                    let (frameA, listA) = try Self.render(view(a), family: family, device: device, state: state)
                    let (frameB, _) = try Self.render(view(b), family: family, device: device, state: state)
                    let label = "\(name) on \(family) · \(deviceID) · \(state.lock) \(state.renderingMode)"
                    #expect(frameA == frameB, "\(label) leaks")
                    #expect(!listA.textRuns.contains { $0.run.text.contains(a.text) || $0.run.text.contains("1111") }, "\(label) draws text")
                    let policy = state.redaction(for: "canvas", protection: WidgetIdentity(kind: "canvas").protection)
                    let problems = HostilePrivacyTests.auditProblems(listA, policy: policy, state: state)
                    #expect(problems.isEmpty, "\(label): \(problems)")
                }
            }
        }
    }

    /// Unlocked, the canvases do show their secret (else the test above proves nothing).
    @Test(arguments: 0..<4)
    func unlockedCanvasesShowTheSecret(_ vector: Int) throws {
        let (name, view) = Self.vectors[vector]
        let device = try #require(Device.named("watch-45mm"))
        let (a, b) = HostilePrivacyTests.secrets
        let frames = try [a, b].map { try Self.render(view($0), family: .accessoryRectangular, device: device, state: DeviceState()) }
        #expect(frames[0].0 != frames[1].0, "\(name) shows the same pixels for both secrets unlocked")
        if vector < 2 { #expect(frames[0].1.textRuns.contains { $0.run.text.contains(a.text) }, "\(name) draws the secret as text") }
    }
}
