/// Answers a layout node already gave, by proposal. A node sees a handful of proposals per
/// layout, so a short list searched in order beats hashing into a dictionary.
struct ProposalMemo<Value> {
    private var proposals: [ProposedSize] = []
    private var values: [Value] = []

    subscript(_ proposal: ProposedSize) -> Value? {
        get {
            for i in proposals.indices where proposals[i] == proposal { return values[i] }
            return nil
        }
        set {
            if let i = proposals.firstIndex(of: proposal) {
                if let newValue { values[i] = newValue } else {
                    proposals.remove(at: i)
                    values.remove(at: i)
                }
            } else if let newValue {
                proposals.append(proposal)
                values.append(newValue)
            }
        }
    }
}
