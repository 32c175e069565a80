/// Where two display lists start to differ, in painting order.
extension DisplayList {
    /// The position of the first item that differs from `other`: an index per level, going into
    /// groups that are drawn straight onto the canvas (no opacity, no mask) and alike but for
    /// their items. Everything painted before the position is the same in both lists.
    /// `nil` when the lists are equal.
    public func firstChange(from other: DisplayList) -> [Int]? {
        guard size == other.size else { return [0] }
        return Self.firstChange(items, other.items)
    }

    private static func firstChange(_ a: [DisplayItem], _ b: [DisplayItem]) -> [Int]? {
        let shared = min(a.count, b.count)
        var i = 0
        while i < shared, a[i] == b[i] { i += 1 }
        if i == shared { return a.count == b.count ? nil : [i] }
        if case .group(let ga) = a[i], case .group(let gb) = b[i], ga.isDrawnInPlace, ga.hasSameSettings(as: gb),
            let inner = firstChange(ga.items, gb.items)
        {
            return [i] + inner
        }
        return [i]
    }
}

extension DisplayList {
    /// How many items are painted before `position` (as `firstChange` gives it): drawing
    /// items count one each, groups drawn in place count their items, other groups one.
    public func itemsPainted(before position: [Int]) -> Int {
        Self.itemsPainted(items, before: position[...])
    }

    private static func itemsPainted(_ items: [DisplayItem], before position: ArraySlice<Int>) -> Int {
        guard let first = position.first else { return 0 }
        var count = 0
        for item in items.prefix(first) {
            if case .group(let group) = item, group.isDrawnInPlace {
                count += itemsPainted(group.items, before: [group.items.count])
            } else {
                count += 1
            }
        }
        if position.count > 1, first < items.count, case .group(let group) = items[first] {
            count += itemsPainted(group.items, before: position.dropFirst())
        }
        return count
    }
}

extension DisplayGroup {
    /// Whether the group's items paint straight onto the canvas beneath (full opacity, no
    /// mask), so drawing can stop and resume between them.
    public var isDrawnInPlace: Bool { opacity == 1 && mask == nil }

    /// Equal transform, clip, opacity, tag and mask; items aside.
    func hasSameSettings(as other: DisplayGroup) -> Bool {
        transform == other.transform && clip == other.clip && opacity == other.opacity && tag == other.tag && mask == other.mask
    }
}
