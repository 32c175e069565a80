import Foundation
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceFiles

/// A template compiled once and bound per entry gives the view reading the entry's JSON gives,
/// for every entry of every widget, family, brightness and placement value: in every shipped
/// ROM, in the benchmark's ROMs, and in a ROM of awkward templates.
@Suite struct RomTemplateTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let start = Date(timeIntervalSince1970: 1_780_000_000)

    /// Every view of `rom`, compiled and read, compared; returns how many were compared.
    func compareEveryView(_ rom: Rom, values: [[String: String]] = [[:]]) -> Int {
        var compared = 0
        for widget in rom.widgets {
            for family in widget.families {
                for entry in widget.entries {
                    for alwaysOn in [false, true] {
                        for set in values {
                            let bound = widget.view(entry, family: family, start: start, alwaysOn: alwaysOn, values: set)
                            let read = widget.readView(entry, family: family, start: start, alwaysOn: alwaysOn, values: set)
                            let same = bound == read
                            #expect(same, "\(widget.kind) \(family) \(entry.path) always-on \(alwaysOn) \(set): bound \(bound), read \(read)")
                            compared += 1
                        }
                    }
                }
            }
        }
        return compared
    }

    func rom(_ path: String) throws -> Rom {
        try RomFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
    }

    @Test func everyShippedRomBindsAsItReads() throws {
        let roms = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("roms").path).filter { $0.hasSuffix(".json") }
        #expect(roms.count >= 10)
        var compared = 0
        for name in roms { compared += compareEveryView(try rom(Self.root.appendingPathComponent("roms/\(name)").path)) }
        #expect(compared > 200)
    }

    @Test(arguments: [false, true]) func theBenchmarksRomsBindAsTheyRead(longStrings: Bool) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("glance-template-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        script.arguments = ["python3", Self.root.appendingPathComponent("scripts/make-bench-rom.py").path, "60", out] + (longStrings ? ["--long-strings"] : [])
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)
        #expect(compareEveryView(try rom(out)) >= 240)
    }

    /// Bindings in modifiers, in a gauge, a date, an image and a colour; a
    /// text with modifiers that change the text itself; groups with and without modifiers; a
    /// `{{` with no end; a name with spaces; placement values over parameter defaults.
    @Test func awkwardTemplatesBindAsTheyRead() throws {
        let json = #"""
            { "formatVersion": 1, "name": "Awkward", "widgets": [ {
              "kind": "awkward", "displayName": "Awkward", "description": "Templates that are hard to bind.",
              "families": ["accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner"],
              "parameters": [ { "name": "unit", "title": "Unit", "default": "km" } ],
              "timeline": { "policy": "atEnd", "entries": [
                { "date": "+0m", "data": { "a": "Oslo {{b}}", "b": "2", "n": "0.25", "c": "red", "s": "star.fill", "at": "+2h", "gap": "3" } },
                { "date": "+1h", "data": { "a": "Kyoto", "b": "ü{", "n": "0.75", "c": "blue", "s": "drop.fill", "at": "+3h", "gap": "0" } }
              ] },
              "templates": {
                "accessoryCircular": { "gauge": "{{n}}", "style": "accessoryCircular", "currentValueLabel": { "text": "{{ b }}" }, "label": { "image": "{{s}}" } },
                "accessoryRectangular": { "vstack": [
                    { "text": "{{a}} {{unit}}", "monospacedDigit": true, "font": "headline", "lineLimit": 1 },
                    { "hstack": [ { "text": "at" }, { "text": { "date": "{{at}}", "style": "time" } }, { "text": "{{b}" } ], "spacing": 2 },
                    { "group": [ { "text": "{{a}}" }, { "text": "fixed" } ] },
                    { "group": [ { "text": "{{b}}" } ], "foreground": "secondary" },
                    { "text": "{{a}}", "foreground": "{{c}}" },
                    { "zstack": [ { "circle": true, "fill": "{{c}}" }, { "text": "x{{a}}y{{b}}z" } ], "padding": 2 },
                    { "progress": "{{n}}", "label": "{{a}}" },
                    { "gauge": "{{n}}", "range": [0, 2], "style": "linear", "minimumValueLabel": { "text": "{{b}}" }, "maximumValueLabel": { "text": "max" }, "tint": "green" },
                    { "text": "{{b}}", "monospacedDigit": true, "widgetLabel": "{{a}}", "padding": 1 }
                  ], "alignment": "leading", "frame": { "maxWidth": "infinity", "alignment": "leading" } },
                "accessoryInline": { "hstack": [ { "image": "{{s}}" }, { "text": "{{a}}, {{unit}}" } ], "spacing": 4 },
                "accessoryCorner": { "text": "{{b}}{{unit}}", "widgetLabel": "{{a}}" }
              }
            } ] }
            """#
        let rom = try RomFile.decode(Array(json.utf8), file: "awkward.json")
        #expect(compareEveryView(rom, values: [[:], ["unit": "mi"], ["unit": "mi", "undeclared": "x"]]) == 4 * 2 * 2 * 3)
        // How the rectangular template's children bind: texts, stacks, gauges and bare groups
        // without reading JSON; a modifier with a binding read for each entry.
        let widget = try #require(rom.widgets.first)
        let (node, path) = try #require(widget.templates[.accessoryRectangular])
        let template = RomTemplate.compile(node, path: path, file: "awkward.json", start: start)
        guard case .stack(_, let children) = template.root else { Issue.record("the root stack is not bound child by child"); return }
        #expect(children.map(\.kind) == ["text", "stack", "group", "read", "modified", "stack", "read", "gauge", "modified"], "\(children.map(\.kind))")
        // A gauge binds its value and its labels; a corner text with a bound label binds its text and reads the label.
        let kinds = [WidgetFamily.accessoryCircular, .accessoryCorner].map { family in
            widget.templates[family].map { RomTemplate.compile($0.0, path: $0.1, file: "awkward.json", start: start).root.kind }
        }
        #expect(kinds == ["gauge", "modified"])
        // The corner's bound label is filled, not read.
        let (cornerNode, cornerPath) = try #require(widget.templates[.accessoryCorner])
        guard case .modified(_, let steps) = RomTemplate.compile(cornerNode, path: cornerPath, file: "awkward.json", start: start).root else {
            Issue.record("the corner's text is not bound with its modifiers")
            return
        }
        #expect(steps.map(\.kind) == ["label"])
    }
}

extension RomTemplate.Part {
    var kind: String {
        switch self {
        case .constant: "constant"
        case .text: "text"
        case .stack: "stack"
        case .group: "group"
        case .gauge: "gauge"
        case .modified: "modified"
        case .read: "read"
        }
    }
}

extension RomTemplate.Step {
    var kind: String {
        switch self {
        case .fixed: "fixed"
        case .label: "label"
        case .read: "read"
        }
    }
}
