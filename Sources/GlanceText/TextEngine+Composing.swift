import CHarfBuzz

extension TextEngine {
    /// `text` set from its characters' and neighbouring pairs' kept glyphs (`Composer`) when
    /// every character qualifies in the face, features and segment properties HarfBuzz would
    /// guess for the whole string; `nil` otherwise. A few table reads per character: the
    /// first pass decodes UTF-8 and finds the script as `hb_buffer_guess_segment_properties`
    /// does, the second builds the run.
    func composed(_ text: String, _ face: LoadedFont, _ runFace: RunFace) -> UnitRun? {
        guard composes else { return nil }
        let run = text.utf8.withContiguousStorageIfAvailable { bytes -> UnitRun? in
            guard let (count, latin) = Self.scan(bytes) else { return nil }
            guard count > 0 else { return .empty }
            let shaping = shaping(face)
            guard let composer = shaping.composers(tabularDigits: runFace.tabularDigits).composer(latin: latin, waiting: stringsBeforeComposing) else { return nil }
            return compose(text, bytes, count, composer, face, runFace)
        }
        return run ?? nil
    }

    /// The number of characters in `bytes` and whether HarfBuzz would guess them Latin (else
    /// they have no script), when every one has a slot and is plain; `nil` otherwise.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, latin: Bool)? {
        var i = 0, count = 0, latin = false
        while i < bytes.count {
            let (scalar, length) = decode(bytes, i)
            let slot = CharacterSlots.slot(scalar)
            guard slot >= 0 else { return nil }
            let properties = CharacterSlots.properties[slot]
            guard properties & CharacterSlots.plain != 0, properties & CharacterSlots.otherScript == 0 else { return nil }
            if properties & CharacterSlots.latin != 0 { latin = true }
            i += length
            count += 1
        }
        return (count, latin)
    }

    /// What composing from kept glyphs and pairs came to.
    private enum Composed {
        case run(UnitRun)
        /// A character does not qualify: the string is shaped some other way.
        case unqualified
        /// Every character qualifies, but this many neighbouring pairs are not kept yet.
        case newPairs(Int)
    }

    /// New pairs a string may have and still be composed pair by pair, a HarfBuzz call each;
    /// with more, shaping it whole once is cheaper (a short string costs about two pairs).
    static let pairsLearnedAlone = 2

    /// `text` composed. A string with a new pair or two learns them a call each; one with more
    /// is shaped whole by HarfBuzz once, its pairs learned from that (`Composer.learnPairs`),
    /// and then composed: shaping each pair on its own made a new process's first renders cost
    /// a call per pair.
    private func compose(
        _ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ count: Int, _ composer: Composer, _ face: LoadedFont, _ runFace: RunFace
    ) -> UnitRun? {
        // A local function, passed where a closure does not escape: nothing is allocated for it.
        func shape(_ text: String, _ properties: hb_segment_properties_t) -> [RawGlyph] {
            shapeNow(text, face, runFace, properties: properties)
        }
        switch composeKept(bytes, count, composer, face, shape, learningPairs: false) {
        case .run(let run): return run
        case .unqualified: return nil
        case .newPairs(let new) where new <= Self.pairsLearnedAlone:
            guard case .run(let run) = composeKept(bytes, count, composer, face, shape, learningPairs: true) else { return nil }
            return run
        case .newPairs:
            var slots: [(slot: Int, cluster: UInt32)] = []
            slots.reserveCapacity(count)
            var i = 0
            while i < bytes.count {
                let (scalar, length) = Self.decode(bytes, i)
                slots.append((CharacterSlots.slot(scalar), UInt32(i)))
                i += length
            }
            guard composer.learnPairs(slots, from: shape(text, composer.properties), shape),
                case .run(let run) = composeKept(bytes, count, composer, face, shape, learningPairs: false)
            else { return nil }
            return run
        }
    }

    /// `bytes` composed from the composer's kept glyphs and pairs; characters not met before
    /// are learned (one HarfBuzz call each), and pairs too when `learningPairs`, else counted.
    private func composeKept(
        _ bytes: UnsafeBufferPointer<UInt8>, _ count: Int, _ composer: Composer, _ face: LoadedFont, _ shape: Composer.Shaper,
        learningPairs: Bool
    ) -> Composed {
        let em = face.unitsPerEm
        var run = UnitRun(capacity: count)
        var newPairs = 0
        // Each glyph is placed once the next is known: pair positioning moves the first of two.
        let (first, firstLength) = Self.decode(bytes, 0)
        var previousSlot = CharacterSlots.slot(first)
        guard var previous = composer.glyph(previousSlot, shape) else { return .unqualified }
        var previousCluster: UInt32 = 0
        var i = firstLength
        while i < bytes.count {
            let (scalar, length) = Self.decode(bytes, i)
            let slot = CharacterSlots.slot(scalar)
            guard let glyph = composer.glyph(slot, shape) else { return .unqualified }
            let pair =
                learningPairs
                ? composer.adjustment(previous, previousSlot, glyph, slot, shape) : composer.keptAdjustment(previous, glyph)
            if let pair {
                if newPairs == 0 {
                    run.append(
                        previous.id, cluster: previousCluster, advance: previous.advance &+ pair.advance,
                        xOffset: previous.xOffset &+ pair.xOffset, yOffset: previous.yOffset &+ pair.yOffset, em: em, box: previous.box)
                }
            } else {
                // Learning, no pair means the proof failed; counting, only whether the rest qualifies matters now.
                if learningPairs { return .unqualified }
                newPairs += 1
            }
            (previous, previousSlot, previousCluster) = (glyph, slot, UInt32(i))
            i += length
        }
        if newPairs > 0 { return .newPairs(newPairs) }
        run.append(
            previous.id, cluster: previousCluster, advance: previous.advance, xOffset: previous.xOffset, yOffset: previous.yOffset,
            em: em, box: previous.box)
        return .run(run)
    }

    /// The scalar starting at byte `i` of valid UTF-8, and its length in bytes.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> (scalar: UInt32, length: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1]) & 0x3F, 2) }
        if b0 < 0xF0 { return ((b0 & 0x0F) << 12 | (UInt32(bytes[i + 1]) & 0x3F) << 6 | UInt32(bytes[i + 2]) & 0x3F, 3) }
        return ((b0 & 0x07) << 18 | (UInt32(bytes[i + 1]) & 0x3F) << 12 | (UInt32(bytes[i + 2]) & 0x3F) << 6 | UInt32(bytes[i + 3]) & 0x3F, 4)
    }
}
