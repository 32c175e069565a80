import Foundation
import GlanceGraphics
import GlanceUI

/// Slot layouts kept by what they were made from: an entry drawn again in the same slot,
/// device state and widget (a timeline played in a loop, a face's frames, the wrist raised
/// again) is drawn from its kept display list without being laid out again. Drawing is never
/// skipped: the rasterizer still draws every frame (docs/bench.md, "Ninth round").
///
/// A layout depends on the archived tree, the slot's environment (family, device, scale,
/// device state, widget: one `SlotEnvironments` serial), the corner, the backdrop and the
/// slot's name, and, for a tree that reads the clock (`ViewNode.dependsOnTime`), the date.
/// Redaction follows from the state and the widget, so a locked and an unlocked drawing of
/// the same entry are kept apart.
///
/// Trees are known by identity: the firmware archives an entry once and shows that same tree
/// each time, and an archived tree is one reference to immutable storage. Each kept layout
/// holds its tree, so no other tree can take its storage's address while it is kept. A tree
/// archived again (equal, but new storage) is laid out again, as any new tree is. When full,
/// a new layout is kept only in place of one not used for a while (`KeptValues`).
final class SlotLayouts {
    struct Key: Hashable {
        /// The tree's storage (`identity(of:)`).
        let tree: UInt
        let environment: Int
        let corner: Corner
        let background: Color
        let slot: String?

        /// The tree and environment tell layouts apart; the backdrop and the slot's name
        /// (nearly always the same for both) are left to equality, so a lookup hashes no
        /// colour or string.
        func hash(into hasher: inout Hasher) {
            hasher.combine(tree)
            hasher.combine(environment)
            hasher.combine(corner)
        }
    }

    /// A layout kept with its tree, and the date it was laid out at when the tree reads the clock.
    /// A class: a lookup hands out one reference, not a copy of every array of the layout.
    final class Kept {
        let tree: ViewNode
        let layout: SlotLayout
        /// `nil` for a tree that does not read the clock: its layout holds at any date.
        let date: Date?

        init(tree: ViewNode, layout: SlotLayout, date: Date?) {
            (self.tree, self.layout, self.date) = (tree, layout, date)
        }
    }

    /// Layouts kept, up to 512 and `byteLimit` (`bytes(of:)`): a 64-entry loop in each slot of
    /// a face fits, in about 1 MB (a slot's display list, placements and text fits
    /// are a few KB); a stream of new entries with long texts stops at the bytes
    /// (docs/bench.md, "Peak memory").
    private let kept: KeptValues<Key, Kept>
    static let byteLimit = 3 << 19

    init(byteLimit: Int = SlotLayouts.byteLimit) {
        kept = KeptValues(capacity: 512, byteLimit: byteLimit, staleAfter: 4096)
    }
    /// Layouts served from the memo, and made anew.
    private(set) var hits = 0, misses = 0
    /// Layouts kept, and the bytes they count as.
    var count: Int { kept.count }
    var byteCount: Int { kept.byteCount }

    /// The address of `node`'s storage: an archived tree is an `indirect` enum, one reference
    /// to immutable storage (payload-free cases are constants, equal when equal). `nil` if the
    /// type is ever laid out otherwise, which turns the memo off.
    static func identity(of node: ViewNode) -> UInt? {
        MemoryLayout<ViewNode>.size == MemoryLayout<UInt>.size ? unsafeBitCast(node, to: UInt.self) : nil
    }

    /// The layout of `node` in the slot `environment` describes at `date`, kept or made by `make`.
    func layout(
        _ node: ViewNode, environment: Int, corner: Corner, background: Color, slot: String?, date: Date,
        make: () throws -> SlotLayout
    ) rethrows -> SlotLayout {
        guard let tree = Self.identity(of: node) else { return try make() }
        let key = Key(tree: tree, environment: environment, corner: corner, background: background, slot: slot)
        let found = kept.value(for: key)
        if let found, found.date == nil || found.date == date {
            hits += 1
            return found.layout
        }
        misses += 1
        let made = try make()
        // A tree met before at another date reads the clock; a new one is asked.
        let readsClock = found != nil || node.dependsOnTime
        if found != nil || kept.hasRoom() {
            kept.keep(Kept(tree: node, layout: made, date: readsClock ? date : nil), bytes: Self.bytes(of: made.layout), for: key)
        }
        return made
    }

    /// Bytes kept layouts count as: about what `layout`'s display list holds (its items, path
    /// elements and glyphs, and the fits its glyphs came from) and a little a text placed.
    static func bytes(of layout: LayoutResult) -> Int {
        var bytes = 256 + 64 * layout.textFits.count
        layout.displayList.forEach { item, _, _ in
            bytes += 96
            switch item {
            case .fill(let path, _, _), .stroke(let path, _, _): bytes += path.elements.count * MemoryLayout<Path.Element>.stride
            case .text(let run):
                // The run's glyphs and the shaped line they came from (`TextLines`).
                bytes += run.text.utf8.count + run.glyphs.count * (MemoryLayout<PositionedGlyph>.stride + MemoryLayout<ShapedGlyph>.stride)
            case .image, .group: break
            }
        }
        return bytes
    }
}
