/// Apple Watch screens and the sizes of accessory widgets on them, as Apple publishes them
/// (docs/fidelity.md, "Devices"): screens from HIG › Layout, complication sizes and default
/// text from HIG › Complications, Smart Stack sizes from HIG › Widgets.
package enum WatchSpecs {
    /// One watch size.
    package struct Watch: Sendable {
        /// Case size, as in the device id (`watch-45mm`).
        package var id: String
        package var name: String
        /// Screen in pixels; points are half (@2x).
        package var pixels: Size
        /// accessoryCircular image (the slot), accessoryCorner circular, accessoryRectangular large image.
        package var circular: Double
        package var corner: Double
        package var rectangular: Size
        /// The inline image height; the inline frame is Glance's estimate from it.
        package var inlineImage: Double
        /// Default text size in circular, corner and rectangular complications.
        package var circularText: Double
        package var cornerText: Double
        package var rectangularText: Double
        /// A widget in the Smart Stack.
        package var smartStack: Size
        /// The Dynamic Type size it uses by default (HIG › Typography: "Large (default
        /// 40mm/41mm/42mm)", "xLarge (default 44mm/45mm/49mm)").
        package var dynamicTypeSize: DynamicTypeSize
        /// For a watch Apple publishes no complication sizes for: the published watch whose
        /// sizes it uses (the nearest screen).
        package var sizesFrom: String?

        /// The screen in points.
        package var screen: Size { Size(width: pixels.width / 2, height: pixels.height / 2) }
    }

    /// Published watches, smallest first.
    static let published: [Watch] = [
        Watch(
            id: "40mm", name: "Apple Watch 40 mm (Series 4–6, SE)", pixels: Size(width: 324, height: 394), circular: 42, corner: 32,
            rectangular: Size(width: 162, height: 69), inlineImage: 10, circularText: 12, cornerText: 10, rectangularText: 16.5,
            smartStack: Size(width: 152, height: 69.5), dynamicTypeSize: .large),
        Watch(
            id: "41mm", name: "Apple Watch 41 mm (Series 7–9)", pixels: Size(width: 352, height: 430), circular: 44.5, corner: 34,
            rectangular: Size(width: 171.5, height: 73), inlineImage: 10.5, circularText: 12.5, cornerText: 10.5, rectangularText: 17.5,
            smartStack: Size(width: 165, height: 72.5), dynamicTypeSize: .large),
        // Apple lists no inline image height for 44 mm; 11 is interpolated.
        Watch(
            id: "44mm", name: "Apple Watch 44 mm (Series 4–6, SE)", pixels: Size(width: 368, height: 448), circular: 47, corner: 36,
            rectangular: Size(width: 184, height: 78), inlineImage: 11, circularText: 13, cornerText: 11, rectangularText: 18,
            smartStack: Size(width: 173, height: 76.5), dynamicTypeSize: .xLarge),
        Watch(
            id: "45mm", name: "Apple Watch 45 mm (Series 7–9)", pixels: Size(width: 396, height: 484), circular: 50, corner: 38,
            rectangular: Size(width: 193, height: 82), inlineImage: 12, circularText: 14.5, cornerText: 12, rectangularText: 19.5,
            smartStack: Size(width: 184, height: 80.5), dynamicTypeSize: .xLarge),
        Watch(
            id: "49mm", name: "Apple Watch Ultra 49 mm (1st, 2nd generation)", pixels: Size(width: 410, height: 502), circular: 50, corner: 38,
            rectangular: Size(width: 193, height: 82), inlineImage: 12, circularText: 14.5, cornerText: 12, rectangularText: 19.5,
            smartStack: Size(width: 191, height: 81.5), dynamicTypeSize: .xLarge),
    ]

    /// Watches whose screens Apple publishes but not their complication or Smart Stack sizes.
    /// Their Dynamic Type default: 42 mm is named with Large; 46 mm and Ultra 3 are not named,
    /// and Glance gives them xLarge, as their screens are larger than 44 mm's (an estimate).
    static let screensOnly: [(id: String, name: String, pixels: Size, dynamicTypeSize: DynamicTypeSize)] = [
        ("42mm", "Apple Watch 42 mm (Series 10, 11)", Size(width: 374, height: 446), .large),
        ("46mm", "Apple Watch 46 mm (Series 10, 11)", Size(width: 416, height: 496), .xLarge),
        ("49mm-ultra3", "Apple Watch Ultra 3 49 mm", Size(width: 422, height: 514), .xLarge),
    ]

    /// The watch used when none is named (`Device.defaultID` is `watch-` and this).
    package static let defaultID = "45mm"

    /// What a view drawn outside any slot sees (a bare renderer, as SwiftUI's `ImageRenderer`
    /// runs on a watch): the default watch's circular gauge size and the watchOS text styles at
    /// SwiftUI's default Dynamic Type size, Large (docs/fidelity.md, "Outside a slot").
    package static var standalone: Watch { published.first { $0.id == defaultID }! }

    /// The margin a watch keeps inside a rectangular slot around a widget's content, on every
    /// side, unless the widget disables content margins (docs/fidelity.md, "Content margins"):
    /// about 7 pt by a third-party measurement, and 193 × 82 pt less 7 a side is the
    /// 179 × 69 pt Apple's preview gives a rectangular view on 45 mm.
    package static let rectangularContentMargin = 7.0

    /// The space between the image and the text of a watch's inline line, in ems of its text:
    /// measured on an Apple render (docs/fidelity.md, "The inline line"), 1.6 pt from the
    /// symbol's ink to the text's at 15 pt, less the 0.9 pt Glance's ink-framed symbols and
    /// Inter's side bearings leave with no space.
    package static let inlineLineSpacing = 0.045

    /// Every watch, published sizes first; the others take the sizes of the published watch
    /// with the nearest screen.
    package static let watches: [Watch] = published + screensOnly.map { id, name, pixels, textSize in
        let nearest = published.min { a, b in distance(a.pixels, pixels) < distance(b.pixels, pixels) }!
        var watch = nearest
        (watch.id, watch.name, watch.pixels, watch.sizesFrom, watch.dynamicTypeSize) = (id, name, pixels, nearest.id, textSize)
        return watch
    }

    private static func distance(_ a: Size, _ b: Size) -> Double { abs(a.width - b.width) + abs(a.height - b.height) }
}
