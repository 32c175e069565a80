import Foundation
import GlanceGraphics
import GlanceSimulatedTime
import GlanceUI
import GlanceWidgets
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// The extension role of a widget bundle: answers the host's requests on standard input and
/// output, running the widgets' providers and archiving their views; the host renders.
/// What the widget code prints goes to standard error (standard output carries the protocol).
@MainActor
public struct ExtensionServer {
    public let widgets: [WidgetDescription]
    public let previews: [Preview]
    /// What lays archived views out, so that custom shapes and geometry readers are archived
    /// for the frames they get (`ArchiveSizing`); made on first need.
    private let layout: LazyRenderer

    /// The largest request read, in bytes.
    static let requestLimit = 1 << 20

    /// `measurer` makes the text measurer layout uses (called once, when a view first needs
    /// its laid-out size); without one, views are archived for the space they are expected to fill.
    public init(widgets: [WidgetDescription], previews: [Preview], measurer: (@MainActor () -> (any TextMeasurer)?)? = nil) {
        self.widgets = widgets
        self.previews = previews
        self.layout = LazyRenderer(measurer)
    }

    /// `WireEntry(…)` archived with sizing for a slot of `environment`'s size.
    private func wireEntry(
        date: Date, relevance: TimelineEntryRelevance?, environment: WireEnvironment, archive: (EnvironmentValues) -> ViewNode
    ) -> WireEntry {
        let sizing = ArchiveSizing(canvas: environment.size) { [layout] in layout.renderer }
        return ArchiveSizing.with(sizing) { WireEntry(date: date, relevance: relevance, environment: environment, archive: archive) }
    }

    /// Serves until the host closes the pipe; returns the exit status.
    public func serve() async -> Int32 {
        SimulatedWallClock.install()
        let output = FileDescriptor(rawValue: dup(1))
        dup2(2, 1)
        let input = FileDescriptor.standardInput
        while true {
            let body: [UInt8]
            do {
                body = try ExtensionFrame.read(from: input, limit: Self.requestLimit)
            } catch ExtensionFrame.ReadError.closed {
                return 0
            } catch {
                FileHandle.standardError.write(Data("extension: unreadable request (\(error))\n".utf8))
                return 1
            }
            let response: ExtensionResponse
            do {
                let request = try ExtensionFrame.decode(ExtensionRequest.self, from: body)
                // Widget code on any thread of this process sees the request's moment as now.
                if let date = request.date {
                    response = await WidgetTime.everywhere(at: date) { await answer(request) }
                } else {
                    response = await answer(request)
                }
            } catch {
                response = .failed("the extension could not read the request: \(error)")
            }
            let bytes: [UInt8]
            do {
                bytes = try ExtensionFrame.encode(response)
            } catch {
                bytes = (try? ExtensionFrame.encode(ExtensionResponse.failed("the extension could not encode its answer: \(error)"))) ?? []
            }
            do { try ExtensionFrame.write(bytes, to: output) } catch { return 1 }
        }
    }

    /// The answer to one request.
    public func answer(_ request: ExtensionRequest) async -> ExtensionResponse {
        do {
            switch request {
            case .describe:
                return .described(describe())
            case .placeholder(let r):
                let (widget, _) = try resolve(r)
                let entry = widget.source.placeholder(context(r))
                return .entry(wireEntry(date: entry.date, relevance: entry.relevance, environment: r.environment, archive: entry.archive))
            case .snapshot(let r):
                let (widget, configuration) = try resolve(r)
                let once = Once<Result<AnyTimelineEntry, TimelineSourceError>>()
                widget.source.snapshot(context(r), configuration) { once.finish($0) }
                let entry = try await once.value.get()
                return .entry(wireEntry(date: entry.date, relevance: entry.relevance, environment: r.environment, archive: entry.archive))
            case .timeline(let r):
                let (widget, configuration) = try resolve(r)
                let once = Once<Result<AnyTimeline, TimelineSourceError>>()
                widget.source.timeline(context(r), configuration) { once.finish($0) }
                let timeline = try await once.value.get()
                return .timeline(
                    WireTimeline(
                        entries: timeline.entries.map { wireEntry(date: $0.date, relevance: $0.relevance, environment: r.environment, archive: $0.archive) },
                        policy: timeline.policy))
            case .perform(let action, let r):
                guard case .intent(let type, let parameters) = action else { throw TimelineSourceError("a data action reached a Swift widget") }
                // A restarted process knows no intent types until a view naming them is made: the
                // widget's placeholder is archived in the slot's environment first.
                if !IntentTypes.knows(type) {
                    let (widget, _) = try resolve(r)
                    let entry = widget.source.placeholder(context(r))
                    _ = wireEntry(date: entry.date, relevance: entry.relevance, environment: r.environment, archive: entry.archive)
                }
                do {
                    try await IntentTypes.perform(type, parameters: parameters)
                } catch let error as IntentPerformError {
                    throw TimelineSourceError(error.description)
                } catch {
                    throw TimelineSourceError("\(IntentTypes.shortName(type)).perform() threw \(error)")
                }
                return .performed
            case .previewView(let index, let environment, let date):
                guard previews.indices.contains(index), case .view(_, let archive) = previews[index].content else {
                    throw TimelineSourceError("no view preview \(index + 1)")
                }
                return .entry(wireEntry(date: date, relevance: nil, environment: environment, archive: archive))
            }
        } catch let error as TimelineSourceError {
            return .failed(error.description)
        } catch {
            return .failed("\(error)")
        }
    }

    private func context(_ r: WidgetRequest) -> TimelineProviderContext {
        TimelineProviderContext(family: r.environment.family ?? .accessoryCircular, isPreview: r.isPreview, displaySize: r.environment.size, date: r.date)
    }

    /// The widget a request names, and its configuration with the request's values set.
    private func resolve(_ r: WidgetRequest) throws -> (WidgetDescription, any WidgetConfigurationIntent) {
        let widget: WidgetDescription
        var configuration: (any WidgetConfigurationIntent)?
        switch r.target {
        case .kind(let kind):
            guard let w = widgets.first(where: { $0.kind == kind }) else { throw TimelineSourceError("the bundle has no widget \"\(kind)\"") }
            widget = w
        case .preview(let index):
            guard previews.indices.contains(index), case .widget(let w, _, let c) = previews[index].content else {
                throw TimelineSourceError("no widget preview \(index + 1)")
            }
            (widget, configuration) = (w, c)
        }
        var base = configuration ?? widget.defaultConfiguration
        if let i = r.recommendation {
            let recommended = widget.recommendations()
            guard recommended.indices.contains(i) else { throw TimelineSourceError("\"\(widget.kind)\" has no recommendation \(i + 1)") }
            base = recommended[i].intent
        }
        // Values the base already holds are not set again: a SiriKit intent can be set not at all.
        let current = Dictionary(base.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        let changed = r.parameters.filter { current[$0.key] != $0.value }
        guard !changed.isEmpty else { return (widget, base) }
        do {
            return (widget, try base.configured(changed))
        } catch {
            throw TimelineSourceError(error.description)
        }
    }

    private func describe() -> BundleDescription {
        BundleDescription(
            widgets: widgets.map(Self.wire),
            previews: previews.map { p in
                var wire = WirePreview(name: p.name, fileID: p.fileID, line: p.line, filePath: p.filePath, family: p.family)
                if case .widget(let w, _, let c) = p.content {
                    wire.widget = Self.wire(w)
                    wire.configuration = c.map { Dictionary($0.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }) }
                }
                return wire
            })
    }

    static func wire(_ w: WidgetDescription) -> WireWidget {
        WireWidget(
            kind: w.kind, displayName: w.displayName, description: w.description, families: w.supportedFamilies,
            dataProtection: w.dataProtection, contentMarginsDisabled: w.contentMarginsDisabled,
            containerBackgroundRemovable: w.containerBackgroundRemovable,
            parameters: w.defaultConfiguration.parameters.map { WireParameter(name: $0.name, title: $0.title, value: $0.value, choices: $0.choices) },
            recommendations: w.recommendations().map { r in
                WireRecommendation(description: r.description, values: Dictionary(r.intent.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }))
            }, declaresFamilies: w.declaresFamilies)
    }
}
