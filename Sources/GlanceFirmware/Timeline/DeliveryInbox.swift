import GlanceUI
import GlanceWidgets
import Synchronization

/// Where providers' callbacks land, from any thread; the engine takes them on its own turn.
final class DeliveryInbox: Sendable {
    enum Payload: Sendable {
        case timeline(Result<AnyTimeline, TimelineSourceError>)
        case snapshot(Result<AnyTimelineEntry, TimelineSourceError>)
        /// A tapped element's action finished (or failed).
        case performed(InteractiveElement, Result<Void, TimelineSourceError>)
    }

    struct Delivery: Sendable {
        var instance: String
        var token: Int
        var payload: Payload
    }

    private let state = Mutex<(items: [Delivery], waiter: CheckedContinuation<Void, Never>?)>(([], nil))

    func post(_ delivery: Delivery) {
        state.withLock { s in
            s.items.append(delivery)
            defer { s.waiter = nil }
            return s.waiter
        }?.resume()
    }

    func drain() -> [Delivery] {
        state.withLock { s in
            defer { s.items.removeAll() }
            return s.items
        }
    }

    /// Returns once something has been posted and not yet drained (at once if it has).
    func waitForPost() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { s in
                if s.items.isEmpty { s.waiter = c }
                return !s.items.isEmpty
            }
            if ready { c.resume() }
        }
    }
}
