import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// A gauge drawn as text: the label, then the value as a percentage.
private struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
                .font(.system(size: 20))
            Text(" \(Int((configuration.value * 100).rounded()))%")
            if configuration.currentValueLabel == nil { Text(" -") }
            configuration.minimumValueLabel
            configuration.maximumValueLabel
        }
    }
}

/// The progress view drawn as the style around it, with padding: a decorating style.
private struct PaddedProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(3)
    }
}

/// The completed fraction as text, or "?" when there is none.
private struct FractionProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.fractionCompleted.map { String($0) } ?? "?")
        }
    }
}

/// The icon above the title.
private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title.foregroundStyle(.red)
        }
    }
}

/// The label as the style around it would draw it, in italics.
private struct ItalicLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { Label(configuration).italic() }
}

/// Reads the luminance flag from the environment in its body.
private struct DimmingGaugeStyle: GaugeStyle {
    @Environment(\.isLuminanceReduced) var dimmed
    func makeBody(configuration: Configuration) -> some View { Text(dimmed ? "dim" : "bright") }
}

@MainActor
@Suite struct StyleProtocolTests {
    func texts(_ node: ViewNode) -> [String] { node.texts(at: Date(timeIntervalSinceReferenceDate: 0)).map(\.text) }

    @Test func aCustomGaugeStylesBodyIsWhatIsArchivedAndDrawn() {
        let gauge = Gauge(value: 30, in: 20...45) { Text("Fuel") } currentValueLabel: { Text("30") }.gaugeStyle(PercentGaugeStyle())
        let node = ViewArchiver.archive(gauge)
        #expect(texts(node) == ["Fuel", " 40%"])
        #expect(!node.contains { if case .gauge = $0 { true } else { false } })
        let r = layout(gauge, in: Size(width: 200, height: 40))
        #expect(r.displayList.textRuns.map(\.run.text) == ["Fuel", " 40%"])
        // The label takes the font the style's body gives it.
        #expect(r.displayList.textRuns[0].run.size == 20)
    }

    @Test func missingLabelsAreNilInTheConfiguration() {
        let node = ViewArchiver.archive(Gauge(value: 0.5) { Text("x") }.gaugeStyle(PercentGaugeStyle()))
        #expect(texts(node) == ["x", " 50%", " -"])
        let bounded = Gauge(value: 0.5) { Text("x") } currentValueLabel: { Text("c") } minimumValueLabel: { Text("lo") } maximumValueLabel: { Text("hi") }
        #expect(texts(ViewArchiver.archive(bounded.gaugeStyle(PercentGaugeStyle()))) == ["x", " 50%", "lo", "hi"])
    }

    @Test func theConfigurationValueIsClampedButBuiltInStylesArchiveTheGivenValue() {
        #expect(texts(ViewArchiver.archive(Gauge(value: 12, in: 0...10) { EmptyView() }.gaugeStyle(PercentGaugeStyle()))) == [" 100%", " -"])
        #expect(ViewArchiver.archive(Gauge(value: -3, in: 0...10) { EmptyView() }.gaugeStyle(.accessoryCircular))
            == .gauge(GaugeNode(value: .fraction(-0.3), style: .accessoryCircular)))
    }

    @Test func builtInGaugeStylesArchiveAsTheGaugesGlanceDraws() {
        let label = ViewNode.text(TextNode("g"))
        #expect(ViewArchiver.archive(Gauge(value: 0.25) { Text("g") }) == .gauge(GaugeNode(value: .fraction(0.25), style: .accessoryLinearCapacity, label: label)))
        let kinds: [(ViewNode, GaugeStyleKind)] = [
            (ViewArchiver.archive(Gauge(value: 0.25) { Text("g") }.gaugeStyle(.accessoryCircularCapacity)), .accessoryCircularCapacity),
            (ViewArchiver.archive(Gauge(value: 0.25) { Text("g") }.gaugeStyle(.accessoryLinear)), .accessoryLinear),
            (ViewArchiver.archive(Gauge(value: 0.25) { Text("g") }.gaugeStyle(.linearCapacity)), .accessoryLinearCapacity),
            (ViewArchiver.archive(Gauge(value: 0.25) { Text("g") }.gaugeStyle(.circular)), .accessoryCircular),
            (ViewArchiver.archive(Gauge(value: 0.25) { Text("g") }.gaugeStyle(.linear)), .accessoryLinear),
        ]
        for (node, kind) in kinds { #expect(node == .gauge(GaugeNode(value: .fraction(0.25), style: kind, label: label))) }
        #expect(ViewArchiver.archive(Gauge(value: 0.25) { Text("g") }.gaugeStyle(CircularGaugeStyle(tint: .red)))
            == .modified(.gauge(GaugeNode(value: .fraction(0.25), style: .accessoryCircular, label: label)), .tint(.color(.red))))
    }

    @Test func theInnermostGaugeStyleWins() {
        let node = ViewArchiver.archive(Gauge(value: 0.5) { Text("x") }.gaugeStyle(PercentGaugeStyle()).gaugeStyle(.accessoryCircular))
        #expect(texts(node) == ["x", " 50%", " -"])
    }

    @Test func aStylesBodyReadsTheEnvironmentItIsDrawnIn() {
        var env = EnvironmentValues()
        env.isLuminanceReduced = true
        #expect(texts(ViewArchiver.archive(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(DimmingGaugeStyle()), in: env)) == ["dim"])
        #expect(texts(ViewArchiver.archive(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(DimmingGaugeStyle()))) == ["bright"])
    }

    @Test func progressConfigurationsGiveTheFractionOnlyWhenThereIsOne() {
        let now = Date(timeIntervalSinceReferenceDate: 0)
        #expect(texts(ViewArchiver.archive(ProgressView(value: 5, total: 20) { Text("L") }.progressViewStyle(FractionProgressStyle()))) == ["L", "0.25"])
        #expect(texts(ViewArchiver.archive(ProgressView(value: Double?.none).progressViewStyle(FractionProgressStyle()))) == ["?"])
        #expect(texts(ViewArchiver.archive(ProgressView(timerInterval: now...now.addingTimeInterval(60)).progressViewStyle(FractionProgressStyle()))) == ["?"])
    }

    @Test func aStyleBuildingTheControlFromItsConfigurationGetsTheStyleAroundIt() {
        let node = ViewArchiver.archive(ProgressView(value: 0.5).progressViewStyle(PaddedProgressStyle()).progressViewStyle(.circular))
        #expect(node == .modified(.gauge(GaugeNode(value: .fraction(0.5), style: .accessoryCircularCapacity, isProgress: true)), .padding(EdgeInsets(all: 3))))
        // With no style around it, the default bar.
        let plain = ViewArchiver.archive(ProgressView(value: 0.5).progressViewStyle(PaddedProgressStyle()))
        #expect(plain == .modified(.gauge(GaugeNode(value: .fraction(0.5), style: .accessoryLinearCapacity, isProgress: true)), .padding(EdgeInsets(all: 3))))
    }

    @Test func labelsAreDrawnByTheLabelStyle() {
        let icon = ViewNode.image(ImageNode(systemName: "bolt"))
        let title = ViewNode.text(TextNode("Power"))
        let label = Label("Power", systemImage: "bolt")
        #expect(ViewArchiver.archive(label) == .stack(StackNode(axis: .horizontal, spacing: 4, children: [icon, title])))
        #expect(ViewArchiver.archive(label.labelStyle(.titleAndIcon)) == ViewArchiver.archive(label))
        #expect(ViewArchiver.archive(label.labelStyle(.iconOnly)) == icon)
        #expect(ViewArchiver.archive(label.labelStyle(.titleOnly)) == title)
        #expect(ViewArchiver.archive(label.labelStyle(StackedLabelStyle()))
            == .stack(StackNode(axis: .vertical, spacing: 2, children: [icon, .modified(title, .foregroundStyle(.color(.red)))])))
        #expect(ViewArchiver.archive(label.labelStyle(ItalicLabelStyle()).labelStyle(.iconOnly)) == .modified(icon, .textOption(.italic(true))))
    }

    @Test func customStylesArchiveToJSONAndRenderTheSameFromIt() throws {
        let view = VStack {
            Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(PercentGaugeStyle())
            ProgressView(value: 0.5).progressViewStyle(PaddedProgressStyle())
            Label("Power", systemImage: "bolt").labelStyle(StackedLabelStyle())
        }
        let archive = ViewArchive(root: ViewArchiver.archive(view))
        let back = try ViewArchive.decode(json: try archive.jsonData())
        #expect(back == archive)
        let renderer = ViewRenderer(measurer: FixedAdvanceTextMeasurer())
        #expect(renderer.render(back.root, in: Size(width: 120, height: 120)).displayList == renderer.render(view, in: Size(width: 120, height: 120)).displayList)
    }
}

extension ViewNode {
    /// Whether this node or any below it matches.
    func contains(_ matches: (ViewNode) -> Bool) -> Bool { matches(self) || subtrees.contains { $0.contains(matches) } }
}
