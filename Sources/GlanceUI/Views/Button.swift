import GlanceGraphics
import Foundation

/// A button, as interactive widgets use with an App Intent. WidgetKit draws a widget's button
/// as its label in the button style; Glance draws the label (every style alike) and takes no
/// taps.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    @MainActor public var body: Label { label }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.label = Text(verbatim: String(title)) }
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
