import GlanceGraphics

/// What one benchmark entry shows, shared by the hand-drawn reference scenes and the Glance
/// widgets built to match them, so both draw the same values for the same index. Indices
/// 0…63 all differ in every field that is drawn, so consecutive renders never repeat.
public struct ReferenceEntry: Hashable, Sendable {
    /// How many distinct entries there are; indices wrap around.
    public static let count = 64

    public let index: Int

    public init(_ index: Int) {
        self.index = ((index % Self.count) + Self.count) % Self.count
    }

    private static let places = ["Cupertino", "Lisbon", "Reykjavík", "Kyoto", "Oslo", "Nairobi", "Quito", "Hobart"]
    private static let skies = ["Sunny", "Cloudy", "Showers", "Clear", "Windy", "Fog", "Drizzle", "Snow"]
    private static let labels = ["UV", "AQI", "HR", "KM"]
    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    private var temperature: Int { 40 + (index * 7) % 50 }

    // MARK: accessoryCircular

    /// The gauge's value, 0…1 (never exactly 0, so the value arc always shows).
    public var gaugeValue: Double { Double(index + 1) / Double(Self.count + 1) }
    /// The value in the middle of the ring, e.g. "72°".
    public var gaugeText: String { "\(temperature)°" }
    /// The small label below it.
    public var gaugeLabel: String { Self.labels[index % Self.labels.count] }

    // MARK: accessoryRectangular

    /// The first line, e.g. "Cupertino 72°".
    public var headline: String { "\(Self.places[index % 8]) \(temperature)°" }
    /// The second line.
    public var body: String { "\(Self.skies[(index / 8) % 8]) until \(1 + index % 12) PM" }
    /// The third line, dimmer.
    public var detail: String { "H \(temperature + 6)°  L \(temperature - 9 + index % 3)°" }

    // MARK: accessoryCorner

    /// The arc gauge's value, 0…1.
    public var cornerValue: Double { Double((index * 37) % Self.count + 1) / Double(Self.count + 1) }
    /// The value in the corner's content circle.
    public var cornerText: String { "\(temperature)°" }
    /// The gauge's end labels, curved along the corner.
    public var cornerMinimum: String { "\(temperature - 20 + index % 5)" }
    public var cornerMaximum: String { "\(temperature + 15 + index % 4)" }

    // MARK: accessoryInline and the clock

    /// One line of inline text.
    public var inline: String { "\(Self.days[index % 7]) \(1 + index % 28) · \(temperature)° \(Self.skies[index % 8])" }
    /// The face's digital clock: 10:09 plus `index` minutes.
    public var clockText: String {
        let minutes = 10 * 60 + 9 + index
        return "\((minutes / 60 + 11) % 12 + 1):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }
    /// Minutes after 10:09 the clock shows (the Glance face's date moves by as much).
    public var clockMinutes: Int { index }
}

/// The fonts and colours the reference scenes use; the Glance widgets ask for the same.
public enum ReferenceStyle {
    public static let accent = Color.orange
    public static let trackOpacity = 0.3
    public static let detailColor = Color.gray

    public static let gaugeLineWidth = 5.5
    /// The circular ring's radius, inside a 50-point slot.
    public static let gaugeRadius = 22.0
    public static let gaugeText = FontDescriptor(size: 14, weight: .bold)
    public static let gaugeLabel = FontDescriptor(size: 7, weight: .bold)
    /// How far below the centre the label's line is centred.
    public static let gaugeLabelOffset = 17.5

    public static let headline = FontDescriptor(size: 18, weight: .semibold)
    public static let body = FontDescriptor(size: 16)
    public static let lineSpacing = 2.0

    public static let cornerText = FontDescriptor(size: 14, weight: .semibold)
    public static let cornerEnds = FontDescriptor(size: 10)
    public static let cornerLineWidth = 4.0

    public static let inline = FontDescriptor(size: 15)
    public static let clockSize = 24.0
    public static var clock: FontDescriptor { FontDescriptor(size: clockSize, weight: .semibold, monospacedDigit: true) }
}
