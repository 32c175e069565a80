import GlanceGraphics
import Foundation

/// Modifiers that change nothing a widget draws. A widget's views are archived and drawn as a
/// still picture (WidgetKit renders no animation, runs no `task`, and takes no taps but through
/// `widgetURL` and `Link`), so these keep the view as it is; `onAppear` runs before it is drawn. They are here so
/// widget files that use them compile unchanged.
nonisolated extension View {
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityLabel(_ label: String) -> Self { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    public func accessibilityValue(_ value: String) -> Self { self }
    public func accessibilityHint(_ hint: Text) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    public func id<ID: Hashable>(_ id: ID) -> Self { self }
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    public func transition(_ t: AnyTransition) -> Self { self }
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// Runs `action` before the widget is drawn: WidgetKit draws a view once it has appeared, so
    /// state the action sets is what is drawn (`ViewArchiver`).
    public func onAppear(perform action: (() -> Void)? = nil) -> Self {
        if let action { ArchiveSession.current?.appear(action) }
        return self
    }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { self }
    public func compositingGroup() -> Self { self }
    public func drawingGroup(opaque: Bool = false) -> Self { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
}

/// Accessibility traits (only accepted: widgets draw no accessibility information).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isHeader = Self(rawValue: 1), isStaticText = Self(rawValue: 2), isImage = Self(rawValue: 4)
    public static let isButton = Self(rawValue: 8), isSummaryElement = Self(rawValue: 16), updatesFrequently = Self(rawValue: 32)
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = Self(name: "ignore"), contain = Self(name: "contain"), combine = Self(name: "combine")
}

/// Safe-area regions; widgets have none.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = Self(rawValue: 1), keyboard = Self(rawValue: 2), all: Self = [.container, .keyboard]
}

/// An animation; widgets draw still frames, so it is only accepted.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Self(name: "default"), linear = Self(name: "linear")
    public static let easeIn = Self(name: "easeIn"), easeOut = Self(name: "easeOut"), easeInOut = Self(name: "easeInOut")
    public static let spring = Self(name: "spring"), bouncy = Self(name: "bouncy"), smooth = Self(name: "smooth")
    public static func linear(duration: TimeInterval) -> Self { .linear }
    public static func easeInOut(duration: TimeInterval) -> Self { .easeInOut }
}

/// A view transition; only accepted.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = Self(name: "opacity"), identity = Self(name: "identity"), scale = Self(name: "scale")
    public static let slide = Self(name: "slide"), blurReplace = Self(name: "blurReplace")
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self { Self(name: "blurReplace") }
    public static func move(edge: Edge) -> Self { Self(name: "move") }
    public static func push(from edge: Edge) -> Self { Self(name: "push") }
}

/// `blurReplace`'s direction; only accepted.
public struct BlurReplaceTransition: Sendable {
    public struct Configuration: Sendable {
        let name: String
        public static let downUp = Self(name: "downUp"), upUp = Self(name: "upUp")
    }
}

/// How content changes between timeline entries; widgets draw still frames, so only accepted.
public struct ContentTransition: Sendable {
    let name: String
    public static let identity = Self(name: "identity"), opacity = Self(name: "opacity"), interpolate = Self(name: "interpolate")
    public static let symbolEffect = Self(name: "symbolEffect")
    public static func numericText(countsDown: Bool = false) -> Self { Self(name: "numericText") }
    public static func numericText(value: Double) -> Self { Self(name: "numericText") }
}

nonisolated extension View {
    /// Draws nothing but keeps the view's space.
    public func hidden() -> some View { opacity(0) }

    /// Clips the view to a rounded rectangle (deprecated by Apple for `clipShape`, still common).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// The accent colour of the content (deprecated by Apple for `tint`, still common).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// A border drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
