import GlanceGraphics

/// What content the firmware hides is drawn in: one colour for every bar and shape, so hidden
/// pixels depend on layout frames alone (docs/device-state.md).
package enum FirmwarePlaceholder {
    package static let color = Color.white.opacity(0.3)
}
