// What a widget author imports in place of WidgetKit and SwiftUI: the views and the widget API.
@_exported import Foundation
#if canImport(FoundationNetworking)
// URLSession and URLRequest, which providers use to fetch their data, live here on Linux.
@_exported import FoundationNetworking
#endif
@_exported import GlanceUI
@_exported import GlanceWidgets
