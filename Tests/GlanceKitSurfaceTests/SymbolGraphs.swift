import Foundation

/// The public symbols of the package's built modules, as `swift-symbolgraph-extract` reads them
/// from the `.swiftmodule` files of the debug build the tests run from.
struct SymbolGraphs {
    struct Symbol {
        var id: String
        var path: [String]
        var kind: String
        /// The precise identifiers of the types its declaration names.
        var mentions: [(spelling: String, id: String)]
        /// The module that declares it: `GlanceKit`'s graph also holds what it re-exports.
        var graph: String
    }

    var symbols: [String: Symbol] = [:]
    /// Member → the type or protocol it belongs to.
    var parents: [String: String] = [:]
    /// Type alias → the type it names.
    var aliasTargets: [String: String] = [:]

    /// The module a Swift USR (`s:<length><module>…`) belongs to.
    static func module(of usr: String) -> String {
        guard usr.hasPrefix("s:") else { return "" }
        let rest = usr.dropFirst(2)
        let digits = rest.prefix(while: \.isNumber)
        guard let n = Int(digits) else { return "" }
        return String(rest.dropFirst(digits.count).prefix(n))
    }

    /// Extracts the graphs of `modules` into `output` and reads them.
    static func extract(modules: [String], reexportedBy kit: String, reexports: [String], build: URL, package: URL, into output: URL) throws -> SymbolGraphs {
        var graphs = SymbolGraphs()
        for module in modules {
            let folder = output.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var arguments = [
                "-module-name", module, "-I", build.appendingPathComponent("Modules").path, "-target", triple(of: build),
                "-minimum-access-level", "public", "-skip-synthesized-members", "-skip-inherited-docs", "-output-dir", folder.path,
            ]
            if module == kit { arguments.append("-experimental-allowed-reexported-modules=\(reexports.joined(separator: ","))") }
            arguments += try clangArguments(build: build, package: package)
            try run(tool: "swift-symbolgraph-extract", arguments)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".symbols.json") {
                try graphs.read(folder.appendingPathComponent(file), graph: module)
            }
        }
        return graphs
    }

    mutating func read(_ file: URL, graph: String) throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        for case let s as [String: Any] in json["symbols"] as? [Any] ?? [] {
            guard let id = (s["identifier"] as? [String: Any])?["precise"] as? String, let path = s["pathComponents"] as? [String] else { continue }
            let kind = (s["kind"] as? [String: Any])?["identifier"] as? String ?? ""
            let fragments = s["declarationFragments"] as? [[String: Any]] ?? []
            let mentions = fragments.compactMap { f -> (String, String)? in
                guard f["kind"] as? String == "typeIdentifier", let t = f["preciseIdentifier"] as? String else { return nil }
                return (f["spelling"] as? String ?? "", t)
            }
            if kind == "swift.typealias", let target = mentions.first { aliasTargets[id] = target.1 }
            if symbols[id] == nil { symbols[id] = Symbol(id: id, path: path, kind: kind, mentions: mentions, graph: graph) }
        }
        for case let r as [String: Any] in json["relationships"] as? [Any] ?? [] {
            guard let source = r["source"] as? String, let target = r["target"] as? String else { continue }
            if ["memberOf", "requirementOf", "optionalRequirementOf"].contains(r["kind"] as? String ?? "") { parents[source] = target }
        }
    }

    /// The outermost type a member belongs to.
    func root(of id: String) -> String {
        var id = id
        for _ in 0..<16 { guard let up = parents[id] else { break }; id = up }
        return id
    }

    /// The target triple SwiftPM built for: the name of the folder above `debug`
    /// (`.build/x86_64-unknown-linux-gnu/debug`).
    static func triple(of build: URL) -> String { build.deletingLastPathComponent().lastPathComponent }

    /// Module maps and header paths of the C libraries the modules import.
    static func clangArguments(build: URL, package: URL) throws -> [String] {
        let fm = FileManager.default
        var maps: [String] = []
        for entry in (try? fm.contentsOfDirectory(atPath: build.path)) ?? [] where entry.hasPrefix("C") && entry.hasSuffix(".build") {
            let map = build.appendingPathComponent(entry).appendingPathComponent("module.modulemap").path
            if fm.fileExists(atPath: map) { maps.append(map) }
        }
        let sources = package.appendingPathComponent("Sources")
        for entry in (try? fm.contentsOfDirectory(atPath: sources.path)) ?? [] where entry.hasPrefix("C") {
            let map = sources.appendingPathComponent(entry).appendingPathComponent("module.modulemap").path
            if fm.fileExists(atPath: map) { maps.append(map) }
        }
        let checkouts = package.appendingPathComponent(".build/checkouts/swift-system/Sources/CSystem/include/module.modulemap").path
        if fm.fileExists(atPath: checkouts) { maps.append(checkouts) }
        let includes = ["/usr/include/freetype2", "/usr/include/harfbuzz", "/usr/include/cairo"]
        return maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + includes.flatMap { ["-Xcc", "-I\($0)"] }
    }

    static func run(tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ExtractionFailure(description: "\(tool) \(arguments.prefix(2).joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
    }

    struct ExtractionFailure: Error, CustomStringConvertible { var description: String }
}
