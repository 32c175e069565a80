import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// A view touching every node and modifier kind the archive knows.
struct KitchenSink: View {
    let now = Date(timeIntervalSinceReferenceDate: 1000)
    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(alignment: .firstTextBaseline) {
                Text("Title").font(.headline).bold().italic().monospacedDigit().foregroundStyle(.orange)
                Spacer(minLength: 4)
                Text(now, style: .timer).fontWeight(.medium)
                Text(timerInterval: now...now.addingTimeInterval(60), pauseTime: now.addingTimeInterval(5), countsDown: false)
            }
            ZStack(alignment: .bottomTrailing) {
                Circle().trim(from: 0.1, to: 0.6).stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [2, 1]))
                RoundedRectangle(cornerRadius: 4).strokeBorder(.secondary, lineWidth: 2)
                Capsule().fill(LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom))
                Ellipse().fill(Color.white.opacity(0.16))
                ContainerRelativeShape().fill(.tertiary)
                Color.green
            }
            .frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 5, maxHeight: 30, alignment: .topLeading)
            Divider()
            ViewThatFits(in: .horizontal) { Text("long"); Text("s") }
            Label("Rain", systemImage: "cloud.rain.fill")
            Text("Updated \(now, style: .time) · \(0.25, specifier: "%.2f")")
            Image(systemName: "heart.fill").resizable().renderingMode(.template).symbolRenderingMode(.hierarchical).scaledToFit()
            Gauge(value: 3, in: 0...10) { Text("g") } currentValueLabel: { Text("3") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
                .gaugeStyle(.accessoryCircular).tint(Gradient(colors: [.green, .red]))
            ProgressView(timerInterval: now...now.addingTimeInterval(10)).progressViewStyle(.circular)
            Text("wrapped text").lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(0.5).truncationMode(.middle)
                .fontDesign(.rounded).font(.system(size: 11, weight: .light, design: .monospaced))
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .frame(width: 100, height: 80, alignment: .top)
        .background(alignment: .leading) { Color.black }
        .overlay { Rectangle().stroke(.white) }
        .opacity(0.9).clipped().clipShape(Circle()).layoutPriority(2).fixedSize(horizontal: true, vertical: false)
        .offset(x: 1, y: 2).position(x: 50, y: 40).aspectRatio(1.5, contentMode: .fit).rotationEffect(.degrees(10), anchor: .topLeading)
        .privacySensitive().redacted(reason: .placeholder).unredacted().imageScale(.large)
    }
}

@MainActor
@Suite struct ViewArchiveTests {
    @Test func everyNodeAndModifierRoundTripsThroughJSON() throws {
        let archive = ViewArchive(root: ViewArchiver.archive(KitchenSink()))
        let data = try archive.jsonData()
        let back = try ViewArchive.decode(json: data)
        #expect(back == archive)
        #expect(try back.jsonData() == data)
    }

    @Test func renderingFromTheArchiveDrawsTheSameAsTheLiveView() throws {
        let live = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(KitchenSink(), in: Size(width: 150, height: 120))
        let node = try ViewArchive.decode(json: try ViewArchive(root: ViewArchiver.archive(KitchenSink())).jsonData()).root
        let archived = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(node, in: Size(width: 150, height: 120))
        #expect(live.displayList == archived.displayList)
        #expect(!live.displayList.items.isEmpty)
    }

    @Test func textOptionsArchiveOneFieldEachAsAROMWritesThem() {
        let a = ViewNode.text(TextNode("a"))
        #expect(ViewArchiver.archive(Text("a").lineLimit(2).multilineTextAlignment(.center))
            == .modified(.modified(a, .textOption(.lineLimit(2))), .textOption(.alignment(.center))))
        let whole = TextLayoutOptions(lineLimit: 3, truncationMode: .head)
        #expect(ViewArchiver.archive(Text("a").environment(\.textLayout, whole))
            == .modified(.modified(a, .textOption(.lineLimit(3))), .textOption(.truncationMode(.head))))
        #expect(TextLayoutOptions().changes(to: whole).reduce(TextLayoutOptions()) { $0.setting($1) } == whole)
    }

    @Test func colorsAreWrittenAsHexWhenExact() throws {
        let data = try JSONEncoder().encode([Color.orange, Color.white.opacity(0.16)])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("[\"#FF9230\",{"))
        let written = Data(##"["orange", "#000", {"red": 1, "green": 0, "blue": 0}]"##.utf8)
        #expect(try JSONDecoder().decode([Color].self, from: written) == [.orange, .black, Color(red: 1, green: 0, blue: 0)])
    }

    @Test func anotherVersionIsRefused() {
        let json = Data(#"{"version": 2, "root": {"empty": {}}}"#.utf8)
        #expect(throws: ViewArchive.Failure.unsupportedVersion(2)) { try ViewArchive.decode(json: json) }
    }

    @Test func errorsNameTheFieldPath() {
        let json = #"{"version": 1, "root": {"stack": {"_0": {"axis": "vertical", "alignment": {"horizontal": "leading", "vertical": "center"}, "children": [{"color": {"_0": "plaid"}}]}}}}"#
        do {
            _ = try ViewArchive.decode(json: Data(json.utf8))
            Issue.record("a bad colour decoded")
        } catch {
            #expect(error.description.contains("root.stack._0.children[0].color._0"), "\(error)")
            #expect(error.description.contains("plaid"))
        }
    }
}
