import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import GlancePreviews
@testable import GlanceWidgetHost
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

    /// A `LocalizedStringResource` the app keeps (a calendar's month name) reads as its text.
    @Test func aLocalizedStringResourceIsItsText() {
        let month: LocalizedStringResource = "Month \(7)"
        #expect(String(localized: month) == "Month 7")
        #expect(String(localized: "in \(month)") == "in Month 7")
    }

    /// UIKit's font and colour attributes on an `NSAttributedString` reach SwiftUI's `Text`
    /// through `AttributedString(_:)`, run by run.
    @Test func anNSAttributedStringsUIKitAttributesBecomeSwiftUIs() {
        let text = NSMutableAttributedString(string: "庚子 year")
        let font = UIFont.systemFont(ofSize: 12, weight: .bold).withSize(20)
        text.addAttributes([.font: font, .foregroundColor: CGColor(gray: 1, alpha: 1)], range: NSRange(location: 0, length: 2))
        text.addAttributes([.foregroundColor: UIColor.red], range: NSRange(location: 3, length: 4))
        let converted = AttributedString(text)
        let runs = converted.runs.map { (String(converted[$0.range].characters), $0.swiftUI.font, $0.swiftUI.foregroundColor) }
        #expect(runs.map(\.0) == ["庚子", " ", "year"])
        #expect(runs[0].1 == Font.system(size: 20, weight: .bold) && runs[0].2 == Color(white: 1, alpha: 1))
        #expect(runs[1].1 == nil && runs[1].2 == nil)
        #expect(runs[2].2 == UIColor.red.color)
        #expect(UIFont(name: "DroidKufi-Regular", size: 14).map { Font($0) } == Font.custom("DroidKufi-Regular", size: 14))
        #expect(UIFont(name: "", size: 14) == nil)
    }
}
