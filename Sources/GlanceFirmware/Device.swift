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
    public var id: String {
        _read { yield storage.value.id }
        set { storage.value.id = newValue }
    }
    public var name: String {
        _read { yield storage.value.name }
        set { storage.value.name = newValue }
    }
    /// Display size in points.
    public var screenSize: Size {
        _read { yield storage.value.screenSize }
        set { storage.value.screenSize = newValue }
    }
    /// Pixels per point.
    public var scale: Double {
        _read { yield storage.value.scale }
        set { storage.value.scale = newValue }
    }
    public var shape: Shape {
        _read { yield storage.value.shape }
        set { storage.value.shape = newValue }
    }
    public var families: [WidgetFamily: FamilyMetrics] {
        _read { yield storage.value.families }
        set { storage.value.families = newValue }
    }
    /// How bright the panel is in Always On, as a share of full brightness.
    public var alwaysOnBrightness: Double {
        _read { yield storage.value.alwaysOnBrightness }
        set { storage.value.alwaysOnBrightness = newValue }
    }
    /// The colours the panel shows; `nil` for full colour.
    public var palette: Palette? {
        _read { yield storage.value.palette }
        set { storage.value.palette = newValue }
    }
    /// Which asset catalog variants the device picks (`watch`, `iphone`…), besides `universal`.
    public var assetIdiom: AssetIdiom {
        _read { yield storage.value.assetIdiom }
        set { storage.value.assetIdiom = newValue }
    }
    /// Where text styles take their sizes from.
    public var typeScale: TypeScale {
        _read { yield storage.value.typeScale }
        set { storage.value.typeScale = newValue }
    }
    /// The Dynamic Type size the device uses by default; Apple's default text sizes hold there.
    public var dynamicTypeSize: DynamicTypeSize {
        _read { yield storage.value.dynamicTypeSize }
        set { storage.value.dynamicTypeSize = newValue }
    }
    /// A text size set for this run (`--dynamic-type`); `nil` for the default.
    public var textSizeSetting: DynamicTypeSize? {
        _read { yield storage.value.textSizeSetting }
        set { storage.value.textSizeSetting = newValue }
    }
    /// The design of text that names none (`rounded` in complications on a watch).
    public var defaultTextDesign: FontDesign? {
        _read { yield storage.value.defaultTextDesign }
        set { storage.value.defaultTextDesign = newValue }
    }
    /// The rendering modes this surface draws widgets in; the first is its default.
    public var renderingModes: [WidgetRenderingMode] {
        _read { yield storage.value.renderingModes }
        set { storage.value.renderingModes = newValue }
    }
    /// The size of a widget in the device's Smart Stack, where it has one.
    public var smartStack: Size? {
        _read { yield storage.value.smartStack }
        set { storage.value.smartStack = newValue }
    }
    /// How wide a circular gauge's ring is drawn (`accessoryCircular`, `accessoryCircularCapacity`;
    /// never wider than its offer); `nil` for the accessoryCircular slot's width, as on a watch.
    public var circularGaugeDiameter: Double? {
        _read { yield storage.value.circularGaugeDiameter }
        set { storage.value.circularGaugeDiameter = newValue }
    }
    /// For a device Apple publishes no accessory sizes for: where its sizes come from.
    public var sizesFrom: String? {
        _read { yield storage.value.sizesFrom }
        set { storage.value.sizesFrom = newValue }
    }

    /// What a device is made of, in one reference that copies share: a device is copied and
    /// compared with every slot drawn, and copying its strings, arrays and table one by one
    /// took a reference count each (docs/bench.md, "Tenth round").
    private var storage: SharedValue<Fields>

    private struct Fields: Hashable, Sendable {
        var id: String
        var name: String
        var screenSize: Size
        var scale: Double
        var shape: Shape
        var families: [WidgetFamily: FamilyMetrics]
        var alwaysOnBrightness: Double = 0.4
        var palette: Palette?
        var assetIdiom: AssetIdiom = .watch
        var typeScale: TypeScale = .proportional
        var dynamicTypeSize: DynamicTypeSize = .large
        var textSizeSetting: DynamicTypeSize?
        var defaultTextDesign: FontDesign?
        var renderingModes: [WidgetRenderingMode] = [.fullColor, .accented]
        var smartStack: Size?
        var sizesFrom: String?
        var circularGaugeDiameter: Double?
    }

    public init(
        id: String, name: String, screenSize: Size, scale: Double, shape: Shape,
        families: [WidgetFamily: FamilyMetrics]
    ) {
        storage = SharedValue(Fields(id: id, name: name, screenSize: screenSize, scale: scale, shape: shape, families: families))
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
