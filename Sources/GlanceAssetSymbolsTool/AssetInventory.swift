import Foundation

/// The names in asset catalogs and Glance asset folders, by namespace: only what symbols need.
struct AssetInventory: Equatable {
    /// A namespace and what is in it.
    struct Namespace: Equatable {
        var name: String
        /// Full asset names (`"Weather/Sun"`) directly in this namespace.
        var colors: [String] = []
        var images: [String] = []
        var children: [Namespace] = []

        var isEmpty: Bool { colors.isEmpty && images.isEmpty && children.allSatisfy(\.isEmpty) }
    }

    var root = Namespace(name: "")

    /// Reads every path: `.xcassets` folders as Xcode does, any other folder as a Glance asset folder.
    static func read(_ paths: [String]) -> AssetInventory {
        var inventory = AssetInventory()
        for path in paths {
            let url = URL(fileURLWithPath: path)
            if url.pathExtension == "xcassets" {
                readCatalog(url, prefix: "", into: &inventory.root)
            } else {
                readFolder(url, prefix: "", into: &inventory.root)
            }
        }
        return inventory
    }

    private static func entries(_ url: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
    }

    private static func readCatalog(_ dir: URL, prefix: String, into space: inout Namespace) {
        for url in entries(dir) where isDirectory(url) {
            let base = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "imageset": space.images.append(prefix + base)
            case "colorset": space.colors.append(prefix + base)
            case "": 
                if providesNamespace(url) {
                    var child = Namespace(name: url.lastPathComponent)
                    readCatalog(url, prefix: prefix + url.lastPathComponent + "/", into: &child)
                    space.children.append(child)
                } else {
                    readCatalog(url, prefix: prefix, into: &space)
                }
            default: continue
            }
        }
    }

    private static func providesNamespace(_ dir: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent("Contents.json").path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    private static func readFolder(_ dir: URL, prefix: String, into space: inout Namespace) {
        var images: Set<String> = []
        for url in entries(dir) {
            if isDirectory(url) {
                var child = Namespace(name: url.lastPathComponent)
                readFolder(url, prefix: prefix + url.lastPathComponent + "/", into: &child)
                space.children.append(child)
            } else if url.lastPathComponent == "colors.json" {
                guard let data = FileManager.default.contents(atPath: url.path),
                    let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let colors = json["colors"] as? [String: Any]
                else { continue }
                space.colors += colors.keys.sorted().map { prefix + $0 }
            } else if ["png", "jpg", "jpeg", "pdf", "svg", "heic"].contains(url.pathExtension.lowercased()) {
                var base = url.deletingPathExtension().lastPathComponent
                if let at = base.lastIndex(of: "@") { base = String(base[..<at]) }
                images.insert(prefix + base)
            }
        }
        space.images += images.sorted()
    }
}
