import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// A widget bundle run as WidgetKit runs one: in extension processes of its own, one per widget
/// kind (and per view preview), so one widget's crash, hang or runaway memory costs only its
/// own slot. Its widgets and previews look like local ones to the firmware, checks and
/// previews; their providers run in the extension, and what comes back is archives.
@MainActor
public final class RemoteBundle {
    public let executable: String
    public let limits: ExtensionLimits
    /// The device requests are archived for (sizes, scale, asset idiom).
    public var device: Device
    public let faults = ExtensionFaultLog()
    public let description: BundleDescription
    private var processes: [String: (process: ExtensionProcess, queue: DispatchQueue)] = [:]
    private var previewArchives: [PreviewArchiveKey: WireEntry] = [:]

    private struct PreviewArchiveKey: Hashable {
        var index: Int
        var environment: WireEnvironment
        var date: Date
    }

    /// Starts the extension once to list the bundle; throws when it cannot answer that.
    public init(executable: String, limits: ExtensionLimits = ExtensionLimits(), device: Device) throws(ExtensionFault) {
        (self.executable, self.limits, self.device) = (executable, limits, device)
        let lister = ExtensionProcess(executable: executable, arguments: ["extension"], name: "extension", limits: limits)
        defer { lister.stop() }
        let answer = lister.ask(.describe, deadline: limits.requestDeadline, memoryLimit: Int.max)
        guard case .described(let d) = try answer.get() else { throw .protocolError("the extension did not describe itself") }
        description = d
    }

    /// Stops every extension process.
    public func stop() {
        for (process, queue) in processes.values { queue.sync { process.stop() } }
        processes = [:]
    }

    /// The bundle's widgets, their providers in extensions.
    public var widgets: [WidgetDescription] { description.widgets.map { widget($0, target: .kind($0.kind)) } }

    /// The bundle's previews, drawn from archives the extensions make.
    public var previews: [Preview] {
        description.previews.enumerated().map { index, p in
            let content: Preview.Content
            if let w = p.widget, let family = p.family {
                let configuration = p.configuration.map { values in RemoteConfiguration(declared: Self.parameters(w), values: values) }
                content = .widget(widget(w, target: .preview(index)), family: family, configuration: configuration)
            } else {
                content = .view(family: p.family) { [self] env in previewView(index, family: p.family, env: env) }
            }
            var preview = Preview(name: p.name, content: content)
            (preview.fileID, preview.line, preview.filePath) = (p.fileID, p.line, p.filePath)
            return preview
        }
    }

    private static func parameters(_ w: WireWidget) -> [IntentParameterInfo] {
        w.parameters.map { IntentParameterInfo(name: $0.name, title: $0.title, value: $0.value, choices: $0.choices) }
    }

    private func widget(_ w: WireWidget, target: WidgetTarget) -> WidgetDescription {
        let key: String
        switch target {
        case .kind(let kind): key = "kind:\(kind)"
        case .preview(let i): key = "preview:\(i)"
        }
        let kind = w.kind
        var source = TimelineSource(
            placeholder: { [self] context in
                let request = self.request(target, context, configuration: nil, marginsDisabled: w.contentMarginsDisabled)
                switch self.ask(key, .placeholder(request), kind: kind, family: context.family, what: "placeholder", deadline: limits.placeholderDeadline) {
                case .success(.entry(let e)): return Self.entry(e, key: key, faults: self.faults)
                default: return self.faultEntry(context.date)
                }
            },
            snapshot: { [self] context, configuration, deliver in
                let request = self.request(target, context, configuration: configuration, marginsDisabled: w.contentMarginsDisabled)
                self.ask(key, .snapshot(request), kind: kind, family: context.family, what: "snapshot") { [self] result in
                    switch result {
                    case .success(.entry(let e)): deliver(.success(Self.entry(e, key: key, faults: self.faults)))
                    case .success: deliver(.failure(TimelineSourceError("the extension answered a snapshot with something else")))
                    case .failure(let fault): deliver(.failure(TimelineSourceError(fault.description)))
                    }
                }
            },
            timeline: { [self] context, configuration, deliver in
                let request = self.request(target, context, configuration: configuration, marginsDisabled: w.contentMarginsDisabled)
                self.ask(key, .timeline(request), kind: kind, family: context.family, what: "timeline") { [self] result in
                    switch result {
                    case .success(.timeline(let t)): deliver(.success(AnyTimeline(entries: t.entries.map { Self.entry($0, key: key, faults: self.faults) }, policy: t.policy)))
                    case .success: deliver(.failure(TimelineSourceError("the extension answered a timeline with something else")))
                    case .failure(let fault): deliver(.failure(TimelineSourceError(fault.description)))
                    }
                }
            })
        source.callsBackInHostTime = true
        var d = WidgetDescription(kind: w.kind, source: source)
        // A tap's action runs in the widget's extension, within the request deadline: one that
        // throws, traps or hangs is a fault of this widget's, recorded and marked like a provider's.
        d.perform = { [self] action, context, deliver in
            let request = self.request(target, context, configuration: nil, marginsDisabled: w.contentMarginsDisabled)
            self.ask(key, .perform(action, widget: request), kind: kind, family: context.family, what: "perform") { result in
                switch result {
                case .success(.performed): deliver(.success(()))
                case .success: deliver(.failure(TimelineSourceError("the extension answered a tap with something else")))
                case .failure(let fault): deliver(.failure(TimelineSourceError(fault.description)))
                }
            }
        }
        d.displayName = w.displayName
        d.description = w.description
        d.supportedFamilies = w.families
        d.declaresFamilies = w.declaresFamilies
        d.dataProtection = w.dataProtection
        d.contentMarginsDisabled = w.contentMarginsDisabled
        d.containerBackgroundRemovable = w.containerBackgroundRemovable
        let parameters = Self.parameters(w)
        d.defaultConfiguration = RemoteConfiguration(declared: parameters)
        let recommendations = w.recommendations
        d.recommendations = {
            recommendations.enumerated().map { i, r in
                WidgetRecommendation(intent: RemoteConfiguration(declared: parameters, values: r.values, recommendation: i), description: r.description)
            }
        }
        return d
    }

    /// A request for `target` in the slot `context` describes, on this bundle's device, for a
    /// widget that may have disabled content margins.
    private func request(
        _ target: WidgetTarget, _ context: TimelineProviderContext, configuration: (any WidgetConfigurationIntent)?, marginsDisabled: Bool
    ) -> WidgetRequest {
        var env =
            (try? SlotRenderer.environment(for: context.family, on: device, date: context.date, contentMarginsDisabled: marginsDisabled))
            ?? EnvironmentValues()
        env.geometryFrame = env.contentFrame(in: Size(context.displaySize))
        let values = Dictionary((configuration?.parameters ?? []).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        return WidgetRequest(
            target: target, date: context.date, isPreview: context.isPreview, parameters: values,
            recommendation: (configuration as? RemoteConfiguration)?.recommendation, environment: WireEnvironment(env, family: context.family))
    }

    /// A received entry as the firmware draws it: the variant its environment asks for, with
    /// the fault mark while the extension is faulted.
    nonisolated private static func entry(_ wire: WireEntry, key: String, faults: ExtensionFaultLog) -> AnyTimelineEntry {
        AnyTimelineEntry(date: wire.date, relevance: wire.relevance) { env in
            let root = wire.root(for: env)
            return faults.isFaulted(key) ? FaultMark.marked(root) : root
        }
    }

    /// What a slot shows when the extension gave not even a placeholder.
    private func faultEntry(_ date: Date) -> AnyTimelineEntry {
        AnyTimelineEntry(date: date, relevance: nil) { _ in .modified(.empty, .overlay(FaultMark.badge, alignment: .center)) }
    }

    /// A view preview's archive, asked for once per environment: the firmware archives the
    /// shown view on every draw, and a view preview does not change between draws.
    private func previewView(_ index: Int, family: WidgetFamily?, env: EnvironmentValues) -> ViewNode {
        let key = "preview:\(index)"
        let wire = WireEnvironment(env, family: family)
        let cacheKey = PreviewArchiveKey(index: index, environment: wire, date: env.renderDate)
        if let kept = previewArchives[cacheKey] { return kept.root(for: env) }
        let kind = description.previews[index].fileID + ":\(description.previews[index].line)"
        switch ask(key, .previewView(index: index, environment: wire, date: env.renderDate), kind: kind, family: family, what: "preview", deadline: limits.placeholderDeadline) {
        case .success(.entry(let e)):
            previewArchives[cacheKey] = e
            return e.root(for: env)
        default: return .modified(.empty, .overlay(FaultMark.badge, alignment: .center))
        }
    }

    // MARK: Asking

    private func channel(_ key: String) -> (process: ExtensionProcess, queue: DispatchQueue) {
        if let found = processes[key] { return found }
        let made = (ExtensionProcess(executable: executable, arguments: ["extension"], name: key, limits: limits), DispatchQueue(label: "glance.extension.\(key)"))
        processes[key] = made
        return made
    }

    private var memoryLimit: Int { device.assetIdiom == .watch ? limits.watchMemory : limits.phoneMemory }

    /// Asks and waits (for placeholders and view previews, which the firmware needs at once).
    private func ask(
        _ key: String, _ request: ExtensionRequest, kind: String, family: WidgetFamily?, what: String, deadline: Duration
    ) -> Result<ExtensionResponse, ExtensionFault> {
        let (process, queue) = channel(key)
        let limit = memoryLimit
        let result = queue.sync { process.ask(request, deadline: deadline, memoryLimit: limit) }
        note(result, key: key, kind: kind, family: family, what: what)
        return result
    }

    /// Asks on the extension's queue and calls back from there.
    private func ask(
        _ key: String, _ request: ExtensionRequest, kind: String, family: WidgetFamily?, what: String,
        then: @escaping @Sendable (Result<ExtensionResponse, ExtensionFault>) -> Void
    ) {
        let (process, queue) = channel(key)
        let (deadline, limit, faults) = (limits.requestDeadline, memoryLimit, self.faults)
        queue.async {
            let result = process.ask(request, deadline: deadline, memoryLimit: limit)
            Self.note(result, key: key, kind: kind, family: family, what: what, in: faults)
            then(result)
        }
    }

    private func note(_ result: Result<ExtensionResponse, ExtensionFault>, key: String, kind: String, family: WidgetFamily?, what: String) {
        Self.note(result, key: key, kind: kind, family: family, what: what, in: faults)
    }

    nonisolated private static func note(
        _ result: Result<ExtensionResponse, ExtensionFault>, key: String, kind: String, family: WidgetFamily?, what: String, in faults: ExtensionFaultLog
    ) {
        switch result {
        case .success: faults.healthy(key)
        case .failure(let fault): faults.record(ExtensionFaultRecord(kind: kind, family: family, request: what, fault: fault), key: key)
        }
    }
}
