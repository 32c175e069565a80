import Foundation
import GlanceUI

extension NSAttributedString.Key {
    /// UIKit's font attribute: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// UIKit's text colour attribute: a `UIColor` (or a `CGColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension AttributedString {
    /// The text of `nsStr`, its UIKit `.font` and `.foregroundColor` attributes as SwiftUI's
    /// (`Text` draws them); other attributes are dropped.
    public init(_ nsStr: NSAttributedString) {
        let string = nsStr.string
        var result = AttributedString()
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length), options: []) { attributes, range, _ in
            guard let span = Range(range, in: string) else { return }
            var part = AttributedString(String(string[span]))
            if let font = attributes[.font] as? UIFont { part.swiftUI.font = Font(font) }
            if let color = attributes[.foregroundColor] as? UIColor {
                part.swiftUI.foregroundColor = color.color
            } else if let color = attributes[.foregroundColor] as? CGColor {
                part.swiftUI.foregroundColor = Color(cgColor: color)
            }
            result.append(part)
        }
        self = result
    }
}
