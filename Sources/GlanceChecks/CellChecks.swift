import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// The checks that look at one rendered cell. Each reads the display list where geometry or
/// meaning decides, and the cell's pixels only where the eye does (Always On, contrast, masks).
struct CellChecks {
    let configuration: CheckConfiguration
    var pictures: Bool { configuration.pictures }

    /// Every enabled check that applies to `cell`'s state; a check that is off does no work.
    func run(_ cell: RenderedCell, open: ViewNode?) -> [Finding] {
        var out: [Finding] = []
        func on(_ checks: CheckID...) -> Bool { checks.contains(where: configuration.checks.contains) }
        let plain = cell.redaction == .none && cell.state.renderingMode == .fullColor && !cell.state.isLuminanceReduced
        if on(.textTruncated, .textScaled, .textTooSmall, .inlineTooWide) { out += textFit(cell) }
        if on(.outsideSlot) { out += outsideSlot(cell) }
        if plain {
            if on(.missingGlyph) { out += missingGlyphs(cell) }
            if on(.thinLine) { out += thinLines(cell) }
            if on(.outsideMask) { out += outsideMask(cell) }
            if on(.imageVanishes) { out += imagesVanish(cell) }
        }
        if cell.redaction != .none && on(.privacyLeak) { out += privacyLeaks(cell, open: open) }
        // Lit share is an emissive panel's concern, about the widget's own light: a reflective
        // panel (full brightness in Always On) and the lock screen's wallpaper behind vibrant
        // widgets are left out; accented mode keeps each pixel's brightness, so full colour speaks for it.
        if cell.state.isLuminanceReduced && cell.state.renderingMode == .fullColor {
            if cell.device.alwaysOnBrightness < 1 && on(.alwaysOnLit) { out += alwaysOnLit(cell) }
            if on(.alwaysOnSeconds) { out += secondsInAlwaysOn(cell) }
        }
        if cell.redaction == .none && !cell.state.isLuminanceReduced {
            if cell.state.renderingMode == .accented && on(.accentMissing) { out += accentMissing(cell) }
            if cell.state.renderingMode == .vibrant && on(.vibrantContrast) { out += vibrantContrast(cell) }
        }
        return out
    }

    /// Text with characters no font draws (each shows as a box), once per text.
    func missingGlyphs(_ cell: RenderedCell) -> [Finding] {
        var seen = Set<String>()
        return cell.slot.layout.textFits.flatMap { fit -> [Finding] in
            guard let message = fit.missingGlyphsMessage, seen.insert(fit.text).inserted else { return [] }
            return finding(cell, .missingGlyph, message, about: fit.text)
        }
    }

    /// A finding about `cell` (with `rect` outlined in its picture), or none when `check` is off;
    /// the runner adds it for every lock state sharing the cell's render.
    func finding(_ cell: RenderedCell, _ check: CheckID, _ message: String, about subject: String? = nil, at rect: Rect? = nil) -> [Finding] {
        configuration.finding(
            check, widget: cell.widget.kind, family: cell.family, device: cell.device.id, lock: cell.state.lock,
            luminanceReduced: cell.state.isLuminanceReduced, mode: cell.state.renderingMode, entryIndex: cell.entryIndex, entryDate: cell.entryDate,
            message: message, subject: subject, picture: pictures ? cell.bitmap.map { $0.outlining(rect, scale: cell.slot.scale) } : nil)
    }

    /// The smallest text the family offers on the device: its `caption2` size.
    static func minimumTextSize(_ family: WidgetFamily, on device: Device) -> Double {
        TextStyle.caption2.pointSize(bodySize: device.families[family]?.bodyTextSize ?? 17)
    }

    // MARK: Text

    /// Truncation (inline families report it as too wide), shrinking below the family's
    /// smallest text size, and text set smaller than that size.
    func textFit(_ cell: RenderedCell) -> [Finding] {
        var out: [Finding] = []
        let minimum = Self.minimumTextSize(cell.family, on: cell.device)
        let runs = cell.placedItems.compactMap { p -> (TextRun, Rect)? in
            if case .text(let run) = p.item { (run, p.bounds) } else { nil }
        }
        // A cut run is named with the whole text it came from, found among the tree's texts;
        // while the firmware hides anything, those may be hidden ones, so only the run is named.
        let sources = cell.redaction == .none ? cell.node.texts(at: cell.renderDate).map(\.text) : []
        var reported = Set<String>()
        for (run, box) in runs where run.text.contains("…") && reported.insert(run.text).inserted {
            let cut = run.text.replacingOccurrences(of: "…", with: "")
            guard !sources.contains(where: { $0.contains("…") && $0.contains(cut) }) else { continue }
            let whole = sources.first { !$0.isEmpty && (cut.isEmpty || $0.hasPrefix(cut) || $0.hasSuffix(cut) || $0.contains(cut)) && $0 != run.text }
            let quoted = whole.map { "“\($0)” is cut to “\(run.text)”" } ?? "text is cut to “\(run.text)”"
            if cell.family == .accessoryInline {
                out += finding(cell, .inlineTooWide, "\(quoted): the inline slot is \(cell.canvas.width.short) pt wide", about: whole ?? run.text, at: box)
            } else {
                out += finding(cell, .textTruncated, quoted, about: whole ?? run.text, at: box)
            }
        }
        for fit in cell.slot.layout.textFits where !fit.text.isEmpty {
            let box = runs.first { fit.text.hasPrefix($0.0.text) || $0.0.text.hasPrefix(fit.text) }?.1
            if fit.requestedSize < minimum - 0.01 {
                out += finding(cell, .textTooSmall, "“\(fit.text)” is set at \(fit.requestedSize.short) pt, below \(minimum.short) pt, the smallest text \(cell.family) has on \(cell.device.id)", about: fit.text, at: box)
            } else if fit.drawnSize < minimum - 0.01 {
                out += finding(cell, .textScaled, "“\(fit.text)” is shrunk from \(fit.requestedSize.short) to \(fit.drawnSize.short) pt, below \(minimum.short) pt, the smallest text \(cell.family) has on \(cell.device.id)", about: fit.text, at: box)
            }
        }
        if cell.family == .accessoryInline, out.allSatisfy({ $0.check != .inlineTooWide }) {
            let width = cell.canvas.width
            if let over = runs.first(where: { $0.1.maxX > width + 0.5 || $0.1.minX < -0.5 }) {
                out += finding(cell, .inlineTooWide, "“\(over.0.text)” runs to \(over.1.maxX.short) pt in a \(width.short) pt inline slot", at: over.1)
            }
        }
        return out
    }

    // MARK: Geometry

    /// Anything drawn past the slot's edges, which the display cuts off.
    func outsideSlot(_ cell: RenderedCell) -> [Finding] {
        let canvas = Rect(size: cell.canvas), tolerance = 1.0
        func overhang(_ b: Rect) -> Double { max(canvas.minX - b.minX, canvas.minY - b.minY, b.maxX - canvas.maxX, b.maxY - canvas.maxY) }
        for placed in cell.placedItems where !placed.bounds.isEmpty && placed.item.isLit {
            var b = placed.bounds
            guard overhang(b) > tolerance else { continue }
            if case .text = placed.item {
                if cell.family == .accessoryInline { continue }  // reported as inline-too-wide
                // Text boxes come from font metrics: what the glyphs really ink decides.
                guard let ink = cell.inkBounds(of: placed), overhang(ink) > tolerance else { continue }
                b = ink
            }
            let over = overhang(b)
            return finding(cell, .outsideSlot, "\(placed.item.summary) reaches \(over.short) pt past the \(cell.canvas.width.short)×\(cell.canvas.height.short) pt slot", at: b)
        }
        return []
    }

    /// Strokes thinner than 2 pt, and filled lines (hairline rectangles) as thin.
    func thinLines(_ cell: RenderedCell) -> [Finding] {
        for placed in cell.placedItems where !placed.tags.contains(.privacySensitive) {
            var width: Double?
            switch placed.item {
            case .stroke(_, let paint, let style) where paint.isVisible: width = style.lineWidth * placed.scale
            case .fill(_, let paint, _) where paint.isVisible:
                let b = placed.bounds
                if min(b.width, b.height) < 2, max(b.width, b.height) >= 6 { width = min(b.width, b.height) }
            default: break
            }
            if let width, width > 0, width < 2 - 0.01 {
                return finding(cell, .thinLine, "a \(placed.item.summary) \(width.short) pt thin; lines should be at least 2 pt", at: placed.bounds)
            }
        }
        return []
    }
}

extension DisplayItem {
    /// Whether the item lights pixels (images always count).
    var isLit: Bool {
        switch self {
        case .fill(_, let paint, _), .stroke(_, let paint, _): paint.isVisible
        case .text(let run): run.paint.isVisible
        case .image: true
        case .group: false
        }
    }

    /// A few words naming the item, for messages.
    var summary: String {
        switch self {
        case .fill: "filled shape"
        case .stroke: "line"
        case .text(let run): "text “\(run.text)”"
        case .image: "image"
        case .group: "group"
        }
    }
}

extension Paint {
    /// Whether the paint lights any pixel: some colour, not transparent and not black (which
    /// an emissive display leaves off, and widgets use to cut out).
    var isVisible: Bool {
        var any = false
        _ = mapColors { c in
            if c.alpha > 0.02 && max(c.red, c.green, c.blue) > 0.05 { any = true }
            return c
        }
        return any
    }
}

extension Double {
    /// The number to one decimal, without a trailing ".0": for messages.
    var short: String { ((self * 10).rounded() / 10).compact }
}
