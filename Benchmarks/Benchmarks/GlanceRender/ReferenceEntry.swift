import GlanceGraphics

/// What one benchmark entry shows, shared by the hand-drawn reference scenes and the Glance
/// widgets built to match them, so both draw the same values for the same index. Indices
/// 0…63 all differ in every field that is drawn, so consecutive renders never repeat.
struct ReferenceEntry: Hashable, Sendable {
    /// How many distinct entries there are; indices wrap around.
    static let count = 64

    let index: Int

    init(_ index: Int) {
        self.index = ((index % Self.count) + Self.count) % Self.count
    }

    private static let places = ["Cupertino", "Lisbon", "Reykjavík", "Kyoto", "Oslo", "Nairobi", "Quito", "Hobart"]
    private static let skies = ["Sunny", "Cloudy", "Showers", "Clear", "Windy", "Fog", "Drizzle", "Snow"]
    private static let labels = ["UV", "AQI", "HR", "KM"]
    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    private var temperature: Int { 40 + (index * 7) % 50 }

    // MARK: accessoryCircular

    /// The gauge's value, 0…1 (never exactly 0, so the value arc always shows).
    var gaugeValue: Double { Double(index + 1) / Double(Self.count + 1) }
    /// The value in the middle of the ring, e.g. "72°".
    var gaugeText: String { "\(temperature)°" }
    /// The small label below it.
    var gaugeLabel: String { Self.labels[index % Self.labels.count] }

    // MARK: accessoryRectangular

    /// The first line, e.g. "Cupertino 72°".
    var headline: String { "\(Self.places[index % 8]) \(temperature)°" }
    /// The second line.
    var body: String { "\(Self.skies[(index / 8) % 8]) until \(1 + index % 12) PM" }
    /// The third line, dimmer.
    var detail: String { "H \(temperature + 6)°  L \(temperature - 9 + index % 3)°" }

    // MARK: accessoryCorner

    /// The arc gauge's value, 0…1.
    var cornerValue: Double { Double((index * 37) % Self.count + 1) / Double(Self.count + 1) }
    /// The value in the corner's content circle.
    var cornerText: String { "\(temperature)°" }
    /// The gauge's end labels, curved along the corner.
    var cornerMinimum: String { "\(temperature - 20 + index % 5)" }
    var cornerMaximum: String { "\(temperature + 15 + index % 4)" }

    // MARK: accessoryInline and the clock

    /// One line of inline text.
    var inline: String { "\(Self.days[index % 7]) \(1 + index % 28) · \(temperature)° \(Self.skies[index % 8])" }
    /// The face's digital clock: 10:09 plus `index` minutes.
    var clockText: String {
        let minutes = 10 * 60 + 9 + index
        return "\((minutes / 60 + 11) % 12 + 1):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }
    /// Minutes after 10:09 the clock shows (the Glance face's date moves by as much).
    var clockMinutes: Int { index }
}
