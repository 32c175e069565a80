/// Where an accessoryCorner's parts go, from the HIG's corner images and an Apple render of an
/// Infograph face (docs/fidelity.md, "Corners"; Apple publishes no figures).
package enum CornerSpecs {
    /// How far the content circle stays inside the display's outline, and curved text and
    /// arcs inside its edges, in points (Glance's choice: the render's icon touches the edge).
    package static let edgeInset = 3.0
    /// The gap between the content circle and the label band, in points (Glance's choice).
    package static let labelGap = 3.0
    /// A corner gauge's arc sweeps 44° along its middle line (measured: 44° without end
    /// labels, 43° with them).
    package static let gaugeSweepDegrees = 44.0
    /// The gauge's line width, in points.
    package static let gaugeLineWidth = 4.0
}
