import GlanceGraphics
/// One archiving of a widget's view, as WidgetKit renders it after its appearance: each view's
/// `@State` kept by the view's place in the tree, and the `onAppear` actions met, each run once.
/// After the first archive the actions run, and the view is archived again with the state they
/// set (a GeometryReader's size stored in state, as ring widgets do); at most a few rounds.
///
/// A session is current (task-local) only inside `ViewArchiver.archive`, which runs on the main
/// actor, so everything it holds is touched by one thread: hence `@unchecked Sendable`, which a
/// task-local value needs.
final class ArchiveSession: @unchecked Sendable {
    /// The session of the archiving in progress on this task, if any.
    @TaskLocal static var current: ArchiveSession?

    /// A custom view's place among its parent's: its type and how many of that type came before.
    struct Step: Hashable {
        var type: ObjectIdentifier
        var index: Int
    }

    /// Where something is kept: the views entered to reach it, and its own name there.
    struct Place: Hashable {
        var path: [Step]
        var name: String
    }

    /// State boxes by place.
    private var states: [Place: AnyObject] = [:]
    private var path: [Step] = []
    /// Per view entered: how many children of each type, actions and sized views met so far.
    private var met: [(types: [ObjectIdentifier: Int], actions: Int, sized: Int)] = [([:], 0, 0)]
    /// Appearance actions met in this round, and the places whose action has run.
    private var pending: [(place: Place, action: () -> Void)] = []
    private var ran: Set<Place> = []

    /// Enters a custom view of type `type`, for the places of its state and actions.
    func enter(_ type: ObjectIdentifier) {
        let n = met[met.count - 1].types[type, default: 0]
        met[met.count - 1].types[type] = n + 1
        path.append(Step(type: type, index: n))
        met.append(([:], 0, 0))
    }

    func exit() {
        path.removeLast()
        met.removeLast()
    }

    /// Starts a new round: places are counted afresh.
    func restart() {
        path = []
        met = [([:], 0, 0)]
        assumed = [:]
    }

    /// The state box kept as `name` in the current view, made by `make` the first time.
    func box(_ name: String, make: () -> AnyObject) -> AnyObject {
        let place = Place(path: path, name: name)
        if let kept = states[place] { return kept }
        let made = make()
        states[place] = made
        return made
    }

    /// Notes an `onAppear` action met in the current view.
    func appear(_ action: @escaping () -> Void) {
        let n = met[met.count - 1].actions
        met[met.count - 1].actions = n + 1
        pending.append((Place(path: path, name: "onAppear#\(n)"), action))
    }

    /// Forgets the actions met this round (the round is archived again before they run).
    func discardAppearances() { pending = [] }

    /// Runs the actions met whose place has not run one yet; whether any ran.
    func runAppearances() -> Bool {
        let due = pending.filter { ran.insert($0.place).inserted }
        pending = []
        for item in due { item.action() }
        return !due.isEmpty
    }

    // MARK: Views drawn from their size

    /// Keys of the places of views drawn from their size (custom shapes, geometry readers),
    /// stable across rounds.
    private var keys: [Place: Int] = [:]
    /// The frames layout gave those views, by key, the last time the tree was laid out.
    private var laidOut: [Int: Rect] = [:]
    /// The frames they were archived for in this round.
    private(set) var assumed: [Int: Rect] = [:]

    /// The key of the next view drawn from its size in the current view, and the frame to
    /// archive it for: where layout put it last time, else `expected`.
    func sizedFrame(expected: Rect) -> (key: Int, frame: Rect) {
        let n = met[met.count - 1].sized
        met[met.count - 1].sized = n + 1
        let place = Place(path: path, name: "sized#\(n)")
        let key = keys[place] ?? keys.count
        keys[place] = key
        let frame = laidOut[key] ?? expected
        assumed[key] = frame
        return (key, frame)
    }

    /// Takes the frames a layout of this round's tree gave; whether any view was archived
    /// for a size other than the one it got, so the tree must be archived again.
    func takeLayout(_ frames: [Int: Rect]) -> Bool {
        var changed = false
        for (key, frame) in frames {
            guard let was = assumed[key] else { continue }
            if abs(was.width - frame.width) > 0.01 || abs(was.height - frame.height) > 0.01 { changed = true }
            laidOut[key] = frame
        }
        return changed
    }

    /// Whether this round archived any view drawn from its size.
    var hasSizedViews: Bool { !assumed.isEmpty }
}
