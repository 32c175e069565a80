import Foundation
import GlanceGraphics
import GlanceUI

/// One declared preview, as `#Preview` or a `PreviewProvider` declares it: a widget in a
/// family with its entries, or a view. `PreviewCatalog` collects them; `glance` draws them.
@MainActor
public struct Preview {
    /// The name given in the declaration, if any.
    package var name: String?
    package var content: Content
    /// Where it was declared: `Module/File.swift`, and the line.
    package var fileID = ""
    package var line = 0
    /// The declaring file's path when it was built (empty for a `PreviewProvider`).
    package var filePath = ""

    /// What a preview shows.
    package enum Content {
        /// A widget in `family`, its timeline from the preview's entries or provider, run
        /// with `configuration` (the widget's default when nil).
        case widget(WidgetDescription, family: WidgetFamily, configuration: (any WidgetConfigurationIntent)?)
        /// A view, drawn in `family` when one is given, else at the size it asks for.
        case view(family: WidgetFamily?, archive: @MainActor (EnvironmentValues) -> ViewNode)
    }

    package init(name: String?, content: Content) {
        self.name = name
        self.content = content
    }

    /// The family it draws in, if any.
    package var family: WidgetFamily? {
        switch content {
        case .widget(_, let family, _): family
        case .view(let family, _): family
        }
    }

    /// Where it was declared, `Module/File.swift:line` (a `PreviewProvider`: `Module/Type`).
    package var location: String { line > 0 ? "\(fileID):\(line)" : fileID }

    /// The module it was declared in.
    package var module: String { String(fileID.prefix { $0 != "/" }) }

    /// A name for lists and file names: the declared one, else the widget and family.
    package var title: String {
        if let name, !name.isEmpty { return name }
        switch content {
        case .widget(let widget, let family, _): return "\(widget.kind) \(family.rawValue)"
        case .view: return "\((fileID as NSString).lastPathComponent):\(line)"
        }
    }
}

/// A source of one `#Preview`: the macro declares a uniquely named type conforming to this.
@MainActor @preconcurrency
public protocol PreviewRegistry {
    static var fileID: String { get }
    static var line: Int { get }
    /// The declaring file's full path when built, for finding asset catalogs beside it.
    static var filePath: String { get }
    static func makePreview() -> Preview
}
