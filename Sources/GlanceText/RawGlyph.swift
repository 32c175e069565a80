/// A glyph as HarfBuzz placed it, in font units: words are kept so, and put side by side
/// exactly as shaping their whole string would have placed them.
struct RawGlyph {
    var id: UInt32
    var cluster: UInt32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
}
