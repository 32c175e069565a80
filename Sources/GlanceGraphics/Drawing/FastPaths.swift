import Foundation

/// The fast paths a backend may take. Each gives what the plain path gives (cairo's pixels,
/// HarfBuzz's glyphs) for less work, and answers "not mine" where it cannot promise that; the
/// plain path is plain cairo and HarfBuzz. Each kept one earns its place in docs/bench.md.
public struct FastPaths: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Fills that would leave every pixel as it is, skipped (`FillReach`).
    public static let fills = FastPaths(rawValue: 1 << 1)
    /// Runs in one colour composited from kept glyph masks (`GlyphMasks`, `TurnedGlyphs`).
    public static let glyphs = FastPaths(rawValue: 1 << 2)
    /// A retained slot repainted only where its frame changed (`RepaintAreas`).
    public static let repaint = FastPaths(rawValue: 1 << 3)
    /// New strings put together from kept words (`WordSplitting`).
    public static let words = FastPaths(rawValue: 1 << 4)

    /// The ones that re-implement cairo's compositing.
    public static let cairo: FastPaths = [.fills, .glyphs]
    /// The ones that rely on HarfBuzz's shaping at word boundaries.
    public static let harfBuzz: FastPaths = [.words]
    public static let all: FastPaths = [.fills, .glyphs, .repaint, .words]

    /// Names as `GLANCE_FAST_PATHS` takes them.
    public static let named: [(name: String, paths: FastPaths)] = [
        ("fills", .fills), ("glyphs", .glyphs), ("repaint", .repaint), ("words", .words),
    ]

    public var description: String {
        let names = Self.named.filter { contains($0.paths) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }

    /// The fast paths an environment asks for: none under `GLANCE_PLAIN_RASTER=1`; only those
    /// `GLANCE_FAST_PATHS` names (`fills,glyphs`, or `none`), to measure one at a time; else all.
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

    /// What this process's environment asks for.
    public static let requested = FastPaths(environment: ProcessInfo.processInfo.environment)
}
