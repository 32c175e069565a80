import GlanceGraphics
import Foundation

/// A value views read from their surroundings, with its default.
public protocol EnvironmentKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// What a view inherits from its container: font and foreground for layout, and the keys
/// bodies read through `@Environment` (family, luminance, redaction…).
public struct EnvironmentValues: Sendable {
    /// The environment a body is being evaluated in; `@Environment` reads it.
    @TaskLocal package static var current = EnvironmentValues()

    /// The values that hold references (fonts, styles, shapes, region, keyed values), in one
    /// box copies share until one of them changes: a copy of an environment then retains two
    /// references, not a dozen (each retain is an atomic operation; a layout copies the
    /// environment into every text and shape node).
    private var shared = EnvironmentShared()
    /// `shared`, made this environment's own before it is changed.
    private var sharedForWriting: EnvironmentShared {
        mutating get {
            if !isKnownUniquelyReferenced(&shared) { shared = EnvironmentShared(copying: shared) }
            return shared
        }
    }

    /// The font for text that names none; `nil` means `.body`.
    public var font: Font? {
        get { shared.font }
        set { sharedForWriting.font = newValue }
    }
    /// A weight that overrides the font's.
    public var fontWeight: FontWeight?
    /// A design that overrides the font's.
    public var fontDesign: FontDesign?
    /// Line limit, alignment, shrinking and truncation for text inside.
    package var textLayout: TextLayoutOptions {
        get { shared.textLayout }
        set { sharedForWriting.textLayout = newValue }
    }
    /// The paint for text and shapes; a concrete style also becomes what `.primary` means.
    package var foregroundStyle: ShapeStyleValue {
        get { shared.foreground }
        set {
            let shared = sharedForWriting
            shared.foreground = newValue
            if !newValue.refersToForeground { shared.primaryStyle = newValue }
        }
    }
    /// How symbols compare with the font size.
    public var imageScale: ImageScale = .medium
    /// The accent for gauges and progress views; `nil` for the foreground.
    package var tint: ShapeStyleValue? {
        get { shared.tint }
        set { sharedForWriting.tint = newValue }
    }
    /// What `.primary` means here.
    package var primaryStyle: ShapeStyleValue { shared.primaryStyle }
    // Outside a slot (a bare renderer) the values are the default watch's, as SwiftUI's on a
    // watch: a view's rules do not depend on whether a slot drew it (docs/fidelity.md,
    // "Outside a slot"). The firmware sets each from the slot's device.
    /// The size of text that names no font (the family's default text), and on a
    /// proportional type scale the size other styles scale from: outside a slot, watchOS's
    /// Body at Large.
    package var bodyTextSize: Double = WatchTypeScale.pointSize(.body, at: .large)
    // Set by the firmware from the device; package-wide, not API a widget sees (SwiftUI has none).
    /// The device's circular gauge size: a circular gauge's ring is drawn this wide (or
    /// narrower, in less space); outside a slot, the default watch's accessoryCircular size.
    /// `nil` fills the space offered.
    package var circularGaugeDiameter: Double? = WatchSpecs.standalone.circular
    /// Where text styles take their sizes from: Apple's watchOS table, or proportions.
    package var typeScale: TypeScale = .watch
    /// The weight of text that names no font and no weight; `nil` for regular.
    package var defaultTextWeight: FontWeight?
    /// The design of text that names none (complications on a watch: rounded).
    package var defaultTextDesign: FontDesign?
    /// The margin the system keeps around a widget's content in this slot, on every side
    /// (`widgetContentMargins`); set by the firmware.
    package var contentMargin = 0.0
    /// Whether the content is laid out inside `contentMargin` (unless the widget disables
    /// content margins); set by the firmware.
    package var appliesContentMargin = false
    /// Whether this is an inline slot, whose content is one row: several views where one is
    /// expected go side by side, not one above another.
    package var laysOutOneRow = false
    /// Whether this is a watch's inline complication, which the system draws as one line of
    /// the view's image and text: text at the family's own size whatever font is set, and a
    /// title the line's own space after its icon (docs/fidelity.md, "The inline line").
    var composesInlineLine: Bool { laysOutOneRow && assetIdiom == .watch }
    /// The part of a slot of `size` the content is laid out in: inside the content margin
    /// where the system keeps it.
    package func contentFrame(in size: Size) -> Rect {
        let margin = appliesContentMargin ? contentMargin : 0
        return Rect(size: size).insetBy(dx: margin, dy: margin)
    }
    /// Whether the text here starts an inline line's title, whose leading spaces the line drops.
    var startsInlineTitle = false
    /// Pixels per point, for aligning edges to the pixel grid.
    public var displayScale: Double = 2
    /// The moment being drawn: dates and timers in text resolve against it. Set by the
    /// firmware's clock; the default is a fixed date, never the wall clock.
    package var renderDate = Date(timeIntervalSinceReferenceDate: 0)
    /// The outline `ContainerRelativeShape` takes: the slot's shape, set by the firmware.
    package var containerShape: ShapeOutline {
        get { shared.containerShape }
        set { sharedForWriting.containerShape = newValue }
    }
    /// The zone dates are shown in.
    public var timeZone: TimeZone {
        get { shared.timeZone }
        set { sharedForWriting.timeZone = newValue }
    }
    /// The locale numbers and dates in text are formatted for; US English unless set, never
    /// the machine's.
    public var locale: Locale {
        get { shared.locale }
        set { sharedForWriting.locale = newValue }
    }
    /// The space the view being archived is expected to fill, in the slot's coordinates: the
    /// slot, less the padding and fixed frames on the way. `GeometryReader`'s closure sees it.
    /// Set by the firmware (and `ViewRenderer.render(_:in:)`); zero when nothing set it.
    package var geometryFrame = Rect.zero
    /// Whether the system draws the widget's container background here; when false,
    /// `containerBackground` draws nothing (accessory slots, unless the widget's background is
    /// not removable). Set by the firmware.
    public var showsWidgetContainerBackground = true

    // Values layout and bodies read often are stored, not keyed: a keyed value is a dictionary
    // lookup each time it is read (docs/bench.md, "Ninth round").
    /// The text size setting; `@ScaledMetric` values scale with it.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// True in Always On, when the wrist is down and the display dims.
    public var isLuminanceReduced = false
    public var redactionReasons = RedactionReasons()
    public var colorScheme: ColorScheme = .dark
    /// The direction the environment reads in. Glance's firmware formats for US English, so it
    /// is `leftToRight` unless a view sets it; Glance's layout does not mirror for `rightToLeft`.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The calendar dates in text are shown in: Gregorian unless set, never the machine's.
    public var calendar: Calendar {
        get { shared.calendar }
        set { sharedForWriting.calendar = newValue }
    }
    /// The kind of device asset catalogs pick variants for (watch by default); set by the firmware.
    package var assetIdiom: AssetIdiom = .watch
    /// Whether asset catalogs' tinted variants are drawn, as in accented rendering; set by the firmware.
    package var drawsTintedAssets = false
    /// Where named images and colours are looked up; installed by the renderer for each layout.
    var assetLookup: AssetLookup?

    /// Set only by the Resolve stage (`RedactionPolicy.apply(to:)`, `LayoutTreeBuilder+Resolve`);
    /// internal, so no widget can write them.
    var hidesSensitive = false
    var firmwareRedacts = false
    var widgetRedacts = false
    /// Whether content here draws as placeholder shapes.
    var drawsPlaceholder: Bool { firmwareRedacts || widgetRedacts }
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let kept = shared.values[ObjectIdentifier(key)] else { return K.defaultValue }
            // Only the setter below stores under K's identifier, and always a box of K.Value:
            // no dynamic cast needed to read it back.
            return unsafeDowncast(kept, to: KeyedValue.Of<K.Value>.self).value
        }
        set { sharedForWriting.values[ObjectIdentifier(key)] = KeyedValue.Of(newValue) }
    }

    /// The archive modifiers that carry what changed for layout from `self` to `other`.
    func layoutChanges(to other: EnvironmentValues) -> [ViewModifierNode] {
        var nodes: [ViewModifierNode] = []
        if other.font != font { nodes.append(.font(other.font)) }
        if other.fontWeight != fontWeight { nodes.append(.fontWeight(other.fontWeight)) }
        if other.fontDesign != fontDesign { nodes.append(.fontDesign(other.fontDesign)) }
        nodes += textLayout.changes(to: other.textLayout).map(ViewModifierNode.textOption)
        if other.foregroundStyle != foregroundStyle { nodes.append(.foregroundStyle(other.foregroundStyle)) }
        if other.tint != tint { nodes.append(.tint(other.tint)) }
        if other.imageScale != imageScale { nodes.append(.imageScale(other.imageScale)) }
        if other.locale.identifier != locale.identifier { nodes.append(.locale(other.locale.identifier)) }
        if other.timeZone.identifier != timeZone.identifier { nodes.append(.timeZone(other.timeZone.identifier)) }
        if other.calendar.identifier != calendar.identifier { nodes.append(.calendar(other.calendar.identifier)) }
        if other.colorScheme != colorScheme { nodes.append(.colorScheme(other.colorScheme)) }
        return nodes
    }

    /// The concrete font for a text node here.
    func resolvedFont(for text: TextNode) -> FontDescriptor {
        // A watch's inline line sets its text at the family's size: a font set is ignored.
        let requested = composesInlineLine ? nil : text.font ?? self.font
        var font: FontDescriptor
        if let requested {
            font = requested.resolved(bodySize: bodyTextSize, scale: typeScale, size: dynamicTypeSize)
        } else {
            font = FontDescriptor(size: bodyTextSize, weight: defaultTextWeight ?? .regular)
        }
        if let weight = text.weight ?? fontWeight { font.weight = weight }
        if let design = text.design {
            font.design = design
        } else if textLayout.monospaced {
            font.design = .monospaced
        } else if let design = fontDesign, text.font?.design == nil {
            font.design = design
        } else if let design = defaultTextDesign, requested?.design == nil {
            font.design = design
        }
        if text.italic || textLayout.italic { font.italic = true }
        font.compact = typeScale == .watch
        if text.monospacedDigit || textLayout.monospacedDigit { font.monospacedDigit = true }
        return font
    }

    /// Points added after each character of `text`: its own tracking or kerning, else the
    /// environment's; tracking wins over kerning.
    func characterSpacing(for text: TextNode) -> Double {
        let tracking = text.tracking ?? textLayout.tracking
        return tracking != 0 ? tracking : text.kerning ?? textLayout.kerning
    }
}

/// A value kept under an `EnvironmentKey`, boxed so it is read back without a dynamic cast.
class KeyedValue: @unchecked Sendable {  // no state of its own; `Of` holds an immutable Sendable value
    final class Of<Value: Sendable>: KeyedValue, @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// Reads a value from the environment a view's body is evaluated in.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

nonisolated extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return modifier(ArchivedModifier(changing: { $0[keyPath: keyPath] = value }))
    }
}
