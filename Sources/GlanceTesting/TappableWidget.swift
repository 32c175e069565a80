import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceSimulatedTime
import GlanceText
import GlanceUI
import GlanceWidgets

/// A widget placed in one slot of a device and played on a simulated clock, for tests that tap
/// its buttons and toggles and look at what it draws before and after, as the emulator window
/// does (docs/interactive.md). Its intents are performed in this process (a widget of a
/// `RemoteBundle` performs them in its extension).
///
///     @Test func theCounterCounts() async throws {
///         let widget = try await TappableWidget(CounterWidget(), family: .accessoryRectangular)
///         let before = try widget.frame()
///         #expect(try await widget.tap("IncrementIntent") == .ran)
///         #expect(try widget.frame() != before)
///     }
@MainActor
public final class TappableWidget {
    /// What a tap led to.
    public enum Outcome: Equatable, Sendable, CustomStringConvertible {
        /// The action ran and the timeline was reloaded (or held back by the budget).
        case ran
        /// The device is locked: nothing ran.
        case refused
        /// The action failed: why, as the firmware's fault log names it.
        case failed(String)

        public var description: String {
            switch self {
            case .ran: "ran"
            case .refused: "refused while the device is locked"
            case .failed(let why): "failed: \(why)"
            }
        }
    }

    public let device: Device
    public let family: WidgetFamily
    public let clock: SimulatedClock
    public let engine: TimelineEngine
    /// The device state frames are drawn and taps are judged in.
    public var state = DeviceState()
    /// How long (real time) a tap waits for its action and reload before it counts as hung.
    public var patience: Duration = .seconds(20)
    let slots: SlotRenderer
    let instanceID = "slot"

    /// Places `widget` in a slot of `family` on `device` (a built-in device's id) at `date`, and
    /// waits for its first timeline.
    public convenience init<W: Widget>(
        _ widget: W, family: WidgetFamily, device: String = "watch-45mm", at date: Date = SimulatedClock.referenceDate
    ) async throws {
        try await self.init(describing: widget.body.widgetDescription, family: family, device: device, at: date)
    }

    /// Places a described widget (a Swift widget's, a ROM's or a remote bundle's).
    public init(describing widget: WidgetDescription, family: WidgetFamily, device: String = "watch-45mm", at date: Date = SimulatedClock.referenceDate) async throws {
        SimulatedWallClock.install()
        guard let found = Device.builtIn.first(where: { $0.id == device }) else { throw TappableWidgetError("no built-in device \"\(device)\"") }
        self.device = found
        self.family = family
        clock = SimulatedClock(start: date)
        clock.isPaused = true
        engine = TimelineEngine(clock: clock, widgetCenter: WidgetCenter())
        do { slots = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer()) } catch { throw TappableWidgetError("could not load the fonts: \(error)") }
        let size = try SlotRenderer.metrics(of: family, on: found).size
        engine.place(widget, family: family, id: instanceID, displaySize: size)
        await engine.letProvidersAnswer()
    }

    var instance: WidgetInstance { engine.instance(instanceID)! }

    /// The entry shown now, archived in the slot's environment, as the firmware draws it
    /// (tapped toggles in their new state, pending content faded).
    public func node() throws -> ViewNode {
        let identity = WidgetIdentity(instance.widget)
        let env = try slots.slotEnvironment(for: family, on: device, date: clock.now, state: state, widget: identity)
        return instance.interaction.drawing(instance.entry(at: clock.now).archive(env))
    }

    /// The slot as the device shows it now.
    public func frame() throws -> Bitmap {
        try slots.render(try node(), family: family, device: device, date: clock.now, state: state, widget: WidgetIdentity(instance.widget)).bitmap
    }

    /// The widget's buttons and toggles now, with their names and frames on the slot's canvas.
    public func targets() throws -> [InteractiveTarget] {
        let node = try node()
        let layout = try slots.layout(node, family: family, device: device, date: clock.now, state: state, widget: WidgetIdentity(instance.widget))
        return InteractiveTarget.targets(in: node, placed: layout.layout.root)
    }

    /// Starts a tap on the element `name` (its name, or its place from 1) without waiting for
    /// it, so a test can look at the frame while the action runs; `finish()` waits.
    public func startTap(_ name: String) throws -> Outcome? {
        let targets = try targets()
        guard let target = InteractiveTarget.named(name, in: targets) else {
            throw TappableWidgetError("\(instance.widget.kind) has no button or toggle \"\(name)\"; it has: \(targets.map(\.name))")
        }
        return try start(target)
    }

    /// Starts a tap at `point` on the slot's canvas; throws when no button or toggle is there.
    public func startTap(at point: Point) throws -> Outcome? {
        guard let target = InteractiveTarget.at(point, in: try targets()) else { throw TappableWidgetError("no button or toggle at \(point)") }
        return try start(target)
    }

    private func start(_ target: InteractiveTarget) throws -> Outcome? {
        guard state.allowsInteraction else { return .refused }
        logged = engine.log.count
        engine.perform(target.element, in: instanceID)
        return nil
    }

    private var logged = 0

    /// Waits (at most `patience`) for running actions and the reloads they cause.
    public func finish() async -> Outcome {
        let end = ContinuousClock.now + patience
        engine.update()
        while engine.hasRunningInteractions {
            guard ContinuousClock.now < end else { return .failed("still running after \(patience)") }
            try? await Task.sleep(for: .milliseconds(5))
            engine.update()
        }
        await engine.letProvidersAnswer()
        for event in engine.log.dropFirst(logged) {
            if case .fault(.interactionFailed(_, let why)) = event.kind { return .failed(why) }
        }
        return .ran
    }

    /// Taps the element `name` and waits for its action and the reload.
    @discardableResult
    public func tap(_ name: String) async throws -> Outcome {
        if let refused = try startTap(name) { return refused }
        return await finish()
    }

    /// Taps at `point` on the slot's canvas and waits.
    @discardableResult
    public func tap(at point: Point) async throws -> Outcome {
        if let refused = try startTap(at: point) { return refused }
        return await finish()
    }

    /// Reloads left in the widget's budget today.
    public var budgetLeft: Int { instance.budget.remaining }
}

/// Why a `TappableWidget` could not be made or tapped.
public struct TappableWidgetError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
