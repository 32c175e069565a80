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
    /// Height of the status line under the device, in points: two lines, so a long message is
    /// wrapped rather than cut.
    public var statusHeight = 30.0
    /// Height of the scrubber strip between the device and the status line, in points.
    public var stripHeight = 34.0
    /// The narrowest and shortest window, in points: room for the status line, the strip, and
    /// the overlays at a readable size, whatever the device.
    public var minimumSize = Size(width: 300, height: 290)
    let renderer: ViewRenderer
    let measurer: any TextMeasurer

    public init(measurer: any TextMeasurer) {
        renderer = ViewRenderer(measurer: measurer)
        self.measurer = measurer
    }

    /// The window's size in points for `device`: the device in its bezel, the scrubber strip
    /// and the status line, and never smaller than `minimumSize`.
    public func size(for device: Device) -> Size {
        Size(
            width: max(minimumSize.width, device.screenSize.width + 2 * margin),
            height: max(minimumSize.height, device.screenSize.height + 2 * margin + stripHeight + statusHeight))
    }

    /// Where the display sits in the window, in points: centred across, the bezel's margin from
    /// the top when the window is no taller than it needs to be, else centred above the strip.
    public func displayRect(for device: Device) -> Rect {
        let size = self.size(for: device)
        let x = ((size.width - device.screenSize.width) / 2).rounded(.down)
        let y = max(margin, ((size.height - statusHeight - stripHeight - device.screenSize.height) / 2).rounded(.down))
        return Rect(origin: Point(x: x, y: y), size: device.screenSize)
    }

    /// The window's content: the bezel, `frame` in the display, the scrubber strip (`strip`, or
    /// a line saying the selected slot has no timeline), the status line, and the overlays, each
    /// where `layout` puts it. At `scale` window pixels per point, a frame magnified a whole
    /// number of times shows the device's pixels as sharp squares; at any other scale it is filtered.
    public func displayList(
        frame: Bitmap, device: Device, status: String, headsUp: [String]?, help: [(key: String, action: String)]?,
        strip: TimelineStrip? = nil, scale: Double = 1
    ) -> DisplayList {
        let layout = self.layout(for: device, headsUp: headsUp, help: help, scale: scale)
        let helpLines = help.map { Self.helpLines($0, columns: layout.helpColumns) }
        let size = layout.window.size
        let screen = layout.display
        let bezelRect = Rect(
            x: screen.minX - margin * 2 / 3, y: screen.minY - margin * 2 / 3, width: screen.width + margin * 4 / 3, height: screen.height + margin * 4 / 3)
        let bezel: Path =
            if case .circle = device.shape { Path(ellipseIn: bezelRect) } else { Path(roundedRect: bezelRect, cornerRadius: device.cornerRadius + margin * 2 / 3) }
        var items: [DisplayItem] = [
            .fill(Path(rect: Rect(origin: .zero, size: size)), .color(Color(r8: 24, g8: 24, b8: 27))),
            .fill(bezel, .color(Color(r8: 58, g8: 58, b8: 62))),
            .group(DisplayGroup(clip: device.outline.applying(AffineTransform(translationX: screen.minX, y: screen.minY)),
                items: [.image(ImageItem(bitmap: frame, rect: screen, interpolation: Self.interpolation(frame, in: screen, scale: scale)))])),
        ]
        // The slot the strip follows, outlined just inside its frame while it is being picked or scrubbed.
        if let marked = strip?.marked {
            let w = max(1.5, 2 / scale)
            let outline = marked.offsetBy(dx: screen.minX, dy: screen.minY).insetBy(dx: w / 2, dy: w / 2)
            items.append(.stroke(Path(roundedRect: outline, cornerRadius: 6), .color(Self.stripAccent), StrokeStyle(lineWidth: w, dash: [4, 3])))
        }
        items += stripItems(strip, in: layout.strip, scale: scale)
        // Text is at least 13 window pixels high however small the window is drawn.
        let statusLine = Text(status).font(.system(size: min(15, max(11, 13 / scale)))).foregroundStyle(Color.gray).lineLimit(2).minimumScaleFactor(0.8)
            .frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 8)
        items.append(renderer.displayItem(statusLine, in: layout.status))
        for (lines, rect) in [(headsUp, layout.headsUp), (helpLines, layout.help)] {
            guard let lines, let rect, !rect.isEmpty else { continue }
            items.append(renderer.displayItem(panel(lines, size: layout.overlayTextSize), in: rect))
        }
        return DisplayList(size: size, items: items)
    }

    /// Nearest-pixel when each frame pixel covers a whole number of window pixels, else smooth.
    static func interpolation(_ frame: Bitmap, in rect: Rect, scale: Double) -> ImageItem.Interpolation {
        let magnification = rect.width * scale / Double(max(1, frame.width))
        return magnification >= 1 && abs(magnification - magnification.rounded()) < 1e-6 ? .nearest : .smooth
    }

    /// Lines of monospaced text `size` points high on a dark translucent panel that fills the
    /// rect it is drawn in, top-left aligned.
    func panel(_ lines: [String], size: Double) -> some View {
        VStack(alignment: .leading, spacing: 1) {
            ForEach(Array(lines.enumerated()), id: \.offset) { Text($0.element).lineLimit(1) }
        }
        .font(.system(size: size, design: .monospaced))
        .foregroundStyle(Color.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(Self.overlayPadding)
        .background(Color.black.opacity(0.78))
    }
}
