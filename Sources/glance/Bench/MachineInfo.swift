import Foundation

/// The machine a benchmark ran on, as Linux describes it (`/proc/cpuinfo`, `/proc/meminfo`,
/// `/etc/os-release`); fields the system does not tell are left out.
struct MachineInfo: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The CPU's model name.
    var cpu: String
    /// Processors the system has online.
    var cores: Int
    /// Physical memory in bytes.
    var memoryBytes: Int?
    /// The operating system's name and version.
    var system: String?

    /// This machine.
    static func current() -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let kilobytes = field("MemTotal", in: meminfo, separator: ":").flatMap { Int($0.split(separator: " ").first ?? "") }
        return MachineInfo(
            cpu: field("model name", in: cpuinfo, separator: ":") ?? "unknown CPU",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryBytes: kilobytes.map { $0 * 1024 },
            system: field("PRETTY_NAME", in: release, separator: "=").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) })
    }

    /// The value of the first `name<separator>value` line in `text`, trimmed.
    static func field(_ name: String, in text: String, separator: Character) -> String? {
        for line in text.split(separator: "\n") {
            guard let at = line.firstIndex(of: separator) else { continue }
            if line[..<at].trimmingCharacters(in: .whitespaces) == name {
                return line[line.index(after: at)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    var description: String {
        var parts = ["\(cpu), \(cores) core\(cores == 1 ? "" : "s")"]
        if let memoryBytes { parts.append("\(memoryBytes / (1 << 30)) GB") }
        if let system { parts.append(system) }
        return parts.joined(separator: ", ")
    }
}
