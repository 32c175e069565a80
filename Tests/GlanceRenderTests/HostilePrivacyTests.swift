import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceChecks

/// Widgets written to get a secret past the lock. Each is rendered with two secrets of the same
/// layout (same digit count, so every frame agrees) on every family and every state that hides
/// sensitive content; the two frames must be byte-identical. A secret reaches the pixels only
/// through something the firmware should have hidden: a colour, an opacity, a path, a glyph.
@MainActor
@Suite struct HostilePrivacyTests {
    /// A secret of four digits; 1234 and 9876 lay out alike in tabular digits (text showing one
    /// is set `monospacedDigit()`, so the two secrets' frames agree).
    struct Secret {
        var digits: [Int]
        var value: Double { Double(digits.reduce(0) { $0 * 10 + $1 }) / 9999 }
        var text: String { digits.map(String.init).joined() }
        /// A colour worked out from the secret: red, amber or green by range.
        var color: Color { value < 0.33 ? .red : value < 0.66 ? .orange : .green }
    }

    /// Bars whose heights are the secret's digits.
    struct DigitBars: Shape {
        var digits: [Int]
        func path(in rect: CGRect) -> Path {
            var p = Path()
            for (i, d) in digits.enumerated() {
                let w = rect.width / CGFloat(digits.count)
                let h = rect.height * CGFloat(d + 1) / 10
                p.addRect(CGRect(x: CGFloat(i) * w, y: rect.height - h, width: w * 0.8, height: h))
            }
            return p
        }
    }

    /// Peeks at the redaction reasons and drops its marker when it sees the lock.
    struct Peek: View {
        let secret: Secret
        @Environment(\.redactionReasons) var reasons
        var body: some View {
            if reasons.contains(.privacy) { Text(secret.text).monospacedDigit() } else { Text(secret.text).monospacedDigit().privacySensitive() }
        }
    }

    /// The vectors, each a view of `secret`.
    static let vectors: [(String, (Secret) -> AnyView)] = [
        ("custom shape", { s in AnyView(DigitBars(digits: s.digits).fill(.white).privacySensitive()) }),
        ("colour of a fill", { s in AnyView(Circle().fill(s.color).privacySensitive()) }),
        ("opacity of a background", { s in AnyView(AccessoryWidgetBackground().opacity(s.value).privacySensitive()) }),
        ("colour of text", { s in AnyView(Text("1111").foregroundStyle(s.color).privacySensitive()) }),
        ("opacity of text", { s in AnyView(Text("1111").opacity(s.value).privacySensitive()) }),
        ("peeking at the lock", { s in AnyView(Peek(secret: s)) }),
        ("trimmed ring", { s in AnyView(Circle().trim(from: 0, to: s.value).stroke(.white, lineWidth: 4).privacySensitive()) }),
        ("stroke width", { s in AnyView(Circle().stroke(.white, lineWidth: CGFloat(s.digits[0] + 1)).privacySensitive()) }),
        ("turned", { s in AnyView(Capsule().fill(.white).frame(width: 40, height: 8).rotationEffect(.degrees(s.value * 360)).privacySensitive()) }),
        ("clip path", { s in AnyView(Color.white.clipShape(DigitBars(digits: s.digits)).privacySensitive()) }),
        ("mask", { s in AnyView(Color.white.mask { DigitBars(digits: s.digits) }.privacySensitive()) }),
        ("nested unmarking", { s in AnyView(Text(s.text).monospacedDigit().privacySensitive(false).privacySensitive()) }),
        ("unredacted", { s in AnyView(Text(s.text).monospacedDigit().unredacted().privacySensitive()) }),
        ("overlay", { s in AnyView(Color.clear.overlay { Text(s.text).monospacedDigit() }.privacySensitive()) }),
        ("gauge", { s in AnyView(Gauge(value: s.value) { Text("G") }.gaugeStyle(.accessoryCircular).privacySensitive()) }),
        ("progress", { s in AnyView(ProgressView(value: s.value).privacySensitive()) }),
        ("label", { s in AnyView(Label { Text(s.text).monospacedDigit() } icon: { Image(systemName: "heart.fill") }.privacySensitive()) }),
        ("accent by the data", { s in AnyView(Text("1111").monospacedDigit().privacySensitive().widgetAccentable(s.value > 0.5)) }),
        ("colour of a corner's curved label", { s in
            AnyView(Image(systemName: "heart.fill").widgetLabel { Text("1111").foregroundStyle(s.color) }.privacySensitive())
        }),
        ("gradient", { s in AnyView(Rectangle().fill(LinearGradient(colors: [s.color, .black], startPoint: .leading, endPoint: .trailing)).privacySensitive()) }),
        ("background", { s in AnyView(Color.clear.background { Text(s.text).monospacedDigit() }.privacySensitive()) }),
        ("geometry reader", { s in AnyView(GeometryReader { _ in Text(s.text).monospacedDigit() }.privacySensitive()) }),
        ("shadow colour", { s in AnyView(Circle().fill(.white).padding(6).shadow(color: s.color, radius: 4).privacySensitive()) }),
        ("view that fits", { s in
            AnyView(ViewThatFits { Text(s.text + s.text + s.text).monospacedDigit(); Text(s.text).monospacedDigit() }.privacySensitive())
        }),
    ]

    /// How many vectors there are, for the tests' arguments (outside the main actor).
    nonisolated static let vectorCount = 24

    static let secrets = (Secret(digits: [1, 2, 3, 4]), Secret(digits: [9, 8, 7, 6]))

    /// Every device state that hides sensitive content, on the devices that show each family.
    static func hidingStates(on device: Device) -> [DeviceState] {
        var states: [DeviceState] = []
        for lock in [LockState.locked, .rebootedBeforeFirstUnlock] {
            for dim in [false, true] {
                for mode in device.renderingModes { states.append(DeviceState(lock: lock, isLuminanceReduced: dim, renderingMode: mode)) }
            }
        }
        return states
    }

    @Test(arguments: 0..<vectorCount)
    func lockedFramesDoNotDependOnTheSecret(_ vector: Int) throws {
        #expect(Self.vectors.count == Self.vectorCount)
        let (name, view) = Self.vectors[vector]
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        var compared = 0
        for deviceID in ["watch-45mm", "iphone-6.1in"] {
            let device = try #require(Device.named(deviceID))
            for family in WidgetFamily.accessoryFamilies where device.families[family] != nil {
                for state in Self.hidingStates(on: device) {
                    func frame(_ s: Secret) throws -> Bitmap {
                        try renderer.render(view(s), family: family, device: device, state: state, widget: WidgetIdentity(kind: "hostile")).bitmap
                    }
                    let a = try frame(Self.secrets.0), b = try frame(Self.secrets.1)
                    #expect(a == b, "\(name) leaks on \(family) · \(deviceID) · \(state.lock) dim \(state.isLuminanceReduced) \(state.renderingMode)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 20)
    }

    /// The vectors do carry their secret when the device is unlocked (else the test proves nothing).
    @Test(arguments: 0..<vectorCount)
    func unlockedFramesShowTheSecret(_ vector: Int) throws {
        let (name, view) = Self.vectors[vector]
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let device = try #require(Device.named("watch-45mm"))
        var differ = false
        for family in WidgetFamily.accessoryFamilies {
            for state in [DeviceState(), DeviceState(renderingMode: .accented)] where !differ {
                let frames = try [Self.secrets.0, Self.secrets.1].map {
                    try renderer.render(view($0), family: family, device: device, state: state, widget: WidgetIdentity(kind: "hostile")).bitmap
                }
                differ = frames[0] != frames[1]
            }
        }
        #expect(differ, "\(name) shows the same pixels for both secrets even unlocked")
    }

    /// What `check`'s privacy finding reads (docs/checks.md, privacy-leak): every item inside
    /// hidden content in `list`, as the audit sees it under `policy`, with its problem.
    static func auditProblems(_ list: DisplayList, policy: RedactionPolicy, state: DeviceState) -> [String] {
        CellChecks.hiddenContentProblems(list.placedItems, policy: policy, mode: state.renderingMode, tint: state.tint).map(\.problem)
    }

    /// The firmware's locked drawing holds only placeholder primitives, for every vector on
    /// every family and hiding state: the audit finds nothing.
    @Test(arguments: 0..<vectorCount)
    func lockedDrawListsHoldOnlyPlaceholderPrimitives(_ vector: Int) throws {
        let (name, view) = Self.vectors[vector]
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        for deviceID in ["watch-45mm", "iphone-6.1in"] {
            let device = try #require(Device.named(deviceID))
            for family in WidgetFamily.accessoryFamilies where device.families[family] != nil {
                for state in Self.hidingStates(on: device) {
                    let widget = WidgetIdentity(kind: "hostile")
                    let list = try renderer.render(view(Self.secrets.0), family: family, device: device, state: state, widget: widget).layout.displayList
                    let problems = Self.auditProblems(list, policy: state.redaction(for: widget.kind, protection: widget.protection), state: state)
                    #expect(problems.isEmpty, "\(name) on \(family) · \(deviceID) · \(state.lock) \(state.renderingMode): \(problems)")
                }
            }
        }
    }

    /// A firmware that drew sensitive content in full while locked (what the unlocked drawing
    /// is) is caught by the audit for every vector and family: shapes, colours, opacities and
    /// masks as well as glyphs.
    @Test(arguments: 0..<vectorCount)
    func theAuditCatchesAFirmwareThatDrawsHiddenContentInFull(_ vector: Int) throws {
        let (name, view) = Self.vectors[vector]
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let device = try #require(Device.named("watch-45mm"))
        for family in WidgetFamily.accessoryFamilies {
            let drawnInFull = try renderer.render(view(Self.secrets.0), family: family, device: device, widget: WidgetIdentity(kind: "hostile"))
            if family == .accessoryInline, name == "opacity of a background" {
                // A watch's inline line draws no background: nothing of it reaches the display to catch.
                #expect(drawnInFull.layout.displayList.items.isEmpty)
                continue
            }
            let problems = Self.auditProblems(drawnInFull.layout.displayList, policy: .hideSensitive, state: DeviceState(lock: .locked))
            #expect(!problems.isEmpty, "\(name) on \(family) drawn in full passes the audit")
        }
    }

    /// A widget whose data protection hides it whole while locked shows nothing of an unmarked
    /// secret: every vector, and plain text, with `.complete` protection, locked.
    @Test func dataProtectionHidesEvenUnmarkedContent() throws {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let device = try #require(Device.named("watch-45mm"))
        let widget = WidgetIdentity(kind: "protected", protection: .complete)
        let views: [(Secret) -> AnyView] = [{ AnyView(Text($0.text).monospacedDigit()) }, { AnyView(Circle().fill($0.color)) }]
        for view in views {
            for family in WidgetFamily.accessoryFamilies {
                for state in Self.hidingStates(on: device) {
                    let frames = try [Self.secrets.0, Self.secrets.1].map {
                        try renderer.render(view($0), family: family, device: device, state: state, widget: widget)
                    }
                    #expect(frames[0].bitmap == frames[1].bitmap, "\(family) · \(state.lock) \(state.renderingMode)")
                    let problems = Self.auditProblems(frames[0].layout.displayList, policy: state.redaction(for: widget.kind, protection: widget.protection), state: state)
                    #expect(problems.isEmpty, "\(family): \(problems)")
                }
            }
        }
    }

    /// A shadow the widget casts around hidden content, in a colour it chose outside it, is its
    /// own drawing (its silhouette repeats only the placeholders' frames): not a finding. The
    /// locked frame still does not depend on the secret.
    @Test func aConstantShadowAroundHiddenContentIsNotAFinding() throws {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let device = try #require(Device.named("watch-45mm"))
        for state in Self.hidingStates(on: device) {
            var frames: [Bitmap] = []
            for secret in [Self.secrets.0, Self.secrets.1] {
                let view = VStack { Text("Code"); Text(secret.text).monospacedDigit().privacySensitive() }.shadow(color: .blue, radius: 2, x: 1, y: 1)
                let widget = WidgetIdentity(kind: "k")
                let result = try renderer.render(view, family: .accessoryRectangular, device: device, state: state, widget: widget)
                let policy = state.redaction(for: widget.kind, protection: widget.protection)
                #expect(Self.auditProblems(result.layout.displayList, policy: policy, state: state).isEmpty, "\(state.lock) \(state.renderingMode)")
                frames.append(result.bitmap)
            }
            #expect(frames[0] == frames[1])
        }
    }

    /// Opacity and masks the widget puts around hidden content, outside it, are its own unmarked
    /// drawing: not a finding. The same inside hidden content would be one (the vectors above).
    @Test func fadingOrMaskingAroundHiddenContentIsNotAFinding() throws {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let device = try #require(Device.named("watch-45mm"))
        let state = DeviceState(lock: .locked)
        let views: [AnyView] = [
            AnyView(VStack { Text("Steps"); Text("1234").privacySensitive() }.opacity(0.8)),
            AnyView(VStack { Text("Steps"); Circle().fill(.green).privacySensitive() }.mask { Rectangle() }),
        ]
        for view in views {
            let list = try renderer.render(view, family: .accessoryRectangular, device: device, state: state, widget: WidgetIdentity(kind: "k")).layout.displayList
            #expect(Self.auditProblems(list, policy: .hideSensitive, state: state).isEmpty)
        }
    }
}
