// What a widget author imports in place of SwiftUI, WidgetKit and the other frameworks widget
// code uses: Apple's names and nothing of Glance's own. Each name is exported one by one, so
// the engine's public types (archives, display lists, caches) stay out of the author's
// namespace; Tests/GlanceKitSurfaceTests/AllowList.txt lists them by framework, and
// docs/api-surface.md says why. Names declared in GlanceKit itself (UIImage, Logger, `#Preview`…)
// need no line here.
@_exported import Foundation
#if canImport(FoundationNetworking)
// URLSession and URLRequest, which providers use to fetch their data, live here on Linux.
@_exported import FoundationNetworking
#endif

// MARK: SwiftUI
@_exported import struct GlanceUI.FillShapeStyle
@_exported import protocol GlanceUI.PrimitiveButtonStyle
@_exported import struct GlanceUI.DefaultButtonStyle
@_exported import struct GlanceUI.PlainButtonStyle
@_exported import struct GlanceUI.BorderlessButtonStyle
@_exported import struct GlanceUI.BorderedButtonStyle
@_exported import struct GlanceUI.BorderedProminentButtonStyle
@_exported import struct GlanceUI._ConditionalContent
@_exported import struct GlanceUI._ViewModifier_Content
@_exported import struct GlanceUI.AccessibilityChildBehavior
@_exported import struct GlanceUI.AccessibilityTraits
@_exported import struct GlanceUI.AccessoryCircularCapacityGaugeStyle
@_exported import struct GlanceUI.AccessoryCircularGaugeStyle
@_exported import struct GlanceUI.AccessoryLinearCapacityGaugeStyle
@_exported import struct GlanceUI.AccessoryLinearGaugeStyle
@_exported import struct GlanceUI.Alignment
@_exported import struct GlanceUI.Angle
@_exported import struct GlanceUI.AngularGradient
@_exported import struct GlanceUI.Animation
@_exported import struct GlanceUI.AnyGradient
@_exported import struct GlanceUI.AnyShapeStyle
@_exported import struct GlanceUI.AnyTransition
@_exported import struct GlanceUI.AnyView
@_exported import struct GlanceUI.AppStorage
@_exported import enum GlanceUI.Axis
@_exported import struct GlanceUI.BackgroundStyle
@_exported import struct GlanceUI.Binding
@_exported import enum GlanceUI.BlendMode
@_exported import struct GlanceUI.BlurReplaceTransition
@_exported import struct GlanceUI.Button
@_exported import struct GlanceUI.Toggle
@_exported import struct GlanceUI.ButtonBorderShape
@_exported import struct GlanceUI.ButtonRole
@_exported import struct GlanceUI.Canvas
@_exported import struct GlanceUI.Capsule
@_exported import struct GlanceUI.Circle
@_exported import struct GlanceUI.CircularGaugeStyle
@_exported import struct GlanceUI.CircularProgressViewStyle
@_exported import struct GlanceGraphics.Color
@_exported import enum GlanceUI.ColorRenderingMode
@_exported import struct GlanceUI.ColorResource
@_exported import enum GlanceUI.ColorScheme
@_exported import enum GlanceWidgets.ContainerBackgroundPlacement
@_exported import struct GlanceUI.ContainerRelativeShape
@_exported import enum GlanceUI.ContentMode
@_exported import struct GlanceUI.ContentTransition
@_exported import enum GlanceUI.CoordinateSpace
@_exported import struct GlanceUI.DefaultGaugeStyle
@_exported import struct GlanceUI.DefaultLabelStyle
@_exported import struct GlanceUI.DefaultProgressViewStyle
@_exported import struct GlanceUI.Divider
@_exported import protocol GlanceUI.DynamicProperty
@_exported import enum GlanceGraphics.DynamicTypeSize
@_exported import enum GlanceUI.Edge
@_exported import struct GlanceGraphics.EdgeInsets
@_exported import struct GlanceUI.Ellipse
@_exported import struct GlanceUI.EmptyView
@_exported import struct GlanceUI.Environment
@_exported import protocol GlanceUI.EnvironmentKey
@_exported import struct GlanceUI.EnvironmentValues
@_exported import struct GlanceUI.FillStyle
@_exported import struct GlanceUI.Font
@_exported import struct GlanceUI.ForEach
@_exported import struct GlanceUI.ForegroundStyle
@_exported import struct GlanceUI.Gauge
@_exported import protocol GlanceUI.GaugeStyle
@_exported import struct GlanceUI.GaugeStyleConfiguration
@_exported import struct GlanceUI.GeometryProxy
@_exported import struct GlanceUI.GeometryReader
@_exported import struct GlanceUI.Gradient
@_exported import struct GlanceUI.GraphicsContext
@_exported import struct GlanceUI.Group
@_exported import struct GlanceUI.HStack
@_exported import struct GlanceUI.HierarchicalShapeStyle
@_exported import enum GlanceUI.HorizontalAlignment
@_exported import struct GlanceUI.IconOnlyLabelStyle
@_exported import struct GlanceUI.Image
@_exported import struct GlanceUI.ImageResource
@_exported import struct GlanceUI.Label
@_exported import protocol GlanceUI.LabelStyle
@_exported import struct GlanceUI.LabelStyleConfiguration
@_exported import enum GlanceUI.LayoutDirection
@_exported import struct GlanceUI.LinearCapacityGaugeStyle
@_exported import struct GlanceUI.LinearGaugeStyle
@_exported import struct GlanceUI.LinearGradient
@_exported import struct GlanceUI.LinearProgressViewStyle
@_exported import struct GlanceUI.LocalizedStringKey
@_exported import struct GlanceUI.Material
@_exported import struct GlanceUI.ModifiedContent
@_exported import struct GlanceUI.ObservedObject
@_exported import struct GlanceGraphics.Path
@_exported import struct GlanceWidgets.PreviewDevice
@_exported import enum GlanceWidgets.PreviewLayout
@_exported import protocol GlanceWidgets.PreviewProvider
@_exported import struct GlanceUI.ProgressView
@_exported import protocol GlanceUI.ProgressViewStyle
@_exported import struct GlanceUI.ProgressViewStyleConfiguration
@_exported import struct GlanceUI.RadialGradient
@_exported import struct GlanceUI.Rectangle
@_exported import struct GlanceUI.RedactionReasons
@_exported import struct GlanceUI.RotatedShape
@_exported import enum GlanceUI.RoundedCornerStyle
@_exported import struct GlanceUI.RoundedRectangle
@_exported import struct GlanceUI.SafeAreaRegions
@_exported import struct GlanceUI.ScaledMetric
@_exported import protocol GlanceUI.Shape
@_exported import protocol GlanceUI.ShapeStyle
@_exported import struct GlanceUI.ShapeView
@_exported import struct GlanceUI.Spacer
@_exported import struct GlanceUI.State
@_exported import struct GlanceUI.StateObject
@_exported import struct GlanceGraphics.StrokeStyle
@_exported import enum GlanceUI.SymbolRenderingMode
@_exported import struct GlanceUI.Text
@_exported import enum GlanceUI.TextAlignment
@_exported import struct GlanceUI.TintShapeStyle
@_exported import struct GlanceUI.TitleAndIconLabelStyle
@_exported import struct GlanceUI.TitleOnlyLabelStyle
@_exported import struct GlanceUI.TupleView
@_exported import struct GlanceUI.UnitPoint
@_exported import struct GlanceUI.VStack
@_exported import enum GlanceUI.VerticalAlignment
@_exported import protocol GlanceUI.View
@_exported import enum GlanceUI.ViewBuilder
@_exported import struct GlanceUI.ViewDimensions
@_exported import protocol GlanceUI.ViewModifier
@_exported import struct GlanceUI.ViewThatFits
@_exported import struct GlanceUI.ZStack

// MARK: WidgetKit
@_exported import enum GlanceUI.AccentedRenderingMode
@_exported import struct GlanceWidgets.AccessoryWidgetBackground
@_exported import struct GlanceWidgets.AppIntentConfiguration
@_exported import struct GlanceWidgets.AppIntentRecommendation
@_exported import protocol GlanceWidgets.AppIntentTimelineProvider
@_exported import struct GlanceWidgets.EmptyWidgetConfiguration
@_exported import struct GlanceWidgets.IntentConfiguration
@_exported import struct GlanceWidgets.IntentRecommendation
@_exported import protocol GlanceWidgets.IntentTimelineProvider
@_exported import struct GlanceWidgets.RelevantContext
@_exported import struct GlanceWidgets.StaticConfiguration
@_exported import struct GlanceWidgets.Timeline
@_exported import protocol GlanceWidgets.TimelineEntry
@_exported import struct GlanceWidgets.TimelineEntryRelevance
@_exported import protocol GlanceWidgets.TimelineProvider
@_exported import struct GlanceWidgets.TimelineProviderContext
@_exported import struct GlanceWidgets.TimelineReloadPolicy
@_exported import protocol GlanceWidgets.Widget
@_exported import protocol GlanceWidgets.WidgetBundle
@_exported import enum GlanceWidgets.WidgetBundleBuilder
@_exported import class GlanceWidgets.WidgetCenter
@_exported import protocol GlanceWidgets.WidgetConfiguration
@_exported import enum GlanceWidgets.WidgetFamily
@_exported import struct GlanceWidgets.WidgetInfo
@_exported import struct GlanceWidgets.WidgetPreviewContext
@_exported import struct GlanceWidgets.WidgetRelevance
@_exported import struct GlanceWidgets.WidgetRelevanceAttribute
@_exported import struct GlanceWidgets.WidgetRenderingMode

// MARK: AppIntents
@_exported import enum GlanceWidgets.EquatableComparisonOperator
@_exported import enum GlanceWidgets.ComparableComparisonOperator
@_exported import protocol GlanceWidgets._IntentValue
@_exported import protocol GlanceWidgets.AppEntity
@_exported import protocol GlanceWidgets.AppEnum
@_exported import protocol GlanceWidgets.AppIntent
@_exported import struct GlanceWidgets.DisplayRepresentation
@_exported import protocol GlanceWidgets.EntityIdentifierConvertible
@_exported import protocol GlanceWidgets.EntityQuery
@_exported import struct GlanceWidgets.IntentDescription
@_exported import struct GlanceWidgets.IntentParameterSummary
@_exported import protocol GlanceWidgets.IntentResult
@_exported import struct GlanceWidgets.IntentResultContainer
@_exported import struct GlanceWidgets.Parameter
@_exported import protocol GlanceWidgets.ParameterSummary
@_exported import enum GlanceWidgets.ParameterSummaryBuilder
@_exported import struct GlanceWidgets.ParameterSummaryString
@_exported import struct GlanceWidgets.ParameterSummaryWhenCondition
@_exported import struct GlanceWidgets.TypeDisplayRepresentation
@_exported import protocol GlanceWidgets.WidgetConfigurationIntent

// MARK: Intents
@_exported import class GlanceWidgets.INIntent

// MARK: Foundation
@_exported import struct GlanceWidgets.LocalizedStringResource
@_exported import struct GlanceUI.MeasurementFormatUnitUsage

// MARK: CoreGraphics
@_exported import struct GlanceGraphics.CGAffineTransform
@_exported import class GlanceUI.CGColor
@_exported import class GlanceGraphics.CGMutablePath
@_exported import class GlanceGraphics.CGPath
@_exported import enum GlanceGraphics.CGPathFillRule

// MARK: Combine
@_exported import protocol GlanceUI.ObservableObject
@_exported import struct GlanceUI.Published

// MARK: UIKit
@_exported import class GlanceUI.UIColor
@_exported import struct GlanceUI.UIFontMetrics
@_exported import struct GlanceUI.UITraitCollection

// MARK: WatchKit
@_exported import class GlanceWidgets.WKInterfaceDevice

// MARK: DeveloperToolsSupport
@_exported import struct GlanceWidgets.Preview
@_exported import struct GlanceWidgets.PreviewTrait

// MARK: Glance
@_exported import enum GlanceWidgets.WidgetDataProtection
@_exported import protocol GlanceWidgets.PreviewRegistry
@_exported import enum GlanceWidgets.PreviewTimelineBuilder
