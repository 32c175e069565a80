import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI

/// What the emulator window shows around the display: a bezel, the status line, and the
/// heads-up and help overlays, as one display list in points (drawn at the window's zoom).
@MainActor
public struct EmulatorChrome {
    /// Bezel width around the display, in points.
    public var margin = 14.0
    /// Height of the status line under the device, in points.
    public var statusHeight = 22.0
    let renderer: ViewRenderer

    public init(measurer: any TextMeasurer) { renderer = ViewRenderer(measurer: measurer) }

    /// The window's size in points for `device`.
    public func size(for device: Device) -> Size {
        Size(width: device.screenSize.width + 2 * margin, height: device.screenSize.height + 2 * margin + statusHeight)
    }

    /// Where the display sits in the window, in points.
    public func displayRect(for device: Device) -> Rect {
        Rect(origin: Point(x: margin, y: margin), size: device.screenSize)
    }

    /// The window's content: the bezel, `frame` in the display, the status line, and overlays.
    public func displayList(frame: Bitmap, device: Device, status: String, headsUp: [String]?, help: [(key: String, action: String)]?) -> DisplayList {
        let size = self.size(for: device)
        let screen = displayRect(for: device)
        let bezelRect = Rect(x: margin / 3, y: margin / 3, width: screen.width + margin * 4 / 3, height: screen.height + margin * 4 / 3)
        let bezel: Path =
            if case .circle = device.shape { Path(ellipseIn: bezelRect) } else { Path(roundedRect: bezelRect, cornerRadius: device.cornerRadius + margin * 2 / 3) }
        var items: [DisplayItem] = [
            .fill(Path(rect: Rect(origin: .zero, size: size)), .color(Color(r8: 24, g8: 24, b8: 27))),
            .fill(bezel, .color(Color(r8: 58, g8: 58, b8: 62))),
            .group(DisplayGroup(clip: device.outline.applying(AffineTransform(translationX: screen.minX, y: screen.minY)),
                items: [.image(ImageItem(bitmap: frame, rect: screen, interpolation: .smooth))])),
        ]
        let statusLine = Text(status).font(.system(size: 11)).foregroundStyle(Color.gray).lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 8)
        items.append(renderer.displayItem(statusLine, in: Rect(x: 0, y: size.height - statusHeight, width: size.width, height: statusHeight)))
        if let headsUp { items.append(renderer.displayItem(panel(headsUp), in: Rect(x: 6, y: 6, width: size.width - 12, height: size.height - statusHeight - 12))) }
        if let help { items.append(renderer.displayItem(panel(help.map { "\($0.key.padding(toLength: 7, withPad: " ", startingAt: 0)) \($0.action)" }), in: Rect(x: 6, y: 6, width: size.width - 12, height: size.height - statusHeight - 12))) }
        return DisplayList(size: size, items: items)
    }

    /// Lines on a dark translucent panel, top-left aligned.
    func panel(_ lines: [String]) -> some View {
        VStack(alignment: .leading, spacing: 1) {
            ForEach(Array(lines.enumerated()), id: \.offset) { Text($0.element).lineLimit(1) }
        }
        .font(.system(size: 9, design: .monospaced))
        .foregroundStyle(Color.white)
        .padding(6)
        .background(Color.black.opacity(0.78))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
