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
        /// The size of text that names no font in this family (Apple's default text for the
        /// family); on a proportional type scale, other text styles scale from it.
        public var bodyTextSize: Double
        /// The weight of text that names no font (complications: medium, corner semibold).
        public var defaultTextWeight: FontWeight
        /// The margin the system keeps inside the slot around a widget's content, on every
        /// side, unless the widget disables content margins (`contentMarginsDisabled()`).
        public var contentMargin: Double

        public init(size: Size, bodyTextSize: Double, defaultTextWeight: FontWeight = .regular, contentMargin: Double = 0) {
            self.size = size
            self.bodyTextSize = bodyTextSize
            self.defaultTextWeight = defaultTextWeight
            self.contentMargin = contentMargin
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
    /// Where text styles take their sizes from.
    public var typeScale: TypeScale = .proportional
    /// The Dynamic Type size the device uses by default; Apple's default text sizes hold there.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// A text size set for this run (`--dynamic-type`); `nil` for the default.
    public var textSizeSetting: DynamicTypeSize?
    /// The design of text that names none (`rounded` in complications on a watch).
    public var defaultTextDesign: FontDesign?
    /// The rendering modes this surface draws widgets in; the first is its default.
    public var renderingModes: [WidgetRenderingMode] = [.fullColor, .accented]
    /// The size of a widget in the device's Smart Stack, where it has one.
    public var smartStack: Size?
    /// For a device Apple publishes no accessory sizes for: where its sizes come from.
    public var sizesFrom: String?

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
