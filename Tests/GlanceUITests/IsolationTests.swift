import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

// Swift 6 language mode, as this test target builds: view helpers that are not isolated to
// the main actor build views and apply modifiers, as with SwiftUI's Xcode 16 declarations
// (View is @MainActor @preconcurrency; ViewBuilder, built-in views and modifiers are not isolated).

@ViewBuilder
func isolationBadge(_ count: Int) -> some View {
    if count > 0 {
        Text("\(count)").font(.system(size: 10)).padding(2)
    } else {
        Image(systemName: "checkmark").frame(width: 10, height: 10)
    }
}

struct RowBuilder: Sendable {
    nonisolated func row(_ title: String) -> some View {
        HStack(spacing: 0) {
            Text(title).font(.system(size: 10))
            Spacer(minLength: 0)
            Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 1).frame(width: 10, height: 10)
        }
        .clipShape(Capsule())
    }
}

@Suite struct IsolationTests {
    /// Built outside the main actor (this test is not isolated), laid out on it.
    @Test func viewsBuiltOutsideTheMainActorLayOutAsUsual() async {
        let built = VStack(spacing: 0) { RowBuilder().row("Tide"); isolationBadge(7) }
        let r = await MainActor.run { layout(built, in: Size(width: 60, height: 40)) }
        #expect(r.displayList.textRuns.map(\.run.text) == ["Tide", "7"])
        #expect(r.root[0]?.frame.width == 60)
    }
}
