import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Synchronization

/// One fault, with the widget and family it cost an answer.
public struct ExtensionFaultRecord: Hashable, Sendable, CustomStringConvertible {
    /// The widget's kind (for a preview's widget, the kind it declares).
    public var kind: String
    public var family: WidgetFamily?
    /// What was asked: placeholder, snapshot, timeline or preview.
    public var request: String
    public var fault: ExtensionFault

    public var description: String { "\"\(kind)\"\(family.map { " \($0.rawValue)" } ?? ""): \(request): \(fault)" }
}

/// Every fault the host saw, and which extensions are faulted now (their slots carry a mark).
public final class ExtensionFaultLog: Sendable {
    private let state = Mutex<(records: [ExtensionFaultRecord], faulted: Set<String>)>(([], []))

    public init() {}

    /// Every fault so far, in order.
    public var records: [ExtensionFaultRecord] { state.withLock { $0.records } }

    func record(_ record: ExtensionFaultRecord, key: String) {
        state.withLock {
            $0.records.append(record)
            $0.faulted.insert(key)
        }
    }

    func healthy(_ key: String) { _ = state.withLock { $0.faulted.remove(key) } }

    func isFaulted(_ key: String) -> Bool { state.withLock { $0.faulted.contains(key) } }
}

/// The mark a slot shows while its extension is faulted: a yellow warning sign at the top
/// of the slot (the top centre stays inside circular and corner masks).
public enum FaultMark {
    /// `root` filling the slot, with the mark over its top edge.
    @MainActor
    public static func marked(_ root: ViewNode) -> ViewNode {
        let filling = ViewNode.modified(root, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        return .modified(filling, .overlay(badge, alignment: .top))
    }

    @MainActor
    static let badge = ViewArchiver.archive(
        Image(systemName: "exclamationmark.triangle.fill").font(.system(size: 11, weight: .bold)).foregroundStyle(Color.yellow))
}
