import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Which widget a slot holds, as far as privacy is concerned.
public struct WidgetIdentity: Hashable, Sendable {
    public var kind: String
    public var protection: WidgetDataProtection
    /// `containerBackgroundRemovable`: whether the system may drop the container background.
    public var backgroundRemovable: Bool
    /// `contentMarginsDisabled()`: whether the widget lays out to the slot's edges.
    public var contentMarginsDisabled: Bool

    public init(kind: String = "", protection: WidgetDataProtection = .none, backgroundRemovable: Bool = true, contentMarginsDisabled: Bool = false) {
        self.kind = kind
        self.protection = protection
        self.backgroundRemovable = backgroundRemovable
        self.contentMarginsDisabled = contentMarginsDisabled
    }

    /// The identity of `widget`, as it declares itself.
    @MainActor
    public init(_ widget: WidgetDescription) {
        self.init(
            kind: widget.kind, protection: widget.dataProtection, backgroundRemovable: widget.containerBackgroundRemovable,
            contentMarginsDisabled: widget.contentMarginsDisabled)
    }
}

/// Renders a widget's view tree into one slot of a device: family size, the family's text
/// size, the device's pixel density. Backends come in as protocols.
public struct SlotRenderer {
    /// Why a slot could not be rendered.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unsupportedFamily(WidgetFamily, device: String, supported: [WidgetFamily])

        public var description: String {
            switch self {
            case .unsupportedFamily(let family, let device, let supported):
                "\(family) is not shown on \(device); it shows: "
                    + supported.map(\.rawValue).joined(separator: ", ")
            }
        }
    }

    public let measurer: any TextMeasurer
    public let rasterizer: any Rasterizer
    /// Where `Image("name")` and `Color("name")` are looked up (asset catalogs).
    public let assets: any AssetSource
    /// Text fits kept between renders.
    public let layoutCache = LayoutCache()
    /// Slot environments kept between renders.
    private let environments = SlotEnvironments()
    /// Slot layouts kept between renders, for entries drawn again.
    let layouts = SlotLayouts()

    public init(measurer: any TextMeasurer, rasterizer: any Rasterizer, assets: any AssetSource = NoAssets()) {
        self.measurer = measurer
        self.rasterizer = rasterizer
        self.assets = assets
    }

    /// The size and text metrics `family` has on `device`.
    public static func metrics(of family: WidgetFamily, on device: Device) throws(Failure) -> Device.FamilyMetrics {
        guard let metrics = device.families[family] else {
            throw .unsupportedFamily(family, device: device.id, supported: device.supportedFamilies)
        }
        return metrics
    }

    /// The canvas a slot of `family` is drawn in: the family's size, or for a corner the
    /// square at the display corner the content circle and its curved label are drawn in.
    public static func canvasSize(of family: WidgetFamily, on device: Device) throws(Failure) -> Size {
        let size = try metrics(of: family, on: device).size
        guard family == .accessoryCorner else { return size }
        let side = CornerRenderer.canvasSide(contentDiameter: size.width, cornerRadius: device.cornerRadius)
        return Size(width: side, height: side)
    }

    /// The environment a view in `family` on `device` sees. Accessory slots drop container
    /// backgrounds unless the widget's background is not removable; only corner slots show
    /// the `widgetLabel` (the firmware draws it along the corner).
    public static func environment(
        for family: WidgetFamily, on device: Device, scale: Double? = nil, date: Date? = nil,
        state: DeviceState = DeviceState(), redaction: RedactionPolicy = .none, backgroundRemovable: Bool = true,
        contentMarginsDisabled: Bool = false
    ) throws(Failure) -> EnvironmentValues {
        var env = EnvironmentValues()
        if let date { env.renderDate = date }
        env.widgetRenderingMode = state.renderingMode
        // What widget code may know of Resolve's decision: never that the device is locked.
        state.resolution(redaction: redaction).apply(to: &env)
        env.widgetFamily = family
        env.containerShape = family.containerShape
        let metrics = try metrics(of: family, on: device)
        env.typeScale = device.typeScale
        env.dynamicTypeSize = device.textSize
        env.bodyTextSize = metrics.textSize(at: device.textSize, on: device)
        env.defaultTextWeight = metrics.defaultTextWeight
        env.circularGaugeDiameter = device.circularGaugeDiameter ?? device.families[.accessoryCircular]?.size.width
        env.defaultTextDesign = device.defaultTextDesign
        env.laysOutOneRow = family == .accessoryInline
        env.contentMargin = metrics.contentMargin
        env.appliesContentMargin = !contentMarginsDisabled
        env.geometryFrame = env.contentFrame(in: metrics.size)
        env.showsWidgetContainerBackground = !family.isAccessory || !backgroundRemovable
        env.showsWidgetLabel = family == .accessoryCorner
        env.displayScale = scale ?? device.scale
        env.assetIdiom = device.assetIdiom
        env.deviceScreen = device.screen
        return env
    }

    /// The environment `widget` sees in a slot of `family` in `state`: the firmware's redaction
    /// for its kind and protection, and its container background rule.
    public static func environment(
        for family: WidgetFamily, on device: Device, scale: Double? = nil, date: Date? = nil, state: DeviceState, widget: WidgetIdentity
    ) throws(Failure) -> EnvironmentValues {
        try environment(
            for: family, on: device, scale: scale, date: date, state: state, redaction: state.redaction(for: widget.kind, protection: widget.protection),
            backgroundRemovable: widget.backgroundRemovable, contentMarginsDisabled: widget.contentMarginsDisabled)
    }

    /// `SlotRenderer.environment(for:on:scale:date:state:widget:)` from the environments this
    /// renderer keeps per slot: what an entry is archived in before its layout, which finds
    /// the same environment kept (docs/bench.md, "Eleventh round").
    public func slotEnvironment(
        for family: WidgetFamily, on device: Device, scale: Double? = nil, date: Date? = nil, state: DeviceState, widget: WidgetIdentity
    ) throws(Failure) -> EnvironmentValues {
        try environments.environment(for: family, on: device, scale: scale, date: date, state: state, widget: widget).environment
    }

    /// Archives `view` as the slot's environment shows it, then renders it.
    @MainActor
    public func render<V: View>(
        _ view: V, family: WidgetFamily, device: Device, scale: Double? = nil, date: Date? = nil,
        corner: Corner = .topLeading, background: Color = .black, state: DeviceState = DeviceState(),
        widget: WidgetIdentity = WidgetIdentity()
    ) throws -> (layout: LayoutResult, bitmap: Bitmap) {
        let env = try Self.environment(for: family, on: device, scale: scale, date: date, state: state, widget: widget)
        return try render(
            sizingArchives(family: family, device: device) { ViewArchiver.archive(view, in: env) }, family: family, device: device, scale: scale, date: date, corner: corner,
            background: background, state: state, widget: widget)
    }

    /// Lays out `node` in the slot as the device state allows and draws it: the firmware's
    /// redaction decided from the lock state and the widget's data protection, the rendering
    /// mode applied to the display list (which is what the returned layout holds, exactly as
    /// it reached the rasterizer), and the panel dimmed in Always On. A corner slot is drawn
    /// with its curved label, in the display corner around its content (see `CornerRenderer`).
    /// The same as `layout` followed by `draw`.
    public func render(
        _ node: ViewNode, family: WidgetFamily, device: Device, scale: Double? = nil, date: Date? = nil,
        corner: Corner = .topLeading, background: Color = .black, state: DeviceState = DeviceState(),
        widget: WidgetIdentity = WidgetIdentity()
    ) throws -> (layout: LayoutResult, bitmap: Bitmap) {
        let slot = try layout(
            node, family: family, device: device, scale: scale, date: date, corner: corner, background: background, state: state,
            widget: widget)
        return (slot.layout, try draw(slot))
    }

    /// The first half of `render`: the slot laid out, its display list final, not yet drawn.
    /// `slot` names the place it is shown in; `draw` has the rasterizer keep what it drew there
    /// and redraw only what the next entry changes. Without one, the widget's kind, family,
    /// corner and device name the place.
    public func layout(
        _ node: ViewNode, family: WidgetFamily, device: Device, scale: Double? = nil, date: Date? = nil,
        corner: Corner = .topLeading, background: Color = .black, state: DeviceState = DeviceState(),
        widget: WidgetIdentity = WidgetIdentity(), slot: String? = nil
    ) throws -> SlotLayout {
        let (env, serial) = try environments.environment(for: family, on: device, scale: scale, date: date, state: state, widget: widget)
        return try layouts.layout(node, environment: serial, corner: corner, background: background, slot: slot, date: env.renderDate) {
            try layout(
                node, family: family, device: device, corner: corner, background: background, state: state, widget: widget,
                slot: slot ?? environments.place(serial: serial, family: family, device: device, corner: corner, widget: widget),
                environment: env, redaction: state.redaction(for: widget.kind, protection: widget.protection))
        }
    }

    /// `layout(_:…)` in the slot's environment and with the firmware's redaction, both already worked out.
    func layout(
        _ node: ViewNode, family: WidgetFamily, device: Device, corner: Corner, background: Color, state: DeviceState,
        widget: WidgetIdentity, slot: String?, environment env: EnvironmentValues, redaction: RedactionPolicy
    ) throws -> SlotLayout {
        let size = try Self.metrics(of: family, on: device).size
        let views = ViewRenderer(measurer: measurer, assets: assets, cache: layoutCache)
        var layout =
            family == .accessoryCorner
            ? CornerRenderer(views: views).render(
                node, contentDiameter: size.width, cornerRadius: device.cornerRadius, displaySize: device.screenSize, corner: corner,
                environment: env,
                redaction: redaction)
            : views.render(node, in: size, environment: env, redaction: redaction)
        layout.displayList = RenderingModeTransform.apply(layout.displayList, mode: state.renderingMode, tint: state.tint)
        // A circular slot shows its content through a circle: ClockKit "masks the view to a
        // circle" (CLKComplicationTemplateGraphicCircularView, accessoryCircular's predecessor
        // at the same sizes), and the Lock Screen's circular widgets are round (docs/layout.md).
        if family == .accessoryCircular, !layout.displayList.items.isEmpty {
            layout.displayList.items = [.group(DisplayGroup(clip: Self.circularMask(layout.displayList.size), items: layout.displayList.items))]
        }
        let backdrop = state.renderingMode == .vibrant && background == .black ? Self.wallpaper : background
        return SlotLayout(
            layout: layout, scale: env.displayScale, background: backdrop,
            dimming: state.isLuminanceReduced ? device.alwaysOnBrightness : nil,
            place: slot ?? "\(device.id)/\(family.rawValue)/\(corner.rawValue)/\(widget.kind)", drawnAlone: state.drawsFramesAlone)
    }

    /// Runs `archive` so that views drawn from their size are archived for the frames this
    /// renderer lays them out in, in a slot of `family` on `device` (`ArchiveSizing`).
    @MainActor
    public func sizingArchives<T>(family: WidgetFamily, device: Device, _ archive: () -> T) -> T {
        let size = (try? Self.metrics(of: family, on: device).size) ?? Size(width: 0, height: 0)
        let views = ViewRenderer(measurer: measurer, assets: assets, cache: layoutCache)
        return ArchiveSizing.with(ArchiveSizing(renderer: views, canvas: size), archive)
    }

    /// The circle a circular slot of `size` shows its content through.
    public static func circularMask(_ size: Size) -> Path { Path(ellipseIn: Rect(size: size)) }

    /// `list` of a slot of `family` without the slot's mask: what the widget drew, for checks
    /// that ask what the mask cuts off.
    public static func unmasked(_ list: DisplayList, family: WidgetFamily) -> DisplayList {
        guard family == .accessoryCircular, list.items.count == 1, case .group(let group) = list.items[0],
            group.clip == circularMask(list.size), group.transform.isIdentity, group.tag == nil, group.opacity == 1, group.mask == nil
        else { return list }
        var out = list
        out.items = group.items
        return out
    }

    /// The second half of `render`: rasterizes a laid-out slot and dims it for Always On. A
    /// slot drawn alone (locked, before the first unlock, Always On) gets a canvas of its own:
    /// no pixel of an earlier frame, in whatever state, can reach it.
    public func draw(_ slot: SlotLayout) throws -> Bitmap {
        let list = slot.layout.displayList
        var bitmap =
            slot.drawnAlone
            ? try rasterizer.rasterize(list, scale: slot.scale, background: slot.background)
            : try rasterizer.rasterize(list, scale: slot.scale, background: slot.background, retainingAs: slot.place)
        if let dimming = slot.dimming { bitmap = bitmap.dimmed(by: dimming) }
        return bitmap
    }

    /// The lock screen wallpaper vibrant widgets are drawn over when no background is given.
    public static let wallpaper = Color(r8: 30, g8: 42, b8: 78)
}
