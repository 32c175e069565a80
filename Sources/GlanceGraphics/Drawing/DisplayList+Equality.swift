/// Equality compared where the items lie. The synthesized `==` copies each pair of items out of
/// their arrays, and each item's payload again into a tuple, before it compares them: a
/// reference count taken and dropped per string, array and path, when a rasterizer asks, every
/// frame, whether a list is the last one it drew (docs/bench.md, "Tenth round").
extension DisplayList {
    public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
        lhs.size == rhs.size && DisplayItem.same(lhs.items, rhs.items)
    }
}

extension DisplayItem {
    public static func == (lhs: DisplayItem, rhs: DisplayItem) -> Bool {
        switch lhs {
        case .fill(let path, let paint, let rule):
            guard case .fill(let otherPath, let otherPaint, let otherRule) = rhs else { return false }
            return rule == otherRule && paint == otherPaint && path == otherPath
        case .stroke(let path, let paint, let style):
            guard case .stroke(let otherPath, let otherPaint, let otherStyle) = rhs else { return false }
            return paint == otherPaint && style == otherStyle && path == otherPath
        case .text(let run):
            guard case .text(let other) = rhs else { return false }
            return run == other
        case .image(let image):
            guard case .image(let other) = rhs else { return false }
            return image == other
        case .group(let group):
            guard case .group(let other) = rhs else { return false }
            return group == other
        }
    }

    /// Whether two lists of items are equal, item by item in place (the same storage is equal at once).
    static func same(_ lhs: [DisplayItem], _ rhs: [DisplayItem]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { l in
            rhs.withUnsafeBufferPointer { r in
                if l.baseAddress == r.baseAddress { return true }
                for index in l.indices where !(l[index] == r[index]) { return false }
                return true
            }
        }
    }
}

extension DisplayGroup {
    public static func == (lhs: DisplayGroup, rhs: DisplayGroup) -> Bool {
        guard lhs.transform == rhs.transform, lhs.opacity == rhs.opacity, lhs.tag == rhs.tag, lhs.clip == rhs.clip,
            lhs.blend == rhs.blend
        else { return false }
        switch (lhs.mask, rhs.mask) {
        case (nil, nil): break
        case (let mask?, let other?): guard DisplayItem.same(mask, other) else { return false }
        default: return false
        }
        return DisplayItem.same(lhs.items, rhs.items)
    }
}

extension TextRun {
    /// The text first: runs of different text, the usual case between entries, differ there.
    public static func == (lhs: TextRun, rhs: TextRun) -> Bool {
        lhs.text == rhs.text && lhs.size == rhs.size && lhs.origin == rhs.origin && lhs.width == rhs.width && lhs.font == rhs.font
            && lhs.paint == rhs.paint && lhs.glyphs == rhs.glyphs && lhs.colorGlyphs == rhs.colorGlyphs
    }
}
