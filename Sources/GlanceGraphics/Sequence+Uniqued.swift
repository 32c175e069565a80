extension Sequence where Element: Hashable {
    /// The elements without repeats, first occurrences kept in order.
    public func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
