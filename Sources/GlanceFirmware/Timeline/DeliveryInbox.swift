import GlanceWidgets
import Synchronization

/// Where providers' callbacks land, from any thread; the engine takes them on its own turn.
final class DeliveryInbox: Sendable {
    enum Payload: Sendable {
        case timeline(Result<AnyTimeline, TimelineSourceError>)
        case snapshot(Result<AnyTimelineEntry, TimelineSourceError>)
    }

    struct Delivery: Sendable {
        var instance: String
        var token: Int
        var payload: Payload
    }

    private let items = Mutex<[Delivery]>([])

    func post(_ delivery: Delivery) { items.withLock { $0.append(delivery) } }

    func drain() -> [Delivery] {
        items.withLock { items in
            defer { items.removeAll() }
            return items
        }
    }
}
