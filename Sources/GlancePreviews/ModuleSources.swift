import Foundation

/// Where a module's Swift files were when it was built, as SwiftPM's build folder records them
/// (`<module>.build/sources` beside the running program): so a `PreviewProvider`, which has
/// no `#filePath` of its own, finds the asset catalogs beside its file.
package enum ModuleSources {
    /// The build folder: the one the running program (or test bundle) is in.
    package static var buildFolder: String {
        ((Bundle.main.executablePath ?? CommandLine.arguments[0]) as NSString).deletingLastPathComponent
    }

    /// The source files `module` was built from; empty when the build folder does not say.
    package static func files(ofModule module: String, in folder: String = buildFolder) -> [String] {
        guard !module.isEmpty, let text = try? String(contentsOfFile: "\(folder)/\(module).build/sources", encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
            .filter { $0.hasSuffix(".swift") }
    }

    /// The file of `module` that declares the type `name` (`struct Name`, `class Name`, …).
    package static func file(declaring name: String, inModule module: String, in folder: String = buildFolder) -> String? {
        guard !name.isEmpty else { return nil }
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard let pattern = try? NSRegularExpression(pattern: "\\b(struct|class|enum|actor)\\s+\(escaped)\\b") else { return nil }
        return files(ofModule: module, in: folder).first { file in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
            return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    /// The `.xcassets` and `.glanceassets` folders in `folders`, in order.
    package static func catalogs(in folders: [String]) -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcassets") || $0.hasSuffix(".glanceassets") }.map { "\(folder)/\($0)" }
        }
    }
}
