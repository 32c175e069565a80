// Renders one benchmark scene a fixed number of times, for Valgrind's callgrind to count the
// instructions: `instructions.py` runs it as
//
//     valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredRenders*' \
//         InstructionCounts SCENE WHO COUNT
//
// SCENE is circular, corner, inline, rectangular or face; WHO is `c` (the plain-C reference),
// `first` (Glance, an entry never seen before each render) or `replay` (Glance, the 64-entry
// cycle, every entry drawn before), or, for the face alone, `window` (the same entries in every
// slot while the clock moves on a second a frame, as the emulator window draws between entry
// changes); `first-layout` and `replay-layout` lay a slot's entry out
// without drawing it, to see where layout's instructions go. Everything is prepared, and warm-up renders fill the caches
// (see `warmUp`) before `measuredRenders` runs the COUNT measured renders: only they are counted.
//
// A synchronous program on purpose: Valgrind 3.19 stops with an internal error when Swift's
// async main starts its first worker thread, and package-benchmark's runner is async.
import CReferenceScenes
import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets

enum Who: String {
    case c, first, replay, window
    case firstLayout = "first-layout", replayLayout = "replay-layout"
}

let usage = "usage: InstructionCounts circular|corner|inline|rectangular|face c|first|replay|window|first-layout|replay-layout [COUNT]"
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let who = Who(rawValue: arguments[arguments.startIndex + 1]),
    let count = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) : 200, count > 0
else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let sceneName = arguments[arguments.startIndex]
// A first render draws new entries after 64 others; a replay goes round its 64-entry cycle
// twice first, as the benchmarks' many iterations do: glyph and arc masks are kept the second
// time they are made, so only from the third time round is every entry drawn from them.
let warmUp = who == .replay || who == .replayLayout ? 2 * ReferenceEntry.cycle : 64

/// The family of a slot scene, and its C scene.
let slots: [String: (WidgetFamily, CReferenceScene.Scene)] = [
    "circular": (.accessoryCircular, .slot(.circular)),
    "corner": (.accessoryCorner, .slot(.corner(.topLeading))),
    "inline": (.accessoryInline, .slot(.inline)),
    "rectangular": (.accessoryRectangular, .slot(.rectangular)),
]

/// One render of the `n`th entry (`n` counts warm-up renders first).
let render: (Int) -> Void
let device = GlanceScenes.device, date = GlanceScenes.date
let geometry = GlanceScenes.geometry

if sceneName == "face" {
    let face = GlanceScenes.face
    switch who {
    case .c:
        let canvas = CReferenceCanvas(.face)
        let entries = (0..<(warmUp + count)).map { CEntries.face(frame: $0 % geometry.firstRenderFrames, geometry: geometry, firstRender: true) }
        render = { canvas.draw(entries[$0]) }
    case .firstLayout, .replayLayout:
        FileHandle.standardError.write(Data("a face is composed whole: no layout-only run\n".utf8))
        exit(2)
    case .first:
        precondition(warmUp + count <= geometry.firstRenderFrames, "at most \(geometry.firstRenderFrames - warmUp) first renders of a face")
        let compositor = FaceCompositor(slots: SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer()))
        let cache = SlotCache()
        let frames = (0..<(warmUp + count)).map { GlanceScenes.content(GlanceScenes.firstRenderNodes(face: face, frame: $0)) }
        render = { n in
            _ = try! compositor.compose(face, on: device, state: DeviceState(), date: GlanceScenes.date(frame: n), cache: cache, content: frames[n])
        }
    case .window:
        let compositor = FaceCompositor(slots: SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer()))
        let cache = SlotCache()
        let content = GlanceScenes.content(GlanceScenes.allEntries(), face: face, frame: 0)
        render = { n in
            _ = try! compositor.compose(face, on: device, state: DeviceState(), date: GlanceScenes.date.addingTimeInterval(Double(n)), cache: cache, content: content)
        }
    case .replay:
        let compositor = FaceCompositor(slots: SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer()))
        let cache = SlotCache()
        let entries = GlanceScenes.allEntries()
        let frames = (0..<ReferenceEntry.cycle).map { GlanceScenes.content(entries, face: face, frame: $0) }
        render = { n in
            let frame = ReferenceEntry.replay(n).index
            _ = try! compositor.compose(face, on: device, state: DeviceState(), date: GlanceScenes.date(frame: frame), cache: cache, content: frames[frame])
        }
    }
} else if let (family, scene) = slots[sceneName] {
    switch who {
    case .window:
        FileHandle.standardError.write(Data("window frames are a face's: use the face scene\n".utf8))
        exit(2)
    case .c:
        let canvas = CReferenceCanvas(scene)
        let entries = (0..<(warmUp + count)).map { CEntries([.firstRender($0 % ReferenceEntry.firstRenderCount)]) }
        render = { canvas.draw(entries[$0]) }
    case .first, .firstLayout:
        precondition(warmUp + count <= ReferenceEntry.firstRenderCount, "at most \(ReferenceEntry.firstRenderCount - warmUp) first renders")
        let renderer = SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer())
        let nodes = (0..<(warmUp + count)).map { GlanceScenes.archive(.firstRender($0), family: family) }
        let draws = who == .first
        render = { n in
            let slot = try! renderer.layout(nodes[n], family: family, device: device, date: date, corner: .topLeading)
            if draws { _ = try! renderer.draw(slot) }
        }
    case .replay, .replayLayout:
        let renderer = SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer())
        let nodes = GlanceScenes.entries(family)
        let draws = who == .replay
        render = { n in
            let slot = try! renderer.layout(nodes[ReferenceEntry.replay(n).index], family: family, device: device, date: date, corner: .topLeading)
            if draws { _ = try! renderer.draw(slot) }
        }
    }
} else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

for n in 0..<warmUp { render(n) }

/// The measured renders: callgrind counts instructions only while this runs.
@inline(never)
func measuredRenders(_ from: Int, _ count: Int) {
    for n in from..<(from + count) { render(n) }
}

measuredRenders(warmUp, count)
print("\(sceneName) \(who.rawValue): \(count) renders measured after \(warmUp) warm-up renders")
