import Foundation
import GlanceWidgets

extension WidgetFamily {
    /// The accessory families named in `lists`, each a comma-separated list (spaces around a
    /// name and empty names ignored), in order with repeats kept; an unknown name is an error
    /// listing the valid ones.
    package static func list(parsing lists: [String]) throws(ChoiceError) -> [WidgetFamily] {
        try ChoiceError.names(in: lists).map { (name) throws(ChoiceError) in
            guard let family = WidgetFamily(accessoryName: name) else {
                throw ChoiceError("unknown family '\(name)'; valid families: " + accessoryNames.joined(separator: ", "))
            }
            return family
        }
    }

    /// The accessory families named in a comma-separated list, as `list(parsing: [text])`.
    package static func list(parsing text: String) throws(ChoiceError) -> [WidgetFamily] {
        try list(parsing: [text])
    }
}
