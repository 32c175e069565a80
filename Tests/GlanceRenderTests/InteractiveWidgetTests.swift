import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
@testable import InteractiveWidgets
import Testing

/// Buttons and toggles of interactive widgets run their App Intents on a tap, then the widget's
/// timeline reloads (docs/interactive.md). Runs the InteractiveWidgets sample bundle, in this
/// process (`TappableWidget`) and in extension processes (`RemoteBundle`), and taps its faulty
/// intents. Serialized: the sample's count lives in this process.
@MainActor
@Suite(.serialized) struct InteractiveWidgetTests {
    /// The text the widget shows now, joined.
    func texts(_ widget: TappableWidget) throws -> String {
        try widget.node().texts(at: widget.clock.now).map(\.text).joined(separator: " ")
    }

    @Test func theCounterButtonAndTheToggleRunTheirIntentsAndTheFramesShowIt() async throws {
        let widget = try await TappableWidget(CounterWidget(), family: .accessoryRectangular)
        let count = CounterStore.shared.count, muted = CounterStore.shared.muted
        #expect(try widget.targets().map(\.name) == ["IncrementIntent", "MuteIntent"])
        let before = try widget.frame(), budget = widget.budgetLeft
        #expect(try texts(widget).contains("Glasses \(count)"))

        #expect(try await widget.tap("IncrementIntent") == .ran)
        #expect(CounterStore.shared.count == count + 1)
        #expect(try texts(widget).contains("Glasses \(count + 1)"), "the reloaded timeline shows the new count")
        let counted = try widget.frame()
        #expect(counted != before)

        #expect(try await widget.tap("MuteIntent") == .ran)
        #expect(CounterStore.shared.muted == !muted)
        let toggle = try #require(try widget.targets().first { $0.element.control == .toggle })
        #expect(toggle.element.isOn == !muted)
        #expect(try widget.frame() != counted)
        #expect(widget.budgetLeft == budget - 2, "each tap's reload is charged")
    }

    /// While the intent runs, the toggle is drawn in its new state and `invalidatableContent()`
    /// is faded; both settle once the reload arrives.
    @Test func whileTheIntentRunsTheToggleFlipsAndPendingContentFades() async throws {
        let widget = try await TappableWidget(CounterWidget(), family: .accessoryRectangular)
        let muted = CounterStore.shared.muted
        let shown = try widget.frame()
        #expect(try widget.startTap("MuteIntent") == nil)
        let pending = try widget.node()
        let toggle = try #require(pending.interactiveElements.first { $0.control == .toggle })
        #expect(toggle.isOn == !muted, "drawn in its new state at once")
        #expect(pending.contains(where: { if case .modified(_, .opacity(WidgetInteraction.pendingOpacity)) = $0 { true } else { false } }))
        let pendingFrame = try widget.frame()
        #expect(pendingFrame != shown)
        #expect(await widget.finish() == .ran)
        let settled = try widget.node()
        #expect(!settled.contains(where: { if case .modified(_, .opacity(WidgetInteraction.pendingOpacity)) = $0 { true } else { false } }))
        #expect(settled.interactiveElements.first { $0.control == .toggle }?.isOn == !muted)
    }

    /// A tap at a point runs the element drawn there; a tap beside every element runs nothing.
    @Test func aTapAtTheButtonsFrameRunsIt() async throws {
        let widget = try await TappableWidget(CounterWidget(), family: .accessoryCircular)
        let target = try #require(try widget.targets().first)
        let frame = try #require(target.frame)
        let count = CounterStore.shared.count
        #expect(try await widget.tap(at: Point(x: frame.midX, y: frame.midY)) == .ran)
        #expect(CounterStore.shared.count == count + 1)
        #expect(throws: TappableWidgetError.self) { try widget.startTap(at: Point(x: -5, y: -5)) }
    }

    /// Locked, whether the widget's content is hidden or not (the counter marks nothing
    /// sensitive), and before the first unlock, when it is a placeholder: a tap runs nothing.
    @Test func aLockedDeviceTakesNoTaps() async throws {
        let widget = try await TappableWidget(CounterWidget(), family: .accessoryRectangular)
        for lock in LockState.allCases where lock != .unlocked {
            widget.state.lock = lock
            let count = CounterStore.shared.count
            #expect(try await widget.tap("IncrementIntent") == .refused, "\(lock)")
            #expect(CounterStore.shared.count == count)
        }
        widget.state.lock = .unlocked
        #expect(try await widget.tap("IncrementIntent") == .ran)
    }

    /// An unknown element is an error naming those there are.
    @Test func anUnknownElementIsNamed() async throws {
        let widget = try await TappableWidget(CounterWidget(), family: .accessoryRectangular)
        do {
            _ = try await widget.tap("Decrement")
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("no button or toggle \"Decrement\"") && "\(error)".contains("IncrementIntent"))
        }
    }

    // MARK: In extension processes

    func bundle() throws -> RemoteBundle {
        try RemoteBundle(
            executable: GlanceProcess.binary("InteractiveWidgets"), limits: ExtensionLimits(deadline: 2), device: Device.builtIn.first { $0.id == "watch-45mm" }!)
    }

    func remote(_ kind: String, in bundle: RemoteBundle) async throws -> TappableWidget {
        let description = try #require(bundle.widgets.first { $0.kind == kind })
        return try await TappableWidget(describing: description, family: .accessoryRectangular)
    }

    /// The intent runs in the widget's extension process: the count there changes, this
    /// process's does not.
    @Test func aBundlesIntentRunsInItsExtension() async throws {
        let bundle = try bundle()
        defer { bundle.stop() }
        let widget = try await remote("Counter", in: bundle)
        let here = CounterStore.shared.count
        #expect(try texts(widget).contains("Glasses 0"))
        #expect(try await widget.tap("IncrementIntent") == .ran)
        #expect(try await widget.tap("IncrementIntent") == .ran)
        #expect(try texts(widget).contains("Glasses 2"))
        #expect(CounterStore.shared.count == here)
    }

    /// A perform() that throws, traps or hangs costs its own widget only: the fault is named,
    /// the widget carries the fault mark, and another widget of the bundle goes on.
    @Test(arguments: [
        ("ThrowingIntent", "the server is offline"), ("TrappingIntent", "Index out of range"), ("HangingIntent", "no answer within 2 s"),
    ])
    func aFaultyIntentIsNamedAndCostsItsSlotOnly(intent: String, says: String) async throws {
        let bundle = try bundle()
        defer { bundle.stop() }
        let faulty = try await remote("Faulty", in: bundle), counter = try await remote("Counter", in: bundle)
        let outcome = try await faulty.tap(intent)
        guard case .failed(let why) = outcome else {
            Issue.record("\(intent): \(outcome)")
            return
        }
        #expect(why.contains(says), "\(why)")
        let record = try #require(bundle.faults.records.last)
        #expect(record.kind == "Faulty" && record.request == "perform", "\(record)")
        #expect(faulty.engine.log.contains { if case .fault(.interactionFailed("\(intent)", _)) = $0.kind { true } else { false } })
        let marked = try faulty.node()
        #expect({ if case .modified(_, .overlay(_, .top)) = marked { true } else { false } }(), "the slot carries the fault mark")
        #expect(try await counter.tap("IncrementIntent") == .ran, "the other widget's extension is unharmed")
    }

    // MARK: The window's session

    /// `tap:SLOT/ELEMENT` as the window types it, and the heads-up display's list.
    @Test func theSessionTapsByNameAndListsElements() async throws {
        let compositor = FaceCompositor(slots: SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer()))
        let device = try #require(Device.builtIn.first { $0.id == "watch-45mm" })
        let faces = Face.showcase(for: [.accessoryRectangular], on: device)
        let session = try EmulatorSession(faces: faces, widgets: [CounterWidget().body.widgetDescription], start: SimulatedClock.referenceDate, compositor: compositor)
        await session.engine.letProvidersAnswer()
        let slot = try #require(session.face.slots.first { $0.family == .accessoryRectangular }).id
        #expect(session.headsUp.contains { $0.contains("\(slot)/IncrementIntent") && $0.contains("\(slot)/MuteIntent") })
        let count = CounterStore.shared.count
        #expect(session.tap(slot: slot, element: "IncrementIntent"))
        for _ in 0..<200 where session.engine.hasRunningInteractions {
            try await Task.sleep(for: .milliseconds(5))
            session.advance(realSeconds: 0)
        }
        await session.engine.letProvidersAnswer()
        session.advance(realSeconds: 0)
        #expect(CounterStore.shared.count == count + 1)
        #expect(session.status.contains("IncrementIntent done"), "\(session.status)")
        #expect(!session.tap(slot: slot, element: "nothing"))
        #expect(session.status.contains("has no button or toggle \"nothing\""))
        session.handle(.reboot)
        #expect(!session.tap(slot: slot, element: "IncrementIntent"))
        #expect(session.status.contains("not run: unlock first"))
    }
}

extension ViewNode {
    /// Whether `test` holds for this node or any inside it.
    func contains(where test: (ViewNode) -> Bool) -> Bool { test(self) || subtrees.contains { $0.contains(where: test) } }
}
