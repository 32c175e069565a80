/// watchOS text styles at each Dynamic Type size (each watch's default size is in `WatchSpecs`).
/// Source: HIG › Typography › "watchOS Dynamic Type sizes" (docs/fidelity.md, "Text styles").
package enum WatchTypeScale {
    /// The table's columns. watchOS lists no Medium (Glance reads it as Large) and no AX4 or
    /// AX5 (read as AX3).
    static let columns: [DynamicTypeSize] = [.xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3]

    /// Point size / leading of each style in each column. Layout uses the sizes; lines keep the
    /// font's own height, as Apple's renders do (docs/fidelity.md), so the leading is Apple's
    /// table as published, not read. Callout and subheadline are not in
    /// Apple's watchOS table: Glance's estimates keep their iOS ratio to body (16/17, 15/17).
    static let table: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [(30, 32.5), (32, 34.5), (36, 38.5), (40, 42.5), (41, 43.5), (42, 44.5), (44, 46.5), (45, 47.5), (46, 48.5)],
        .title: [(28, 30.5), (30, 32.5), (34, 36.5), (38, 40.5), (39, 41.5), (40, 42.5), (42, 44.5), (43, 46), (44, 47)],
        .title2: [(24, 26.5), (26, 28.5), (28, 30.5), (30, 32.5), (31, 33.5), (32, 34.5), (34, 41), (35, 37.5), (36, 38.5)],
        .title3: [(17, 19.5), (18, 20.5), (19, 21.5), (20, 22.5), (21, 23.5), (22, 24.5), (24, 26.5), (25, 27.5), (26, 28.5)],
        .headline: [(14, 16.5), (15, 17.5), (16, 18.5), (17, 19.5), (18, 20.5), (19, 21.5), (21, 23.5), (22, 24.5), (23, 25.5)],
        .body: [(14, 16.5), (15, 17.5), (16, 18.5), (17, 19.5), (18, 20.5), (19, 21.5), (21, 23.5), (22, 24.5), (23, 25.5)],
        .caption: [(13, 15.5), (14, 16.5), (15, 17.5), (16, 18.5), (17, 19.5), (18, 20.5), (18, 20.5), (19, 21.5), (20, 22.5)],
        .caption2: [(12, 14.5), (13, 15.5), (14, 16.5), (15, 17.5), (16, 18.5), (17, 19.5), (17, 19.5), (18, 20.5), (19, 21.5)],
        .footnote: [(11, 13.5), (12, 14.5), (13, 15.5), (14, 16.5), (15, 17.5), (16, 18.5), (16, 18.5), (17, 19.5), (18, 20.5)],
    ]

    /// The column a size reads from.
    static func column(_ size: DynamicTypeSize) -> Int {
        switch size {
        case .medium: columns.firstIndex(of: .large)!
        case .accessibility4, .accessibility5: columns.count - 1
        default: columns.firstIndex(of: size)!
        }
    }

    /// The style's point size at `size` on a watch.
    package static func pointSize(_ style: TextStyle, at size: DynamicTypeSize) -> Double {
        if let row = table[style] { return row[column(size)].size }
        let body = table[.body]![column(size)].size
        return (body * style.referenceSize / TextStyle.body.referenceSize * 2).rounded() / 2
    }
}
