import GlanceGraphics
import GlanceWidgets

/// The devices Glance knows without a file, with Apple's published accessory sizes
/// (Human Interface Guidelines). Values Apple does not publish are marked as estimates.
extension Device {
    public static let builtIn: [Device] = WatchSpecs.watches.map(watch) + [
        lockScreen(id: "iphone-6.1in", name: "iPhone Lock Screen (393×852 pt)", points: (393, 852), circular: 72, rect: (160, 72), inline: (234, 26)),
        lockScreen(id: "iphone-6.7in", name: "iPhone Lock Screen (430×932 pt)", points: (430, 932), circular: 76, rect: (172, 76), inline: (257, 26)),
        // A round 454 × 454 px watch (a common Wear OS and Garmin AMOLED panel), sizes Glance's estimates.
        Device(
            id: "round-454", name: "Round watch 454 × 454", screenSize: Size(width: 227, height: 227), scale: 2, shape: .circle,
            families: [
                .accessoryCircular: FamilyMetrics(size: Size(width: 56, height: 56), bodyTextSize: 15),
                .accessoryRectangular: FamilyMetrics(size: Size(width: 150, height: 64), bodyTextSize: 17),
                .accessoryInline: FamilyMetrics(size: Size(width: 140, height: 20), bodyTextSize: 15),
            ]),
        memoryLCD,
    ]

    /// A 144 × 168 px, 64-colour memory-LCD watch (Pebble Time class): reflective, so Always On
    /// keeps full brightness.
    static var memoryLCD: Device {
        var d = Device(
            id: "lcd-144x168", name: "Memory-LCD watch 144 × 168, 64 colours", screenSize: Size(width: 144, height: 168), scale: 1,
            shape: .rectangle,
            families: [
                .accessoryCircular: FamilyMetrics(size: Size(width: 44, height: 44), bodyTextSize: 12),
                .accessoryRectangular: FamilyMetrics(size: Size(width: 132, height: 54), bodyTextSize: 14),
                .accessoryInline: FamilyMetrics(size: Size(width: 132, height: 18), bodyTextSize: 13),
            ])
        d.palette = .rgb222
        d.alwaysOnBrightness = 1
        return d
    }

    /// The device used when none is named.
    public static let defaultID = "watch-\(WatchSpecs.defaultID)"

    /// The built-in device with `id`, or `nil`.
    public static func named(_ id: String) -> Device? {
        builtIn.first { $0.id == id }
    }

    /// A watch from Apple's published figures; text styles from the watchOS table at its default
    /// Dynamic Type size, text that names no font in SF Compact Rounded's stand-in.
    private static func watch(_ spec: WatchSpecs.Watch) -> Device {
        let screen = spec.screen
        // Estimates (Apple publishes no inline frame for watchOS): text 1.25× the inline image
        // height, one line of it tall, across the display less a 12 pt margin each side.
        let inlineText = spec.inlineImage * 1.25
        let inline = Size(width: (screen.width - 24).rounded(), height: (inlineText * 1.25).rounded(.up))
        var device = Device(
            id: "watch-\(spec.id)", name: spec.name, screenSize: screen, scale: 2,
            shape: .roundedRectangle(cornerRadius: (screen.width * 0.2).rounded()),
            families: [
                .accessoryCircular: FamilyMetrics(size: Size(width: spec.circular, height: spec.circular), bodyTextSize: spec.circularText, defaultTextWeight: .medium),
                .accessoryCorner: FamilyMetrics(size: Size(width: spec.corner, height: spec.corner), bodyTextSize: spec.cornerText, defaultTextWeight: .semibold),
                .accessoryRectangular: FamilyMetrics(
                    size: spec.rectangular, bodyTextSize: spec.rectangularText, defaultTextWeight: .medium,
                    contentMargin: WatchSpecs.rectangularContentMargin),
                .accessoryInline: FamilyMetrics(size: inline, bodyTextSize: inlineText, defaultTextWeight: .medium),
            ])
        device.typeScale = .watch
        device.dynamicTypeSize = spec.dynamicTypeSize
        device.defaultTextDesign = .rounded
        device.smartStack = spec.smartStack
        device.sizesFrom = spec.sizesFrom.map { "watch-\($0)" }
        return device
    }

    private static func lockScreen(
        id: String, name: String, points: (Double, Double), circular: Double, rect: (Double, Double),
        inline: (Double, Double)
    ) -> Device {
        var device = Device(
            id: id, name: name, screenSize: Size(width: points.0, height: points.1), scale: 3,
            shape: .roundedRectangle(cornerRadius: 55),
            families: [
                .accessoryCircular: FamilyMetrics(size: Size(width: circular, height: circular), bodyTextSize: 17),
                .accessoryRectangular: FamilyMetrics(size: Size(width: rect.0, height: rect.1), bodyTextSize: 17),
                .accessoryInline: FamilyMetrics(size: Size(width: inline.0, height: inline.1), bodyTextSize: 17),
            ])
        device.assetIdiom = .iphone
        device.renderingModes = [.vibrant]
        // iOS draws its gauges' rings smaller than the slot (docs/fidelity.md, "Circular gauges").
        device.circularGaugeDiameter = (circular * GaugeGeometry.phoneRingShare).rounded()
        return device
    }
}
