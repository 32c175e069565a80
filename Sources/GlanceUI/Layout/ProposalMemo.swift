/// Answers a layout node already gave, by proposal. A node sees a handful of proposals per
/// layout, so a short list searched in order beats hashing into a dictionary.
struct ProposalMemo<Value> {
    private var proposals: [ProposedSize] = []
    private var values: [Value] = []

    /// The answer kept for `proposal`, if any.
    subscript(_ proposal: ProposedSize) -> Value? {
        for i in proposals.indices where proposals[i] == proposal { return values[i] }
        return nil
    }

    /// Keeps the answer for a proposal that has none yet.
    mutating func keep(_ value: Value, for proposal: ProposedSize) {
        proposals.append(proposal)
        values.append(value)
    }
}
