/// The glyphs a text may hold, as bits for membership and as a list to walk.
struct Universe {
    let bits: GlyphBits
    let members: [UInt32]

    init(_ bits: GlyphBits) {
        self.bits = bits
        members = bits.members
    }
}
