import Foundation
import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Draws previews as the canvas shows them: a widget preview once per entry of its timeline,
/// each in every chosen state, on one device; a view preview once per state.
@MainActor
public struct PreviewRenderer {
    /// One drawn picture of a preview.
    public struct Frame {
        /// The entry's position in the timeline (0 for view previews).
        public var entry: Int
        public var date: Date?
        public var state: PreviewState
        public var bitmap: Bitmap
        public var warnings: [String]
        /// Why the timeline could not be had, when the frame shows the placeholder instead.
        public var fault: String? = nil
    }

    public var device: Device
    public var slots: SlotRenderer
    /// The date a view preview and a provider's request see.
    public var now: Date
    /// How long a provider may take to deliver its timeline (host time).
    public var timeout: Duration = .seconds(10)

    public init(device: Device, slots: SlotRenderer, now: Date) {
        self.device = device
        self.slots = slots
        self.now = now
    }

    /// Every frame of `preview`, entries in timeline order, states in the order given.
    public func frames(of preview: Preview, states: [PreviewState]) async throws -> [Frame] {
        switch preview.content {
        case .widget(let widget, let family, let configuration):
            let identity = WidgetIdentity(widget)
            let placeholder = self.placeholder(of: widget, family: family)
            // A provider that fails leaves the placeholder, as a slot shows it (marked, when the
            // widget runs in an extension that failed).
            var entries: [AnyTimelineEntry]
            var fault: String?
            do {
                entries = try await timeline(of: widget, family: family, configuration: configuration ?? widget.defaultConfiguration)
            } catch {
                (entries, fault) = ([placeholder], "\(error)")
            }
            var frames: [Frame] = []
            for (index, entry) in entries.enumerated() {
                for state in states {
                    let result = try slots.render(
                        entry: entry, placeholder: placeholder, widget: identity, family: family, device: device, state: state.deviceState(on: device))
                    frames.append(Frame(entry: index, date: entry.date, state: state, bitmap: result.bitmap, warnings: result.layout.warnings, fault: fault))
                }
            }
            return frames
        case .view(let family, let archive):
            return try states.map { state in
                let s = state.deviceState(on: device)
                if let family {
                    let env = try SlotRenderer.environment(for: family, on: device, date: now, state: s, widget: WidgetIdentity())
                    let result = try slots.render(archive(env), family: family, device: device, date: now, state: s)
                    return Frame(entry: 0, date: nil, state: state, bitmap: result.bitmap, warnings: result.layout.warnings)
                }
                var env = EnvironmentValues()
                env.renderDate = now
                env.displayScale = device.scale
                env.isLuminanceReduced = s.isLuminanceReduced
                env.deviceScreen = device.screen
                // Hidden as a widget's view is in this state: before the first unlock a
                // placeholder, when locked its privacy-sensitive parts.
                let identity = WidgetIdentity()
                let redaction = s.redaction(for: identity.kind, protection: identity.protection)
                if redaction == .placeholder { env.redactionReasons = .placeholder }
                // At the size the view asks for within the screen, as `sizeThatFits` shows it.
                let node = archive(env), renderer = ViewRenderer(measurer: slots.measurer)
                let fitted = renderer.render(node, in: device.screenSize, environment: env, redaction: redaction).root.frame.size
                let size = Size(width: max(1, fitted.width.rounded(.up)), height: max(1, fitted.height.rounded(.up)))
                let layout = renderer.render(node, in: size, environment: env, redaction: redaction)
                var bitmap = try slots.rasterizer.rasterize(layout.displayList, scale: device.scale, background: .black)
                if s.isLuminanceReduced { bitmap = bitmap.dimmed(by: device.alwaysOnBrightness) }
                return Frame(entry: 0, date: nil, state: state, bitmap: bitmap, warnings: layout.warnings)
            }
        }
    }

    /// The widget's placeholder for `family`: what a slot shows when the firmware redacts it to a placeholder.
    public func placeholder(of widget: WidgetDescription, family: WidgetFamily) -> AnyTimelineEntry {
        widget.source.placeholder(context(family, widget))
    }

    private func context(_ family: WidgetFamily, _ widget: WidgetDescription) -> TimelineProviderContext {
        let size = (try? SlotRenderer.metrics(of: family, on: device).size) ?? Size(width: 50, height: 50)
        return TimelineProviderContext(family: family, isPreview: true, displaySize: size, date: now)
    }

    /// The widget's timeline, as its preview declares it or its provider gives it.
    public func timeline(of widget: WidgetDescription, family: WidgetFamily, configuration: any WidgetConfigurationIntent) async throws
        -> [AnyTimelineEntry]
    {
        let delivery = Once<Result<AnyTimeline, TimelineSourceError>>()
        widget.source.timeline(context(family, widget), configuration) { result in delivery.finish(result) }
        guard let result = await delivery.value(within: timeout) else {
            throw PreviewError("the timeline of \"\(widget.kind)\" did not arrive within \(timeout)")
        }
        switch result {
        case .success(let timeline):
            guard !timeline.entries.isEmpty else { throw PreviewError("\"\(widget.kind)\" gave an empty timeline") }
            return timeline.entries.sorted { $0.date < $1.date }
        case .failure(let error):
            throw PreviewError("\"\(widget.kind)\": \(error.description)")
        }
    }
}
