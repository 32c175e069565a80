/// How a path's outline is drawn.
public struct StrokeStyle: Codable, Hashable, Sendable {
    /// The shape at an open end of a line.
    public enum LineCap: String, Codable, CaseHashable, Sendable, CaseIterable { case butt, round, square }
    /// The shape where two segments meet.
    public enum LineJoin: String, Codable, CaseHashable, Sendable, CaseIterable { case miter, round, bevel }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Which points count as inside a self-overlapping path.
public enum FillRule: String, CaseHashable, Sendable { case nonZero, evenOdd }
