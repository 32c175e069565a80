import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// Device files (`faces/devices/*.json`): a display's pixels, density, shape, colours,
/// Always On brightness and accessory family sizes. See docs/formats.md.
public enum DeviceFile {
    public static let formatVersion = 1

    /// Reads a device file, or throws every problem found in it.
    public static func decode(_ bytes: [UInt8], file: String) throws(FileErrors) -> Device {
        try FileReader.decode(bytes, file: file, read)
    }

    /// Colour depths, by name.
    enum Colors: String, CaseIterable { case full, rgb222, mono }
    enum ShapeName: String, CaseIterable { case rectangle, roundedRectangle, circle }

    static func read(_ root: JSONNode, _ r: FileReader) -> Device? {
        guard let o = r.object(root, "") else { return nil }
        defer {
            o.finish(allowed: [
                "formatVersion", "id", "name", "pixels", "scale", "shape", "cornerRadius", "colors", "alwaysOnBrightness", "idiom", "typeScale", "dynamicTypeSize", "textDesign", "renderingModes", "smartStack", "sizesFrom", "circularGaugeDiameter", "families",
            ])
        }
        r.formatVersion(o, supported: formatVersion)
        let id = o.required("id").flatMap { r.identifier($0.0, $0.1) }
        let name = o.required("name").flatMap { r.string($0.0, $0.1, nonEmpty: true) }
        let pixels = o.required("pixels").flatMap { r.pixelSize($0.0, $0.1) }
        let scale = o.required("scale").flatMap { r.number($0.0, $0.1, in: 1...4) }
        let shapeName = o.required("shape").flatMap { r.choice($0.0, $0.1, ShapeName.self) }
        var shape: Device.Shape?
        switch shapeName {
        case .rectangle: shape = .rectangle
        case .circle: shape = .circle
        case .roundedRectangle:
            shape = o.required("cornerRadius").flatMap { r.number($0.0, $0.1, in: 0...500) }.map { .roundedRectangle(cornerRadius: $0) }
        case nil: break
        }
        if shapeName != .roundedRectangle, let extra = o.optional("cornerRadius") {
            r.problem(extra.0, extra.1, "only a roundedRectangle shape has a corner radius")
        }
        let colors = o.optional("colors").flatMap { r.choice($0.0, $0.1, Colors.self) } ?? .full
        let brightness = o.optional("alwaysOnBrightness").flatMap { r.number($0.0, $0.1, in: 0...1) } ?? 0.4
        let idiom = o.optional("idiom").flatMap { r.string($0.0, $0.1, nonEmpty: true) }.map(AssetIdiom.init(rawValue:)) ?? .watch
        let typeScale = o.optional("typeScale").flatMap { r.choice($0.0, $0.1, TypeScale.self) } ?? .proportional
        let textSize = o.optional("dynamicTypeSize").flatMap { r.choice($0.0, $0.1, DynamicTypeSize.self) } ?? .large
        let textDesign = o.optional("textDesign").flatMap { r.choice($0.0, $0.1, FontDesign.self) }
        var modes: [WidgetRenderingMode]?
        if let (node, path) = o.optional("renderingModes"), let items = r.array(node, path) {
            modes = items.compactMap { r.choice($0.0, $0.1, WidgetRenderingMode.self) }
            if items.isEmpty { r.problem(node, path, "a device draws in at least one rendering mode") }
        }
        let smartStack = o.optional("smartStack").flatMap { r.pointSize($0.0, $0.1) }
        let sizesFrom = o.optional("sizesFrom").flatMap { r.string($0.0, $0.1, nonEmpty: true) }
        let gaugeDiameter = o.optional("circularGaugeDiameter").flatMap { r.number($0.0, $0.1, in: 1...1000) }
        var families: [WidgetFamily: Device.FamilyMetrics] = [:]
        if let (node, path) = o.required("families"), let fo = r.object(node, path) {
            let names = WidgetFamily.accessoryNames
            for name in names {
                guard let (f, fp) = fo.optional(name), let metrics = r.familyMetrics(f, fp) else { continue }
                families[WidgetFamily(accessoryName: name)!] = metrics
            }
            fo.finish(allowed: names)
            if families.isEmpty && fo.keys.allSatisfy(names.contains) { r.problem(node, path, "a device needs at least one family") }
        }
        guard let id, let name, let pixels, let scale, let shape else { return nil }
        var device = Device(
            id: id, name: name, screenSize: Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale),
            scale: scale, shape: shape, families: families)
        device.alwaysOnBrightness = brightness
        device.assetIdiom = idiom
        device.palette = [.full: nil, .rgb222: Palette.rgb222, .mono: Palette.mono][colors]!
        (device.typeScale, device.dynamicTypeSize, device.defaultTextDesign) = (typeScale, textSize, textDesign)
        if let modes, !modes.isEmpty { device.renderingModes = modes }
        (device.smartStack, device.sizesFrom, device.circularGaugeDiameter) = (smartStack, sizesFrom, gaugeDiameter)
        return device
    }
}

extension FileReader {
    /// Checks `formatVersion` is present and one this build reads.
    func formatVersion(_ o: ObjectReader, supported: Int) {
        guard let (node, path) = o.required("formatVersion"), let v = int(node, path, in: 1...1000) else { return }
        if v != supported { problem(node, path, "format version \(v) is not supported; this build reads version \(supported)") }
    }

    /// A lower-case identifier: letters, digits, '-', '.', '_'.
    func identifier(_ node: JSONNode, _ path: String) -> String? {
        guard let s = string(node, path, nonEmpty: true) else { return nil }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-._")
        guard s.count <= 64, s.allSatisfy(allowed.contains) else {
            problem(node, path, "expected an identifier of lower-case letters, digits, '-', '.' or '_' (at most 64), found \"\(s)\"")
            return nil
        }
        return s
    }

    func pixelSize(_ node: JSONNode, _ path: String) -> PixelSize? {
        guard let o = object(node, path) else { return nil }
        defer { o.finish(allowed: ["width", "height"]) }
        let w = o.required("width").flatMap { int($0.0, $0.1, in: 1...4096) }
        let h = o.required("height").flatMap { int($0.0, $0.1, in: 1...4096) }
        guard let w, let h else { return nil }
        return PixelSize(width: w, height: h)
    }

    func familyMetrics(_ node: JSONNode, _ path: String) -> Device.FamilyMetrics? {
        guard let o = object(node, path) else { return nil }
        defer { o.finish(allowed: ["width", "height", "bodyTextSize", "textWeight", "contentMargin"]) }
        let size = points(in: o)
        let t = o.required("bodyTextSize").flatMap { number($0.0, $0.1, in: 4...64) }
        let weight = o.optional("textWeight").flatMap { choice($0.0, $0.1, FontWeight.self) } ?? .regular
        let margin = o.optional("contentMargin").flatMap { number($0.0, $0.1, in: 0...64) } ?? 0
        guard let size, let t else { return nil }
        guard 2 * margin < min(size.width, size.height) else {
            problem(node, path + ".contentMargin", "a margin of \(margin.compact) pt leaves no room in a \(size.width.compact) × \(size.height.compact) pt slot")
            return nil
        }
        return Device.FamilyMetrics(size: size, bodyTextSize: t, defaultTextWeight: weight, contentMargin: margin)
    }

    /// `{ "width": …, "height": … }` in points.
    func pointSize(_ node: JSONNode, _ path: String) -> Size? {
        guard let o = object(node, path) else { return nil }
        defer { o.finish(allowed: ["width", "height"]) }
        return points(in: o)
    }

    /// The `width` and `height` of an open object, in points (1–1000).
    private func points(in o: ObjectReader) -> Size? {
        let w = o.required("width").flatMap { number($0.0, $0.1, in: 1...1000) }
        let h = o.required("height").flatMap { number($0.0, $0.1, in: 1...1000) }
        guard let w, let h else { return nil }
        return Size(width: w, height: h)
    }
}

extension DeviceFile {
    /// The device as a device file, fields in the documented order.
    public static func encode(_ d: Device) -> String {
        func n(_ v: Double) -> String { v.compact }
        let pixels = d.pixelSize
        var lines = [
            "{", "  \"formatVersion\": \(formatVersion),", "  \"id\": \"\(d.id)\",", "  \"name\": \"\(d.name)\",",
            "  \"pixels\": { \"width\": \(pixels.width), \"height\": \(pixels.height) },", "  \"scale\": \(n(d.scale)),",
        ]
        switch d.shape {
        case .rectangle: lines.append("  \"shape\": \"rectangle\",")
        case .circle: lines.append("  \"shape\": \"circle\",")
        case .roundedRectangle(let r): lines += ["  \"shape\": \"roundedRectangle\",", "  \"cornerRadius\": \(n(r)),"]
        }
        let colors = d.palette == nil ? "full" : d.palette == .mono ? "mono" : "rgb222"
        lines += ["  \"colors\": \"\(colors)\",", "  \"alwaysOnBrightness\": \(n(d.alwaysOnBrightness)),"]
        if d.assetIdiom != .watch { lines.append("  \"idiom\": \"\(d.assetIdiom.rawValue)\",") }
        lines += ["  \"typeScale\": \"\(d.typeScale.rawValue)\",", "  \"dynamicTypeSize\": \"\(d.dynamicTypeSize.rawValue)\","]
        if let design = d.defaultTextDesign { lines.append("  \"textDesign\": \"\(design.rawValue)\",") }
        lines.append("  \"renderingModes\": [\(d.renderingModes.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))],")
        if let s = d.smartStack { lines.append("  \"smartStack\": { \"width\": \(n(s.width)), \"height\": \(n(s.height)) },") }
        if let from = d.sizesFrom { lines.append("  \"sizesFrom\": \"\(from)\",") }
        if let ring = d.circularGaugeDiameter { lines.append("  \"circularGaugeDiameter\": \(n(ring)),") }
        lines.append("  \"families\": {")
        let families = d.supportedFamilies.map { f -> String in
            let m = d.families[f]!
            let weight = m.defaultTextWeight == .regular ? "" : ", \"textWeight\": \"\(m.defaultTextWeight.rawValue)\""
            let margin = m.contentMargin == 0 ? "" : ", \"contentMargin\": \(n(m.contentMargin))"
            return "    \"\(f.rawValue)\": { \"width\": \(n(m.size.width)), \"height\": \(n(m.size.height)), \"bodyTextSize\": \(n(m.bodyTextSize))\(weight)\(margin) }"
        }
        lines.append(families.joined(separator: ",\n"))
        lines += ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
