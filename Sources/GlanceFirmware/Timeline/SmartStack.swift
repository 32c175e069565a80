import Foundation

/// Up to ten widgets sharing one slot: the most relevant shows, unless the user scrolled.
public struct SmartStack: Sendable {
    public static let capacity = 10

    public let id: String
    public let members: [String]
    var choice: (index: Int, until: Date)?
    var shown: String?
}

/// Why a stack could not be made.
public enum SmartStackError: Error, CustomStringConvertible, Equatable {
    case tooManyWidgets(Int)
    case unknownWidget(String)

    public var description: String {
        switch self {
        case .tooManyWidgets(let n): "a Smart Stack holds at most \(SmartStack.capacity) widgets, not \(n)"
        case .unknownWidget(let id): "no placed widget '\(id)' to stack"
        }
    }
}

extension TimelineEngine {
    /// Stacks placed widgets in one slot.
    public func makeStack(id: String, members: [String]) throws(SmartStackError) {
        guard members.count <= SmartStack.capacity else { throw .tooManyWidgets(members.count) }
        if let missing = members.first(where: { instance($0) == nil }) { throw .unknownWidget(missing) }
        stacks.append(SmartStack(id: id, members: members))
        updateStacks()
    }

    /// The widget a stack shows now.
    public func stackTop(_ id: String) -> String? {
        guard let stack = stacks.first(where: { $0.id == id }), !stack.members.isEmpty else { return nil }
        if let choice = stack.choice, choice.until > now { return stack.members[choice.index] }
        var best = stack.members[0]
        var bestScore = relevance(best)
        for member in stack.members.dropFirst() {
            let score = relevance(member)
            if score > bestScore { (best, bestScore) = (member, score) }
        }
        return best
    }

    /// Scrolls a stack as the crown does, holding the choice for a while.
    public func scroll(_ id: String, by delta: Int) {
        guard let i = stacks.firstIndex(where: { $0.id == id }), !stacks[i].members.isEmpty else { return }
        let members = stacks[i].members
        let current = stackTop(id).flatMap { members.firstIndex(of: $0) } ?? 0
        let index = ((current + delta) % members.count + members.count) % members.count
        stacks[i].choice = (index, now.addingTimeInterval(settings.stackHold))
        updateStacks()
    }

    /// The relevance score of a widget's entry now (0 outside its window or without one).
    func relevance(_ id: String) -> Float {
        guard let instance = instance(id), !instance.entries.isEmpty else { return 0 }
        let entry = instance.entry(at: now)
        guard let r = entry.relevance, entry.date <= now, let end = relevanceWindowEnd(id), now < end else { return 0 }
        return r.score
    }

    /// When the relevance of a widget's current entry runs out.
    func relevanceWindowEnd(_ id: String) -> Date? {
        guard let instance = instance(id), !instance.entries.isEmpty else { return nil }
        let entry = instance.entry(at: now)
        guard let r = entry.relevance else { return nil }
        if r.duration > 0 { return entry.date.addingTimeInterval(r.duration) }
        return instance.nextEntryDate(after: now) ?? .distantFuture
    }

    func updateStacks() {
        for i in stacks.indices {
            // A choice ends when its hold runs out, or when time went back to before it was made.
            if let choice = stacks[i].choice, choice.until <= now || choice.until.addingTimeInterval(-settings.stackHold) > now {
                stacks[i].choice = nil
            }
            let top = stackTop(stacks[i].id)
            if top != stacks[i].shown {
                stacks[i].shown = top
                if let top { record(stacks[i].id, .stackShows(instance: top)) }
            }
        }
    }
}
