import Foundation

/// The fast paths a backend may take. Each gives what the plain path gives (cairo's pixels,
/// HarfBuzz's glyphs) for less work, and answers "not mine" where it cannot promise that; the
/// plain path is plain cairo and HarfBuzz. Each kept one earns its place in docs/bench.md.
public struct FastPaths: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Runs in one colour composited from kept glyph masks (`GlyphMasks`, `TurnedGlyphs`).
    public static let glyphs = FastPaths(rawValue: 1 << 2)
    /// New strings put together from kept words (`WordSplitting`).
    public static let words = FastPaths(rawValue: 1 << 4)
    /// A new string that begins as one lately shaped whole takes that one's glyphs up to where
    /// HarfBuzz says the run may be joined, and has only the rest shaped (`KeptShaping`).
    public static let joins = FastPaths(rawValue: 1 << 5)
    /// A linear or radial gradient's pixels over the canvas, which every drawing of it is
    /// composited from, kept for the next (`GradientImages`).
    public static let gradients = FastPaths(rawValue: 1 << 6)
    /// A stroke's coverage, which every drawing of it under a clip that is not a box of whole
    /// pixels is composited through, kept for the next (`ClippedStrokes`).
    public static let coverage = FastPaths(rawValue: 1 << 7)

    /// The ones that re-implement cairo's compositing.
    public static let cairo: FastPaths = [.glyphs]
    /// The ones that rely on HarfBuzz's shaping at word boundaries and its glyph flags.
    public static let harfBuzz: FastPaths = [.words, .joins]
    public static let all: FastPaths = [.glyphs, .words, .joins, .gradients, .coverage]

    /// Names as `GLANCE_FAST_PATHS` takes them.
    public static let named: [(name: String, paths: FastPaths)] = [
        ("glyphs", .glyphs), ("words", .words), ("joins", .joins), ("gradients", .gradients),
        ("coverage", .coverage),
    ]

    /// Fast paths measured and deleted, as `GLANCE_FAST_PATHS` named them (docs/bench.md,
    /// "Fast paths"): naming one is not an error, and selects nothing.
    public static let removedNames: Set<String> = ["fills", "repaint"]

    public var description: String {
        let names = Self.named.filter { contains($0.paths) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }

    /// The fast paths an environment asks for: none under `GLANCE_PLAIN_RASTER=1`; only those
    /// `GLANCE_FAST_PATHS` names (`glyphs,words,joins,gradients,coverage`, or `none`), to measure one at a time; else all.
    /// A name it does not know selects nothing (`note(environment:)` says which).
    public init(environment: [String: String]) {
        if let plain = environment["GLANCE_PLAIN_RASTER"], !plain.isEmpty, plain != "0" {
            self = []
        } else if let list = environment["GLANCE_FAST_PATHS"] {
            let names = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            self = Self.named.filter { names.contains($0.name) }.reduce(into: []) { $0.formUnion($1.paths) }
        } else {
            self = .all
        }
    }

    /// What to tell the person about `GLANCE_FAST_PATHS` in `environment`: the names in it that
    /// are no fast path (or no longer one), or nil when every name is known.
    public static func note(environment: [String: String]) -> String? {
        guard let list = environment["GLANCE_FAST_PATHS"], environment["GLANCE_PLAIN_RASTER"].map({ $0.isEmpty || $0 == "0" }) ?? true else {
            return nil
        }
        let known = Set(named.map(\.name)).union(["none"])
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let unknown = names.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return nil }
        let removed = unknown.filter { removedNames.contains($0) }, other = unknown.filter { !removedNames.contains($0) }
        var parts: [String] = []
        if !removed.isEmpty { parts.append("\(removed.joined(separator: ", ")) measured and removed (docs/bench.md)") }
        if !other.isEmpty { parts.append("no fast path is called \(other.joined(separator: ", "))") }
        return "glance: GLANCE_FAST_PATHS: \(parts.joined(separator: "; ")); the fast paths are \(named.map(\.name).joined(separator: ", ")), or none"
    }

    /// What this process's environment asks for.
    public static let requested = FastPaths(environment: ProcessInfo.processInfo.environment)

    /// What to tell the person about this process's `GLANCE_FAST_PATHS`, said once by the
    /// first backend to read it.
    public static let requestNote = note(environment: ProcessInfo.processInfo.environment)
}
