import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// `containsSubtree(where:)` walks without gathering arrays; it must visit exactly what
/// `subtrees` lists, in order, for every kind of node, and stop at the first match.
@Suite struct SubtreeWalkTests {
    static let a: ViewNode = .text(TextNode("a")), b: ViewNode = .text(TextNode("b")), c: ViewNode = .color(.white)

    /// One node of every case, and a modifier of every kind that carries views beside the modified one.
    static let nodes: [ViewNode] = [
        .empty, a, .image(ImageNode(source: .symbol("star"))), .shape(ShapeNode(outline: .circle, drawing: .fill(nil))), c,
        .spacer(minLength: 4), .divider, .group([a, b, c]), .viewThatFits(axes: .horizontal, children: [b, a]),
        .stack(StackNode(axis: .vertical, children: [a, c, b])), .geometryReader(GeometryNode(frame: .zero, content: b)),
        .gauge(GaugeNode(value: .fraction(0.5), style: .accessoryCircular, label: a, minimumValueLabel: b, maximumValueLabel: c)),
        .gauge(GaugeNode(value: .fraction(0.5), style: .accessoryCircular, currentValueLabel: c)),
        .modified(a, .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))),
        .modified(a, .background(b, alignment: .center)), .modified(a, .overlay(c, alignment: .top)),
        .modified(b, .mask(a, alignment: .center)), .modified(c, .marker(.label(a))),
        .modified(a, .marker(.containerBackground(b))), .modified(a, .marker(.privacySensitive(true))),
    ]

    @Test(arguments: nodes)
    func visitsWhatSubtreesLists(_ node: ViewNode) {
        var visited: [ViewNode] = []
        let found = node.containsSubtree { visited.append($0); return false }
        #expect(!found)
        #expect(visited == node.subtrees)
        if let first = node.subtrees.first {
            var count = 0
            #expect(node.containsSubtree { count += 1; return $0 == first })
            #expect(count == 1, "the walk stops at the first match")
        }
    }

    /// Cases are hashed by tag, not raw string: equal values hash equally, and a set tells every case apart.
    @Test func caseHashableEnumsHashByCase() {
        #expect(Set(FontWeight.allCases).count == FontWeight.allCases.count)
        #expect(Set(TextAlignment.allCases).count == TextAlignment.allCases.count)
        for weight in FontWeight.allCases {
            #expect(weight.hashValue == FontWeight(rawValue: weight.rawValue)!.hashValue)
        }
        let fonts = FontWeight.allCases.map { FontDescriptor(size: 12, weight: $0) }
        #expect(Set(fonts).count == fonts.count)
    }

    /// A placement's kind reads the same however it was put together, and compares so.
    @Test func placementsCompareByTheirKind() {
        let made = PlacedView(label: .quoted("Text", "72°"), frame: .zero)
        let written = PlacedView(kind: "Text \"72°\"", frame: .zero)
        #expect(made.kind == "Text \"72°\"")
        #expect(made == written && made.hashValue == written.hashValue)
        #expect(PlacedView(label: .color(.white), frame: .zero).kind == "Color \(Color.white)")
    }
}
