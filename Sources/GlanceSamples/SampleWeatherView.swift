import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// The built-in sample: a weather complication that draws itself for the family it is in.
public struct SampleWeatherView: View {
    @Environment(\.widgetFamily) private var family
    var temperature: Int
    var condition: String

    public init(temperature: Int = 72, condition: String = "Sunny") {
        self.temperature = temperature
        self.condition = condition
    }

    static let temperatureBar = LinearGradient(colors: [.cyan, .yellow, .orange], startPoint: .leading, endPoint: .trailing)

    public var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                Circle().fill(Color.white.opacity(0.16))
                VStack(spacing: 1) {
                    Text("\(temperature)°").font(.system(size: 19, weight: .semibold)).widgetAccentable()
                    Capsule().fill(Self.temperatureBar).frame(width: 24, height: 3)
                    Text(condition.uppercased()).font(.system(size: 7.5, weight: .semibold)).foregroundStyle(.secondary)
                }
            }
        case .accessoryCorner:
            ZStack {
                Circle().strokeBorder(Color.orange, lineWidth: 3)
                Text("\(temperature)°").font(.system(size: 13, weight: .semibold))
            }
            .widgetLabel(condition.uppercased())
        case .accessoryInline:
            HStack(spacing: 4) {
                Text("\(temperature)°").fontWeight(.semibold)
                Text("\(condition) · H 78°").foregroundStyle(.secondary)
            }
        default:
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 5) {
                    Circle().fill(.yellow).frame(width: 10, height: 10)
                    Text("Cupertino").font(.headline)
                    Spacer(minLength: 4)
                    Text("\(temperature)°").font(.headline).foregroundStyle(.orange).widgetAccentable()
                }
                Text("\(condition) until 4 PM")
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
