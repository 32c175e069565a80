import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Face files (`faces/*.json`): a device, a background, a clock, a tint, a rendering mode and
/// slots. See docs/formats.md.
public enum FaceFile {
    public static let formatVersion = 1

    /// Reads a face file, checking it against its device, or throws every problem found.
    public static func decode(_ bytes: [UInt8], file: String, devices: [Device] = Device.builtIn) throws(FileErrors) -> Face {
        try FileReader.decode(bytes, file: file) { read($0, $1, devices) }
    }

    static func read(_ root: JSONNode, _ r: FileReader, _ devices: [Device]) -> Face? {
        guard let o = r.object(root, "") else { return nil }
        defer { o.finish(allowed: ["formatVersion", "name", "device", "background", "clock", "tint", "renderingMode", "slots"]) }
        r.formatVersion(o, supported: formatVersion)
        let name = o.required("name").flatMap { r.string($0.0, $0.1, nonEmpty: true) }
        var device: Device?
        if let (node, path) = o.required("device"), let id = r.string(node, path) {
            device = devices.first { $0.id == id }
            if device == nil {
                let hint = suggestion(for: id, among: devices.map(\.id)).map { " (did you mean \"\($0)\"?)" } ?? ""
                r.problem(node, path, "unknown device \"\(id)\"\(hint); devices: " + devices.map(\.id).joined(separator: ", "))
            }
        }
        let background = o.optional("background").flatMap { r.background($0.0, $0.1) } ?? .color(.black)
        let clock = o.optional("clock").flatMap { r.clock($0.0, $0.1) }
        let tint = o.optional("tint").flatMap { r.color($0.0, $0.1) } ?? .orange
        let mode = o.optional("renderingMode").flatMap { r.choice($0.0, $0.1, WidgetRenderingMode.self) } ?? .fullColor
        var slots: [Face.Slot] = []
        if let (node, path) = o.required("slots"), let items = r.array(node, path, count: 0...32) {
            for (item, itemPath) in items {
                guard let slot = r.slot(item, itemPath, device) else { continue }
                if slots.contains(where: { $0.id == slot.id }) { r.problem(item, itemPath + ".id", "slot id \"\(slot.id)\" is used twice") }
                slots.append(slot)
            }
        }
        guard let name, let device else { return nil }
        return Face(name: name, deviceID: device.id, background: background, clock: clock, tint: tint, renderingMode: mode, slots: slots)
    }
}

extension FileReader {
    func background(_ node: JSONNode, _ path: String) -> Face.Background? {
        if case .string = node.value { return color(node, path).map { .color($0) } }
        guard let o = object(node, path) else { return nil }
        defer { o.finish(allowed: ["gradient", "image"]) }
        if let (g, gp) = o.optional("gradient") {
            guard let items = array(g, gp, count: 2...2) else { return nil }
            let colors = items.compactMap { color($0.0, $0.1) }
            return colors.count == 2 ? .gradient(colors[0], colors[1]) : nil
        }
        if let (i, ip) = o.optional("image") {
            guard let name = string(i, ip, nonEmpty: true) else { return nil }
            guard !name.contains("/"), !name.hasPrefix("."), name.hasSuffix(".png") else {
                problem(i, ip, "expected a PNG file name beside the face file (no folders), found \"\(name)\"")
                return nil
            }
            return .image(name)
        }
        problem(node, path, "expected a colour, {\"gradient\": [top, bottom]} or {\"image\": \"file.png\"}")
        return nil
    }

    func clock(_ node: JSONNode, _ path: String) -> Face.Clock? {
        guard let o = object(node, path) else { return nil }
        defer { o.finish(allowed: ["style", "x", "y", "size", "color"]) }
        let style = o.required("style").flatMap { choice($0.0, $0.1, Face.Clock.Style.self) }
        let x = o.required("x").flatMap { number($0.0, $0.1, in: 0...2000) }
        let y = o.required("y").flatMap { number($0.0, $0.1, in: 0...2000) }
        let size = o.required("size").flatMap { number($0.0, $0.1, in: 4...1000) }
        let ink: Color = o.optional("color").flatMap { self.color($0.0, $0.1) } ?? Color.white
        guard let style, let x, let y, let size else { return nil }
        return Face.Clock(style: style, center: Point(x: x, y: y), size: size, color: ink)
    }

    func slot(_ node: JSONNode, _ path: String, _ device: Device?) -> Face.Slot? {
        guard let o = object(node, path) else { return nil }
        defer { o.finish(allowed: ["id", "family", "x", "y", "corner", "stack", "widget", "parameters"]) }
        let id = o.required("id").flatMap { identifier($0.0, $0.1) }
        var family: WidgetFamily?
        if let (f, fp) = o.required("family"), let name = string(f, fp) {
            family = WidgetFamily(accessoryName: name)
            if family == nil {
                let hint = suggestion(for: name, among: WidgetFamily.accessoryNames).map { " (did you mean \"\($0)\"?)" } ?? ""
                problem(f, fp, "expected one of \(WidgetFamily.accessoryNames.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(name)\"\(hint)")
            } else if let device, device.families[family!] == nil {
                problem(f, fp, "\(name) is not shown on \(device.id); it shows: " + device.supportedFamilies.map(\.rawValue).joined(separator: ", "))
                family = nil
            }
        }
        let x = o.required("x").flatMap { number($0.0, $0.1, in: -100...2000) }
        let y = o.required("y").flatMap { number($0.0, $0.1, in: -100...2000) }
        let corner = o.optional("corner").flatMap { choice($0.0, $0.1, Corner.self) }
        let stack = o.optional("stack").flatMap { bool($0.0, $0.1) } ?? false
        let widgetKind = o.optional("widget").flatMap { string($0.0, $0.1, nonEmpty: true) }
        var parameters: [String: String] = [:]
        if let (p, pp) = o.optional("parameters"), let po = object(p, pp) {
            defer { po.finish(allowed: po.keys) }
            for key in po.keys {
                guard let (v, vp) = po.optional(key), let value = string(v, vp) else { continue }
                parameters[key] = value
            }
        }
        if stack, let (w, wp) = o.optional("widget") { problem(w, wp, "a Smart Stack slot holds every widget that fits; it cannot name one") }
        if family == .accessoryCorner && corner == nil && !o.has("corner") { problem(node, path, "an accessoryCorner slot needs \"corner\"") }
        if let family, family != .accessoryCorner, let (c, cp) = o.optional("corner") { problem(c, cp, "only accessoryCorner slots have a corner") }
        guard let id, let family, let x, let y else { return nil }
        let slot = Face.Slot(
            id: id, family: family, origin: Point(x: x, y: y), corner: corner, isStack: stack, widgetKind: widgetKind, parameters: parameters)
        if let device, let size = try? SlotRenderer.canvasSize(of: family, on: device) {
            let frame = Rect(origin: slot.origin, size: size)
            if !Rect(size: device.screenSize).contains(frame, tolerance: 0.5) {
                problem(node, path, "the slot (\(frame)) does not fit on the \(device.screenSize) pt display")
            }
        }
        return slot
    }
}
