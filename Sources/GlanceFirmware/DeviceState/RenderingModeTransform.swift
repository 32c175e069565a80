import Foundation
import GlanceGraphics
import GlanceWidgets
import GlanceUI

/// Redraws a display list the way the system shows widgets in each rendering mode:
/// accented splits it into the accent group (the face's tint) and the rest (white), each a
/// single-tint layer keeping the content's shape and brightness; vibrant reduces it to
/// luminance, drawn as white of that strength over the wallpaper, with the accessory
/// background as a translucent backing.
public enum RenderingModeTransform {
    public static func apply(_ list: DisplayList, mode: WidgetRenderingMode, tint: Color) -> DisplayList {
        guard mode != .fullColor else { return list }
        var out = list
        out.items = list.items.map { transform($0, mode: mode, tint: tint, accent: false, hidden: false, images: "accented") }
        return out
    }

    /// The translucent backing behind accessory widgets on a lock screen.
    public static let vibrantBacking = Color(white: 1, alpha: 0.22)

    private static func transform(
        _ item: DisplayItem, mode: WidgetRenderingMode, tint: Color, accent: Bool, hidden: Bool, images: String
    ) -> DisplayItem {
        func paint(_ p: Paint) -> Paint { recolor(p, mode: mode, tint: tint, accent: accent) }
        switch item {
        case .fill(let path, let p, let rule): return .fill(path, paint(p), rule)
        case .stroke(let path, let p, let style): return .stroke(path, paint(p), style)
        case .text(var run):
            run.paint = paint(run.paint)
            // Colour glyphs (emoji) are images: recoloured as an image here would be.
            run.colorGlyphs = recolor(mode: mode, tint: accent ? tint : .white, imageMode: images)
            return .text(run)
        case .image(var image):
            image.bitmap = recolor(image.bitmap, mode: mode, tint: accent ? tint : .white, imageMode: images)
            return .image(image)
        case .group(var group):
            if mode == .vibrant && group.tag == .accessoryBackground {
                group.items = group.items.map { backing($0) }
                return .group(group)
            }
            // Hidden content is never the accent group, whatever encloses it or it encloses: a
            // widget that made it accentable or not by its data would show that bit in the tint.
            let inHidden = hidden || group.tag == .firmwareHidden
            let inAccent = !inHidden && (accent || group.tag == .accent)
            var imageMode = images
            if case .accentedImages(let m) = group.tag { imageMode = m }
            group.items = group.items.map { transform($0, mode: mode, tint: tint, accent: inAccent, hidden: inHidden, images: imageMode) }
            return .group(group)
        }
    }

    private static func backing(_ item: DisplayItem) -> DisplayItem {
        switch item {
        case .fill(let path, _, let rule): .fill(path, .color(vibrantBacking), rule)
        case .stroke(let path, _, let style): .stroke(path, .color(vibrantBacking), style)
        default: item
        }
    }

    /// The paints content the firmware hides may be drawn in, in `mode`: the placeholder colour
    /// as this transform recolours it (hidden content is never the accent group), and in
    /// vibrant mode the accessory background's backing. None depends on the widget.
    package static func hiddenContentPaints(mode: WidgetRenderingMode, tint: Color) -> [Paint] {
        let placeholder = recolor(Paint.color(FirmwarePlaceholder.color), mode: mode, tint: tint, accent: false)
        return mode == .vibrant ? [placeholder, .color(vibrantBacking)] : [placeholder]
    }

    /// Brightness kept by a single-tint layer: the strongest channel.
    static func brightness(_ c: Color) -> Double { max(c.red, c.green, c.blue) }

    static func recolor(_ color: Color, mode: WidgetRenderingMode, tint: Color, accent: Bool) -> Color {
        switch mode {
        case .fullColor: color
        case .accented: (accent ? tint : .white).opacity(color.alpha * brightness(color))
        case .vibrant: Color.white.opacity(color.alpha * pow(color.luminance, 1 / 2.2))
        default: color
        }
    }

    static func recolor(_ paint: Paint, mode: WidgetRenderingMode, tint: Color, accent: Bool) -> Paint {
        paint.mapColors { recolor($0, mode: mode, tint: tint, accent: accent) }
    }

    /// Images per `widgetAccentedRenderingMode` in accented mode; luminance in vibrant mode.
    static func recolor(_ bitmap: Bitmap, mode: WidgetRenderingMode, tint: Color, imageMode: String) -> Bitmap {
        bitmap.recolored(recolor(mode: mode, tint: tint, imageMode: imageMode))
    }

    /// How images are recoloured in `mode`, per `widgetAccentedRenderingMode` in accented mode.
    static func recolor(mode: WidgetRenderingMode, tint: Color, imageMode: String) -> BitmapRecolor {
        switch (mode, imageMode) {
        case (.fullColor, _), (.accented, "fullColor"): .none
        case (.accented, "desaturated"): .desaturated
        case (.accented, _): .tinted(tint)
        case (.vibrant, _): .tinted(.white)
        default: .none
        }
    }
}
