import GlanceGraphics
/// The gauge styles SwiftUI declares. Accessory styles are the ones complications use; the
/// watchOS `circular` and `linear` styles draw as the accessory open ring and marked bar.

/// The default gauge style in the current context: a bar filled to the value.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryLinearCapacity) }
}

/// An open ring with a marker at the current value; labels in the centre and the gap.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryCircular) }
}

/// A closed ring partially filled in to indicate the current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryCircularCapacity) }
}

/// A bar with a marker at the current value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryLinear) }
}

/// A bar partially filled in to indicate the current value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryLinearCapacity) }
}

/// A bar partially filled in to indicate the current value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryLinearCapacity) }
}

/// watchOS: an open ring with a marker at the current value, optionally in its own tint.
nonisolated public struct CircularGaugeStyle: GaugeStyle {
    let tint: ShapeStyleValue?
    public init() { tint = nil }
    /// A circular gauge drawn in `tint`.
    public init(tint: Color) { self.tint = .color(tint) }
    /// A circular gauge whose ring runs through the gradient's colours.
    public init(tint: Gradient) { self.tint = .gradient(tint.stops) }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryCircular, tint: tint) }
}

/// watchOS: a bar with a marker at the current value, optionally in its own tint.
nonisolated public struct LinearGaugeStyle: GaugeStyle {
    let tint: ShapeStyleValue?
    public init() { tint = nil }
    /// A linear gauge drawn in `tint`.
    public init(tint: Color) { self.tint = .color(tint) }
    /// A linear gauge whose bar runs through the gradient's colours.
    public init(tint: Gradient) { self.tint = .gradient(tint.stops) }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryLinear, tint: tint) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge style in the current context.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring partially filled in to indicate the current value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar partially filled in to indicate the current value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar partially filled in to indicate the current value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// watchOS: an open ring with a marker at the current value.
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

extension GaugeStyle where Self == LinearGaugeStyle {
    /// watchOS: a bar with a marker at the current value.
    public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}
