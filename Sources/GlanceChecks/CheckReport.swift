import GlanceWidgets

/// What a check run found, and how much it looked at.
public struct CheckReport: Sendable {
    public var findings: [Finding] = []
    /// The widget kinds checked, in order.
    public var widgets: [String] = []
    /// Cells checked: entry × family × device × lock state × luminance × rendering mode.
    public var cellsChecked = 0
    /// Distinct renders made (cells sharing a redaction, luminance and mode share one).
    public var rendersMade = 0
    /// Each widget family checked and the devices it was checked on.
    public var coverage: [Coverage] = []
    /// The faces checked, in order, each with its device; and the frames drawn of them.
    public var faces: [(name: String, device: String)] = []
    public var faceFrames = 0

    /// One widget family and the devices it was checked on (none when no device shows it).
    public struct Coverage: Sendable, Hashable {
        public var widget: String
        public var family: WidgetFamily
        public var devices: [String]
    }

    public init(findings: [Finding] = [], widgets: [String] = [], cellsChecked: Int = 0, rendersMade: Int = 0) {
        (self.findings, self.widgets, self.cellsChecked, self.rendersMade) = (findings, widgets, cellsChecked, rendersMade)
    }

    /// Adds another run's results.
    public mutating func merge(_ other: CheckReport) {
        findings += other.findings
        widgets += other.widgets
        cellsChecked += other.cellsChecked
        rendersMade += other.rendersMade
        coverage += other.coverage
        faces += other.faces
        faceFrames += other.faceFrames
    }

    /// How many findings have each severity.
    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// Whether any finding is at least `threshold`: what makes `glance check` fail.
    public func fails(at threshold: Severity) -> Bool { findings.contains { $0.severity >= threshold } }
}
