import Foundation

/// Finds an app's entities by identifier (App Intents' `EntityQuery`). Glance asks it when a
/// parameter of the entity's type is set from text.
public protocol EntityQuery: Sendable {
    /// The type of entity found.
    associatedtype Entity: AppEntity
    init()
    /// The entities with these identifiers; ones not found are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// Entities to offer people first when they pick one; none by default.
    func suggestedEntities() async throws -> [Entity]
    /// The entity a new widget starts with; none by default.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}
