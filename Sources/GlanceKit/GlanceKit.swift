// What a widget author imports in place of WidgetKit and SwiftUI: the views and the widget API.
@_exported import Foundation
@_exported import GlanceUI
@_exported import GlanceWidgets
