import GlanceGraphics
import Testing

@testable import GlanceUI

/// SF Symbols found in real complication code, the ones drawn from several Font Awesome
/// glyphs, and what an unknown name tells its author (issue 21, item 11).
@MainActor
@Suite struct SymbolCompositionTests {
    @Test func theNamesRealWidgetFilesUseAreKnown() {
        for name in [
            "chevron.compact.up", "icloud.slash", "person.slash", "exclamationmark.arrow.circlepath", "chevron.right.dotted.chevron.right",
            "exclamationmark.triangle", "exclamationmark.circle", "info.circle", "bolt.heart", "battery.75percent", "cloud.drizzle.fill",
        ] {
            #expect(Image.isKnownSystemName(name), "\(name)")
            #expect(Image.knownSystemNames.contains(name), "\(name)")
        }
        #expect(!Image.isKnownSystemName("wind"), "no honest glyph: left out")
    }

    /// The names the second real-code bench used (issue 46): single glyphs, and badge variants
    /// SF Symbols forms from a known name, which Glance forms the same way.
    @Test func badgeAndSlashVariantsOfKnownNamesAreDrawn() {
        for name in ["togglepower", "checklist", "drop.halffull", "box.truck", "wind.snow", "mic.badge.plus", "note.text.badge.plus"] {
            #expect(Image.isKnownSystemName(name), "\(name)")
        }
        #expect(SymbolTable.composition("mic.badge.plus") == .badged(0xF130, badge: 0xF055))
        #expect(SymbolTable.composition("calendar.badge.checkmark") == .badged(0xF073, badge: 0xF058))
        #expect(SymbolTable.composition("bell.slash.fill") == .slashed(0xF0F3))
        // A variant of a name Glance cannot draw stays unknown, with its warning.
        #expect(!Image.isKnownSystemName("waveform.badge.plus"))
        #expect(!Image.isKnownSystemName("badge.plus"))
    }

    @Test func compositionsUseFontAwesomeGlyphsAndNeverShadowAPlainName() {
        for (name, composition) in SymbolTable.compositions {
            #expect(SymbolTable.codePoints[name] == nil, "\(name) is in both tables")
            let glyphs: [UInt32]
            switch composition {
            case .row(let g): glyphs = g
            case .slashed(let g): glyphs = [g]
            case .centered(let g, let inside, let scale):
                glyphs = [g, inside]
                #expect(scale > 0.3 && scale < 0.8)
            case .badged(let g, let badge): glyphs = [g, badge]
            case .turned(let g, let degrees):
                glyphs = [g]
                #expect(abs(degrees) < 180)
            }
            #expect(glyphs.allSatisfy { (0xF000...0xF2FF).contains($0) }, "\(name)")
        }
        #expect(Image.knownSystemNames == Image.knownSystemNames.sorted())
        #expect(Set(Image.knownSystemNames).count == SymbolTable.codePoints.count + SymbolTable.compositions.count)
    }

    /// Diagonal arrows (a glucose trend "rising slowly") are the straight arrow turned, never
    /// the straight arrow itself (the bench's luka widget read "rising" for "rising slowly").
    @Test func diagonalArrowsAreTurned() {
        let straight = layout(Image(systemName: "arrow.up").font(ten), in: Size(width: 50, height: 50)).displayList
        let turned = layout(Image(systemName: "arrow.up.right").font(ten), in: Size(width: 50, height: 50)).displayList
        #expect(turned != straight)
        func turns(_ items: [DisplayItem]) -> [AffineTransform] {
            items.flatMap { item -> [AffineTransform] in
                guard case .group(let g) = item else { return [] }
                return (g.transform.b != 0 ? [g.transform] : []) + turns(g.items)
            }
        }
        let t = turns(turned.items)
        #expect(t.count == 1 && abs(t[0].a - 0.7071) < 0.001 && abs(t[0].b - 0.7071) < 0.001, "\(t)")
        #expect(SymbolTable.composition("arrow.down.left") == .turned(0xF063, degrees: 45))
    }

    @Test func aSlashedSymbolCutsItsGlyphAndStrokesAcrossIt() {
        let r = layout(Image(systemName: "icloud.slash").font(ten).foregroundStyle(.red), in: Size(width: 50, height: 50))
        #expect(r.warnings.isEmpty)
        guard case .group(let outer) = r.displayList.items.first else { Issue.record("no group drawn"); return }
        guard case .group(let cut) = outer.items[0], let mask = cut.mask, case .text(let base) = cut.items.first else {
            Issue.record("the glyph is not masked")
            return
        }
        #expect(base.glyphs.map(\.id) == [0xF0C2])
        guard case .fill(_, _, .evenOdd) = mask.first else { Issue.record("mask is not an even-odd cut"); return }
        guard case .stroke(let line, let paint, let style) = outer.items.last else { Issue.record("no slash stroke"); return }
        #expect(paint == .color(.red))
        #expect(style.lineCap == .round && abs(style.lineWidth - 0.9) < 1e-9)
        // The slash runs from top-leading to bottom-trailing, and the frame holds all of it.
        let bounds = line.boundingRect
        #expect(bounds.width > 0 && abs(bounds.width - bounds.height) < 1e-9)
        #expect(r.root.frame.width >= 5 && r.root.frame.height >= 7)
    }

    @Test func aCenteredSymbolSetsTheSmallerGlyphOnTheFirstsMiddle() {
        let r = layout(Image(systemName: "exclamationmark.arrow.circlepath").font(ten), in: Size(width: 50, height: 50))
        let runs = r.displayList.textRuns.map(\.run)
        #expect(runs.map { $0.glyphs.map(\.id) } == [[0xF021], [0xF12A]])
        #expect(abs(runs[1].size - 4.5) < 1e-9)
        // Fixed-advance ink: 5 × 7 at size 10, 2.25 × 3.15 at 4.5; centre on centre.
        #expect(abs(runs[1].origin.x - (2.5 - 1.125)) < 1e-9)
    }

    @Test func aRowIsOneRunOfGlyphs() {
        let r = layout(Image(systemName: "chevron.right.dotted.chevron.right").font(ten), in: Size(width: 50, height: 50))
        #expect(r.displayList.textRuns.map { $0.run.glyphs.map(\.id) } == [[0xF105, 0xF141, 0xF105]])
    }

    @Test func aBadgeIsCutClearOfTheGlyphBeneath() {
        let r = layout(Image(systemName: "calendar.badge.clock").font(ten), in: Size(width: 50, height: 50))
        guard case .group(let outer) = r.displayList.items.first, case .group(let cut) = outer.items[0] else { Issue.record("no cut"); return }
        #expect(cut.mask != nil)
        #expect(r.displayList.textRuns.map { $0.run.glyphs.map(\.id) } == [[0xF073], [0xF017]])
    }

    @Test func insideTextACompositionShowsItsFirstGlyph() {
        #expect(SymbolTable.textGlyphs("icloud.slash") == "\u{F0C2}")
        #expect(SymbolTable.textGlyphs("chevron.right.dotted.chevron.right") == "\u{F105}\u{F141}\u{F105}")
        #expect(SymbolTable.textGlyphs("no.such.symbol") == nil)
        #expect(TextContent.symbol("person.slash").string(at: .distantPast, timeZone: .gmt) == "\u{F2C0}")
    }

    @Test func misspelledNamesSuggestTheNearestKnownOnes() {
        #expect(Image.nearestSystemNames(to: "chevron.compact.upp").first == "chevron.compact.up")
        #expect(Image.nearestSystemNames(to: "icloud.slsh").first == "icloud.slash")
        #expect(Image.nearestSystemNames(to: "exclamationmark.triangel").first == "exclamationmark.triangle")
        #expect(Image.nearestSystemNames(to: "no.such.symbol").isEmpty)
        #expect(Image.nearestSystemNames(to: "heart.fil", limit: 2).count == 2)
        #expect(SymbolTable.editDistance(Array("kitten"), Array("sitting")) == 3)
        let r = layout(Image(systemName: "icloud.slsh").font(ten), in: Size(width: 50, height: 50))
        #expect(r.warnings == ["unknown SF Symbol 'icloud.slsh': drawn as a missing-symbol box; did you mean 'icloud.slash', 'cloud.snow', 'cloud.sun'?"])
    }

    @Test func aTreeListsTheSymbolsItDrawsAndWhichAreUnknown() {
        let view = VStack {
            Image(systemName: "icloud.slash")
            Text("\(Image(systemName: "bolt.fil")) 64%")
            Label("Sync", systemImage: "person.slash")
            Image(systemName: "icloud.slash")
        }
        let node = ViewArchiver.archive(view)
        #expect(node.systemSymbolNames == ["icloud.slash", "bolt.fil", "person.slash"])
        #expect(node.unknownSystemSymbolNames == ["bolt.fil"])
    }
}
