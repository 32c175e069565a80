import GlanceGraphics
import Foundation

/// A button, as interactive widgets use with an App Intent. WidgetKit draws a widget's button
/// as its label in the button style; Glance draws the label (every style alike). A button made
/// with an intent (`Button(intent:label:)`) is archived as an interactive element the firmware
/// runs on a tap; one with a closure runs nothing, as a widget's closures never run.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    /// What a tap runs, for buttons made with an intent.
    let element: InteractiveElement?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { (self.label, element) = (label(), nil) }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { (self.label, element) = (label(), nil) }
    /// A button that runs `element` when tapped.
    package init(element: InteractiveElement, label: Label) { (self.label, self.element) = (label, element) }
    @MainActor public var body: some View {
        let element = self.element
        return label.modifier(ArchivedModifier { _, _ in element.map { [.marker(.interactive($0))] } ?? [] })
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { (self.label, element) = (Text(titleKey), nil) }
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { (self.label, element) = (Text(verbatim: String(title)), nil) }
}

/// A button's purpose.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let cancel = ButtonRole(name: "cancel"), destructive = ButtonRole(name: "destructive")
}

/// A button style, as SwiftUI's built-in ones; accepted, every style draws the label as it is.
public protocol PrimitiveButtonStyle {}

public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The shape of a bordered button's border; Glance draws buttons as their labels.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), capsule = Self(name: "capsule"), circle = Self(name: "circle")
    public static let roundedRectangle = Self(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> Self { Self(name: "roundedRectangle") }
}

nonisolated extension View {
    /// The style of buttons inside; Glance draws every button as its label.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { self }

    /// The border shape of bordered buttons inside; accepted, as buttons are drawn as labels.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}
