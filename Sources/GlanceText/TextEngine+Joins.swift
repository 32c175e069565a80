import CHarfBuzz

/// New strings begun from strings lately shaped whole (`FastPaths.joins`, `KeptShaping`): a
/// truncated line ("Reykjavík 06:00 · lig…" after "Reykjavík 06:00 · light rain") or the next
/// entry's text has only its new end shaped.
extension TextEngine {
    /// Strings kept to begin new ones from.
    static let keptShapingLimit = 4
    /// Bytes a new string must share with a kept one for a join to be tried: shorter, and
    /// shaping the whole string costs little more than shaping the rest.
    static let joinMinimum = 6
    /// Joins tried, each further back, before the string is shaped whole.
    static let joinAttempts = 2

    /// `text`, neither kept nor put together from words, shaped: with `.joins`, begun from a
    /// kept string where HarfBuzz says the two join, else shaped whole and kept.
    func joinedOrWhole(_ text: String, _ face: LoadedFont, _ runFace: RunFace) -> [RawGlyph] {
        guard fastPaths.contains(.joins), !text.isEmpty else { return shapeNow(text, face, runFace, properties: nil) }
        let utf8 = Array(text.utf8)
        let glyphs = joined(utf8, face, runFace) ?? shapeWhole(utf8, face, runFace)
        return runFace.tabularDigits ? evenFigures(glyphs, utf8, face, runFace) : glyphs
    }

    /// `utf8` shaped whole by HarfBuzz, and kept.
    private func shapeWhole(_ utf8: [UInt8], _ face: LoadedFont, _ runFace: RunFace) -> [RawGlyph] {
        let properties = fill(utf8, from: 0, properties: nil)
        let decided = scriptDecidedAt()
        let (glyphs, flags) = shapeFilled(face, runFace, flagged: true)
        if let kept = KeptShaping(utf8: utf8, runFace: runFace, properties: properties, scriptDecidedAt: decided, glyphs: glyphs, flags: flags) {
            if keptShapings.count < Self.keptShapingLimit { keptShapings.append(kept) } else { keptShapings[nextKept] = kept }
            nextKept = (nextKept + 1) % Self.keptShapingLimit
        }
        return glyphs
    }

    /// `utf8` as a kept string's glyphs up to a join and its rest shaped after them, when a
    /// kept string begins as it does and HarfBuzz says the two sides join; `nil` otherwise.
    private func joined(_ utf8: [UInt8], _ face: LoadedFont, _ runFace: RunFace) -> [RawGlyph]? {
        guard !keptShapings.isEmpty else { return nil }
        var best: (kept: Int, shared: Int)?
        for (i, kept) in keptShapings.enumerated() where kept.runFace == runFace {
            let shared = kept.sharedPrefix(utf8)
            if shared > (best?.shared ?? Self.joinMinimum - 1) { best = (i, shared) }
        }
        guard let best else { return nil }
        let kept = keptShapings[best.kept]
        var before = kept.joins.count
        for _ in 0..<Self.joinAttempts {
            guard let join = kept.join(atOrBefore: best.shared, before: before) else { return nil }
            before = join.index
            var rest: [RawGlyph] = []
            if join.byte < utf8.count {
                fill(utf8, from: join.byte, properties: kept.properties)
                let shaped = shapeFilled(face, runFace, flagged: true)
                // The rest must not depend on what precedes it either.
                guard let first = shaped.flags.first, first & Self.joinFlags == 0 else { continue }
                rest = shaped.glyphs
            }
            joinedStrings += 1
            return Array(kept.glyphs[..<join.glyph]) + rest
        }
        return nil
    }
}
