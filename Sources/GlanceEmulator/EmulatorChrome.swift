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
    /// The narrowest and shortest window, in points: room for the status line and the help
    /// overlay's longest line and every one of its lines, whatever the device.
    public var minimumSize = Size(width: 300, height: 290)
    let renderer: ViewRenderer
    let measurer: any TextMeasurer

    public init(measurer: any TextMeasurer) {
        renderer = ViewRenderer(measurer: measurer)
        self.measurer = measurer
    }

    /// The window's size in points for `device`: the device in its bezel and the status line,
    /// and never smaller than `minimumSize`.
    public func size(for device: Device) -> Size {
        Size(
            width: max(minimumSize.width, device.screenSize.width + 2 * margin),
            height: max(minimumSize.height, device.screenSize.height + 2 * margin + statusHeight))
    }

    /// Where the display sits in the window, in points: centred across, the bezel's margin from
    /// the top when the window is no taller than it needs to be, else centred above the status line.
    public func displayRect(for device: Device) -> Rect {
        let size = self.size(for: device)
        let x = ((size.width - device.screenSize.width) / 2).rounded(.down)
        let y = max(margin, ((size.height - statusHeight - device.screenSize.height) / 2).rounded(.down))
        return Rect(origin: Point(x: x, y: y), size: device.screenSize)
    }

    /// The window's content: the bezel, `frame` in the display, the status line, and overlays.
    /// At `scale` window pixels per point, a frame magnified a whole number of times shows
    /// the device's pixels as sharp squares; at any other scale it is filtered.
    public func displayList(
        frame: Bitmap, device: Device, status: String, headsUp: [String]?, help: [(key: String, action: String)]?, scale: Double = 1
    ) -> DisplayList {
        let size = self.size(for: device)
        let screen = displayRect(for: device)
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
        // Text is at least 13 window pixels high however small the window is drawn.
        let statusLine = Text(status).font(.system(size: min(15, max(11, 13 / scale)))).foregroundStyle(Color.gray).lineLimit(2).minimumScaleFactor(0.8)
            .frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 8)
        items.append(renderer.displayItem(statusLine, in: Rect(x: 0, y: size.height - statusHeight, width: size.width, height: statusHeight)))
        let overlayRect = Rect(x: 6, y: 6, width: size.width - 12, height: size.height - statusHeight - 12)
        for lines in [headsUp, help.map { $0.map { "\($0.key.padding(toLength: 7, withPad: " ", startingAt: 0)) \($0.action)" } }] {
            guard let lines else { continue }
            items.append(renderer.displayItem(panel(lines, size: overlaySize(lines, width: overlayRect.width - 12, scale: scale)), in: overlayRect))
        }
        return DisplayList(size: size, items: items)
    }

    /// Nearest-pixel when each frame pixel covers a whole number of window pixels, else smooth.
    static func interpolation(_ frame: Bitmap, in rect: Rect, scale: Double) -> ImageItem.Interpolation {
        let magnification = rect.width * scale / Double(max(1, frame.width))
        return magnification >= 1 && abs(magnification - magnification.rounded()) < 1e-6 ? .nearest : .smooth
    }

    /// The overlay's text size: at least 12 window pixels when it fits, one size for every
    /// line, so the longest fits the panel's `width` (points) uncut.
    func overlaySize(_ lines: [String], width: Double, scale: Double) -> Double {
        let size = max(9, 12 / scale)
        let widest = lines.map { measurer.width(of: $0, font: FontDescriptor(size: size, design: .monospaced)) }.max() ?? 0
        return widest > width ? size * width / widest : size
    }

    /// Lines of monospaced text `size` points high on a dark translucent panel, top-left aligned.
    func panel(_ lines: [String], size: Double) -> some View {
        VStack(alignment: .leading, spacing: 1) {
            ForEach(Array(lines.enumerated()), id: \.offset) { Text($0.element).lineLimit(1) }
        }
        .font(.system(size: size, design: .monospaced))
        .foregroundStyle(Color.white)
        .padding(6)
        .background(Color.black.opacity(0.78))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
