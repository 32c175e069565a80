import Foundation
import GlanceWidgets
import Testing

/// A national park, as an app would declare one for its widget's configuration.
struct Park: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Park"
    var displayRepresentation: DisplayRepresentation { "\(name)" }
    static let defaultQuery = ParkQuery()
}

struct ParkQuery: EntityQuery {
    static let all = [Park(id: "yosemite", name: "Yosemite"), Park(id: "zion", name: "Zion")]
    func entities(for identifiers: [Park.ID]) async throws -> [Park] {
        await Task.yield()
        return Self.all.filter { identifiers.contains($0.id) }
    }
}

/// A configuration intent with entity parameters and no `perform()`.
struct ParkIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Park"
    @Parameter(title: "Park") var park: Park?
    @Parameter(title: "Home", default: Park(id: "zion", name: "Zion")) var home: Park
}

/// Apple's `FavoriteBook` shape: a configuration intent that only declares parameters.
struct FavoriteBook: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Favorite Book"
    static let description = IntentDescription("Shows a picture of your favorite book!")
    @Parameter(title: "Title", default: "The Swift Programming Language") var title: String
    @Parameter(title: "Author", default: "Apple Inc.") var author: String
}

/// A protocol naming both, as some widget files declare their configurations.
protocol ShelfConfiguration: AppIntent, WidgetConfigurationIntent {}

struct Shelf: ShelfConfiguration {
    static let title: LocalizedStringResource = "Shelf"
}

/// `WidgetConfigurationIntent` refines `AppIntent`, whose default `perform()` configuration
/// intents use; `@Parameter`s of an `AppEntity` type are listed and set through its query.
@Suite struct AppEntityParameterTests {
    func performed<I: AppIntent>(_ intent: I) async throws -> any IntentResult { try await intent.perform() }

    @Test func configurationIntentsAreAppIntentsThatPerformNothing() async throws {
        let type: any AppIntent.Type = FavoriteBook.self
        #expect(type.title.key == "Favorite Book" && FavoriteBook.description.text == "Shows a picture of your favorite book!")
        #expect(try await performed(FavoriteBook()) is IntentResultContainer)
        #expect(try await performed(Shelf()) is IntentResultContainer)
        #expect(FavoriteBook().parameters.map(\.value) == ["The Swift Programming Language", "Apple Inc."])
        #expect(Shelf().parameters.isEmpty)
    }

    @Test func entityParametersAreListedByIdentifier() {
        let p = ParkIntent().parameters
        #expect(p.map(\.name) == ["park", "home"] && p.map(\.title) == ["Park", "Home"])
        #expect(p.map(\.value) == ["nil", "zion"])
    }

    @Test func entityParametersAreSetThroughTheQuery() throws {
        let intent = ParkIntent()
        try intent.setParameter("park", to: "yosemite")
        try intent.setParameter("Home", to: "yosemite")
        #expect(intent.park?.name == "Yosemite" && intent.home.name == "Yosemite")
        #expect(intent.parameters.map(\.value) == ["yosemite", "yosemite"])
        try intent.setParameter("park", to: "nil")
        #expect(intent.park == nil)
    }

    @Test func anIdentifierTheQueryDoesNotKnowIsRefused() {
        let intent = ParkIntent()
        do {
            try intent.setParameter("home", to: "everglades")
            Issue.record("an unknown park was accepted")
        } catch {
            #expect(error.description.contains("Park's query found no entity with identifier \"everglades\""))
        }
        #expect(throws: IntentParameterError.self) { try intent.setParameter("home", to: "nil") }
        #expect(intent.home.id == "zion")
    }

    @Test func settingFromAsyncCodeDoesNotBlockTheQuery() async throws {
        let intent = ParkIntent()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 { group.addTask { try intent.copy().setParameter("park", to: "yosemite") } }
            try await group.waitForAll()
        }
        try intent.setParameter("park", to: "zion")
        #expect(intent.park?.name == "Zion")
    }

    @Test func copiesKeepEntitiesWithoutAskingTheQuery() throws {
        let intent = ParkIntent()
        try intent.setParameter("park", to: "yosemite")
        let copy = intent.copy()
        try copy.setParameter("park", to: "zion")
        #expect(intent.park?.id == "yosemite" && copy.park?.id == "zion" && copy.home.id == "zion")
    }

    @Test func queriesSuggestNothingAndDefaultToNoneUnlessTheySay() async throws {
        #expect(try await ParkQuery().suggestedEntities().isEmpty)
        #expect(await ParkQuery().defaultResult() == nil)
        #expect(Park.typeDisplayRepresentation.name.key == "Park" && Park(id: "x", name: "X").displayRepresentation.title.key == "X")
    }
}
