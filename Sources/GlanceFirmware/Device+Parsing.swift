import Foundation

extension Device {
    /// The built-in devices named in `lists`, each a comma-separated list of ids (spaces
    /// around an id and empty ids ignored), in order with repeats kept; an unknown id is an
    /// error listing the valid ones.
    public static func list(parsing lists: [String]) throws(ChoiceError) -> [Device] {
        try ChoiceError.names(in: lists).map { (id) throws(ChoiceError) in
            guard let device = named(id) else {
                throw ChoiceError("unknown device '\(id)'; valid devices: " + builtIn.map(\.id).joined(separator: ", "))
            }
            return device
        }
    }

    /// The built-in devices named in a comma-separated list, as `list(parsing: [text])`.
    public static func list(parsing text: String) throws(ChoiceError) -> [Device] {
        try list(parsing: [text])
    }
}
