import Foundation
import GlanceChecks
import GlanceFirmware
import GlanceWidgets

extension CheckConfiguration {
    /// The Always On presets by the names the command line uses.
    public static let presets: [(name: String, preset: AlwaysOnPreset)] = [("apple", .appleStyle), ("wear-os", .wearOS), ("garmin", .garminAMOLED)]

    /// A configuration from command-line values (each list may hold comma-separated names;
    /// empty lists keep the defaults), or an error naming the bad value and the valid ones.
    public init(families: [String], devices: [String], preset: String, checks: [String], allowance: Int, pictures: Bool) throws(ChoiceError) {
        self.init()
        func split(_ values: [String]) -> [String] { values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } }
        if !families.isEmpty { self.families = try WidgetFamily.list(parsing: families) }
        if !devices.isEmpty { self.devices = try Device.list(parsing: devices) }
        guard let p = Self.presets.first(where: { $0.name == preset }) else {
            throw ChoiceError("unknown --preset '\(preset)'; valid: " + Self.presets.map(\.name).sorted().joined(separator: ", "))
        }
        self.preset = p.preset
        if !checks.isEmpty {
            var chosen = Set<CheckID>()
            for id in split(checks) {
                guard let found = CheckID(rawValue: id) else {
                    throw ChoiceError("unknown check '\(id)'; valid: " + CheckID.allCases.map(\.rawValue).joined(separator: ", "))
                }
                chosen.insert(found)
            }
            self.checks = chosen
        }
        guard allowance >= 0 else { throw ChoiceError("--allowance must not be negative (got \(allowance))") }
        dailyAllowance = allowance
        self.pictures = pictures
    }
}

extension Severity {
    /// The severity named on the command line, or an error listing the valid ones.
    public init(failOn name: String) throws(ChoiceError) {
        guard let s = Severity(rawValue: name) else { throw ChoiceError("--fail-on '\(name)': expected error, warning or note") }
        self = s
    }
}
