import GlanceGraphics

extension Device.FamilyMetrics {
    /// The family's default text size at Dynamic Type `size`: Apple publishes it at the device's
    /// default size; at others it follows body text's curve, rounded to half points.
    public func textSize(at size: DynamicTypeSize, on device: Device) -> Double {
        let scaled = bodyTextSize * device.typeScale.bodyGrowth(from: device.dynamicTypeSize, to: size)
        return (scaled * 2).rounded() / 2
    }
}

extension Device {
    /// The text size widgets are drawn at: the one set (`--dynamic-type`), else the default.
    public var textSize: DynamicTypeSize { textSizeSetting ?? dynamicTypeSize }

    /// The device with its text size set (`--dynamic-type`); `nil` keeps it.
    public func withTextSize(_ size: DynamicTypeSize?) -> Device {
        guard let size else { return self }
        var device = self
        device.textSizeSetting = size
        return device
    }
}
