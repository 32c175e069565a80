import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceKit
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// A frame a locked, Always On or before-first-unlock device shows depends on that frame alone
/// (DESIGN.md): nothing drawn before it, in any state, may survive into its pixels. Each widget
/// is walked through every device state so that every state follows every other state once,
/// on one renderer that keeps what it drew; each frame is compared, byte for byte, with the
/// same frame drawn alone by a new rasterizer.
@MainActor
@Suite struct FrameIndependenceTests {
    typealias Secret = HostilePrivacyTests.Secret

    /// Every device state a device shows its slots in: each lock state, bright and dimmed, each
    /// of its rendering modes.
    nonisolated static func allStates(on device: Device) -> [DeviceState] {
        LockState.allCases.flatMap { lock in
            [false, true].flatMap { dim in device.renderingModes.map { DeviceState(lock: lock, isLuminanceReduced: dim, renderingMode: $0) } }
        }
    }

    nonisolated static func name(_ s: DeviceState) -> String { "\(s.lock.rawValue)\(s.isLuminanceReduced ? " always-on" : "") \(s.renderingMode.rawValue)" }

    /// Whether a frame in `state` must not depend on any frame before it.
    static func standsAlone(_ state: DeviceState) -> Bool { state.lock != .unlocked || state.isLuminanceReduced }

    /// A walk over `0..<n` in which every ordered pair `(a, b)`, `a == b` included, is a step
    /// exactly once: an Eulerian circuit of the complete directed graph with loops (Hierholzer).
    nonisolated static func everyPairWalk(_ n: Int) -> [Int] {
        var next = (0..<n).map { _ in Array(0..<n) }
        var stack = [0], walk: [Int] = []
        while let v = stack.last {
            if let w = next[v].popLast() { stack.append(w) } else { walk.append(stack.removeLast()) }
        }
        return walk.reversed()
    }

    @Test func theWalkTakesEveryPairOnce() {
        for n in 1...13 {
            let walk = Self.everyPairWalk(n)
            let steps = zip(walk, walk.dropFirst()).map { [$0, $1] }
            #expect(steps.count == n * n)
            #expect(Set(steps).count == n * n)
        }
    }

    /// The widgets walked: every hostile vector, an image made from the secret (marked, and
    /// unmarked under data protection), and a plain widget.
    static let widgets: [(name: String, protection: WidgetDataProtection, view: (Secret) -> AnyView)] =
        HostilePrivacyTests.vectors.map { v in (v.0, WidgetDataProtection.none, v.1) } + [
            ("secret image under completeUnlessOpen", .completeUnlessOpen, { s in AnyView(Self.secretImage(s)) }),
            ("secret text under complete", .complete, { s in AnyView(Text(s.text).monospacedDigit()) }),
            ("plain widget", .none, { _ in AnyView(VStack { Text("Tides"); Image(systemName: "water.waves") }) }),
        ]
    nonisolated static let widgetCount = HostilePrivacyTests.vectorCount + 3

    /// An `Image(uiImage:)` of PNG data whose pixels spell the secret: a column a digit, lit as high as the digit.
    static func secretImage(_ secret: Secret) -> some View {
        var bitmap = Bitmap(width: 40, height: 40, fill: .clear)
        for (i, digit) in secret.digits.enumerated() {
            for y in (40 - 4 * (digit + 1))..<40 {
                for x in (i * 10)..<(i * 10 + 8) { bitmap.setPixel(x: x, y: y, to: secret.color) }
            }
        }
        let image = UIImage(data: Data(try! PNGCodec().encode(bitmap)), scale: 2)!
        return Image(uiImage: image).resizable().scaledToFit().privacySensitive()
    }

    /// Every widget on every family of a watch and a phone: the walk's frames in the states that
    /// stand alone equal those frames drawn alone. Trees are archived on the main actor, as
    /// WidgetKit archives them, and drawn off it, so the widgets walk in parallel.
    @Test(arguments: 0..<widgetCount)
    nonisolated func slotFramesThatStandAloneDependOnNothingBefore(_ index: Int) async throws {
        let (name, protection) = await MainActor.run { (Self.widgets[index].name, Self.widgets[index].protection) }
        let measurer = try TextEngine()
        let widget = WidgetIdentity(kind: "walked", protection: protection)
        var compared = 0
        for deviceID in ["watch-45mm", "iphone-6.1in"] {
            let device = try #require(Device.named(deviceID))
            let states = Self.allStates(on: device)
            for family in WidgetFamily.accessoryFamilies where device.families[family] != nil {
                let nodes = try await MainActor.run {
                    let view = Self.widgets[index].view(Secret(digits: [1, 2, 3, 4]))
                    return try states.map { ViewArchiver.archive(view, in: try SlotRenderer.environment(for: family, on: device, state: $0, widget: widget)) }
                }
                func draw(_ step: Int, on renderer: SlotRenderer) throws -> Bitmap {
                    try renderer.render(nodes[step], family: family, device: device, state: states[step], widget: widget).bitmap
                }
                let alone = try states.indices.map { try draw($0, on: SlotRenderer(measurer: measurer, rasterizer: CairoRasterizer())) }
                let kept = SlotRenderer(measurer: measurer, rasterizer: CairoRasterizer())
                var previous: Int?
                for step in Self.everyPairWalk(states.count) {
                    let frame = try draw(step, on: kept)
                    if states[step].drawsFramesAlone {
                        let after = previous.map { Self.name(states[$0]) } ?? "nothing"
                        #expect(frame == alone[step], "\(name) on \(family) · \(deviceID): \(Self.name(states[step])) after \(after) differs from it drawn alone")
                        compared += 1
                    }
                    previous = step
                }
            }
        }
        #expect(compared > 300)
    }

    /// A whole face, as the window composes it (one compositor and slot cache kept frame to
    /// frame): its frames in the states that stand alone equal those frames composed alone.
    @Test func faceFramesThatStandAloneDependOnNothingBefore() throws {
        let path = try #require(faceFiles.first { $0.hasSuffix("infograph.json") })
        let face = try FaceFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let device = try #require(Device.named(face.deviceID))
        let states = Self.allStates(on: device)
        let measurer = try TextEngine()
        func compose(_ step: Int, with compositor: FaceCompositor, cache: SlotCache?) throws -> Bitmap {
            try compositor.compose(
                face, on: device, state: states[step], date: Gallery.now, cache: cache, content: face.galleryContent(on: device, state: states[step]))
        }
        let alone = try states.indices.map { try compose($0, with: FaceCompositor(slots: SlotRenderer(measurer: measurer, rasterizer: CairoRasterizer())), cache: nil) }
        let kept = FaceCompositor(slots: SlotRenderer(measurer: measurer, rasterizer: CairoRasterizer()))
        let cache = SlotCache()
        var previous: Int?
        for step in Self.everyPairWalk(states.count) {
            let frame = try compose(step, with: kept, cache: cache)
            if states[step].drawsFramesAlone {
                let after = previous.map { Self.name(states[$0]) } ?? "nothing"
                #expect(frame == alone[step], "\(Self.name(states[step])) after \(after) differs from it composed alone")
            }
            previous = step
        }
    }
}
