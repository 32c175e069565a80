import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension CellChecks {
    /// What the firmware promised to hide, checked on the display list that reached the
    /// rasterizer. Inside hidden content (all of it under a placeholder; `privacySensitive`
    /// content when sensitive content is hidden) only placeholder primitives may draw: fills
    /// and strokes in the placeholder paint, at full opacity, unmasked; no glyphs, no images,
    /// no colour, opacity or mask the widget chose. Outside it, none of the strings that exist
    /// only inside sensitive content. `open` is the same entry archived unlocked.
    func privacyLeaks(_ cell: RenderedCell, open: ViewNode?) -> [Finding] {
        let policy = cell.redaction
        guard policy != .none else { return [] }
        let found = (open ?? cell.node).texts(at: cell.renderDate)
        // Strings shown only inside sensitive content (read only when sensitive content is hidden:
        // under a placeholder any text drawn is a leak).
        let visible = Set(found.filter { !$0.sensitive }.map(\.text))
        let secrets = Set(found.filter(\.sensitive).map(\.text)).subtracting(visible).filter { $0.count >= 2 }
        let why = policy == .placeholder ? "\(cell.widget.protection.rawValue) protection" : "hide-sensitive policy"
        let hidden = Self.hiddenContentProblems(cell.placedItems, policy: policy, mode: cell.state.renderingMode, tint: cell.state.tint)
        if let (problem, bounds) = hidden.first {
            return finding(cell, .privacyLeak, "\(problem) (\(cell.state.lock.rawValue), \(why))", at: bounds)
        }
        for placed in cell.placedItems where !Self.isHidden(placed, policy: policy) {
            if let problem = Self.secretShown(placed, secrets) {
                return finding(cell, .privacyLeak, "\(problem) (\(cell.state.lock.rawValue), \(why))", at: placed.bounds)
            }
        }
        return []
    }

    /// Whether an item is inside content `policy` hides: all of it under a placeholder,
    /// `privacySensitive` content when sensitive content is hidden.
    static func isHidden(_ placed: PlacedItem, policy: RedactionPolicy) -> Bool {
        switch policy {
        case .none: false
        case .placeholder: true
        case .hideSensitive: placed.tags.contains(.privacySensitive) || placed.tags.contains(.firmwareHidden)
        }
    }

    /// Every item inside hidden content that is more than a placeholder primitive, with why.
    static func hiddenContentProblems(
        _ items: [PlacedItem], policy: RedactionPolicy, mode: WidgetRenderingMode, tint: Color
    ) -> [(problem: String, bounds: Rect)] {
        guard policy != .none else { return [] }
        let allowed = RenderingModeTransform.hiddenContentPaints(mode: mode, tint: tint)
        return items.compactMap { placed in
            guard isHidden(placed, policy: policy), let problem = hiddenContentProblem(placed, policy: policy, allowed: allowed) else { return nil }
            return (problem, placed.bounds)
        }
    }

    /// Why an item inside hidden content is more than a placeholder primitive, if it is.
    static func hiddenContentProblem(_ placed: PlacedItem, policy: RedactionPolicy, allowed: [Paint]) -> String? {
        switch placed.item {
        case .text(let run):
            return policy == .placeholder
                ? "“\(run.text)” is drawn although the whole widget must be a placeholder" : "“\(run.text)” from privacySensitive content is drawn"
        case .image: return "an image from hidden content is drawn"
        case .fill(_, let paint, _), .stroke(_, let paint, _):
            if !allowed.contains(paint) { return "a shape in hidden content is drawn in a paint the widget chose, not the placeholder's" }
            if abs(placed.opacityInHidden - 1) > 1e-9 { return "a shape in hidden content is drawn at an opacity the widget chose" }
            if placed.maskedInHidden { return "a shape in hidden content is drawn through a mask the widget drew" }
            return nil
        case .group: return nil
        }
    }

    /// Whether a drawn run outside hidden content shows a string that exists only inside it.
    static func secretShown(_ placed: PlacedItem, _ secrets: Set<String>) -> String? {
        guard case .text(let run) = placed.item,
            let secret = secrets.first(where: { run.text == $0 || ($0.count >= 4 && run.text.contains($0)) })
        else { return nil }
        return "“\(secret)”, shown only inside privacySensitive content, is drawn"
    }
}
