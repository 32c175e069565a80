import Foundation

extension ChoiceError {
    /// The names in command-line values, each a comma-separated list: spaces around a name
    /// are dropped, and empty names skipped.
    public static func names(in values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
