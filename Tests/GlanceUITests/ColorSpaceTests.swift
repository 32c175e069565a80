import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// SwiftUI's colour initialisers convert to sRGB; shape styles paint as SwiftUI documents.
@MainActor
@Suite struct ColorSpaceTests {
    func near(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        abs(c.red - r) < tolerance && abs(c.green - g) < tolerance && abs(c.blue - b) < tolerance
    }

    func fillPaint<V: View>(_ view: V) -> Paint? {
        let r = layout(view, in: Size(width: 20, height: 40))
        for item in r.displayList.items { if case .fill(_, let paint, _) = item { return paint } }
        return nil
    }

    @Test func sRGBComponentsAndOpacityAreKept() {
        let c = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
        #expect(near(c, 0.2, 0.4, 0.6) && c.alpha == 0.5)
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6) == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(Color(white: 0.25, opacity: 0.75) == Color(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.75))
    }

    @Test func hueSaturationBrightnessConvertsAroundTheWheel() {
        #expect(near(Color(hue: 0, saturation: 1, brightness: 1), 1, 0, 0))
        #expect(near(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), 0, 1, 0))
        #expect(near(Color(hue: 2.0 / 3, saturation: 1, brightness: 1), 0, 0, 1))
        // Cyan's sector: red at V(1−S), green and blue at V.
        #expect(near(Color(hue: 0.5, saturation: 0.5, brightness: 0.8), 0.4, 0.8, 0.8))
        // Orange, 30°: red at V, green at V(1−S(1−f)) with f = 0.5, blue at V(1−S).
        #expect(near(Color(hue: 30.0 / 360, saturation: 0.8, brightness: 0.9, opacity: 0.3), 0.9, 0.54, 0.18))
        #expect(Color(hue: 1.25, saturation: 1, brightness: 1) == Color(hue: 0.25, saturation: 1, brightness: 1))
    }

    @Test func linearComponentsAreGammaEncoded() {
        // The sRGB curve at 0.5: 1.055 × 0.5^(1/2.4) − 0.055.
        #expect(near(Color(.sRGBLinear, white: 0.5), 0.735356983052449, 0.735356983052449, 0.735356983052449))
        #expect(near(Color(.sRGBLinear, red: 0.002, green: 0, blue: 1), 0.02584, 0, 1, 1e-9))
    }

    @Test func displayP3ConvertsThroughXYZToSRGB() {
        // White and greys are the same in both spaces (same white point and curve).
        #expect(near(Color(.displayP3, red: 1, green: 1, blue: 1), 1, 1, 1, 1e-9))
        #expect(near(Color(.displayP3, white: 0.5), 0.5, 0.5, 0.5, 1e-9))
        // An in-gamut P3 orange, worked through the same CSS Color 4 matrices outside Swift.
        #expect(near(Color(.displayP3, red: 0.8, green: 0.5, blue: 0.3), 0.849692, 0.481876, 0.252166, 1e-5))
        // P3's red primary lies outside sRGB: it is clipped to sRGB's own red.
        #expect(near(Color(.displayP3, red: 1, green: 0, blue: 0), 1, 0, 0))
    }

    @Test func aColorsGradientRunsTopToBottomFromALighterTint() throws {
        let paint = try #require(fillPaint(Rectangle().fill(Color.blue.gradient)))
        guard case .linearGradient(let g) = paint else { Issue.record("not a linear gradient: \(paint)"); return }
        #expect(g.start == Point(x: 10, y: 0) && g.end == Point(x: 10, y: 40))
        #expect(g.stops.last?.color == .blue)
        #expect(try #require(g.stops.first?.color).luminance > Color.blue.luminance)
    }

    @Test func aGradientUsedAsAShapeStyleRunsTopToBottom() throws {
        let paint = try #require(fillPaint(Rectangle().fill(Gradient(colors: [.red, .green]))))
        guard case .linearGradient(let g) = paint else { Issue.record("not a linear gradient: \(paint)"); return }
        #expect(g.start == Point(x: 10, y: 0) && g.end == Point(x: 10, y: 40))
        #expect(g.stops.map(\.color) == [.red, .green])
    }

    @Test func hierarchicalLevelsGoDownToQuinary() {
        func opacity<S: ShapeStyle>(_ style: S) -> Double? {
            guard case .color(let c) = fillPaint(Rectangle().foregroundStyle(style)) else { return nil }
            return c.alpha
        }
        #expect(opacity(.primary) == 1 && opacity(.secondary) == 0.6 && opacity(.tertiary) == 0.3)
        #expect(opacity(.quaternary) == 0.16 && opacity(.quinary) == 0.1)
        #expect(fillPaint(Rectangle().fill(.red.secondary)) == .color(Color.red.opacity(0.6)))
        // The tertiary system fill, not the system fill made fainter.
        #expect(fillPaint(Rectangle().fill(.fill.tertiary)) == .color(Color(r8: 120, g8: 120, b8: 128, alpha: 0.24)))
    }

    @Test func tintIsAShapeStyle() {
        #expect(fillPaint(Circle().fill(.tint).tint(.orange)) == .color(.orange))
        #expect(fillPaint(Circle().fill(.tint)) == .color(.blue))
    }

    @Test func mixingIsPerceptualUnlessAskedOtherwise() {
        let device = Color.black.mix(with: .white, by: 0.5, in: .device)
        #expect(near(device, 0.5, 0.5, 0.5))
        let perceptual = Color.black.mix(with: .white, by: 0.5)
        #expect(perceptual.red > 0.35 && perceptual.red < 0.45 && perceptual == Color.black.mix(with: .white, by: 0.5, in: .perceptual))
    }
}
