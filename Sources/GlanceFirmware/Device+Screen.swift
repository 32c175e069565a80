import Foundation
import GlanceWidgets

extension Device {
    /// The screen `WKInterfaceDevice.current()` reports while a widget is drawn here.
    public var screen: DeviceScreen { DeviceScreen(size: screenSize.cgSize, scale: scale, name: name) }
}
