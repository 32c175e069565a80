import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension Face {
    /// A face showing one slot of `family`, centred below a small digital clock (a corner
    /// sits in the top-leading corner of the display): how the canvas shows one preview.
    public static func single(_ family: WidgetFamily, on device: Device, name: String, slotID: String = "preview") -> Face {
        let screen = device.screenSize
        let canvas = (try? SlotRenderer.canvasSize(of: family, on: device)) ?? Size(width: 50, height: 50)
        let slot: Slot =
            family == .accessoryCorner
            ? Slot(id: slotID, family: family, origin: .zero, corner: .topLeading)
            : Slot(id: slotID, family: family, origin: Point(x: (screen.width - canvas.width) / 2, y: max(40, (screen.height - canvas.height) / 2)))
        let clockCenter = family == .accessoryCorner ? Point(x: screen.width / 2, y: screen.height / 2) : Point(x: screen.width / 2, y: 22)
        return Face(
            name: name, deviceID: device.id, clock: Clock(style: .digital, center: clockCenter, size: family == .accessoryCorner ? 44 : 26),
            slots: [slot])
    }

    /// Faces that show every family `families` holds on `device`: four circular slots, the
    /// four corners around an analog clock, a rectangular slot under the time, and an inline
    /// line above it. Used when a widget bundle runs without face files.
    public static func showcase(for families: Set<WidgetFamily>, on device: Device) -> [Face] {
        let screen = device.screenSize
        func canvas(_ f: WidgetFamily) -> Size { (try? SlotRenderer.canvasSize(of: f, on: device)) ?? Size(width: 50, height: 50) }
        var faces: [Face] = []
        if families.contains(.accessoryCircular) {
            let c = canvas(.accessoryCircular)
            let gap = (screen.width - 2 * c.width) / 3
            let top = screen.height / 2 - c.height - 4
            let slots = (0..<4).map { i in
                Slot(id: "circular-\(i + 1)", family: .accessoryCircular,
                    origin: Point(x: gap + Double(i % 2) * (c.width + gap), y: top + Double(i / 2) * (c.height + 8) + 20))
            }
            faces.append(Face(name: "Circular", deviceID: device.id, clock: Clock(style: .digital, center: Point(x: screen.width / 2, y: 30), size: 40), slots: slots))
        }
        if families.contains(.accessoryCorner) {
            let c = canvas(.accessoryCorner)
            let corners: [(String, Corner, Point)] = [
                ("corner-top-left", .topLeading, .zero), ("corner-top-right", .topTrailing, Point(x: screen.width - c.width, y: 0)),
                ("corner-bottom-left", .bottomLeading, Point(x: 0, y: screen.height - c.height)),
                ("corner-bottom-right", .bottomTrailing, Point(x: screen.width - c.width, y: screen.height - c.height)),
            ]
            faces.append(Face(
                name: "Corners", deviceID: device.id,
                clock: Clock(style: .analog, center: Point(x: screen.width / 2, y: screen.height / 2), size: min(screen.width, screen.height) * 0.55),
                slots: corners.map { Slot(id: $0.0, family: .accessoryCorner, origin: $0.2, corner: $0.1) }))
        }
        if families.contains(.accessoryRectangular) || families.contains(.accessoryInline) {
            var slots: [Slot] = []
            if families.contains(.accessoryInline) {
                let c = canvas(.accessoryInline)
                slots.append(Slot(id: "inline", family: .accessoryInline, origin: Point(x: (screen.width - c.width) / 2, y: 18)))
            }
            if families.contains(.accessoryRectangular) {
                let c = canvas(.accessoryRectangular)
                slots.append(Slot(id: "rectangular", family: .accessoryRectangular, origin: Point(x: (screen.width - c.width) / 2, y: screen.height - c.height - 24)))
            }
            faces.append(Face(
                name: "Modular", deviceID: device.id, clock: Clock(style: .digital, center: Point(x: screen.width / 2, y: screen.height * 0.38), size: 56),
                slots: slots))
        }
        return faces
    }
}
