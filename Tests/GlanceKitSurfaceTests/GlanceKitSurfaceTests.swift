import Foundation
import GlanceTesting
import Testing

/// GlanceKit shows widget authors Apple's API and nothing of Glance's own (docs/api-surface.md):
/// every name it exports is on `AllowList.txt`, listed by the framework that declares it; no
/// public member of those names mentions a Glance type outside them; and every public member is
/// on `Surface.txt`, so a new one is looked at before it ships.
@Suite(.serialized)
struct GlanceKitSurfaceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let package = folder.deletingLastPathComponent().deletingLastPathComponent()
    /// The modules whose declarations can reach an author: GlanceKit's and every module it loads.
    static let modules = [
        "GlanceKit", "GlanceUI", "GlanceWidgets", "GlanceGraphics", "GlanceFirmware", "GlanceFiles", "GlanceText", "GlanceCairo",
        "GlanceExtension", "GlancePreviews", "GlanceWidgetHost", "GlanceSheets", "GlanceChecks", "GlanceChecksCommand",
    ]

    static let surface: Result<APISurface, any Error> = Result {
        let build = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("glance-surface-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        let graphs = try SymbolGraphs.extract(
            modules: modules, reexportedBy: "GlanceKit", reexports: ["GlanceUI", "GlanceWidgets", "GlanceGraphics"], build: build, package: package,
            into: output)
        return APISurface(graphs, kit: "GlanceKit")
    }

    /// `AllowList.txt`: names by framework, `#` comments.
    static func allowList() throws -> Set<String> {
        let text = try String(contentsOf: folder.appendingPathComponent("AllowList.txt"), encoding: .utf8)
        return Set(
            text.split(separator: "\n").flatMap { line -> [String] in
                let content = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
                return content.hasPrefix("[") ? [] : content.split(separator: " ").map(String.init)
            })
    }

    @Test func everyExportedNameIsOnTheAllowList() throws {
        let surface = try Self.surface.get()
        let allowed = try Self.allowList()
        #expect(surface.names.count > 150, "the surface should hold Apple's names; the symbol graphs were not read")
        let extra = surface.names.subtracting(allowed).sorted()
        #expect(extra.isEmpty, "exported but not on AllowList.txt (not Apple's, or not listed yet): \(extra.joined(separator: ", "))")
        // Symbol graphs leave out underscored names (Apple's `_ConditionalContent`), as DocC does.
        let missing = allowed.subtracting(surface.names).filter { !$0.hasPrefix("_") }.sorted()
        #expect(missing.isEmpty, "on AllowList.txt but not exported: \(missing.joined(separator: ", "))")
    }

    @Test func noPublicMemberMentionsAGlanceType() throws {
        let leaks = try Self.surface.get().leaks
        #expect(leaks.isEmpty, "members naming Glance's own types: \(leaks.map { "\($0.member) → \($0.type)" }.joined(separator: "; "))")
    }

    @Test func everyPublicMemberIsListed() throws {
        let listing = try Self.surface.get().listing
        let file = Self.folder.appendingPathComponent("Surface.txt")
        let mode = try RecordMode.fromEnvironment()
        let recorded = (try? String(contentsOf: file, encoding: .utf8)).map { $0.split(separator: "\n").map(String.init) }
        if recorded == nil && mode != .never || mode == .all {
            try (listing.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent) (\(listing.count) symbols): check each is Apple's, then run again")
            return
        }
        let old = Set(recorded ?? [])
        let now = Set(listing)
        let added = now.subtracting(old).sorted(), removed = old.subtracting(now).sorted()
        #expect(added.isEmpty, "public members not on Surface.txt (Apple's? then add them; GLANCE_RECORD=all rewrites it): \(added.joined(separator: ", "))")
        #expect(removed.isEmpty, "on Surface.txt but gone: \(removed.joined(separator: ", "))")
    }
}
