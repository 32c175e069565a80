import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import Testing

@testable import GlanceWidgets

/// A `PreviewProvider` whose widget view draws nothing outside its own family (an `@unknown
/// default: EmptyView()` branch, as real widget files write) still declares each preview: the
/// list of previews does not depend on the environment it is read in (issue 46).
@MainActor @Suite struct PreviewProviderListTests {
    struct FamilyView: View {
        @Environment(\.widgetFamily) var family
        var body: some View {
            switch family {
            case .accessoryCircular: Text("12°")
            case .accessoryRectangular: Text("Rain at 4 PM")
            default: EmptyView()
            }
        }
    }

    struct Previews: PreviewProvider {
        static var previews: some View {
            FamilyView().previewContext(WidgetPreviewContext(family: .accessoryCircular)).previewDisplayName("Circular")
            FamilyView().previewContext(WidgetPreviewContext(family: .accessoryRectangular))
            EmptyView()
        }
    }

    @Test func previewsWhoseViewIsEmptyElsewhereAreKept() throws {
        let previews = Preview.previews(of: Previews.self)
        #expect(previews.map(\.title) == ["Circular", "Previews 2"])
        #expect(previews.map(\.family) == [.accessoryCircular, .accessoryRectangular])
        let device = try #require(Device.named("watch-45mm"))
        for preview in previews {
            guard case .view(let family?, let archive) = preview.content else {
                Issue.record("\(preview.title) is no view preview in a family")
                continue
            }
            let node = archive(try SlotRenderer.environment(for: family, on: device))
            #expect(!node.texts(at: Date()).isEmpty, "\(preview.title) draws nothing in \(family)")
        }
    }
}
