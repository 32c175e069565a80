import Foundation

/// Everything a wrist and a finger do to the device, and what the emulator's keys ask for.
public enum EmulatorCommand: Hashable, Sendable {
    case lock, unlock
    /// Restart: locked and not yet unlocked since.
    case reboot
    /// Wrist down (Always On) or up.
    case wrist(down: Bool)
    case toggleWrist
    case cycleRenderingMode, cycleTint
    case togglePause
    /// Moves simulated time on by this many seconds.
    case step(TimeInterval)
    case cycleSpeed
    /// Asks every widget to reload, as `WidgetCenter.reloadAllTimelines()` does.
    case reloadAll
    /// Turns the crown over the Smart Stack slots: positive scrolls down.
    case scroll(Int)
    case nextFace, previousFace
    /// The next face on another device.
    case nextDevice
    /// Goes to an entry of the selected slot's timeline: the clock is set to its date, earlier
    /// or later, and play pauses (a scrub).
    case entry(EntryMove)
    /// Selects the next slot with a widget: the one whose timeline the scrubber shows.
    case nextSlot

    /// Which entry `entry` goes to, from the one shown now.
    public enum EntryMove: Hashable, Sendable {
        case previous, next, first, last
    }

    /// The speeds `cycleSpeed` steps through.
    public static let speeds: [Double] = [1, 60, 3600]
}
