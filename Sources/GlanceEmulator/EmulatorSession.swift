import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// A device running faces with widgets on a simulated clock: what the emulator window shows,
/// driven by commands and real time, and drawable headless. Holds no window and no C library.
@MainActor
public final class EmulatorSession {
    public private(set) var faces: [Face]
    public let devices: [Device]
    public private(set) var widgets: [WidgetDescription]
    public let clock: SimulatedClock
    public private(set) var engine: TimelineEngine
    public private(set) var faceIndex = 0
    public var state = DeviceState()
    /// The last thing worth telling the person, for the status line.
    public internal(set) var status = ""
    /// The slot whose timeline the scrubber shows and steps through (Tab, a click).
    public internal(set) var selectedSlotID: String?
    /// Whether the window outlines the selected slot: after Tab and while scrubbing, until play
    /// or a step moves time on.
    public internal(set) var marksSelectedSlot = false
    /// Which widget instance (or Smart Stack) each slot of the current face shows.
    public private(set) var assignments: [String: String] = [:]
    let compositor: FaceCompositor
    var images: [String: Bitmap]
    /// Slot images kept between frames: only slots whose content changed are drawn again.
    public let slotCache = SlotCache()
    /// Parameter values set from outside (the command line) for a slot's widget, over the
    /// slot's own `parameters`: (slot id, widget kind) → name → text.
    public var parameterOverrides: (_ slot: String, _ kind: String) -> [String: String] = { _, _ in [:] }
    /// Parameters that could not be set, as the status line reports them.
    public private(set) var configurationProblems: [String] = []
    /// What placing the widgets left out (a full Smart Stack), for the status line.
    public private(set) var placementNotes: [String] = []

    /// `widgets` fill the slots of each face in turn (every widget that fits a stack slot joins it).
    public init(
        faces: [Face], devices: [Device] = Device.builtIn, widgets: [WidgetDescription], start: Date, compositor: FaceCompositor,
        images: [String: Bitmap] = [:]
    ) throws(EmulatorError) {
        guard !faces.isEmpty else { throw EmulatorError("no face to show") }
        for face in faces where !devices.contains(where: { $0.id == face.deviceID }) {
            throw EmulatorError("face \"\(face.name)\" needs device \"\(face.deviceID)\", which is not known")
        }
        (self.faces, self.devices, self.widgets, self.compositor, self.images) = (faces, devices, widgets, compositor, images)
        clock = SimulatedClock(start: start)
        engine = TimelineEngine(clock: clock, widgetCenter: WidgetCenter())
        showFace(0)
    }

    public var face: Face { faces[faceIndex] }
    public var device: Device { devices.first { $0.id == face.deviceID }! }

    /// Places the widgets on face `index`, replacing what the last face had. A face shown anew
    /// starts in its own tint; the same face placed again (files reloaded) keeps the one chosen.
    func showFace(_ index: Int, keepingTint: Bool = false) {
        faceIndex = (index % faces.count + faces.count) % faces.count
        if !keepingTint { state.tint = face.tint }
        // A surface draws only in its own modes: a Lock Screen starts vibrant, a watch in full colour.
        if !device.renderingModes.contains(state.renderingMode) { state.renderingMode = device.renderingModes[0] }
        engine = TimelineEngine(clock: clock, settings: engine.settings, widgetCenter: WidgetCenter())
        assignments = [:]
        configurationProblems = []
        placementNotes = []
        var next: [WidgetFamily: Int] = [:]
        for slot in face.slots {
            let fitting = widgets.filter { $0.supportedFamilies.contains(slot.family) && (slot.widgetKind == nil || $0.kind == slot.widgetKind) }
            guard !fitting.isEmpty else { continue }
            let size = (try? SlotRenderer.metrics(of: slot.family, on: device).size) ?? Size(width: 50, height: 50)
            if slot.isStack {
                // A stack holds at most `SmartStack.capacity` widgets: the first ones that fit join it, and the status says so.
                let joining = fitting.prefix(SmartStack.capacity)
                if fitting.count > joining.count {
                    placementNotes.append(
                        "\(slot.id): \(fitting.count) widgets fit; a Smart Stack holds \(SmartStack.capacity), so the first \(joining.count) joined")
                }
                let members = joining.map { engine.place($0, family: slot.family, id: "\(slot.id)/\($0.kind)", displaySize: size).id }
                do {
                    try engine.makeStack(id: slot.id, members: members)
                    assignments[slot.id] = slot.id
                } catch {
                    configurationProblems.append("\(slot.id): \(error)")
                }
            } else {
                let n = next[slot.family, default: 0]
                next[slot.family] = n + 1
                let widget = fitting[n % fitting.count]
                assignments[slot.id] =
                    engine.place(widget, family: slot.family, id: slot.id, configuration: configuration(of: widget, in: slot), displaySize: size).id
            }
        }
        engine.update()
        if selectedSlotID.map({ assignments[$0] == nil }) ?? true { selectedSlotID = face.slots.first { assignments[$0.id] != nil }?.id }
        status = configurationProblems.first ?? placementNotes.first ?? "\(face.name) · \(device.id) · \(assignments.count)/\(face.slots.count) slots"
    }

    /// The widget's default configuration with the slot's parameters and the overrides set, or
    /// nil when none are; a value that cannot be set is reported and left at its default.
    func configuration(of widget: WidgetDescription, in slot: Face.Slot) -> (any WidgetConfigurationIntent)? {
        let values = slot.parameters.merging(parameterOverrides(slot.id, widget.kind)) { _, override in override }
        guard !values.isEmpty else { return nil }
        let intent = widget.defaultConfiguration.copy()
        for (name, text) in values.sorted(by: { $0.key < $1.key }) {
            do { try intent.setParameter(name, to: text) } catch { configurationProblems.append("\(slot.id): \(error)") }
        }
        return intent
    }

    /// New faces and widgets (files changed on disk): placed again at the same time, state and face.
    public func replace(faces: [Face], widgets: [WidgetDescription]) throws(EmulatorError) {
        guard !faces.isEmpty else { throw EmulatorError("no face to show") }
        for face in faces where !devices.contains(where: { $0.id == face.deviceID }) {
            throw EmulatorError("face \"\(face.name)\" needs device \"\(face.deviceID)\", which is not known")
        }
        (self.faces, self.widgets) = (faces, widgets)
        showFace(faceIndex, keepingTint: true)
    }

    /// The widget instance a slot shows now (a stack shows its top member).
    public func instance(in slotID: String) -> WidgetInstance? {
        guard let id = assignments[slotID] else { return nil }
        if let top = engine.stackTop(id) { return engine.instance(top) }
        return engine.instance(id)
    }

    /// Lets `realSeconds` of wall time pass at the clock's speed, and runs the firmware.
    public func advance(realSeconds: TimeInterval) {
        clock.tick(realSeconds: realSeconds)
        let logged = engine.log.count
        engine.update()
        if let news = interactionNews(since: logged) { status = news }
    }

    /// Draws the current face as the device shows it now.
    public func frame() throws -> Bitmap {
        let now = clock.now
        let device = self.device
        let state = self.state
        return try compositor.compose(face, on: device, state: state, date: now, images: images, cache: slotCache) { slot in
            guard let instance = self.instance(in: slot.id) else { return nil }
            let widget = WidgetIdentity(instance.widget)
            let env = try self.compositor.slots.slotEnvironment(for: slot.family, on: device, date: now, state: state, widget: widget)
            return (instance.interaction.drawing(instance.entry(at: now).archive(env)), widget)
        }
    }
}

/// Why a session could not start or a command could not be carried out.
public struct EmulatorError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
