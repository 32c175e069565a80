extension DisplayGroup {
    /// Whether the group's items paint straight onto the canvas beneath (full opacity, no
    /// mask, the normal blend), so each of them may be drawn, or left out, on its own.
    public var isDrawnInPlace: Bool { opacity == 1 && mask == nil && blend == .normal }
}
