import Foundation
import GlanceChecks
import Testing

/// `always-on-lit` counts only what a widget draws itself: the system's accessory background
/// and the firmware's placeholders are the same for every widget, and no widget can change them.
@MainActor
@Suite struct AlwaysOnLitTests {
    /// A circular widget: a small label over `layer` (an `accessoryBackground`, or the widget's own circle).
    func rom(_ layer: String) throws -> String {
        let json = """
            { "formatVersion": 1, "name": "lit", "widgets": [ { "kind": "lit", "displayName": "lit", "description": "lit",
              "families": ["accessoryCircular"], "timeline": { "policy": "never", "entries": [ { "date": "+0m" } ] },
              "templates": { "accessoryCircular": { "zstack": [ \(layer), { "text": "7", "font": "caption" } ] } } } ] }
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lit-\(UUID().uuidString).json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theSystemBackgroundDoesNotCountAndTheWidgetsOwnDiscDoes() async throws {
        var c = CheckSupport.quick(devices: ["watch-45mm"])
        c.checks = [.alwaysOnLit]
        let (systemROM, ownROM) = (try rom(#"{ "accessoryBackground": true }"#), try rom(##"{ "circle": true, "fill": "#3A3A3C" }"##))
        defer { for path in [systemROM, ownROM] { try? FileManager.default.removeItem(atPath: path) } }
        let system = try await CheckSupport.check(systemROM, c)
        let own = try await CheckSupport.check(ownROM, c)
        #expect(system.findings.isEmpty, "\(system.findings.map(\.message))")
        #expect(own.findings.contains { $0.check == .alwaysOnLit && $0.message.contains("lit exceeds") }, "\(own.findings.map(\.message))")
    }
}
