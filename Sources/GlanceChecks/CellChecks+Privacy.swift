import Foundation
import GlanceGraphics
import GlanceUI

extension CellChecks {
    /// What the firmware promised to hide, checked on the display list that reached the
    /// rasterizer: no glyphs or images at all under a placeholder, none from inside
    /// `privacySensitive` content when sensitive content is hidden, and none of the strings
    /// that exist only inside sensitive content. `open` is the same entry archived unlocked.
    func privacyLeaks(_ cell: RenderedCell, open: ViewNode?) -> [Finding] {
        let policy = cell.redaction
        let found = (open ?? cell.node).texts(at: cell.renderDate)
        // Strings shown only inside sensitive content (read only when sensitive content is hidden:
        // under a placeholder any text drawn is a leak).
        let visible = Set(found.filter { !$0.sensitive }.map(\.text))
        let secrets = Set(found.filter(\.sensitive).map(\.text)).subtracting(visible).filter { $0.count >= 2 }
        for placed in cell.placedItems {
            let sensitive = placed.tags.contains(.privacySensitive)
            var problem: String?
            switch placed.item {
            case .text(let run):
                if policy == .placeholder {
                    problem = "“\(run.text)” is drawn although the whole widget must be a placeholder"
                } else if sensitive {
                    problem = "“\(run.text)” from privacySensitive content is drawn"
                } else if let secret = secrets.first(where: { run.text == $0 || ($0.count >= 4 && run.text.contains($0)) }) {
                    problem = "“\(secret)”, shown only inside privacySensitive content, is drawn"
                }
            case .image:
                if policy == .placeholder || sensitive { problem = "an image from hidden content is drawn" }
            default: break
            }
            if let problem {
                let why = policy == .placeholder ? "\(cell.widget.protection.rawValue) protection" : "hide-sensitive policy"
                return finding(cell, .privacyLeak, "\(problem) (\(cell.state.lock.rawValue), \(why))", at: placed.bounds)
            }
        }
        return []
    }
}
