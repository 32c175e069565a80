/// Where a frame differs from one drawn before on the same canvas: the boxes of the leaves
/// one has and the other has not, matched in painting order, so the pixels outside them are
/// painted by the same leaves in the same order in both frames.
enum RepaintAreas {
    /// Boxes, none overlapping another, that cover every pixel where `new` may differ from
    /// `old` on `canvas`; empty when they paint the same pixels, `nil` when they cover more
    /// than `wholeShare` of the canvas.
    static func areas(from old: DrawnLeaves, to new: DrawnLeaves, canvas: PixelBox, wholeShare: Double) -> [PixelBox]? {
        let (a, b) = (old.leaves, new.leaves)
        // A context of either frame named by the first context of `old` alike, or -1.
        let oldContext = old.contexts.map { c in old.contexts.firstIndex(of: c)! }
        let newContext = new.contexts.map { c in old.contexts.firstIndex(of: c) ?? -1 }
        // Runs' styles compared once per pair met in a row, not once per glyph.
        var lastStyles = (old: -1, new: -1, same: false)
        func same(_ i: Int, _ j: Int) -> Bool {
            let (x, y) = (a[i], b[j])
            guard oldContext[x.context] == newContext[y.context] else { return false }
            switch (x.content, y.content) {
            case (.glyph(let id, let px, let py, let s), .glyph(let id2, let qx, let qy, let t)):
                guard id == id2 && px == qx && py == qy else { return false }
                if lastStyles.old != s || lastStyles.new != t { lastStyles = (s, t, old.styles[s] == new.styles[t]) }
                return lastStyles.same
            case (.item(let i), .item(let j)):
                return old.items[i].transform == new.items[j].transform && old.items[i].item == new.items[j].item
            default:
                return false
            }
        }
        // The changed leaves of each unit, one box around them.
        var oldBoxes = [PixelBox](repeating: .empty, count: old.units.count)
        var newBoxes = [PixelBox](repeating: .empty, count: new.units.count)
        func changedOld(_ i: Int) { oldBoxes[a[i].unit] = oldBoxes[a[i].unit].union(a[i].box) }
        func changedNew(_ j: Int) { newBoxes[b[j].unit] = newBoxes[b[j].unit].union(b[j].box) }
        if a.count == b.count {
            for i in a.indices where !same(i, i) {
                changedOld(i)
                changedNew(i)
            }
        } else {
            let shared = min(a.count, b.count)
            var prefix = 0
            while prefix < shared, same(prefix, prefix) { prefix += 1 }
            var suffix = 0
            while prefix + suffix < shared, same(a.count - 1 - suffix, b.count - 1 - suffix) { suffix += 1 }
            for i in prefix..<(a.count - suffix) { changedOld(i) }
            for j in prefix..<(b.count - suffix) { changedNew(j) }
        }
        // A unit with no changed leaves has an empty box, and adds nothing.
        var boxes = merged((oldBoxes + newBoxes).map { $0.intersection(canvas) }.filter { !$0.isEmpty })
        // A unit a clip would change is repainted whole: every box cutting through one grows
        // around it, until none does.
        var grown = true
        while grown {
            grown = false
            for unit in new.units where !unit.clippable && !unit.box.isEmpty {
                for i in boxes.indices where boxes[i].intersects(unit.box) && boxes[i].union(unit.box) != boxes[i] {
                    boxes[i] = boxes[i].union(unit.box)
                    grown = true
                }
            }
            if grown { boxes = merged(boxes) }
        }
        // A faded or masked group comes out differently under any clip: drawn whole, it
        // needs the whole canvas drawn.
        for unit in new.units where unit.isolated && boxes.contains(where: { $0.intersects(unit.box) }) { return nil }
        let area = boxes.reduce(0) { $0 + $1.area }
        return Double(area) > wholeShare * Double(canvas.area) ? nil : boxes
    }

    /// `boxes` joined wherever two overlap, until none does.
    static func merged(_ boxes: [PixelBox]) -> [PixelBox] {
        // So many pieces cost more in passes than they save: one box around them all.
        guard boxes.count <= 64 else { return [boxes.reduce(PixelBox.empty) { $0.union($1) }] }
        var out: [PixelBox] = []
        for box in boxes {
            var joined = box
            while let i = out.firstIndex(where: { $0.intersects(joined) }) {
                joined = joined.union(out.remove(at: i))
            }
            out.append(joined)
        }
        return out
    }
}
