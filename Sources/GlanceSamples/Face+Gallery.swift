import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension Face {
    /// Gallery complications for the face's slots, in turn for each family: sample content for
    /// rendering a face before any ROM is loaded.
    @MainActor
    public func galleryContent(on device: Device, state: DeviceState) -> FaceCompositor.Content {
        var next: [WidgetFamily: Int] = [:]
        var chosen: [String: GalleryItem] = [:]
        for slot in slots {
            let candidates = Gallery.items.filter { $0.families.contains(slot.family) }
            guard !candidates.isEmpty else { continue }
            let n = next[slot.family, default: 0]
            next[slot.family] = n + 1
            chosen[slot.id] = candidates[(n * 3 + 1) % candidates.count]
        }
        return { slot in
            guard let item = chosen[slot.id],
                let env = try? SlotRenderer.environment(for: slot.family, on: device, date: Gallery.now, state: state)
            else { return nil }
            return (ViewArchiver.archive(item.makeView(), in: env), WidgetIdentity(kind: item.id, protection: .none))
        }
    }
}
