import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// `@AppStorage` reads and writes the user defaults it names, through its binding too.
@MainActor @Suite struct AppStorageTests {
    enum Mode: String { case walk, run }
    enum Level: Int { case low = 1, high = 2 }

    /// A suite of its own for each test, removed afterwards.
    func withSuite(_ body: (UserDefaults) -> Void) throws {
        let name = "glance.tests.appstorage.\(UUID().uuidString)"
        let suite = try #require(UserDefaults(suiteName: name))
        defer { suite.removePersistentDomain(forName: name) }
        body(suite)
    }

    @Test func aValueIsTheDefaultUntilTheSuiteHoldsOneAndWritesGoToTheSuite() throws {
        try withSuite { suite in
            let progress = AppStorage(wrappedValue: 0.25, "progress", store: suite)
            #expect(progress.wrappedValue == 0.25)
            #expect(suite.object(forKey: "progress") == nil)
            suite.set(0.5, forKey: "progress")
            #expect(progress.wrappedValue == 0.5)
            progress.wrappedValue = 0.75
            #expect(suite.double(forKey: "progress") == 0.75)
            #expect(AppStorage(wrappedValue: 0.0, "progress", store: suite).wrappedValue == 0.75)
        }
    }

    @Test func theBindingWritesThrough() throws {
        try withSuite { suite in
            let name = AppStorage(wrappedValue: "Anonymous", "name", store: suite)
            let binding = name.projectedValue
            binding.wrappedValue = "Ada"
            #expect(suite.string(forKey: "name") == "Ada")
            #expect(name.wrappedValue == "Ada")
            suite.set("Grace", forKey: "name")
            #expect(binding.wrappedValue == "Grace")
        }
    }

    @Test func everyStoredTypeRoundTrips() throws {
        try withSuite { suite in
            let flag = AppStorage(wrappedValue: false, "flag", store: suite)
            let count = AppStorage(wrappedValue: 1, "count", store: suite)
            let link = AppStorage(wrappedValue: URL(string: "https://example.com")!, "link", store: suite)
            let blob = AppStorage(wrappedValue: Data(), "blob", store: suite)
            let mode = AppStorage(wrappedValue: Mode.walk, "mode", store: suite)
            let level = AppStorage(wrappedValue: Level.low, "level", store: suite)
            flag.wrappedValue = true
            count.wrappedValue = 42
            link.wrappedValue = URL(string: "https://example.org/a")!
            blob.wrappedValue = Data([1, 2, 3])
            mode.wrappedValue = .run
            level.wrappedValue = .high
            #expect(suite.bool(forKey: "flag") && suite.integer(forKey: "count") == 42)
            #expect(link.wrappedValue.absoluteString == "https://example.org/a")
            #expect(suite.string(forKey: "link") == "https://example.org/a")
            #expect(suite.data(forKey: "blob") == Data([1, 2, 3]))
            #expect(suite.string(forKey: "mode") == "run" && mode.wrappedValue == .run)
            #expect(suite.integer(forKey: "level") == 2 && level.wrappedValue == .high)
            suite.set("fly", forKey: "mode")
            #expect(mode.wrappedValue == .walk, "an unknown raw value reads as the default")
        }
    }

    @Test func optionalValuesAreNilUntilSetAndNilRemovesThem() throws {
        try withSuite { suite in
            let nickname = AppStorage<String?>("nickname", store: suite)
            let mode = AppStorage<Mode?>("mode", store: suite)
            let count = AppStorage<Int?>("count", store: suite)
            #expect(nickname.wrappedValue == nil && mode.wrappedValue == nil && count.wrappedValue == nil)
            nickname.wrappedValue = "Ada"
            mode.wrappedValue = .run
            count.wrappedValue = 0
            #expect(suite.string(forKey: "nickname") == "Ada" && mode.wrappedValue == .run && count.wrappedValue == 0)
            nickname.projectedValue.wrappedValue = nil
            #expect(suite.object(forKey: "nickname") == nil)
        }
    }

    struct Progress: View {
        @AppStorage("glance.tests.appstorage.view.level", store: UserDefaults(suiteName: "glance.tests.appstorage.view"))
        var level: Double = 0.25
        var body: some View { Text("level \(level)") }
    }

    @Test func aViewDrawsTheStoredValue() throws {
        let suite = try #require(UserDefaults(suiteName: "glance.tests.appstorage.view"))
        defer { suite.removePersistentDomain(forName: "glance.tests.appstorage.view") }
        #expect("\(ViewArchiver.archive(Progress()))".contains("level 0.25"))
        suite.set(0.75, forKey: "glance.tests.appstorage.view.level")
        #expect("\(ViewArchiver.archive(Progress()))".contains("level 0.75"))
    }
}
