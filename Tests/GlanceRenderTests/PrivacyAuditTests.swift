import Foundation
import GlanceFirmware
import GlanceSamples
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

/// Records the display list that reaches it instead of drawing: what the audit inspects.
final class CapturingRasterizer: Rasterizer {
    var lists: [DisplayList] = []
    func rasterize(_ list: DisplayList, scale: Double, background: Color) throws -> Bitmap {
        lists.append(list)
        return Bitmap(width: 1, height: 1)
    }
}

/// Text content of an archived tree, split by whether it sits under a privacy marker.
func texts(in node: ViewNode, at date: Date, into found: inout [(String, Bool)]) {
    found += node.texts(at: date).map { ($0.text, $0.sensitive) }
}

/// Problems found in a display list for what the policy promised.
func audit(_ list: DisplayList, policy: RedactionPolicy, secrets: Set<String>) -> [String] {
    var problems: [String] = []
    func walk(_ items: [DisplayItem], _ sensitive: Bool) {
        for item in items {
            switch item {
            case .text(let run):
                if policy == .placeholder { problems.append("glyphs '\(run.text)' drawn under a placeholder policy") }
                if policy == .hideSensitive && sensitive { problems.append("glyphs '\(run.text)' from sensitive content") }
                if policy != .none, let leak = secrets.first(where: { !$0.isEmpty && run.text.contains($0) }) { problems.append("secret '\(leak)' drawn") }
            case .image:
                if policy == .placeholder || (policy == .hideSensitive && sensitive) { problems.append("image from hidden content") }
            case .group(let g): walk(g.items, sensitive || g.tag == .privacySensitive)
            case .fill, .stroke: break
            }
        }
    }
    walk(list.items, false)
    return problems
}

/// A widget hiding secrets in every place a corner can put them.
struct HostileCorner: View {
    @Environment(\.redactionReasons) var reasons
    var body: some View {
        ZStack {
            Text("SECRET-content").unredacted()
            Text(reasons.isEmpty ? "SECRET-plain" : "SECRET-knows").overlay { Text("SECRET-overlay") }
        }
        .widgetLabel { Text("SECRET-label").unredacted() }
        .privacySensitive()
    }
}

struct HostileCurved: View {
    var body: some View { Text("SECRET-curved").widgetCurvesContent().privacySensitive() }
}

struct HostileGaugeLabel: View {
    var body: some View {
        Text("ok").widgetLabel {
            Gauge(value: 0.4) { Text("SECRET-g") } currentValueLabel: { Text("SECRET-v") } minimumValueLabel: { Text("SECRET-min") } maximumValueLabel: { Text("SECRET-max") }
        }
        .privacySensitive()
    }
}

@MainActor
@Suite struct PrivacyAuditTests {
    let device = Device.named("watch-45mm")!

    static let states: [DeviceState] = LockState.allCases.flatMap { lock in
        [false, true].flatMap { dim in WidgetRenderingMode.allCases.map { DeviceState(lock: lock, isLuminanceReduced: dim, renderingMode: $0) } }
    }

    /// Renders `view` in every state and protection level and audits each display list.
    func auditEverywhere(_ makeView: () -> AnyView, kind: String, family: WidgetFamily, secretsOnly extra: Set<String> = []) throws -> (checked: Int, problems: [String]) {
        var problems: [String] = []
        var checked = 0
        for protection in WidgetDataProtection.allCases {
            for state in Self.states {
                let capture = CapturingRasterizer()
                let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: capture)
                let widget = WidgetIdentity(kind: kind, protection: protection)
                let policy = state.redaction(for: kind, protection: protection)
                let env = try SlotRenderer.environment(for: family, on: device, date: Gallery.now, state: state, redaction: .none)
                var found: [(String, Bool)] = []
                texts(in: ViewArchiver.archive(makeView(), in: env), at: Gallery.now, into: &found)
                let open = Set(found.filter { !$0.1 }.map(\.0))
                let secrets = Set(found.filter { $0.1 }.map(\.0)).subtracting(open).union(extra)
                _ = try renderer.render(makeView(), family: family, device: device, date: Gallery.now, state: state, widget: widget)
                for list in capture.lists {
                    problems += audit(list, policy: policy, secrets: policy == .placeholder ? Set(found.map(\.0)).union(extra) : secrets)
                        .map { "\(kind) \(family) \(state.lock) \(protection) \(state.renderingMode)\(state.isLuminanceReduced ? " AOD" : ""): \($0)" }
                    checked += 1
                }
            }
        }
        return (checked, problems)
    }

    @Test(arguments: Gallery.items.map(\.id))
    func galleryComplicationsLeakNothingWhenLocked(_ id: String) throws {
        let item = Gallery.items.first { $0.id == id }!
        for family in item.families {
            let (checked, problems) = try auditEverywhere(item.makeView, kind: id, family: family)
            #expect(checked == 72)
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
    }

    @Test func sampleWidgetEntriesLeakNothingWhenLocked() async throws {
        let archive = await WidgetArchiver(device: device, variants: [EnvironmentVariant(isLuminanceReduced: false, colorScheme: .dark)])
            .archive(SampleWidgets().widgetDescriptions, start: Gallery.now, span: 3600)
        var audited = 0
        for widget in archive.widgets {
            for timeline in widget.timelines {
                for entry in timeline.reloads.flatMap(\.entries) {
                    let node = entry.views[0].root
                    let (checked, problems) = try auditEverywhere({ AnyView(NodeView(node)) }, kind: widget.kind, family: timeline.family)
                    audited += checked
                    #expect(problems.isEmpty, "\(problems.prefix(5))")
                }
            }
        }
        #expect(audited > 500)
    }

    @Test(arguments: [WidgetFamily.accessoryCorner, .accessoryCircular, .accessoryRectangular])
    func hostileWidgetsLeakNothingWhenLocked(_ family: WidgetFamily) throws {
        let secrets: Set<String> = ["SECRET"]
        for (name, view) in [("corner", { AnyView(HostileCorner()) }), ("curved", { AnyView(HostileCurved()) }), ("gauge", { AnyView(HostileGaugeLabel()) })] as [(String, () -> AnyView)] {
            let (_, problems) = try auditEverywhere(view, kind: "hostile-\(name)", family: family, secretsOnly: secrets)
            #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
        }
    }

    @Test func theAuditItselfCatchesALeak() {
        let run = TextRun(text: "SECRET-x", font: FixedAdvanceTextMeasurer.face, size: 10, origin: .zero, glyphs: [], paint: .color(.white), width: 0)
        let leaky = DisplayList(size: Size(width: 10, height: 10), items: [.group(DisplayGroup(tag: .privacySensitive, items: [.text(run)]))])
        #expect(audit(leaky, policy: .hideSensitive, secrets: []).count == 1)
        #expect(audit(leaky, policy: .placeholder, secrets: []).count == 1)
        #expect(audit(DisplayList(size: .zero, items: [.text(run)]), policy: .hideSensitive, secrets: ["SECRET"]).count == 1)
        #expect(audit(leaky, policy: .none, secrets: ["SECRET"]).isEmpty)
    }
}

