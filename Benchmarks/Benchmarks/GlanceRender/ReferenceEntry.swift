import GlanceGraphics

/// What one benchmark entry shows, shared by the plain-C reference scenes and the Glance
/// widgets built to match them, so both draw the same values for the same index.
///
/// Every string carries digits (or letters) worked out from the index, and no two of entries
/// 0..<`distinctCount` share a string (not even across fields set in the same font file) or a
/// gauge value. So a renderer that has drawn some of them has nothing kept for any other: no
/// shaped run, text fit or glyph mask keyed by its strings, no arc mask keyed by its values.
/// Replay draws entries 0..<`cycle` over and over; a first render draws one never drawn
/// before (`firstRender(_:)`), of the same shape and length, so the work per entry is alike.
struct ReferenceEntry: Hashable, Sendable {
    /// How many entries replay cycles through: iteration n draws entry n mod `cycle`.
    static let cycle = 64
    /// Entries 0..<`distinctCount` share no string and no gauge value.
    static let distinctCount = 4500

    let index: Int

    init(_ index: Int) {
        precondition(index >= 0, "entry indices start at 0")
        self.index = index
    }

    /// Entry `n` mod `cycle`: what iteration `n` of a replay draws.
    static func replay(_ n: Int) -> ReferenceEntry { ReferenceEntry(((n % cycle) + cycle) % cycle) }

    /// The `n`th entry (from 0) a first-render benchmark draws: past the replay cycle, and
    /// unlike every other entry below `distinctCount`.
    static func firstRender(_ n: Int) -> ReferenceEntry {
        precondition(n >= 0 && cycle + n < distinctCount, "first render \(n): past the entries that share no string")
        return ReferenceEntry(cycle + n)
    }

    /// How many first renders there are before entries would repeat a string.
    static var firstRenderCount: Int { distinctCount - cycle }

    private static let places = ["Cupertino", "Lisbon", "Reykjavík", "Kyoto", "Oslo", "Nairobi", "Quito", "Hobart"]
    private static let skies = ["Sunny", "Cloudy", "Showers", "Clear", "Windy", "Fog", "Drizzle", "Snow"]
    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    /// Letters for the circular's label codes: consonants only, so no code spells a word.
    private static let letters = Array("BCDFGHJKLMNPQRSTVWXZ")

    /// A number from `low` on, one of `count` (distinct for indices below `count`: the multiplier
    /// shares no factor with it), scattered so neighbouring entries look unlike.
    private func number(_ multiplier: Int, from low: Int = 1000, count: Int = 9000) -> Int { low + (index * multiplier) % count }

    /// A value in (0, 1), one of `distinctCount` and distinct below it.
    private func fraction(_ multiplier: Int) -> Double {
        Double((index * multiplier) % Self.distinctCount + 1) / Double(Self.distinctCount + 1)
    }

    private var temperature: Int { 40 + (index * 7) % 50 }

    // MARK: accessoryCircular

    /// The gauge's value, 0…1 (never exactly 0, so the value arc always shows).
    var gaugeValue: Double { fraction(2731) }
    /// The value in the middle of the ring, four digits, e.g. "7241".
    var gaugeText: String { "\(number(7919))" }
    /// The small label below it, a three-letter code, e.g. "KMT".
    var gaugeLabel: String {
        let n = (index * 3001) % 8000
        return String([Self.letters[n / 400], Self.letters[n / 20 % 20], Self.letters[n % 20]])
    }

    // MARK: accessoryRectangular

    /// The first line, e.g. "Cupertino 4821".
    var headline: String { "\(Self.places[index % 8]) \(number(7901))" }
    /// The second line, e.g. "Showers at 2741 m".
    var body: String { "\(Self.skies[(index / 8) % 8]) at \(number(7883)) m" }
    /// The third line, dimmer, e.g. "H 72°  L 41°".
    var detail: String {
        let n = number(7877)
        return "H \(n / 100)°  L \(n % 100)°"
    }

    // MARK: accessoryCorner

    /// The arc gauge's value, 0…1.
    var cornerValue: Double { fraction(1777) }
    /// The value in the corner's content circle, four digits.
    var cornerText: String { "\(number(7873))" }
    /// The gauge's end labels, curved along the corner: the low end 1000…5499, the high end
    /// 5500…9999, so no low label is ever another entry's high one.
    var cornerMinimum: String { "\(number(2963, count: 4500))" }
    var cornerMaximum: String { "\(number(3137, from: 5500, count: 4500))" }

    // MARK: accessoryInline and the clock

    /// One line of inline text, e.g. "Wed 12 · 7241 Showers".
    var inline: String { "\(Self.days[index % 7]) \(1 + index % 28) · \(number(7867)) \(Self.skies[index % 8])" }
    /// The face's digital clock: 10:09 plus `index` minutes.
    var clockText: String {
        let minutes = 10 * 60 + 9 + index
        return "\((minutes / 60 + 11) % 12 + 1):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }
    /// Minutes after 10:09 the clock shows (the Glance face's date moves by as much).
    var clockMinutes: Int { index }
}
