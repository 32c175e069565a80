import Foundation
import GlanceGraphics
import GlanceUI
import Testing

@testable import GlanceFiles

@Suite struct ViewReaderTests {
    let start = Date(timeIntervalSince1970: 1_780_000_000)

    func read(_ json: String, data: [String: String]? = [:]) -> (ViewNode?, [String]) {
        let r = FileReader(file: "view.json")
        let node = try! JSONParser.parse(Array(json.utf8))
        let view = ViewReader(r: r, data: data, start: start).view(node, "view")
        return (view, r.problems.map(\.description))
    }

    @Test func modifiersApplyInTheOrderWritten() {
        let (padThenBackground, _) = read(#"{ "text": "a", "padding": 4, "background": "red" }"#)
        let (backgroundThenPad, _) = read(#"{ "text": "a", "background": "red", "padding": 4 }"#)
        let text = ViewNode.text(TextNode("a"))
        let red = ViewNode.shape(ShapeNode(outline: .rectangle, drawing: .fill(.color(.red))))
        #expect(padThenBackground == .modified(.modified(text, .padding(EdgeInsets(all: 4))), .background(red, alignment: .center)))
        #expect(backgroundThenPad == .modified(.modified(text, .background(red, alignment: .center)), .padding(EdgeInsets(all: 4))))
    }

    @Test func eachTextOptionSetsItsOwnField() {
        let (view, problems) = read(
            #"{ "text": "a", "lineLimit": 1, "minimumScaleFactor": 0.5, "multilineTextAlignment": "center", "truncationMode": "middle" }"#)
        #expect(problems.isEmpty)
        let options: [TextOption] = [.lineLimit(1), .minimumScaleFactor(0.5), .alignment(.center), .truncationMode(.middle)]
        #expect(view == options.reduce(ViewNode.text(TextNode("a"))) { .modified($0, .textOption($1)) })
    }

    /// The lines of a view laid out with 5 pt characters and 10 pt lines.
    func runs(_ json: String) -> [TextRun] {
        let (view, problems) = read(json)
        #expect(problems.isEmpty)
        guard let view else { return [] }
        return ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(view, in: Size(width: 100, height: 100)).displayList.textRuns.map(\.run)
    }

    func lines(_ json: String) -> [String] { runs(json).map(\.text) }

    /// A text option leaves the others as the view inherits them, wherever each is written.
    @Test func textOptionsHoldWrittenApartAndFromAContainer() {
        let text = #""text": "one two three four", "font": { "size": 10 }"#
        #expect(lines("{ \(text), \"frame\": { \"width\": 40 } }") == ["one two", "three", "four"])
        // Apart: a padding between the line limit and the alignment.
        let apart = runs("{ \(text), \"lineLimit\": 2, \"padding\": 0, \"multilineTextAlignment\": \"center\", \"frame\": { \"width\": 40 } }")
        #expect(apart.map(\.text) == ["one two", "three f…"])
        #expect(apart.count == 2 && apart[0].origin.x - apart[1].origin.x == 2.5)  // 35 pt centred over 40
        // From a stack, with an option of the text's own.
        #expect(lines("{ \"vstack\": [{ \(text), \"truncationMode\": \"head\" }], \"lineLimit\": 1, \"frame\": { \"width\": 40 } }")
            == ["…ee four"])
        // The nearer one wins.
        #expect(lines("{ \"vstack\": [{ \(text), \"lineLimit\": 2 }], \"lineLimit\": 1, \"frame\": { \"width\": 40 } }")
            == ["one two", "three f…"])
    }

    @Test func bindingsFillFromDataAndAreNeverReadTwice() {
        let (view, problems) = read(#"{ "text": "{{a}} and {{b}}" }"#, data: ["a": "{{b}}", "b": "x"])
        #expect(problems.isEmpty)
        #expect(view == .text(TextNode("{{b}} and x")))
    }

    @Test func bindingsOutsideTemplatesAndMissingDataAreErrors() {
        #expect(read(#"{ "text": "{{a}}" }"#, data: nil).1 == [#"view.json:1:11: view.text: "{{a}}" is a binding, and bindings are allowed only in templates"#])
        #expect(read(#"{ "text": "{{nme}}" }"#, data: ["name": "x"]).1.first?.contains(#"did you mean "name"?"#) == true)
    }

    @Test func relativeDatesCountFromTheStart() {
        let (view, problems) = read(#"{ "text": { "date": "+90m", "style": "time" } }"#)
        #expect(problems.isEmpty)
        #expect(view == .text(TextNode(content: .date(start.addingTimeInterval(5400), style: .time))))
        #expect(read(#"{ "text": { "date": "+-5d", "style": "time" } }"#).1.count == 1)
        #expect(read(#"{ "gauge": "{{v}}" }"#, data: ["v": "nan"]).1.count == 1)
    }

    @Test func monospacedDigitReachesTheTextThroughEarlierModifiers() {
        let (view, problems) = read(#"{ "text": "12:00", "font": "title", "monospacedDigit": true }"#)
        #expect(problems.isEmpty)
        guard case .modified(.text(let t), .font) = view else {
            Issue.record("unexpected \(String(describing: view))")
            return
        }
        #expect(t.monospacedDigit)
    }
}
