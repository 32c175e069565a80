import CHarfBuzz
import Foundation
import GlanceGraphics

/// The text engine's fast path (`WordSplitting`) gives HarfBuzz's glyphs only for the HarfBuzz
/// it was proven against (docs/bench.md, "Fast paths").
extension TextEngine {
    /// The HarfBuzz whose shaping the fast paths were checked against.
    static let provenHarfBuzz = "6.0.0"

    /// The fast paths `requested` leaves on with `harfBuzzVersion`, with why any went off.
    static func usable(_ requested: FastPaths, harfBuzzVersion: String) -> (FastPaths, note: String?) {
        guard harfBuzzVersion != provenHarfBuzz, !requested.isDisjoint(with: .harfBuzz) else { return (requested, nil) }
        return (requested.subtracting(.harfBuzz),
            "glance: HarfBuzz \(harfBuzzVersion) is not the HarfBuzz \(provenHarfBuzz) the text fast paths were proven against: shaping every string whole")
    }

    /// The fast paths this process asks for, checked once against the HarfBuzz in use, which
    /// is said once on standard error when it turns any off.
    public static let standardFastPaths: FastPaths = {
        let (paths, note) = usable(.requested, harfBuzzVersion: String(cString: hb_version_string()))
        if let note { FileHandle.standardError.write(Data((note + "\n").utf8)) }
        return paths
    }()
}
