import CHarfBuzz

/// The glyphs a face's pair-positioning lookups move next to the space: those kerned before a
/// following space, and those kerned after a space. Read from the GPOS table itself, since
/// HarfBuzz lists a lookup's glyphs but not its pairs. A value record counts as a move when any
/// of its values or device-table offsets is not zero. A table that claims more entries than any
/// font has (`budget`) is not read, so a hostile font cannot stall the engine.
struct SpaceKerning {
    private(set) var before: Set<UInt32> = []
    private(set) var after: Set<UInt32> = []

    /// No glyph kerned against the space.
    init() {}

    mutating func formUnion(_ other: SpaceKerning) {
        before.formUnion(other.before)
        after.formUnion(other.after)
    }

    /// The pairs with `space` in GPOS lookup `index`, or `nil` when the lookup is not pair
    /// positioning, kerns everything after a space, or cannot be read.
    init?(face: OpaquePointer?, lookup index: UInt32, space: UInt32) {
        let blob = hb_face_reference_table(face, WordSplitting.tag("GPOS"))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        var table = FontTable(bytes: UnsafeRawBufferPointer(start: data, count: Int(length)))
        guard let lookupList = table.u16(8).map(Int.init), let count = table.u16(lookupList), index < count,
            let offset = table.u16(lookupList + 2 + 2 * Int(index)).map({ lookupList + Int($0) }),
            let lookupType = table.u16(offset), let subtables = table.u16(offset + 4)
        else { return nil }
        for n in 0..<Int(subtables) {
            guard var subtable = table.u16(offset + 6 + 2 * n).map({ offset + Int($0) }) else { return nil }
            var type = lookupType
            if type == 9 {  // an extension: the real type and subtable are behind it
                guard let real = table.u16(subtable + 2), let far = table.u32(subtable + 4) else { return nil }
                (type, subtable) = (real, subtable + Int(far))
            }
            guard type == 2, read(&table, pairs: subtable, space: space) else { return nil }
        }
    }

    private mutating func read(_ t: inout FontTable, pairs p: Int, space: UInt32) -> Bool {
        guard let format = t.u16(p), let coverage = t.u16(p + 2).map({ p + Int($0) }),
            let format1 = t.u16(p + 4), let format2 = t.u16(p + 6), let covered = t.coverage(coverage)
        else { return false }
        let size1 = 2 * format1.nonzeroBitCount, size2 = 2 * format2.nonzeroBitCount
        func moves(_ record: Int) -> Bool? {
            guard let bytes = t.slice(record, size1 + size2) else { return nil }
            return bytes.contains { $0 != 0 }
        }
        if format == 1 {
            for (glyph, i) in covered {
                guard let set = t.u16(p + 10 + 2 * i).map({ p + Int($0) }), let count = t.u16(set), t.spend(Int(count)) else { return false }
                for r in 0..<Int(count) {
                    let record = set + 2 + r * (2 + size1 + size2)
                    guard let second = t.u16(record), let moved = moves(record + 2) else { return false }
                    if moved, UInt32(second) == space { before.insert(glyph) }
                    if moved, glyph == space { after.insert(UInt32(second)) }
                }
            }
            return true
        }
        guard format == 2, let classes1 = t.u16(p + 8).flatMap({ t.classes(p + Int($0)) }),
            let classes2 = t.u16(p + 10).flatMap({ t.classes(p + Int($0)) }), let count1 = t.u16(p + 12), let count2 = t.u16(p + 14)
        else { return false }
        func record(_ c1: Int, _ c2: Int) -> Bool? { moves(p + 16 + (c1 * Int(count2) + c2) * (size1 + size2)) }
        let spaceClass2 = classes2[space] ?? 0
        for (glyph, _) in covered {
            let c1 = classes1[glyph] ?? 0
            guard c1 < Int(count1), let moved = record(c1, spaceClass2) else { return false }
            if moved { before.insert(glyph) }
        }
        if covered[space] != nil {
            let c1 = classes1[space] ?? 0
            let members = Dictionary(grouping: classes2.keys) { classes2[$0]! }
            for c2 in 0..<Int(count2) {
                guard c1 < Int(count1), let moved = record(c1, c2) else { return false }
                guard moved else { continue }
                if c2 == 0 { return false }  // class 0 is every glyph not listed: everything after a space moves
                after.formUnion(members[c2] ?? [])
            }
        }
        return true
    }
}
