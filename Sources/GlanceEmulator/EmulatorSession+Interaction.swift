import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension EmulatorSession {
    /// What the slot's widget shows now, as the firmware draws it: its entry archived in the
    /// slot's environment, with tapped toggles in their new state and pending content faded.
    func shownNode(_ slot: Face.Slot, _ instance: WidgetInstance) throws -> ViewNode {
        let widget = WidgetIdentity(instance.widget)
        let env = try compositor.slots.slotEnvironment(for: slot.family, on: device, date: clock.now, state: state, widget: widget)
        return instance.interaction.drawing(instance.entry(at: clock.now).archive(env))
    }

    /// The buttons and toggles of the widget in `slotID`, with their frames on its canvas.
    public func interactiveTargets(in slotID: String) -> [InteractiveTarget] {
        guard let slot = face.slots.first(where: { $0.id == slotID }), let instance = instance(in: slotID),
            let node = try? shownNode(slot, instance)
        else { return [] }
        guard !node.interactiveElements.isEmpty else { return [] }
        let layout = try? compositor.slots.layout(
            node, family: slot.family, device: device, date: clock.now, corner: slot.corner ?? .topLeading, state: state,
            widget: WidgetIdentity(instance.widget))
        return InteractiveTarget.targets(in: node, placed: layout?.layout.root)
    }

    /// A tap on the element `name` (or its place, from 1) of the slot's widget, as a script or
    /// test types `tap:SLOT/ELEMENT`. Says in the status line what happened; returns whether
    /// the element's action started.
    @discardableResult
    public func tap(slot slotID: String, element name: String) -> Bool {
        guard face.slots.contains(where: { $0.id == slotID }), instance(in: slotID) != nil else {
            status = "no widget in slot \"\(slotID)\"; slots: " + face.slots.filter { assignments[$0.id] != nil }.map(\.id).joined(separator: ", ")
            return false
        }
        let targets = interactiveTargets(in: slotID)
        guard let target = InteractiveTarget.named(name, in: targets) else {
            status = "\(slotID) has no button or toggle \"\(name)\"" + (targets.isEmpty ? " (it has none)" : "; it has: " + targets.map(\.name).joined(separator: ", "))
            return false
        }
        return run(target, in: slotID)
    }

    /// Runs `target` of the widget in `slotID`, unless the device is locked.
    func run(_ target: InteractiveTarget, in slotID: String) -> Bool {
        guard face.slots.contains(where: { $0.id == slotID }), let instance = instance(in: slotID) else { return false }
        selectedSlotID = slotID
        let kind = instance.widget.kind
        guard state.allowsInteraction else {
            status = "\(kind): \(target.name) not run: unlock first (L); a locked device asks for authentication"
            return false
        }
        let logged = engine.log.count
        engine.perform(target.element, in: instance.id)
        engine.update()
        let toggled = instance.interaction.state(of: target.element).map { target.element.control == .toggle ? ($0 ? " (now on)" : " (now off)") : "" } ?? ""
        // An action in this process may be done already.
        status = interactionNews(since: logged) ?? "\(kind): \(target.name) runs\(toggled); its timeline reloads when it is done"
        return true
    }

    /// What the last finished or failed action of the slot's widget says, for the status line
    /// once it is done: a failure is named with its reason, as provider faults are.
    public func interactionNews(since count: Int) -> String? {
        for event in engine.log.dropFirst(count).reversed() {
            switch event.kind {
            case .interactionFinished(let element): return "\(event.subject): \(element) done; reloading (budget left: \(budgetLeft(event.subject)))"
            case .fault(.interactionFailed(let element, let why)): return "\(event.subject): \(element) failed: \(why)"
            default: continue
            }
        }
        return nil
    }

    private func budgetLeft(_ id: String) -> String {
        guard let left = engine.instance(id)?.budget.remaining else { return "?" }
        return left == Int.max ? "unlimited" : String(left)
    }
}
