import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// The next calendar event.
struct CalendarComplication: View {
    @Environment(\.widgetFamily) var family
    let start = Gallery.now.addingTimeInterval(21 * 60 - 30)

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Text("WED").font(.system(size: 10, weight: .semibold)).foregroundStyle(.red)
                    Text("3").font(.system(size: 24, weight: .medium))
                }
            }
        case .accessoryInline:
            Text("10:30 AM Design review")
        default:
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 4) {
                    Capsule().fill(.orange).frame(width: 4, height: 16)
                    Text(start, style: .time).font(.headline).foregroundStyle(.orange).widgetAccentable()
                }
                Text("Design review with the watch team").lineLimit(1)
                HStack(spacing: 0) {
                    Text("Room 4 · in ")
                    Text(start, style: .relative)
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A tea timer counting down.
struct CountdownComplication: View {
    @Environment(\.widgetFamily) var family
    var interval: ClosedRange<Date> { Gallery.now.addingTimeInterval(-75)...Gallery.now.addingTimeInterval(165) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ProgressView(timerInterval: interval, countsDown: true) {
                Text(timerInterval: interval, countsDown: true).font(.system(size: 13, weight: .semibold)).monospacedDigit()
            }
            .progressViewStyle(.circular)
            .tint(.orange)
            .widgetAccentable()
        case .accessoryInline:
            Label {
                Text(timerInterval: interval, countsDown: true)
            } icon: {
                Image(systemName: "timer")
            }
        default:
            VStack(alignment: .leading, spacing: 3) {
                HStack {
                    Label("Green tea", systemImage: "timer").font(.headline).foregroundStyle(.orange)
                    Spacer(minLength: 4)
                    Text(timerInterval: interval, countsDown: true).font(.headline).monospacedDigit()
                }
                ProgressView(timerInterval: interval, countsDown: true).tint(.orange)
                Text("Ready at 10:12 AM").font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// Sunrise and sunset.
struct SunriseComplication: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 1) {
                    Image(systemName: "sunrise.fill").foregroundStyle(.yellow)
                    Text("5:47").font(.system(size: 15, weight: .semibold)).monospacedDigit()
                }
            }
        case .accessoryInline:
            Label("Sunset 8:31 PM", systemImage: "sun.max.fill")
        default:
            VStack(alignment: .leading, spacing: 2) {
                Text("Daylight").font(.headline).foregroundStyle(.yellow)
                HStack {
                    Label("5:47 AM", systemImage: "sun.max")
                    Spacer(minLength: 4)
                    Label("8:31 PM", systemImage: "moon.fill")
                }
                .font(.caption)
                Capsule().fill(LinearGradient(colors: [.indigo, .yellow, .orange, .indigo], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 4)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// Local times in other cities.
struct WorldClockComplication: View {
    @Environment(\.widgetFamily) var family
    let cities: [(name: String, offset: Int)] = [("London", 1), ("New York", -4), ("Tokyo", 9)]

    func time(_ offset: Int) -> String {
        let seconds = Int(Gallery.now.timeIntervalSince1970) + offset * 3600
        let minutes = seconds / 60 % 60, hours = seconds / 3600 % 24
        return "\((hours + 11) % 12 + 1):\(minutes < 10 ? "0" : "")\(minutes) \(hours < 12 ? "AM" : "PM")"
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Text("TYO").font(.system(size: 10, weight: .semibold)).foregroundStyle(.cyan)
                    Text(time(9).replacingOccurrences(of: " PM", with: "").replacingOccurrences(of: " AM", with: ""))
                        .font(.system(size: 16, weight: .semibold)).monospacedDigit()
                }
            }
        default:
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<cities.count, id: \.self) { i in
                    HStack {
                        Text(cities[i].name).foregroundStyle(.cyan)
                        Spacer(minLength: 4)
                        Text(time(cities[i].offset)).monospacedDigit()
                    }
                    .font(.system(.body, weight: .medium))
                }
            }
        }
    }
}
