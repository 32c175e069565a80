import Foundation
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceKit

/// Small pieces of Apple's API the real-code bench's files use, and the default device a
/// bundle's commands draw on (issue 46).
@MainActor @Suite struct BundleAPIGapTests {
    @Test func anIOSWidgetExtensionIsDrawnOnAnIPhoneByDefault() {
        var phone = OverflowingWidget().body.widgetDescription
        phone.supportedFamilies = [.systemSmall, .accessoryCircular]
        let watch = OverflowingWidget().body.widgetDescription
        #expect(HostDeviceOptions.defaultDevice(for: [watch, phone]) == "iphone-6.1in")
        #expect(HostDeviceOptions.defaultDevice(for: [watch]) == "watch-45mm")
        // A widget that declares nothing says nothing about its platform.
        var undeclared = phone
        undeclared.declaresFamilies = false
        #expect(HostDeviceOptions.defaultDevice(for: [undeclared]) == "watch-45mm")
    }

    @Test func localizedStringsAreTheirDevelopmentText() {
        let count = 3
        #expect(String(localized: "Glucose") == "Glucose")
        #expect(String(localized: "\(count) readings", comment: "a count") == "3 readings")
        #expect(String(localized: "reading.none", defaultValue: "No Readings") == "No Readings")
    }

    @Test func acceptedDecorationsLeaveTheDrawingAlone() {
        let plain = ViewArchiver.archive(Text("12").font(.body))
        #expect(ViewArchiver.archive(Text("12").font(.body.lowercaseSmallCaps())) == plain)
        #expect(ViewArchiver.archive(Text("12").font(.body).buttonBorderShape(.roundedRectangle)) == plain)
        #expect(ViewArchiver.archive(Text("12").font(.body).transition(.blurReplace)) == plain)
    }
}
