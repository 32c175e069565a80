import Foundation
import GlanceChecks
import GlanceSamples
import GlanceWidgets
import Testing

/// Findings' entry dates in JSON read as a fresh `ISO8601DateFormatter` writes them, also
/// near a whole second (where `Date.ISO8601Format()` would differ) and from many threads.
@Suite struct FindingDateTests {
    static func entryDate(_ date: Date) throws -> String? {
        let finding = Finding(check: .burnIn, widget: "w", family: .accessoryCircular, entryDate: date, message: "m")
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(finding)) as? [String: Any]
        return object?["entryDate"] as? String
    }

    @Test func entryDatesMatchTheFormatter() async throws {
        var dates: [Date] = [Gallery.now, Date(timeIntervalSince1970: 0.999_999), Date(timeIntervalSince1970: -1_606_159_430.000_17), Date(timeIntervalSince1970: -0.5)]
        for n in 0..<200 { dates.append(Date(timeIntervalSince1970: 1_780_000_000 + Double(n) * 3_600.4999)) }
        for date in dates { #expect(try Self.entryDate(date) == ISO8601DateFormatter().string(from: date), "\(date.timeIntervalSince1970)") }
        let all = dates
        let together = try await withThrowingTaskGroup(of: [String?].self) { group in
            for _ in 0..<4 { group.addTask { try all.map(Self.entryDate) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for strings in together { #expect(strings == all.map { ISO8601DateFormatter().string(from: $0) }) }
    }
}
