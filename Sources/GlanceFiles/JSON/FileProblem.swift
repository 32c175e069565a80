/// One thing wrong with a file: where, at which field, and what.
public struct FileProblem: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation?
    /// The field path, e.g. `slots[2].frame.x`; empty for the whole file.
    public var path: String
    public var message: String

    public init(file: String, location: SourceLocation?, path: String, message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    public var description: String {
        "\(file)\(location.map { ":\($0)" } ?? ""): \(path.isEmpty ? "" : "\(path): ")\(message)"
    }
}

/// Everything wrong with a file, in the order found.
public struct FileErrors: Error, Sendable, CustomStringConvertible {
    public var problems: [FileProblem]
    public init(_ problems: [FileProblem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// The closest of `candidates` to `word`, if close enough to be a likely typo.
func suggestion(for word: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let current = row[j + 1]
                row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (ca == cb ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
    let w = Array(word.lowercased())
    let scored = candidates.map { ($0, distance(w, Array($0.lowercased()))) }.sorted { $0.1 < $1.1 }
    guard let best = scored.first, best.1 <= max(1, w.count / 3) else { return nil }
    return best.0
}
