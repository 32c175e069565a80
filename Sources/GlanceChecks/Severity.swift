/// How bad a finding is. Errors fail `glance check`; warnings fail it with `--fail-on warning`.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
