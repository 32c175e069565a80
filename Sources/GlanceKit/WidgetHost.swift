import Foundation
import GlanceWidgets

/// The program a widget bundle runs as.
@MainActor
enum WidgetHost {
    static func main(widgets: [WidgetDescription]) async {
        for d in widgets {
            print("\(d.kind): \(d.displayName) — \(d.supportedFamilies.map(\.rawValue).joined(separator: ", "))")
        }
        for p in PreviewCatalog.previews() { print("preview: \(p.title) [\(p.fileID):\(p.line)]") }
    }
}
