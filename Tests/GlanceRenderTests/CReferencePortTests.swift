import GlanceCairo
import GlanceGraphics
import Testing

/// While both exist: the plain-C references draw exactly the Swift references' pixels.
@Suite struct CReferencePortTests {
    let swift = try! CairoReferenceScene(geometry: GlanceScenes.geometry)
    let c = try! CReferenceScene(geometry: GlanceScenes.geometry)

    static func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.size == b.size else { return -1 }
        return zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
    }

    @Test(arguments: [0, 1, 5, 9, 17, 40, 42, 48, 63])
    func slotsMatch(_ index: Int) {
        let e = ReferenceEntry(index)
        #expect(Self.differing(swift.circular(e), c.circular(e)) == 0, "circular \(index)")
        #expect(Self.differing(swift.rectangular(e), c.rectangular(e)) == 0, "rectangular \(index)")
        #expect(Self.differing(swift.inline(e), c.inline(e)) == 0, "inline \(index)")
        for corner in Corner.allCases {
            #expect(Self.differing(swift.corner(e, corner: corner), c.corner(e, corner: corner)) == 0, "corner \(corner) \(index)")
        }
    }

    @Test(arguments: [0, 3, 29, 63])
    func facesMatch(_ frame: Int) {
        #expect(Self.differing(swift.face(frame: frame), c.face(frame: frame)) == 0, "face \(frame)")
    }
}
