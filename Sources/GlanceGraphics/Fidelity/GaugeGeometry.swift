/// How Apple draws the circular gauge styles, measured from SwiftUI's own renders on a watchOS
/// simulator (docs/fidelity.md, "Circular gauges"; Apple publishes no figures).
package enum GaugeGeometry {
    /// The ring's outer diameter is the device's accessoryCircular size, centred in the space
    /// offered (never more than it): 49.5 pt in a 100 pt offer on a 46 mm watch.
    /// On an iPhone the ring is not the slot: Apple's iOS render draws it 58 pt across in a
    /// 100 pt offer, which is 0.806 of the 72 pt Lock Screen slot (58 pt there; 61 pt, an
    /// estimate, in the 76 pt slot of the larger phones).
    package static let phoneRingShare = 58.0 / 72.0
    /// Line width as a share of the ring's outer diameter (4.5 / 49.5).
    package static let lineWidthShare = 0.0909
    /// The open ring (`accessoryCircular`) sweeps 270° without end labels and 240° with them,
    /// its gap centred at the bottom (round caps beyond).
    package static let openSweep = 270.0
    package static let openSweepWithEndLabels = 240.0
    /// The value dot is the tint, as wide as the line, in a black knockout 1.89 lines wide
    /// (8.5 pt around a 4.5 pt dot).
    package static let dotShare = 1.0
    package static let knockoutShare = 1.89
    /// End labels sit between the inner edges of the ring's ends, minimum leading and maximum
    /// trailing, centred 0.654 of the outer radius below the centre.
    package static let endLabelDrop = 0.654
    /// The open ring's centre label is offered 0.85 of the ring's inner diameter across (a 22 pt
    /// value drawn 33 pt wide in Apple's render) and the whole inner diameter in height, so an
    /// icon, a 12 pt value and an 8 pt name keep their sizes and may overlap the end labels.
    package static let openContentWidth = 0.85
    package static let openContentHeight = 1.0
    /// The capacity ring's (`accessoryCircularCapacity`) track is the tint at 35%.
    package static let trackOpacity = 0.35
    /// The capacity ring's content is offered 0.9 × 0.59 of the ring's inner diameter; text that
    /// may shrink (`minimumScaleFactor`) shrinks into its stack's share of it, and what still
    /// overflows is scaled to fit. In Apple's render a 10 pt icon stays 10 pt, and 12 pt value and
    /// 8 pt name text both shrink to about 7.5 pt: 24 pt of content in a 41 pt inner circle.
    package static let capacityContentWidth = 0.9
    package static let capacityContentHeight = 0.59
}
