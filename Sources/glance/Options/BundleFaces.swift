import ArgumentParser
import Foundation
import GlanceExtension
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// `glance run --bundle PATH`: a widget bundle built with GlanceKit, its widgets running in
/// extension processes, shown on generated faces or one face per declared preview.
struct BundleOptions: ParsableArguments {
    @OptionGroup var source: BundleSource

    @Flag(name: .long, help: "With --bundle: one face per declared preview.")
    var previews = false

    @Option(name: .long, help: ArgumentHelp("With --bundle: the device to show the widgets on.", valueName: "id"))
    var device: String = "watch-45mm"

    @Option(name: .long, help: ArgumentHelp("With --bundle: set a widget's intent parameter: [SLOT/]KIND.PARAMETER=VALUE (repeatable).", valueName: "setting"))
    var set: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --bundle: the bundle's Swift package folder; saving a Swift file in it rebuilds the bundle and shows the new widgets, keeping the window's face, time, lock and mode.",
            valueName: "dir"))
    var watch: String?

    @Option(name: .long, help: ArgumentHelp("With --watch: the command that builds the bundle (default: swift build --product NAME, in the package folder).", valueName: "command"))
    var rebuild: String?

    func validate() throws {
        if source.bundle == nil, previews { throw ValidationError("--previews needs --bundle") }
        if source.bundle == nil, watch != nil { throw ValidationError("--watch needs --bundle") }
        if watch == nil, rebuild != nil { throw ValidationError("--rebuild needs --watch") }
    }

    /// The bundle's faces and widgets, and the catalogs beside its previews' files.
    @MainActor
    func load() throws -> (faces: [Face], widgets: [WidgetDescription], catalogs: [String], remote: RemoteBundle, settings: IntentSettings)? {
        guard let bundle = source.bundle else { return nil }
        let settings: IntentSettings
        do { settings = try IntentSettings(set) } catch { throw CommandFailure("\(error)") }
        guard let device = Device.named(device) else { throw CommandFailure("unknown device '\(device)'") }
        guard let remote = try source.open(on: device) else { return nil }
        let declared = remote.previews
        let (faces, widgets) =
            previews
            ? Self.previewFaces(declared, on: device)
            : (Face.showcase(for: Set(remote.widgets.flatMap(\.supportedFamilies)), on: device), remote.widgets)
        guard !faces.isEmpty else { throw CommandFailure(previews ? "\(bundle): no previews in a widget family to show" : "\(bundle): no widgets to show") }
        if let unknown = settings.unknownKinds(in: widgets.map { w in var w = w; w.kind = String(w.kind.prefix { $0 != "#" }); return w }).first {
            throw CommandFailure("--set names widget \"\(unknown)\", which the bundle does not have")
        }
        return (faces, widgets, Self.catalogs(beside: declared), remote, settings)
    }

    /// `.xcassets` and `.glanceassets` folders beside the previews' files.
    @MainActor
    static func catalogs(beside previews: [Preview]) -> [String] {
        var found: [String] = []
        for folder in Set(previews.map { ($0.filePath as NSString).deletingLastPathComponent }).filter({ !$0.isEmpty }).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            found += names.filter { $0.hasSuffix(".xcassets") || $0.hasSuffix(".glanceassets") }.sorted().map { "\(folder)/\($0)" }
        }
        return found
    }

    /// `source` with its timelines' entries a minute apart where they share a date (or go back),
    /// the first no later than the request: a preview's `timeline:` often dates every entry
    /// `.now` (a moment after the window's clock started, in the extension), and the window's
    /// → (a minute on) then steps through them one by one, as Xcode's canvas does.
    @MainActor
    static func steppable(_ source: TimelineSource) -> TimelineSource {
        var stepped = TimelineSource(placeholder: source.placeholder, snapshot: source.snapshot) { context, configuration, deliver in
            source.timeline(context, configuration) { result in
                deliver(result.map { AnyTimeline(entries: spread($0.entries, by: 60, from: context.date), policy: $0.policy) })
            }
        }
        stepped.callsBackInHostTime = source.callsBackInHostTime
        return stepped
    }

    /// `entries` each at least `step` seconds after the one before, in their order, the first
    /// no later than `start`.
    static func spread(_ entries: [AnyTimelineEntry], by step: TimeInterval, from start: Date = .distantFuture) -> [AnyTimelineEntry] {
        var result: [AnyTimelineEntry] = []
        if let first = entries.first, first.date > start {
            result.append(AnyTimelineEntry(date: start, relevance: first.relevance, archive: first.archive))
        }
        for entry in entries.dropFirst(result.count) {
            guard let last = result.last, entry.date < last.date.addingTimeInterval(step) else {
                result.append(entry)
                continue
            }
            result.append(AnyTimelineEntry(date: last.date.addingTimeInterval(step), relevance: entry.relevance, archive: entry.archive))
        }
        return result
    }

    /// A face per preview drawn in a family, each slot pinned to the preview's own widget.
    @MainActor
    static func previewFaces(_ previews: [Preview], on device: Device) -> ([Face], [WidgetDescription]) {
        var faces: [Face] = [], widgets: [WidgetDescription] = []
        for (index, preview) in previews.enumerated() {
            guard let family = preview.family, device.families[family] != nil else { continue }
            var widget: WidgetDescription
            switch preview.content {
            case .widget(let w, _, let configuration):
                widget = w
                if let configuration { widget.defaultConfiguration = configuration }
            case .view(_, let archive):
                let entry = AnyTimelineEntry(date: .distantPast, relevance: nil) { archive($0) }
                widget = WidgetDescription(
                    kind: "preview", source: TimelineSource(placeholder: { _ in entry }, snapshot: { _, _, d in d(.success(entry)) },
                        timeline: { _, _, d in d(.success(AnyTimeline(entries: [entry], policy: .never))) }))
            }
            widget.kind = "\(widget.kind)#\(index + 1)"
            widget.supportedFamilies = [family]
            widget.source = Self.steppable(widget.source)
            var face = Face.single(family, on: device, name: "\(index + 1). \(preview.title)")
            face.slots[0].widgetKind = widget.kind
            faces.append(face)
            widgets.append(widget)
        }
        return (faces, widgets)
    }
}
