import Synchronization

/// Cells checked so far, counted from any core as the runner checks them, for a progress
/// line that a log gets while one widget takes a while.
public final class CheckProgress: Sendable {
    private let cells = Atomic<Int>(0)

    public init() {}

    /// Cells checked since the run began.
    public var cellsChecked: Int { cells.load(ordering: .relaxed) }

    func add(_ n: Int) { cells.add(n, ordering: .relaxed) }
}
