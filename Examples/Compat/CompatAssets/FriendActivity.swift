// Compatibility example: a friend's-activity complication in the style of social and fitness
// widgets: the app saves a friend's photo as a PNG in the shared App Group folder, the timeline
// provider loads it with `UIImage(contentsOfFile:)` and the view draws it with
// `Image(uiImage:)`, a catalog colour rings it, and previews are a legacy PreviewProvider.
// Changed for Glance: the imports, `|| GLANCE` on the platform condition, and the shared folder
// (no App Group container on Linux: the folder beside this file holds the photo).
import GlanceKit

enum SharedContainer {
    static var folder: URL {
        #if GLANCE
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        #else
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.friends")!
        #endif
    }

    static func photo(named name: String) -> UIImage? {
        UIImage(contentsOfFile: folder.appendingPathComponent(name).path)
    }
}

struct FriendEntry: TimelineEntry {
    let date: Date
    let name: String
    let steps: Int
    let goal: Int
    let photo: UIImage?

    static let sample = FriendEntry(
        date: Date(timeIntervalSince1970: 1_780_000_000), name: "Maya", steps: 8_423, goal: 10_000,
        photo: SharedContainer.photo(named: "avatar@2x.png"))
}

struct FriendProvider: TimelineProvider {
    func placeholder(in context: Context) -> FriendEntry {
        FriendEntry(date: context.date, name: "Friend", steps: 0, goal: 10_000, photo: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (FriendEntry) -> Void) {
        completion(FriendEntry.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FriendEntry>) -> Void) {
        let photo = SharedContainer.photo(named: "avatar@2x.png")
        let entries = [8_423, 9_610, 10_250].enumerated().map { i, steps in
            FriendEntry(date: context.date.addingTimeInterval(Double(i) * 1800), name: "Maya", steps: steps, goal: 10_000, photo: photo)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct FriendAvatar: View {
    let photo: UIImage?

    var body: some View {
        if let photo {
            Image(uiImage: photo)
                .resizable()
                .mask(Circle())
        } else {
            Image(uiImage: UIImage(systemName: "person.crop.circle.fill")!)
                .resizable()
                .scaledToFit()
        }
    }
}

struct FriendActivityView: View {
    @Environment(\.widgetFamily) var family
    var entry: FriendEntry

    private var progress: Double { min(1, Double(entry.steps) / Double(entry.goal)) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                Circle()
                    .stroke(Color("Moss").opacity(0.3), lineWidth: 3)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color("Moss"), lineWidth: 3)
                    .rotationEffect(.degrees(-90))
                    .widgetAccentable()
                FriendAvatar(photo: entry.photo)
                    .padding(5)
            }
        case .accessoryRectangular:
            HStack(spacing: 8) {
                FriendAvatar(photo: entry.photo)
                    .frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 0) {
                    Text(entry.name)
                        .font(.headline)
                        .widgetAccentable()
                    Text("\(entry.steps) steps")
                        .foregroundStyle(Color("Moss"))
                    Text("\(Int(progress * 100))% of goal")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
        case .accessoryInline:
            Text("\(entry.name): \(entry.steps) steps")
        default:
            EmptyView()
        }
    }
}

struct FriendActivityWidget: Widget {
    let kind = "FriendActivity"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FriendProvider()) { entry in
            FriendActivityView(entry: entry)
        }
        .configurationDisplayName("Friend Activity")
        .description("A friend's steps today.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

@main
struct CompatAssetsBundle: WidgetBundle {
    var body: some Widget {
        TrailConditionsWidget()
        FriendActivityWidget()
    }
}

struct FriendActivityWidget_Previews: PreviewProvider {
    static var previews: some View {
        FriendActivityView(entry: .sample)
            .previewContext(WidgetPreviewContext(family: .accessoryCircular))
            .previewDisplayName("Circular")
        FriendActivityView(entry: .sample)
            .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
            .previewDisplayName("Rectangular")
    }
}
