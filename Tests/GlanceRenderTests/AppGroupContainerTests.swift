import Foundation
import Testing

@testable import GlanceKit

/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`: a real, writable folder
/// per app group, made on first use.
@Suite(.serialized) struct AppGroupContainerTests {
    @Test func theContainerIsAWritableFolderMadeOnFirstUse() throws {
        let scratch = try ScratchFolder("app-groups")
        setenv("GLANCE_APP_GROUPS", scratch.path, 1)
        defer { unsetenv("GLANCE_APP_GROUPS") }
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.widgets"))
        #expect(url.path == scratch.path + "/group.com.example.widgets")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
        let file = url.appendingPathComponent("courses.json")
        try Data("[]".utf8).write(to: file)
        #expect(try Data(contentsOf: file) == Data("[]".utf8))
        // The same folder, with what was written, on the next call.
        let again = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.widgets"))
        #expect(FileManager.default.fileExists(atPath: again.appendingPathComponent("courses.json").path))
    }

    @Test func identifiersThatAreNotOneFolderNameHaveNoContainer() {
        for identifier in ["", ".", "..", "group/../../etc", "a/b"] {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier) == nil)
        }
    }

    @Test func containersLiveInTheUsersCacheUnlessTheEnvironmentSaysWhere() {
        #expect(FileManager.appGroupsFolder(in: ["GLANCE_APP_GROUPS": "/tmp/groups"]).path == "/tmp/groups")
        #expect(FileManager.appGroupsFolder(in: ["XDG_CACHE_HOME": "/c"]).path == "/c/glance/app-groups")
        #expect(FileManager.appGroupsFolder(in: [:]).path == NSHomeDirectory() + "/.cache/glance/app-groups")
    }
}
