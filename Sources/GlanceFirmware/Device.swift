import GlanceGraphics
import GlanceWidgets

/// A display that shows widgets: its size, pixel density, shape, and the frame of each family.
public struct Device: Hashable, Sendable {
    /// The outline of the visible display.
    public enum Shape: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: Double)
        case circle
    }

    /// The sizes one family is drawn at on this device, in points.
    public struct FamilyMetrics: Hashable, Sendable {
        /// The frame a widget view is proposed.
        public var size: Size
        /// The size of `.body` text in this family; other text styles scale from it.
        public var bodyTextSize: Double

        public init(size: Size, bodyTextSize: Double) {
            self.size = size
            self.bodyTextSize = bodyTextSize
        }
    }

    /// Short identifier used on the command line, e.g. `watch-45mm`.
    public var id: String
    public var name: String
    /// Display size in points.
    public var screenSize: Size
    /// Pixels per point.
    public var scale: Double
    public var shape: Shape
    public var families: [WidgetFamily: FamilyMetrics]
    /// How bright the panel is in Always On, as a share of full brightness.
    public var alwaysOnBrightness: Double = 0.4
    /// The colours the panel shows; `nil` for full colour.
    public var palette: Palette?
    /// Which asset catalog variants the device picks (`watch`, `iphone`…), besides `universal`.
    public var assetIdiom: AssetIdiom = .watch

    public init(
        id: String, name: String, screenSize: Size, scale: Double, shape: Shape,
        families: [WidgetFamily: FamilyMetrics]
    ) {
        self.id = id
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.shape = shape
        self.families = families
    }

    /// The radius of the display's corners in points (half the width for a round display).
    public var cornerRadius: Double {
        switch shape {
        case .rectangle: 0
        case .roundedRectangle(let r): r
        case .circle: min(screenSize.width, screenSize.height) / 2
        }
    }

    /// The display in whole pixels.
    public var pixelSize: PixelSize { PixelSize(screenSize, scale: scale) }

    /// The families this device can show, in a stable order.
    public var supportedFamilies: [WidgetFamily] {
        WidgetFamily.allCases.filter { families[$0] != nil }
    }
}
