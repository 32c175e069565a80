// The benchmark scenes built as Glance widgets, each the counterpart of one of the plain-C
// reference scenes (`CReferenceScene`): same entry values (`ReferenceEntry`), same fonts,
// colours and sizes (`ReferenceStyle`, `ReferenceGeometry`). Shared by the benchmarks and,
// through a symbolic link, by Tests/GlanceRenderTests (which check that both draw the same
// things), so keep it to the modules both have.
import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

enum GlanceScenes {
    static let device = Device.named("watch-45mm")!
    /// 3 June 2026, 10:09:00 UTC: the face's clock shows 10:09 plus the frame's minutes.
    static let date = Date(timeIntervalSince1970: 1_780_481_340)

    static let geometry = ReferenceGeometry(device)

    static func font(_ d: FontDescriptor) -> Font { .system(size: d.size, weight: d.weight) }

    // MARK: Views

    /// The circular reference as views: a 270° track and value arc (trimmed circles turned so
    /// the gap is at the bottom), the value in the middle and the label below it.
    @MainActor
    static func circular(_ e: ReferenceEntry) -> some View {
        let stroke = StrokeStyle(lineWidth: ReferenceStyle.gaugeLineWidth, lineCap: .round)
        let inset = geometry.circular.width / 2 - ReferenceStyle.gaugeRadius
        return ZStack {
            Circle().trim(from: 0, to: 0.75)
                .stroke(ReferenceStyle.accent.opacity(ReferenceStyle.trackOpacity), style: stroke)
                .rotationEffect(.degrees(135))
            Circle().trim(from: 0, to: 0.75 * e.gaugeValue)
                .stroke(ReferenceStyle.accent, style: stroke)
                .rotationEffect(.degrees(135))
            Text(e.gaugeText).font(font(ReferenceStyle.gaugeText)).foregroundStyle(Color.white)
            Text(e.gaugeLabel).font(font(ReferenceStyle.gaugeLabel)).foregroundStyle(Color.white)
                .offset(y: ReferenceStyle.gaugeLabelOffset)
        }
        .padding(inset)
    }

    /// Three lines: a headline and two body lines, the last one dimmer.
    @MainActor
    static func rectangular(_ e: ReferenceEntry) -> some View {
        VStack(alignment: .leading, spacing: ReferenceStyle.lineSpacing) {
            Text(e.headline).font(font(ReferenceStyle.headline)).foregroundStyle(Color.white)
            Text(e.body).font(font(ReferenceStyle.body)).foregroundStyle(Color.white)
            Text(e.detail).font(font(ReferenceStyle.body)).foregroundStyle(ReferenceStyle.detailColor)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The value in the content circle, and as the corner's `widgetLabel` a capacity gauge whose
    /// end labels the firmware curves along the corner.
    @MainActor
    static func corner(_ e: ReferenceEntry) -> some View {
        Text(e.cornerText).font(font(ReferenceStyle.cornerText)).foregroundStyle(Color.white)
            .widgetLabel {
                Gauge(value: e.cornerValue, in: 0...1) {
                    EmptyView()
                } currentValueLabel: {
                    EmptyView()
                } minimumValueLabel: {
                    Text(e.cornerMinimum).font(font(ReferenceStyle.cornerEnds)).foregroundStyle(Color.white)
                } maximumValueLabel: {
                    Text(e.cornerMaximum).font(font(ReferenceStyle.cornerEnds)).foregroundStyle(Color.white)
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(ReferenceStyle.accent)
            }
    }

    @MainActor
    static func inline(_ e: ReferenceEntry) -> some View {
        Text(e.inline).font(font(ReferenceStyle.inline)).foregroundStyle(Color.white)
    }

    // MARK: Archived entries

    /// `view` archived as a slot of `family` sees it: what the firmware keeps per entry.
    @MainActor
    static func archive<V: View>(_ view: V, family: WidgetFamily) -> ViewNode {
        ViewArchiver.archive(view, in: try! SlotRenderer.environment(for: family, on: device, date: date))
    }

    /// Entry `e` of `family`, archived.
    @MainActor
    static func archive(_ e: ReferenceEntry, family: WidgetFamily) -> ViewNode {
        switch family {
        case .accessoryCircular: archive(circular(e), family: family)
        case .accessoryRectangular: archive(rectangular(e), family: family)
        case .accessoryCorner: archive(corner(e), family: family)
        default: archive(inline(e), family: family)
        }
    }

    /// The 64 entries of `family`'s replay cycle, archived.
    @MainActor
    static func entries(_ family: WidgetFamily) -> [ViewNode] {
        (0..<ReferenceEntry.cycle).map { archive(ReferenceEntry($0), family: family) }
    }

    /// Every family's 64 archived entries.
    @MainActor
    static func allEntries() -> [WidgetFamily: [ViewNode]] {
        Dictionary(uniqueKeysWithValues: [WidgetFamily.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline].map { ($0, entries($0)) })
    }

    // MARK: The face

    static func family(of kind: ReferenceGeometry.Kind) -> WidgetFamily {
        switch kind {
        case .circular: .accessoryCircular
        case .rectangular: .accessoryRectangular
        case .inline: .accessoryInline
        case .corner: .accessoryCorner
        }
    }

    /// The reference face as a Glance `Face`: the same slots, a digital clock where the
    /// reference draws its clock.
    static let face: Face = {
        let g = geometry
        let slots = g.faceSlots.map { slot -> Face.Slot in
            var corner: Corner?
            if case .corner(let c) = slot.kind { corner = c }
            return Face.Slot(id: slot.id, family: family(of: slot.kind), origin: slot.origin, corner: corner)
        }
        return Face(
            name: "Benchmark", deviceID: device.id, background: .color(.black),
            clock: Face.Clock(style: .digital, center: g.clockCenter, size: ReferenceStyle.clockSize, color: .white), tint: .orange,
            slots: slots)
    }()

    /// The date frame `frame` is drawn at (its clock shows entry `frame`'s time).
    static func date(frame: Int) -> Date { date.addingTimeInterval(Double(ReferenceEntry(frame).clockMinutes) * 60) }

    /// What each slot shows in frame `frame` of a first render, by slot id, as
    /// `ReferenceGeometry.firstRenderEntry` says: a new entry in every slot, archived now.
    @MainActor
    static func firstRenderNodes(face: Face, frame: Int) -> [String: ViewNode] {
        Dictionary(
            uniqueKeysWithValues: face.slots.enumerated().map { n, slot in
                (slot.id, archive(geometry.firstRenderEntry(frame: frame, slot: n), family: slot.family))
            })
    }

    /// The slots' content from archived entries by slot id.
    static func content(_ nodes: [String: ViewNode]) -> FaceCompositor.Content {
        { slot in nodes[slot.id].map { ($0, WidgetIdentity(kind: "bench-\(slot.id)")) } }
    }

    /// What each slot shows in frame `frame` of a replay, as `ReferenceGeometry.faceEntry` says.
    static func content(_ entries: [WidgetFamily: [ViewNode]], face: Face, frame: Int) -> FaceCompositor.Content {
        let index = Dictionary(uniqueKeysWithValues: face.slots.enumerated().map { ($1.id, $0) })
        return { slot in
            guard let n = index[slot.id], let nodes = entries[slot.family] else { return nil }
            return (nodes[ReferenceGeometry.faceEntry(frame: frame, slot: n).index], WidgetIdentity(kind: "bench-\(slot.id)"))
        }
    }
}

extension ReferenceGeometry {
    /// The reference sizes of `device`, as Glance's slot renderer uses them.
    init(_ device: Device) {
        self.init(
            screen: device.screenSize, scale: device.scale, displayCornerRadius: device.cornerRadius,
            circular: device.families[.accessoryCircular]!.size, rectangular: device.families[.accessoryRectangular]!.size,
            rectangularMargin: device.families[.accessoryRectangular]!.contentMargin, inline: device.families[.accessoryInline]!.size, cornerContentDiameter: device.families[.accessoryCorner]!.size.width,
            cornerCanvas: try! SlotRenderer.canvasSize(of: .accessoryCorner, on: device).width)
    }
}
