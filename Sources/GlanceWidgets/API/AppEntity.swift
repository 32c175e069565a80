import Foundation

/// Something of the app's that an intent parameter can hold: a place, a list, a person
/// (App Intents' `AppEntity`). A widget's configuration intent may have `@Parameter`s of an
/// entity type; Glance finds the entity for an identifier written as text through the type's
/// `defaultQuery` (`--set Widget.park=yosemite`, a face slot's `parameters`).
public protocol AppEntity: Identifiable, Sendable where ID: EntityIdentifierConvertible {
    /// The query that finds entities of this type by identifier.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// How the type is named to people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this entity is shown to people.
    var displayRepresentation: DisplayRepresentation { get }
    /// The query the system uses to find entities of this type.
    static var defaultQuery: DefaultQuery { get }
}
