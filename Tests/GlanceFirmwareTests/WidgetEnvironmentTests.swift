import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceWidgets

@testable import GlanceFirmware

/// Draws nothing: these tests read what a widget archived, never pixels.
private struct NoPixels: Rasterizer {
    func rasterize(_ list: DisplayList, scale: Double, background: Color) throws -> Bitmap { Bitmap(width: 1, height: 1) }
}

/// A widget body that writes down every environment value real complications read.
private struct EnvironmentReport: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.isLuminanceReduced) var isLuminanceReduced
    @Environment(\.showsWidgetLabel) var showsWidgetLabel
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.redactionReasons) var redactionReasons
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(\.layoutDirection) var layoutDirection
    @Environment(\.locale) var locale
    @Environment(\.calendar) var calendar
    @Environment(\.timeZone) var timeZone

    var body: some View {
        let mode: String
        switch renderingMode {
        case .fullColor: mode = "full"
        case .accented: mode = "accented"
        case .vibrant: mode = "vibrant"
        default: mode = "other"
        }
        let redaction = redactionReasons.contains(.placeholder) ? "placeholder" : redactionReasons.contains(.privacy) ? "privacy" : "none"
        let fields = [
            "\(family)", mode, isLuminanceReduced ? "dim" : "bright", showsWidgetLabel ? "label" : "nolabel", showsBackground ? "bg" : "nobg",
            "margin \(Int(margins.leading))", redaction, "\(colorScheme)", "\(dynamicTypeSize)", layoutDirection == .leftToRight ? "ltr" : "rtl",
            locale.identifier, "\(calendar.identifier)", "\(timeZone.secondsFromGMT(for: .distantPast))",
        ]
        return Text(fields.joined(separator: " "))
    }
}

/// A widget reading `@Environment` in its body gets what the device state and the slot's family
/// give (issue 21, item 8).
@MainActor
@Suite struct WidgetEnvironmentTests {
    let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: NoPixels())
    let entry = AnyTimelineEntry(date: Date(timeIntervalSince1970: 1_780_481_340), relevance: nil) { ViewArchiver.archive(EnvironmentReport(), in: $0) }

    func report(_ family: WidgetFamily, on device: String = "watch-45mm", _ state: DeviceState = DeviceState(),
                widget: WidgetIdentity = WidgetIdentity()) throws -> String {
        let laid = try renderer.layout(entry: entry, widget: widget, family: family, device: Device.named(device)!, state: state)
        let texts = laid.node.texts(at: entry.date)
        return texts.map(\.text).joined()
    }

    @Test func familyAndSlotDecideLabelBackgroundAndMargins() throws {
        #expect(try report(.accessoryCircular) == "accessoryCircular full bright nolabel nobg margin 0 none dark xLarge ltr en_US gregorian 0")
        // A 41 mm watch reads Large by default (HIG, watchOS Dynamic Type sizes).
        #expect(try report(.accessoryCircular, on: "watch-41mm").contains(" dark large "))
        #expect(try report(.accessoryCorner).hasPrefix("accessoryCorner full bright label nobg margin 0"))
        #expect(try report(.accessoryRectangular, widget: WidgetIdentity(backgroundRemovable: false)).hasPrefix("accessoryRectangular full bright nolabel bg"))
        #expect(try report(.accessoryInline, on: "iphone-6.1in").hasPrefix("accessoryInline full bright nolabel nobg"))
    }

    @Test func deviceStateDecidesRenderingModeAndLuminance() throws {
        #expect(try report(.accessoryCircular, DeviceState(renderingMode: .accented)).hasPrefix("accessoryCircular accented bright"))
        #expect(try report(.accessoryRectangular, on: "iphone-6.1in", DeviceState(renderingMode: .vibrant)).hasPrefix("accessoryRectangular vibrant"))
        #expect(try report(.accessoryCircular, DeviceState(isLuminanceReduced: true)).hasPrefix("accessoryCircular full dim"))
    }

    @Test func theFirmwaresRedactionIsTheWidgetsRedactionReasons() throws {
        let complete = WidgetIdentity(kind: "bank", protection: .complete)
        #expect(try report(.accessoryCircular, DeviceState(lock: .locked), widget: complete).contains(" placeholder "))
        #expect(try report(.accessoryCircular, DeviceState(lock: .unlocked), widget: complete).contains(" none "))
    }

    @Test func widgetRenderingModeIsAStructOfConstantsAsInWidgetKit() {
        #expect(WidgetRenderingMode.allCases == [.fullColor, .accented, .vibrant])
        #expect(WidgetRenderingMode(rawValue: "vibrant") == .vibrant && WidgetRenderingMode(rawValue: "tinted") == nil)
        #expect("\(WidgetRenderingMode.accented)" == "accented")
    }
}

/// A body that sizes itself from WatchKit's screen, as some complications do.
private struct ScreenReport: View {
    var body: some View {
        let device = WKInterfaceDevice.current()
        return Text("\(Int(device.screenBounds.width))x\(Int(device.screenBounds.height))@\(Int(device.screenScale))")
    }
}

/// A view that reads the screen while it is made, as a stored property's default.
private struct ScreenSizedView: View {
    let width = WKInterfaceDevice.current().screenBounds.width
    var body: some View { Text("\(Int(width))") }
}

@MainActor
@Suite struct WKInterfaceDeviceTests {
    @Test func aWidgetAskingWatchKitForTheScreenGetsTheDeviceItIsDrawnOn() throws {
        let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: NoPixels())
        let entry = AnyTimelineEntry(date: .distantPast, relevance: nil) { ViewArchiver.archive(ScreenReport(), in: $0) }
        for (id, expected) in [("watch-41mm", "176x215@2"), ("watch-45mm", "198x242@2")] {
            let laid = try renderer.layout(entry: entry, widget: WidgetIdentity(), family: .accessoryCircular, device: Device.named(id)!, state: DeviceState())
            #expect(laid.node.texts(at: .distantPast).map(\.text) == [expected], "\(id)")
        }
    }

    @Test func anEntryViewMadeByTheWidgetSeesTheDeviceWhileItIsMade() throws {
        let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: NoPixels())
        struct Entry: TimelineEntry { let date: Date }
        let entry = AnyTimelineEntry.eraser { (_: Entry) in ScreenSizedView() }(Entry(date: .distantPast))
        for (id, expected) in [("watch-41mm", "176"), ("watch-45mm", "198")] {
            let laid = try renderer.layout(entry: entry, widget: WidgetIdentity(), family: .accessoryCircular, device: Device.named(id)!, state: DeviceState())
            #expect(laid.node.texts(at: .distantPast).map(\.text) == [expected], "\(id)")
        }
    }
}

/// A widget whose container background is a modified copy of itself, as a real one passes
/// `background()` (its own view with the system background) to its container background.
private struct SelfBackground: View {
    var body: some View {
        Text("72").containerBackground(for: .widget) { background() }
    }
}

@MainActor
@Suite struct ContainerBackgroundLazinessTests {
    @Test func aBackgroundTheSystemDoesNotShowIsNeverBuilt() throws {
        let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: NoPixels())
        let entry = AnyTimelineEntry(date: .distantPast, relevance: nil) { ViewArchiver.archive(SelfBackground(), in: $0) }
        let laid = try renderer.layout(entry: entry, widget: WidgetIdentity(), family: .accessoryCircular, device: Device.named("watch-45mm")!, state: DeviceState())
        #expect(laid.node.texts(at: .distantPast).map(\.text) == ["72"])
    }

    /// Where the background is shown, the copy of the widget inside it shows its own view but
    /// not a background of its own: no endless nesting.
    @Test func aShownBackgroundHoldsNoBackgroundOfItsOwn() throws {
        let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: NoPixels())
        let entry = AnyTimelineEntry(date: .distantPast, relevance: nil) { ViewArchiver.archive(SelfBackground(), in: $0) }
        let laid = try renderer.layout(
            entry: entry, widget: WidgetIdentity(backgroundRemovable: false), family: .accessoryCircular, device: Device.named("watch-45mm")!,
            state: DeviceState())
        #expect(laid.node.texts(at: .distantPast).map(\.text) == ["72", "72"])
    }
}

private struct OnlyElsewhere: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

private struct HereToo: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "here", provider: HereProvider()) { _ in Text("here") }.supportedFamilies([.accessoryInline])
    }
}

private struct HereProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .distantPast)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: .distantPast)], policy: .never))
    }
}

private struct MixedBundle: WidgetBundle {
    var body: some Widget {
        OnlyElsewhere()
        HereToo()
    }
}

@MainActor
@Suite struct EmptyWidgetConfigurationTests {
    @Test func aBundleLeavesOutConfigurationsWithNoFamily() {
        #expect(MixedBundle().widgetDescriptions.map(\.kind) == ["here"])
        #expect(EmptyWidgetConfiguration().widgetDescription.supportedFamilies.isEmpty)
    }
}
