import Dispatch
import Foundation
import Synchronization

// `@Parameter`s of an `AppEntity` type (or an optional one) as the firmware lists and sets them:
// written as the entity's identifier string, read back through the type's `defaultQuery`.

/// An optional entity type, whose parameters may also be unset (`nil`).
protocol OptionalAppEntity {
    /// The entity type wrapped.
    static var entityType: any AppEntity.Type { get }
    /// No entity.
    static var noEntity: any Sendable { get }
}

extension Optional: OptionalAppEntity where Wrapped: AppEntity {
    static var entityType: any AppEntity.Type { Wrapped.self }
    static var noEntity: any Sendable { Optional<Wrapped>.none as Wrapped? }
}

enum EntityParameter {
    /// The entity type a parameter of `type` holds, and whether it may be unset.
    static func entityType(of type: Any.Type) -> (any AppEntity.Type, optional: Bool)? {
        if let entity = type as? any AppEntity.Type { return (entity, false) }
        if let optional = type as? any OptionalAppEntity.Type { return (optional.entityType, true) }
        return nil
    }

    /// The value as text: the entity's identifier string, or "nil".
    static func text(of value: any Sendable) -> String {
        func identifier<E: AppEntity>(_ entity: E) -> String { entity.id.entityIdentifierString }
        guard let entity = value as? any AppEntity else { return "nil" }
        return identifier(entity)
    }

    /// The value `text` stands for in a parameter of `type`: the entity the query finds for the
    /// identifier, or no entity for "" or "nil" where the parameter is optional.
    static func value(of type: Any.Type, from text: String) throws(IntentParameterError) -> any Sendable {
        guard let (entity, optional) = entityType(of: type) else { throw IntentParameterError("\(type) is not an entity type") }
        if optional, text.isEmpty || text == "nil", let none = (type as? any OptionalAppEntity.Type)?.noEntity { return none }
        return try find(entity, text)
    }

    /// How long a query may take to answer.
    static let timeout: DispatchTimeInterval = .seconds(10)

    /// The entity of type `E` whose identifier's string is `text`, asked of `E.defaultQuery`.
    /// The query is async and this is not: it runs to completion on a queue of its own (not the
    /// concurrency pool, which the caller may be blocking) while the caller waits.
    static func find<E: AppEntity>(_: E.Type, _ text: String) throws(IntentParameterError) -> E {
        guard let id = E.ID.entityIdentifier(for: text) else {
            throw IntentParameterError("\"\(text)\" is not an identifier of \(E.self)")
        }
        let ids = Identifiers(value: [id])
        let answer = Answer<E>()
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: QueryExecutor.shared) {
            do { answer.result = .success(try await E.defaultQuery.entities(for: ids.value)) } catch { answer.result = .failure(error) }
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else {
            throw IntentParameterError("\(E.self)'s query did not answer for \"\(text)\" within 10 seconds")
        }
        switch answer.result {
        case .success(let found)?:
            guard let entity = found.first(where: { $0.id == id }) ?? found.first else {
                throw IntentParameterError("\(E.self)'s query found no entity with identifier \"\(text)\"")
            }
            return entity
        case .failure(let error)?: throw IntentParameterError("\(E.self)'s query failed for \"\(text)\": \(error)")
        case nil: throw IntentParameterError("\(E.self)'s query gave no answer for \"\(text)\"")
        }
    }

    /// Identifiers handed to the query's task once, and not touched here again.
    private struct Identifiers<ID>: @unchecked Sendable { let value: [ID] }

    /// What the query answered, written by its task and read once it has signalled.
    private final class Answer<E: AppEntity>: Sendable {
        private let stored = Mutex<Result<[E], any Error>?>(nil)
        var result: Result<[E], any Error>? {
            get { stored.withLock { $0 } }
            set { stored.withLock { $0 = newValue } }
        }
    }
}

/// Runs entity queries on a serial queue of their own.
final class QueryExecutor: TaskExecutor {
    static let shared = QueryExecutor()
    private let queue = DispatchQueue(label: "glance.entity-queries")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
