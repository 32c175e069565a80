import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// WidgetKit draws a widget's view once it has appeared: `onAppear` runs, and state it sets is
/// what is drawn. Ring widgets keep a GeometryReader's size in `@State` this way; without it
/// they draw nothing (issue 46). docs/layout.md, "State and appearance".
@MainActor @Suite struct AppearanceStateTests {
    /// A ring sized from the space a GeometryReader saw, stored in state on appearance.
    struct Ring: View {
        @State private var side: CGFloat = 0
        var body: some View {
            ZStack {
                GeometryReader { g in Color.clear.onAppear { side = min(g.size.width, g.size.height) } }
                Circle().stroke(Color.white, lineWidth: 4).frame(width: side * 0.8, height: side * 0.8)
            }
        }
    }

    /// A child that sets its parent's state through a binding, and keeps a count of its own.
    struct Parent: View {
        @State private var label = "waiting"
        var body: some View {
            VStack {
                Text(label)
                Child(label: $label)
                Child(label: $label)
            }
        }
    }

    struct Child: View {
        @Binding var label: String
        @State private var appeared = 0
        var body: some View {
            Text("appeared \(appeared)").onAppear {
                appeared += 1
                label = "ready"
            }
        }
    }

    func render(_ view: some View) -> LayoutResult {
        var env = EnvironmentValues()
        env.displayScale = 2
        env.geometryFrame = Rect(size: Size(width: 50, height: 50))
        return ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(ViewArchiver.archive(view, in: env), in: Size(width: 50, height: 50), environment: env)
    }

    @Test func stateSetOnAppearIsWhatIsDrawn() {
        let ring = render(Ring()).root.all.first { $0.kind.hasPrefix("frame") }
        #expect(ring?.frame.size == Size(width: 40, height: 40), "\(render(Ring()).root)")
    }

    @Test func eachActionRunsOnceAndBindingsWriteTheirOwnersState() {
        let node = ViewArchiver.archive(Parent())
        let texts = node.texts(at: Date()).map(\.text)
        #expect(texts == ["ready", "appeared 1", "appeared 1"], "\(texts)")
    }

    /// Outside an archive (a view built and never drawn) state keeps what is written to it.
    @Test func bindingsToStateReadAndWrite() {
        let state = State(wrappedValue: 1)
        state.projectedValue.wrappedValue = 5
        #expect(state.wrappedValue == 5)
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }
}
