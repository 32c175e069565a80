import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

extension EmulatorSession {
    /// The tints `cycleTint` steps through in accented mode.
    public static let tints: [(name: String, color: Color)] = [
        ("orange", .orange), ("blue", .blue), ("green", .green), ("pink", .pink), ("yellow", .yellow),
    ]

    /// Carries out one command and says what happened in the status line.
    public func handle(_ command: EmulatorCommand) {
        switch command {
        case .lock:
            state.lock = .locked
            status = "locked"
        case .unlock:
            state.lock = .unlocked
            status = "unlocked"
        case .reboot:
            state.lock = .rebootedBeforeFirstUnlock
            status = "rebooted: locked until first unlock"
        case .wrist(let down):
            state.isLuminanceReduced = down
            status = down ? "wrist down: Always On" : "wrist up"
        case .toggleWrist: handle(.wrist(down: !state.isLuminanceReduced))
        case .cycleRenderingMode:
            // The modes this surface offers (a watch: full colour and accented; a Lock Screen: vibrant).
            let modes = device.renderingModes
            state.renderingMode = modes[((modes.firstIndex(of: state.renderingMode) ?? -1) + 1) % modes.count]
            status = "rendering mode: \(state.renderingMode.rawValue)" + (modes.count == 1 ? " (the only mode \(device.name) draws in)" : "")
        case .cycleTint:
            let i = (Self.tints.firstIndex { $0.color == state.tint } ?? -1) + 1
            state.tint = Self.tints[i % Self.tints.count].color
            status = "tint: \(Self.tints[i % Self.tints.count].name)"
                + (state.renderingMode == .accented ? "" : device.renderingModes.contains(.accented) ? " (shows in accented mode: M)" : " (\(device.name) draws no tint)")
        case .togglePause:
            clock.isPaused.toggle()
            // Playing again lets what fell due while scrubbing happen.
            if !clock.isPaused { (engine.settings.holdsReloads, marksSelectedSlot) = (false, false) }
            status = clock.isPaused ? "paused" : "running at \(Int(clock.speed))×"
        case .step(let seconds):
            (engine.settings.holdsReloads, marksSelectedSlot) = (false, false)
            clock.step(by: seconds)
            engine.update()
            status = "time +\(Self.describe(seconds))"
        case .cycleSpeed:
            let speeds = EmulatorCommand.speeds
            clock.speed = speeds[((speeds.firstIndex(of: clock.speed) ?? -1) + 1) % speeds.count]
            status = "speed \(Int(clock.speed))×"
        case .reloadAll:
            engine.widgetCenter.reloadAllTimelines()
            engine.update()
            let left = assignments.keys.compactMap { instance(in: $0)?.budget.remaining }.min()
            status = "asked every widget to reload" + (left.map { "; budget left: \($0 == Int.max ? "unlimited" : String($0))" } ?? "")
        case .scroll(let delta):
            let stacks = face.slots.filter(\.isStack).compactMap { assignments[$0.id] }
            for id in stacks { engine.scroll(id, by: delta) }
            status = stacks.isEmpty ? "no Smart Stack on this face" : "stack: " + stacks.compactMap { engine.stackTop($0) }.joined(separator: ", ")
        case .nextFace: showFace(faceIndex + 1)
        case .previousFace: showFace(faceIndex - 1)
        case .nextDevice:
            let order = (1..<faces.count).map { (faceIndex + $0) % faces.count }
            if let next = order.first(where: { faces[$0].deviceID != face.deviceID }) { showFace(next) } else { status = "every face is on \(device.id)" }
        case .entry(let move): scrub(move)
        case .nextSlot: selectNextSlot()
        }
    }

    /// Says something in the status line.
    public func note(_ message: String) { status = message }

    /// `90 s`, `1 min`, `2 h`: a step as the status line says it.
    nonisolated static func describe(_ seconds: TimeInterval) -> String {
        if seconds >= 3600, seconds.truncatingRemainder(dividingBy: 3600) == 0 { return "\(Int(seconds / 3600)) h" }
        if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60)) min" }
        return "\(Int(seconds)) s"
    }
}
