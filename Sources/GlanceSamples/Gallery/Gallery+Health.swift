import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// UV index: an open gradient gauge, a corner arc, or a labelled bar.
struct UVIndexComplication: View {
    @Environment(\.widgetFamily) var family
    let index = 6.0
    let scale = Gradient(colors: [.green, .yellow, .orange, .red, .purple])

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: index, in: 0...11) {
                Text("UV")
            } currentValueLabel: {
                Text("\(Int(index))")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("11")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(scale)
        case .accessoryCorner:
            Text("UV")
                .font(.system(size: 14, weight: .semibold))
                .widgetLabel {
                    Gauge(value: index, in: 0...11) { Text("UV") } currentValueLabel: { Text("6") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("11") }
                        .tint(scale)
                }
        default:
            VStack(alignment: .leading, spacing: 2) {
                Label("UV Index", systemImage: "sun.max.fill").font(.headline).foregroundStyle(.yellow).widgetAccentable()
                Text("6 · High until 3 PM").font(.caption)
                Gauge(value: index, in: 0...11) { EmptyView() }
                    .gaugeStyle(.accessoryLinear)
                    .tint(scale)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// Move, exercise and stand rings.
struct ActivityComplication: View {
    @Environment(\.widgetFamily) var family
    let rings: [(value: Double, color: Color, label: String, amount: String)] = [
        (0.82, .pink, "MOVE", "410/500"), (0.6, .green, "EXERCISE", "18/30"), (0.75, .cyan, "STAND", "9/12"),
    ]

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                ForEach(0..<3) { i in
                    ZStack {
                        Circle().stroke(rings[i].color.opacity(0.25), lineWidth: 5)
                        Circle().trim(from: 0, to: rings[i].value)
                            .stroke(rings[i].color, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }
                    .padding(Double(3 + i * 6))
                }
            }
        default:
            HStack(spacing: 8) {
                ZStack {
                    ForEach(0..<3) { i in
                        Circle().trim(from: 0, to: rings[i].value)
                            .stroke(rings[i].color, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                            .padding(Double(2 + i * 5))
                    }
                }
                .frame(width: 52, height: 52)
                .padding(2)
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<3) { i in
                        Text(rings[i].amount).font(.system(.body, weight: .semibold)).monospacedDigit().foregroundStyle(rings[i].color)
                    }
                }
                Spacer(minLength: 0)
            }
        }
    }
}

/// Heart rate: a symbol and beats per minute.
struct HeartRateComplication: View {
    @Environment(\.widgetFamily) var family
    var bpm = 72
    let recent: [Double] = [0.4, 0.55, 0.5, 0.7, 0.65, 0.8, 0.6, 0.5, 0.75, 0.9, 0.7, 0.6]

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: "heart.fill").foregroundStyle(.red).imageScale(.small).widgetAccentable()
                    Text("\(bpm)").font(.system(size: 18, weight: .semibold)).monospacedDigit()
                    Text("BPM").font(.system(size: 8, weight: .medium)).foregroundStyle(.secondary)
                }
            }
        case .accessoryCorner:
            Image(systemName: "heart.fill")
                .font(.system(size: 20))
                .foregroundStyle(.red)
                .widgetLabel("\(bpm) BPM")
        case .accessoryInline:
            Label("\(bpm) BPM, 4 min ago", systemImage: "heart.fill")
        default:
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Image(systemName: "heart.fill").foregroundStyle(.red)
                    Text("Heart Rate").font(.headline).foregroundStyle(.red)
                }
                HStack(alignment: .lastTextBaseline, spacing: 3) {
                    Text("\(bpm)").font(.system(size: 26, weight: .semibold)).monospacedDigit()
                    Text("BPM").font(.caption).foregroundStyle(.secondary)
                    Spacer(minLength: 4)
                    HStack(alignment: .bottom, spacing: 2) {
                        ForEach(0..<recent.count, id: \.self) { i in
                            Capsule().fill(Color.red.opacity(0.4 + recent[i] * 0.6)).frame(width: 3, height: 4 + 18 * recent[i])
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// Steps toward a daily goal.
struct StepsComplication: View {
    @Environment(\.widgetFamily) var family
    let steps = 8412.0
    let goal = 10000.0

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: steps, in: 0...goal) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Image(systemName: "figure.walk")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)
            .widgetAccentable()
        case .accessoryCorner:
            Image(systemName: "figure.walk")
                .font(.system(size: 20))
                .foregroundStyle(.green)
                .widgetLabel {
                    ProgressView(value: steps, total: goal).tint(.green)
                }
        case .accessoryInline:
            Text("8,412 steps · 84%")
        default:
            VStack(alignment: .leading, spacing: 3) {
                Label("Steps", systemImage: "figure.walk").font(.headline).foregroundStyle(.green)
                Gauge(value: steps, in: 0...goal) {
                    Text("8,412")
                } currentValueLabel: {
                    Text("of 10,000")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(.green)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A glucose reading with its trend.
struct GlucoseComplication: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: -1) {
                    Text("112").font(.system(size: 19, weight: .bold)).monospacedDigit()
                    Image(systemName: "arrow.up").font(.system(size: 10, weight: .bold)).foregroundStyle(.yellow)
                    Text("mg/dL").font(.system(size: 7)).foregroundStyle(.secondary)
                }
            }
        case .accessoryCorner:
            Text("112")
                .font(.system(size: 15, weight: .bold))
                .widgetLabel("mg/dL ↑")
        case .accessoryInline:
            Text("112 mg/dL ↑ · 5 min")
        default:
            VStack(alignment: .leading, spacing: 1) {
                HStack(spacing: 4) {
                    Image(systemName: "drop.fill").foregroundStyle(.red)
                    Text("Glucose").font(.headline)
                    Spacer(minLength: 4)
                    Text("5 min").font(.caption).foregroundStyle(.secondary)
                }
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("112").font(.system(size: 28, weight: .bold)).monospacedDigit()
                    Text("mg/dL").font(.caption).foregroundStyle(.secondary)
                    Image(systemName: "arrow.up").foregroundStyle(.yellow)
                }
                .privacySensitive()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
