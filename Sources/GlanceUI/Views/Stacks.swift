import GlanceGraphics
import Foundation

/// Children side by side, sharing the width by flexibility.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment, spacing: Double?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing.map(Double.init), content())
    }
    public var body: Never { neverBody("HStack") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        .stack(StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children: [ViewArchiver.archive(content, in: env)]))
    }
}

/// Children one above the other, sharing the height by flexibility.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment, spacing: Double?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing.map(Double.init), content())
    }
    public var body: Never { neverBody("VStack") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        .stack(StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, children: [ViewArchiver.archive(content, in: env)]))
    }
}

/// Children on top of each other, aligned within the largest.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }
    public var body: Never { neverBody("ZStack") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        .stack(StackNode(axis: .depth, alignment: alignment, children: [ViewArchiver.archive(content, in: env)]))
    }
}

/// Flexible empty space along a stack's axis (both axes outside a stack).
nonisolated public struct Spacer: View, PrimitiveView {
    let minLength: Double?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.map(Double.init) }
    public var body: Never { neverBody("Spacer") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .spacer(minLength: minLength) }
}

extension Color: View, PrimitiveView {
    public var body: Never { fatalError("Color is a primitive view and has no body") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .color(self) }
}
