import Foundation
import GlanceExtension
import GlanceFiles
import GlanceFirmware
import GlanceWidgets

/// A widget a benchmark measures: a ROM's, whose entries are read from the file on each render,
/// or a bundle's, whose timeline its extension answers once per row before measuring, as
/// WidgetKit asks an extension once and then renders its archives.
@MainActor
struct BenchWidget {
    /// The ROM file or bundle program it comes from.
    var path: String
    var kind: String
    var families: [WidgetFamily]
    var protection: WidgetDataProtection
    /// The timeline of a row.
    var entries: (_ family: WidgetFamily, _ device: Device, _ start: Date) async throws -> Timeline

    /// A row's entries, in order, each resolved for rendering when asked (timed as resolve):
    /// one closure for the row, not one per entry.
    struct Timeline {
        var count: Int
        var entry: (_ index: Int) -> AnyTimelineEntry

        var indices: Range<Int> { 0..<count }

        /// Entries resolved already, as an extension archived them.
        init(_ entries: [AnyTimelineEntry]) {
            self.init(count: entries.count) { entries[$0] }
        }

        init(count: Int, entry: @escaping (_ index: Int) -> AnyTimelineEntry) {
            self.count = count
            self.entry = entry
        }
    }

    /// A widget's extension failed to answer: its rows are left out, the rest measured.
    struct Fault: Error, CustomStringConvertible {
        var description: String
    }

    /// A ROM widget: every entry, dated from the request.
    static func rom(_ widget: Rom.Widget, path: String) -> BenchWidget {
        BenchWidget(path: path, kind: widget.kind, families: widget.families, protection: widget.dataProtection) { _, _, start in
            Timeline(count: widget.entries.count) { widget.timelineEntry(widget.entries[$0], from: start) }
        }
    }

    /// A bundle widget with its default configuration, its timeline asked of its extension at
    /// the row's family and device.
    static func bundle(_ widget: WidgetDescription, remote: RemoteBundle) -> BenchWidget {
        BenchWidget(path: remote.executable, kind: widget.kind, families: widget.supportedFamilies, protection: widget.dataProtection) {
            family, device, start in
            guard let size = device.families[family]?.size else { return Timeline([]) }
            remote.device = device
            let context = TimelineProviderContext(family: family, isPreview: false, displaySize: size, date: start)
            // The host's supervision calls back once, within the deadline; `Once` holds to that.
            let answer = Once<Result<AnyTimeline, TimelineSourceError>>()
            widget.source.timeline(context, widget.defaultConfiguration) { answer.finish($0) }
            let result = await answer.value
            let timeline: AnyTimeline
            switch result {
            case .success(let t): timeline = t
            case .failure(let error): throw Fault(description: "the extension gave no timeline: \(error)")
            }
            return Timeline(timeline.entries)
        }
    }
}
