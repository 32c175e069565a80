import GlanceUI

/// The built-in sample: a weather complication that draws itself for the family it is in.
public struct SampleWeatherView: View {
    @Environment(\.widgetFamily) private var family

    public init() {}

    static let temperatureBar = LinearGradient(colors: [.cyan, .yellow, .orange], startPoint: .leading, endPoint: .trailing)

    public var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                Circle().fill(Color.white.opacity(0.16))
                VStack(spacing: 1) {
                    Text("72°").font(.system(size: 19, weight: .semibold))
                    Capsule().fill(Self.temperatureBar).frame(width: 24, height: 3)
                    Text("SUNNY").font(.system(size: 8, weight: .semibold)).foregroundStyle(.secondary)
                }
            }
        case .accessoryCorner:
            ZStack {
                Circle().strokeBorder(Color.orange, lineWidth: 3)
                Text("72°").font(.system(size: 13, weight: .semibold))
            }
            .widgetLabel("SUNNY")
        case .accessoryInline:
            HStack(spacing: 4) {
                Text("72°").fontWeight(.semibold)
                Text("Sunny · H 78°").foregroundStyle(.secondary)
            }
        default:
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 5) {
                    Circle().fill(.yellow).frame(width: 10, height: 10)
                    Text("Cupertino").font(.headline)
                    Spacer(minLength: 4)
                    Text("72°").font(.headline).foregroundStyle(.orange)
                }
                Text("Sunny until 4 PM")
                HStack(spacing: 6) {
                    Text("61°").font(.caption).foregroundStyle(.secondary)
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.white.opacity(0.2))
                        Capsule().fill(Self.temperatureBar).frame(width: 80)
                    }
                    .frame(height: 4)
                    Text("78°").font(.caption).foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
