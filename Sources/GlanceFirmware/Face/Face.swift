import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// A watch face or lock screen: a device, a background, a clock, and slots for widgets.
public struct Face: Hashable, Sendable {
    /// A place for one widget (or a Smart Stack of them).
    public struct Slot: Hashable, Sendable {
        public var id: String
        public var family: WidgetFamily
        /// The top-left corner of the slot's canvas on the display, in points.
        public var origin: Point
        /// Which display corner, for accessoryCorner slots.
        public var corner: Corner?
        /// Whether the slot holds a Smart Stack.
        public var isStack: Bool
        /// The kind of widget this slot shows (else widgets are shared out in turn).
        public var widgetKind: String?
        /// Parameter values for the widget placed here (name → text), over its defaults.
        public var parameters: [String: String]

        public init(
            id: String, family: WidgetFamily, origin: Point, corner: Corner? = nil, isStack: Bool = false, widgetKind: String? = nil,
            parameters: [String: String] = [:]
        ) {
            (self.id, self.family, self.origin, self.corner, self.isStack) = (id, family, origin, corner, isStack)
            (self.widgetKind, self.parameters) = (widgetKind, parameters)
        }
    }

    /// What is behind everything.
    public enum Background: Hashable, Sendable {
        case color(Color)
        /// Top to bottom.
        case gradient(Color, Color)
        /// An image file, scaled to fill the display.
        case image(String)
    }

    /// The time, drawn by the face.
    public struct Clock: Hashable, Sendable {
        public enum Style: String, Hashable, Sendable, CaseIterable { case digital, analog }
        public var style: Style
        /// The clock's centre, in points.
        public var center: Point
        /// Digital: the font size; analog: the dial's diameter.
        public var size: Double
        public var color: Color

        public init(style: Style, center: Point, size: Double, color: Color = .white) {
            (self.style, self.center, self.size, self.color) = (style, center, size, color)
        }
    }

    public var name: String
    public var deviceID: String
    public var background: Background
    public var clock: Clock?
    /// The accent colour in accented mode.
    public var tint: Color
    public var renderingMode: WidgetRenderingMode
    public var slots: [Slot]

    public init(
        name: String, deviceID: String, background: Background = .color(.black), clock: Clock? = nil, tint: Color = .orange,
        renderingMode: WidgetRenderingMode = .fullColor, slots: [Slot] = []
    ) {
        (self.name, self.deviceID, self.background, self.clock) = (name, deviceID, background, clock)
        (self.tint, self.renderingMode, self.slots) = (tint, renderingMode, slots)
    }
}
