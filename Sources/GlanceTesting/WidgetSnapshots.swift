import Foundation
import GlanceCairo
import GlanceChecks
import GlanceFirmware
import GlanceGraphics
import GlancePreviews
import GlanceUI
import GlanceText
import GlanceWidgets

/// The family × device × state × entry matrix of a widget, each cell drawn through
/// `SlotRenderer` as the firmware draws the slot, compared with a golden PNG
/// `<directory>/<name>.<family>.<device>.<state>[.<entry>].png`. Every cell is checked, and one
/// failure lists every cell that did not match.
@MainActor
public struct WidgetSnapshots {
    /// The devices checked when none are named: the smallest and largest current watches.
    public static let defaultDevices = ["watch-41mm", "watch-45mm"]

    /// Families to check; `nil` is every family the widget supports.
    public var families: [WidgetFamily]?
    public var devices: [String]
    public var states: [NamedDeviceState]
    public var entries: [EntryChoice]
    public var tolerance: ImageTolerance
    /// The moment the provider is asked for its timeline.
    public var now: Date
    /// Where the goldens are: a folder of the renderer's goldens (`…/__Snapshots__/cairo`)
    /// and a subfolder in it (the test file's name).
    public var directory: String
    public var subfolder: String
    public var record: RecordMode
    /// Where `Image("name")` and `Color("name")` are looked up (asset catalogs).
    public var assets: any AssetSource
    /// The part of every matrix this run checks: `GLANCE_SHARD=i/n` (set on CI runner i of n),
    /// cells split by a stable hash of their golden's name; the whole when unset.
    public var shard: Shard = .whole
    /// Where every run writes its result for `glance report` (`GLANCE_RESULTS`); a run with a
    /// failing cell also writes it beside its failures.
    public var resultsFolder: String?

    public init(
        families: [WidgetFamily]? = nil, devices: [String] = defaultDevices, states: [NamedDeviceState] = NamedDeviceState.standard,
        entries: [EntryChoice] = [.index(0)], tolerance: ImageTolerance = ImageTolerance(), now: Date = SimulatedClock.referenceDate,
        directory: String, subfolder: String, record: RecordMode, assets: any AssetSource = NoAssets()
    ) {
        self.assets = assets
        self.families = families
        self.devices = devices
        self.states = states
        self.entries = entries
        self.tolerance = tolerance
        self.now = now
        self.directory = directory
        self.subfolder = subfolder
        self.record = record
    }

    /// Checks every cell of `widget` (its provider asked at `now`), named `name`.
    public func verify(_ widget: WidgetDescription, named name: String) async throws(SnapshotFailure) {
        let identity = WidgetIdentity(widget)
        var cells: [Cell] = []
        let chosen = try resolvedDevices(), slots = try makeSlots()
        for device in chosen {
            let renderer = makeRenderer(device, slots: slots)
            for family in familiesToCheck(on: device, supportedBy: widget.supportedFamilies) {
                let timeline: [AnyTimelineEntry]
                do {
                    timeline = try await renderer.timeline(of: widget, family: family, configuration: widget.defaultConfiguration)
                } catch { throw SnapshotFailure("\(name): no timeline for \(family) on \(device.id): \(error)") }
                let placeholder = renderer.placeholder(of: widget, family: family)
                cells += try pick(timeline, family: family, device: device).map { entry, date, label in
                    Cell(family: family, device: device, entry: entry, placeholder: placeholder, date: date, entryLabel: label)
                }
            }
        }
        guard !cells.isEmpty else {
            throw SnapshotFailure("\(name): no cell to check; \(widget.kind) supports \(widget.supportedFamilies.map(\.rawValue)), asked for \((families ?? []).map(\.rawValue)) on \(devices)")
        }
        try compare(cells, identity: identity, name: name, slots: slots)
    }

    /// Checks `view` in each of `families` (every one the devices show when `nil`), drawn at `now`.
    public func verify(_ archive: @escaping @MainActor @Sendable (EnvironmentValues) -> ViewNode, named name: String) throws(SnapshotFailure) {
        let now = self.now
        // The view's body sees the matrix's moment as now, as an entry's view sees its date.
        let entry = AnyTimelineEntry(date: now, relevance: nil) { env in WidgetTime.at(now) { archive(env) } }
        var cells: [Cell] = []
        for device in try resolvedDevices() {
            for family in familiesToCheck(on: device) {
                cells.append(Cell(family: family, device: device, entry: entry, placeholder: nil, date: now, entryLabel: nil))
            }
        }
        try compare(cells, identity: WidgetIdentity(kind: name), name: name, slots: try makeSlots())
    }

    /// One family on one device at one entry; states are its columns.
    struct Cell {
        var family: WidgetFamily
        var device: Device
        var entry: AnyTimelineEntry
        var placeholder: AnyTimelineEntry?
        var date: Date
        var entryLabel: String?
    }
}
