import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Composes a face into one display frame: background, clock, every slot's widget (laid out by
/// the slot renderer in the device state), the display's shape as a mask, Always On dimming
/// of the whole frame, and the panel's palette.
public struct FaceCompositor {
    public let slots: SlotRenderer

    public init(slots: SlotRenderer) { self.slots = slots }

    /// What a slot shows: an archived view and which widget it is, or nothing.
    public typealias Content = (Face.Slot) throws -> (node: ViewNode, widget: WidgetIdentity)?

    /// Draws one frame; with a `cache`, slots whose content did not change are not laid out again,
    /// and the rasterizer draws only from the first slot that changed.
    public func compose(
        _ face: Face, on device: Device, state: DeviceState, date: Date, images: [String: Bitmap] = [:], cache: SlotCache? = nil,
        content: Content
    ) throws -> Bitmap {
        // The tint is the state's: a face's own `tint` is where the state starts (the emulator's T
        // key and `glance face` set it), so a tint chosen on the device is never overwritten here.
        let faceState = state
        // The frame starts black: a black background needs no painting.
        var items: [DisplayItem] = face.background == .color(.black) ? [] : [background(face.background, device, images)]
        cache?.lastFrame = (0, 0)
        // Every slot is laid out in the device state and drawn straight onto the frame, in its
        // place and clipped to its canvas, as if painted from a picture of its own: one surface,
        // one read-back. Slots are not dimmed one by one: the whole frame is, once.
        for slot in face.slots {
            guard let (node, widget) = try content(slot) else { continue }
            // Only the slot's display list is used: the frame is rasterized whole, below.
            let layout = {
                try slots.layout(
                    node, family: slot.family, device: device, date: date, corner: slot.corner ?? .topLeading, state: faceState,
                    widget: widget
                ).layout.displayList
            }
            let drawing = try cache?.drawing(for: slot, on: device, node: node, widget: widget, state: faceState, date: date, layout: layout)
                ?? layout()
            // Slots sit on whole device pixels, so their text and edges fall as in a slot of their own.
            let x = (slot.origin.x * device.scale).rounded() / device.scale, y = (slot.origin.y * device.scale).rounded() / device.scale
            items.append(.group(DisplayGroup(
                transform: AffineTransform(translationX: x, y: y), clip: Path(rect: Rect(size: drawing.size)), items: drawing.items)))
        }
        // The clock goes on top: an analog face's hands sweep over its subdials.
        if let clock = face.clock { items += self.clock(clock, date: date, dimmed: state.isLuminanceReduced) }
        // The display's shape: black painted over everything outside it. Unlike a clip, this
        // leaves the slots to be painted straight onto the frame.
        if let outside = device.outsideOutline { items.append(.fill(outside, .color(.black), .evenOdd)) }
        let list = DisplayList(size: device.screenSize, items: items)
        // Drawn from the first item that changed since the last frame of this face, and not at
        // all when nothing did, unless the state's frames stand alone (locked, before the first
        // unlock, Always On): those are drawn on a canvas of their own, with nothing kept from
        // earlier frames. The panel's dimming and palette are applied once per picture.
        let raw =
            state.drawsFramesAlone
            ? try slots.rasterizer.rasterize(list, scale: device.scale, background: .black)
            : try slots.rasterizer.rasterize(list, scale: device.scale, background: .black, retainingAs: "face/\(device.id)/\(face.name)")
        let panel = PanelOutput(dimming: state.isLuminanceReduced ? device.alwaysOnBrightness : nil, palette: device.palette)
        // A panel that neither dims nor quantizes shows the frame as drawn: nothing to keep.
        if panel.dimming == nil && panel.palette == nil { return raw }
        if let kept = cache?.lastOutput, kept.panel == panel, kept.raw == raw { return kept.shown }
        var frame = raw
        if let dimming = panel.dimming { frame = frame.dimmed(by: dimming) }
        if let palette = panel.palette { frame = frame.quantized(to: palette) }
        cache?.lastOutput = (raw, panel, frame)
        return frame
    }

    private func background(_ b: Face.Background, _ device: Device, _ images: [String: Bitmap]) -> DisplayItem {
        let all = Rect(size: device.screenSize)
        switch b {
        case .color(let c): return .fill(Path(rect: all), .color(c))
        case .gradient(let top, let bottom):
            return .fill(Path(rect: all), .linearGradient(LinearGradientPaint(
                stops: [GradientStop(color: top, location: 0), GradientStop(color: bottom, location: 1)],
                start: Point(x: 0, y: 0), end: Point(x: 0, y: all.height))))
        case .image(let name):
            guard let bitmap = images[name] else { return .fill(Path(rect: all), .color(.black)) }
            return .image(ImageItem(bitmap: bitmap, rect: all))
        }
    }

    /// The face's own clock: digits, or a dial with hands (no second hand in Always On).
    private func clock(_ clock: Face.Clock, date: Date, dimmed: Bool) -> [DisplayItem] {
        let c = Calendar.glanceDefault.dateComponents([.hour, .minute, .second], from: date)
        let (h, m, s) = (Double(c.hour ?? 0), Double(c.minute ?? 0), Double(c.second ?? 0))
        switch clock.style {
        case .digital:
            let text = "\((Int(h) + 11) % 12 + 1):\(Int(m) < 10 ? "0" : "")\(Int(m))"
            let font = FontDescriptor(size: clock.size, weight: .semibold, monospacedDigit: true)
            let shaped = slots.measurer.shape(text, font: font)
            let origin = Point(x: clock.center.x - shaped.width / 2, y: clock.center.y + shaped.metrics.capHeight / 2)
            return [.text(TextRun(
                text: text, font: shaped.face, size: shaped.size, origin: origin,
                glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
                paint: .color(clock.color), width: shaped.width))]
        case .analog:
            let r = clock.size / 2
            var items: [DisplayItem] = []
            for tick in 0..<12 {
                let a = Double(tick) / 12 * 2 * .pi - .pi / 2
                let inner = tick % 3 == 0 ? r * 0.82 : r * 0.9
                var p = Path()
                p.move(to: Point(x: clock.center.x + inner * cos(a), y: clock.center.y + inner * sin(a)))
                p.addLine(to: Point(x: clock.center.x + r * cos(a), y: clock.center.y + r * sin(a)))
                items.append(.stroke(p, .color(clock.color.opacity(0.7)), StrokeStyle(lineWidth: tick % 3 == 0 ? 2.5 : 1.2, lineCap: .round)))
            }
            func hand(_ turns: Double, _ length: Double, _ width: Double, _ color: Color) -> DisplayItem {
                let a = turns * 2 * .pi - .pi / 2
                var p = Path()
                p.move(to: clock.center)
                p.addLine(to: Point(x: clock.center.x + length * cos(a), y: clock.center.y + length * sin(a)))
                return .stroke(p, .color(color), StrokeStyle(lineWidth: width, lineCap: .round))
            }
            items.append(hand((h.truncatingRemainder(dividingBy: 12) + m / 60) / 12, r * 0.5, 4, clock.color))
            items.append(hand((m + s / 60) / 60, r * 0.78, 3, clock.color))
            if !dimmed { items.append(hand(s / 60, r * 0.85, 1.2, .orange)) }
            items.append(.fill(Path(ellipseIn: Rect(x: clock.center.x - 3, y: clock.center.y - 3, width: 6, height: 6)), .color(clock.color)))
            return items
        }
    }
}

extension Device {
    /// The screen outside the display's outline (filled even-odd), or `nil` for a
    /// rectangular display, which has nothing outside.
    public var outsideOutline: Path? {
        if case .rectangle = shape { return nil }
        return Path(rect: Rect(size: screenSize), excluding: outline)
    }

    /// The display's outline in points.
    public var outline: Path {
        let all = Rect(size: screenSize)
        switch shape {
        case .rectangle: return Path(rect: all)
        case .roundedRectangle(let r): return Path(roundedRect: all, cornerRadius: r)
        case .circle: return Path(ellipseIn: all)
        }
    }
}
