/// One lookup of a GSUB or GPOS table (OpenType "LookupList table" and "Lookup table"): its
/// flag and its subtables, each with its real type once an extension subtable (GSUB type 7,
/// GPOS type 9) is followed. `nil` when any part of it cannot be read.
struct LayoutLookup {
    /// LookupFlag bits that make a lookup skip glyphs of a GDEF class: IgnoreBaseGlyphs,
    /// IgnoreLigatures and IgnoreMarks (the same bits as HarfBuzz's glyph props).
    static let ignoreFlags: UInt16 = 0x0E

    let flag: UInt16
    /// Each subtable's lookup type and its offset from the start of the table.
    let subtables: [(type: UInt16, offset: Int)]

    init?(_ table: FontTable, index: UInt32, isGSUB: Bool) {
        // GSUB and GPOS headers (versions 1.0 and 1.1) keep the LookupList offset at byte 8.
        guard let list = table.offset(8, from: 0), let count = table.u16(list), index < count,
            let at = table.offset(list + 2 + 2 * Int(index), from: list),
            let type = table.u16(at), let flag = table.u16(at + 2), let n = table.u16(at + 4)
        else { return nil }
        let extensionType: UInt16 = isGSUB ? 7 : 9
        var subtables: [(type: UInt16, offset: Int)] = []
        for k in 0..<Int(n) {
            guard var offset = table.offset(at + 6 + 2 * k, from: at) else { return nil }
            var real = type
            if type == extensionType {
                // Extension format 1: the real type, then a 32-bit offset from this subtable.
                guard table.u16(offset) == 1, let inner = table.u16(offset + 2), inner != extensionType,
                    let far = table.u32(offset + 4), far != 0
                else { return nil }
                (real, offset) = (inner, offset + Int(far))
            }
            subtables.append((real, offset))
        }
        self.flag = flag
        self.subtables = subtables
    }
}
