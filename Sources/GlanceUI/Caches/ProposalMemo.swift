import GlanceGraphics
/// Answers a layout node gave, by proposal: the first few kept inline (most nodes see only a
/// few proposals, and a layout pass makes many nodes), the rest in an array.
struct ProposalMemo<Value> {
    private var first: (ProposedSize, Value)?
    private var second: (ProposedSize, Value)?
    private var third: (ProposedSize, Value)?
    private var more: [(ProposedSize, Value)] = []

    /// The answer kept for `proposal`, if any.
    subscript(_ proposal: ProposedSize) -> Value? {
        if let first, first.0 == proposal { return first.1 }
        if let second, second.0 == proposal { return second.1 }
        if let third, third.0 == proposal { return third.1 }
        for kept in more where kept.0 == proposal { return kept.1 }
        return nil
    }

    /// Keeps the answer for a proposal that has none yet.
    mutating func keep(_ value: Value, for proposal: ProposedSize) {
        if first == nil {
            first = (proposal, value)
        } else if second == nil {
            second = (proposal, value)
        } else if third == nil {
            third = (proposal, value)
        } else {
            if more.isEmpty { more.reserveCapacity(8) }  // grown once, not at 1, 2, 4 and 8
            more.append((proposal, value))
        }
    }
}
