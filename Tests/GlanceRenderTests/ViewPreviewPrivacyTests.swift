import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceKit
import GlanceText
import GlanceUI
import GlanceWidgets
import GlancePreviews
import Testing

/// A view preview with no widget family (a `PreviewProvider` without `previewContext`, drawn
/// at the size it asks for on the device's screen) hides what a widget's view would hide in
/// the same state: its privacy-sensitive parts when locked, everything before the first unlock
/// (the bench's whole-phone preview showed its text in the rebooted column).
@MainActor @Suite struct ViewPreviewPrivacyTests {
    static let secret = "PIN 4921"

    func frames(_ states: [PreviewState]) async throws -> [PreviewRenderer.Frame] {
        let view = VStack {
            Text("Balance")
            Text(Self.secret).monospacedDigit().privacySensitive()
        }
        let preview = Preview(name: "wallet", content: .view(family: nil, archive: { ViewArchiver.archive(view, in: $0) }))
        let renderer = PreviewRenderer(
            device: try #require(Device.named("iphone-6.1in")), slots: SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer()), now: Date())
        return try await renderer.frames(of: preview, states: states)
    }

    /// The frame's pixels that are not black.
    func ink(_ bitmap: Bitmap) -> Int {
        bitmap.count { max($0.r, $0.g, $0.b) > 60 }
    }

    @Test func lockedAndRebootedFramesHideWhatAWidgetWould() async throws {
        let f = try await frames([.unlocked, .locked, .rebootedBeforeFirstUnlock])
        let (open, locked, rebooted) = (f[0].bitmap, f[1].bitmap, f[2].bitmap)
        #expect(locked != open, "the secret line is hidden when locked")
        #expect(rebooted != open && rebooted != locked, "before the first unlock everything is a placeholder")
        // Both hidden frames are the same whatever the secret says (same width: tabular digits).
        let other = try await { () async throws -> [PreviewRenderer.Frame] in
            let view = VStack {
                Text("Balance")
                Text("PIN 0000").monospacedDigit().privacySensitive()
            }
            let preview = Preview(name: "wallet", content: .view(family: nil, archive: { ViewArchiver.archive(view, in: $0) }))
            let renderer = PreviewRenderer(
                device: try #require(Device.named("iphone-6.1in")), slots: SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer()), now: Date())
            return try await renderer.frames(of: preview, states: [.locked, .rebootedBeforeFirstUnlock])
        }()
        #expect(other[0].bitmap == locked && other[1].bitmap == rebooted)
        #expect(ink(open) > 0)
    }
}
