import Foundation
import Synchronization

/// A placed widget, as `getCurrentConfigurations` reports it.
public struct WidgetInfo: Sendable, Hashable {
    public let kind: String
    public let family: WidgetFamily

    package init(kind: String, family: WidgetFamily) {
        self.kind = kind
        self.family = family
    }
}

/// The app's line to the system's widgets: ask for reloads, learn what is placed. Requests are
/// queued for each running firmware, which takes them in order on its own clock.
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()

    /// A request the app made.
    public enum Request: Hashable, Sendable {
        case reload(kind: String)
        case reloadAll
    }

    private struct State {
        var queues: [UInt64: [Request]] = [:]
        var nextID: UInt64 = 0
        var placed: [WidgetInfo] = []
    }

    private let state = Mutex(State())

    public init() {}

    public func reloadTimelines(ofKind kind: String) { broadcast(.reload(kind: kind)) }
    public func reloadAllTimelines() { broadcast(.reloadAll) }

    /// The widgets placed right now, across every running firmware.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(state.withLock { $0.placed }))
    }

    /// The widgets placed right now.
    public var currentConfigurations: [WidgetInfo] { state.withLock { $0.placed } }

    private func broadcast(_ request: Request) {
        state.withLock { s in
            for id in s.queues.keys { s.queues[id]!.append(request) }
        }
    }

    /// A firmware's subscription: its own queue of requests.
    package func subscribe() -> UInt64 {
        state.withLock { s in
            s.nextID += 1
            s.queues[s.nextID] = []
            return s.nextID
        }
    }

    package func unsubscribe(_ id: UInt64) { _ = state.withLock { $0.queues.removeValue(forKey: id) } }

    /// The requests made since the last call, in order.
    package func drain(_ id: UInt64) -> [Request] {
        state.withLock { s in
            let pending = s.queues[id] ?? []
            s.queues[id] = []
            return pending
        }
    }

    /// Records what a firmware has placed (replacing what it reported before).
    package func publish(_ placed: [WidgetInfo], replacing old: [WidgetInfo]) {
        state.withLock { s in
            for info in old { if let i = s.placed.firstIndex(of: info) { s.placed.remove(at: i) } }
            s.placed += placed
        }
    }
}
