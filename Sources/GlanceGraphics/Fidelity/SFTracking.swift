/// The tracking the stand-in font (Inter) is set with so that its lines run as long as SF's.
/// Apple's system fonts track themselves by size: HIG › Typography › "Tracking values" gives
/// SF Pro's (iOS) and SF Compact's (watchOS) tracking at each point size. Inter has none, so it
/// takes the same tracking, plus, on a watch, `compactOffset` for SF Compact's narrower letters
/// (measured on Apple's renders: docs/fidelity.md, "The stand-in font's widths").
/// With Apple's own fonts (`--fonts DIR`) none of this applies: they carry their own.
package enum SFTracking {
    /// HIG › Typography, "iOS, iPadOS, visionOS tracking values", SF Pro: point size and
    /// tracking in 1/1000 em.
    static let sfPro: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (96, 0),
    ]

    /// HIG › Typography, "watchOS tracking values", SF Compact: point size and tracking in
    /// 1/1000 em.
    static let sfCompact: [(size: Double, tracking: Double)] = [
        (6, 50), (7, 30), (8, 30), (9, 30), (10, 30), (11, 24), (12, 20), (13, 16), (14, 14), (15, 4),
        (16, 0), (17, -4), (18, -8), (19, -12), (20, 0), (21, -2), (22, -4), (23, -6), (24, -8), (25, -10),
        (26, -11), (27, -12), (28, -12), (29, -14), (30, -14), (31, -15), (32, -16), (33, -17), (34, -18),
        (35, -18), (36, -20), (48, -20), (49, -21), (52, -21), (53, -22), (62, -22), (64, -23), (66, -24),
        (72, -24), (76, -25), (80, -26), (88, -26), (92, -28), (96, -28),
    ]

    /// What SF Compact's letters lack of Inter's width, in 1/1000 em a letter: fitted (least
    /// squares) on Apple's watchOS renders of three 15 pt lines, checked on eight 14 pt lines of
    /// other renders (docs/fidelity.md). SF Pro's need none: its table alone matches.
    static let compactOffset = -21.0

    /// Where Apple's text cut gives way to its Display cut, as Glance's stand-in does.
    static let displayCut = 20.0

    /// The stand-in's tracking, in em, for text of `size` points set where Apple sets SF Compact
    /// (`compact`, a watch) or SF Pro (elsewhere). Sizes between the table's rows are
    /// interpolated, but not across the 20 pt switch to the Display cut (Apple's and Inter's,
    /// `FontCatalog.displayCutSize`), below which the row under the size holds; sizes beyond the
    /// table's ends take the end's value.
    package static func standInTracking(size: Double, compact: Bool) -> Double {
        let table = compact ? sfCompact : sfPro
        let offset = compact ? compactOffset : 0
        guard let after = table.firstIndex(where: { $0.size >= size }) else { return (table[table.count - 1].tracking + offset) / 1000 }
        guard after > 0, table[after].size != size else { return (table[after].tracking + offset) / 1000 }
        let (low, high) = (table[after - 1], table[after])
        guard size >= displayCut || high.size < displayCut else { return (low.tracking + offset) / 1000 }
        let share = (size - low.size) / (high.size - low.size)
        return (low.tracking + (high.tracking - low.tracking) * share + offset) / 1000
    }
}
