import Foundation
import Testing

/// Previews of HostileWidgets' secret image, drawn through its extension as a person runs them:
/// the frames of the states that hide it show nothing of the secret, whatever state was drawn
/// before (issue 45: a before-first-unlock frame drawn after the accented one showed the image's
/// edges), and equal those frames drawn alone.
@Suite(.serialized) struct PreviewPrivacyTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("glance-preview-privacy") }

    /// The frames `previews` wrote for `states` with `secret`, by file path under the module folder.
    func frames(secret: String, states: String, into name: String) throws -> [String: Data] {
        let folder = "\(scratch.path)/\(name)"
        let run = try GlanceProcess.run(
            ["previews", "--filter", "image", "--states", states, "-o", folder], program: "HostileWidgets",
            environment: ["GLANCE_TEST_SECRET": secret])
        #expect(run.status == 0, "\(run.err)")
        var frames: [String: Data] = [:]
        let root = "\(folder)/HostileWidgets"
        for preview in try FileManager.default.contentsOfDirectory(atPath: root) where !preview.hasSuffix(".png") {
            for file in try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(preview)") {
                frames["\(preview)/\(file)"] = try Data(contentsOf: URL(fileURLWithPath: "\(root)/\(preview)/\(file)"))
            }
        }
        return frames
    }

    @Test func hiddenImageFramesDependOnNeitherTheSecretNorTheStatesBefore() throws {
        let all = "unlocked,accented,rebootedBeforeFirstUnlock,locked,always-on"
        let a = try frames(secret: "1234", states: all, into: "a")
        let b = try frames(secret: "9876", states: all, into: "b")
        let alone = try frames(secret: "1234", states: "rebootedBeforeFirstUnlock", into: "alone")
        let hiding = a.keys.filter { $0.contains("rebootedBeforeFirstUnlock") || ($0.contains("-locked") && $0.contains("protected")) }
        #expect(hiding.count >= 3, "\(a.keys.sorted())")
        for key in hiding { #expect(a[key] == b[key], "\(key) depends on the secret") }
        for (key, frame) in alone { #expect(a[key] == frame, "\(key) after other states differs from it drawn alone") }
        // The secret does show unlocked: else the comparison proves nothing.
        #expect(a.keys.contains { $0.hasSuffix("unlocked.png") } && a.filter { $0.key.hasSuffix("unlocked.png") }.allSatisfy { b[$0.key] != $0.value })
    }
}
