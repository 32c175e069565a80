import Foundation
import Testing

@testable import GlanceKit

/// `UserDefaults.value(forKey:)` and `setValue(_:forKey:)` (key-value coding, which corelibs
/// Foundation lacks) read and write the user default.
@Suite struct UserDefaultsKeyValueCodingTests {
    @Test func valueForKeyIsTheStoredObject() throws {
        let name = "glance.tests.kvc.\(UUID().uuidString)"
        let suite = try #require(UserDefaults(suiteName: name))
        defer { suite.removePersistentDomain(forName: name) }
        #expect(suite.value(forKey: "group.integer") == nil)
        suite.set(7, forKey: "group.integer")
        #expect(suite.value(forKey: "group.integer") as? Int == 7)
        suite.setValue("seven", forKey: "label")
        #expect(suite.string(forKey: "label") == "seven")
        #expect(suite.value(forKey: "label") as? String == "seven")
        suite.setValue(nil, forKey: "label")
        #expect(suite.object(forKey: "label") == nil)
    }
}
