import Foundation
import GlanceGraphics
import GlanceUI

/// A stand-in for WatchKit's `WKInterfaceDevice`, which widget code asks for the screen's size
/// to pick a layout. While a widget's view is archived it answers for the device the widget is
/// drawn on (the firmware puts it in the environment); elsewhere, for a 45 mm watch.
public final class WKInterfaceDevice: Sendable {
    /// The screen in points.
    public let screenBounds: CGRect
    /// Pixels per point.
    public let screenScale: CGFloat
    public let name: String
    public let model: String = "Apple Watch"
    public let systemName: String = "watchOS"

    init(screen: DeviceScreen) {
        screenBounds = CGRect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        screenScale = screen.scale
        name = screen.name
    }

    public static func current() -> WKInterfaceDevice { WKInterfaceDevice(screen: EnvironmentValues.current.deviceScreen) }
}

/// The screen of the device a widget is drawn on: size in points, scale and name.
public struct DeviceScreen: Hashable, Sendable {
    public var size: CGSize
    public var scale: CGFloat
    public var name: String
    public init(size: CGSize, scale: CGFloat, name: String) { (self.size, self.scale, self.name) = (size, scale, name) }
    /// Apple Watch 45 mm: 396 × 484 px at 2×.
    public static let watch45mm = DeviceScreen(size: CGSize(width: 198, height: 242), scale: 2, name: "Apple Watch 45mm")
}

private struct DeviceScreenKey: EnvironmentKey {
    static let defaultValue = DeviceScreen.watch45mm
}

extension EnvironmentValues {
    /// The screen of the device the widget is drawn on, as `WKInterfaceDevice.current()` reports it.
    package var deviceScreen: DeviceScreen {
        get { self[DeviceScreenKey.self] }
        set { self[DeviceScreenKey.self] = newValue }
    }
}
