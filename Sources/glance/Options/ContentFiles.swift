import Foundation
import GlanceCairo
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// The face and ROM files the emulator shows, read together and watched for changes.
@MainActor
final class ContentFiles {
    let faces: [String]
    let roms: [String]
    var stamps: [String: Date] = [:]

    init(faces: [String], roms: [String]) throws {
        (self.faces, self.roms) = (faces, roms)
        stamps = Self.stamps(of: faces + roms)
    }

    /// Reads every file, or fails listing every problem in the first bad one: the faces, the
    /// ROMs' widgets, the faces' background images and the asset folders the ROMs name.
    func load() throws -> (faces: [Face], widgets: [WidgetDescription], images: [String: Bitmap], assets: [String]) {
        var images: [String: Bitmap] = [:]
        let faces = try self.faces.map { path -> Face in
            let face = try Self.decode(path) { try FaceFile.decode($0, file: path) }
            images.merge(try Self.backgroundImages(of: face, file: path)) { a, _ in a }
            return face
        }
        let roms = try self.roms.map { path in try Self.decode(path) { try RomFile.decode($0, file: path) } }
        return (faces, roms.flatMap(\.widgetDescriptions), images, roms.flatMap(\.assets))
    }

    /// Whether any file changed since the last call.
    func changed() -> Bool {
        let now = Self.stamps(of: faces + roms)
        defer { stamps = now }
        return now != stamps
    }

    static func stamps(of paths: [String]) -> [String: Date] {
        var result: [String: Date] = [:]
        for path in paths { result[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        return result
    }

    /// Reads the file at `path` with `read`, or fails with every problem it has, listed.
    nonisolated static func decode<T>(_ path: String, _ read: ([UInt8]) throws -> T) throws -> T {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the file") }
        do {
            return try read(Array(data))
        } catch let errors as FileErrors {
            throw CommandFailure("\(errors.problems.count) problem\(errors.problems.count == 1 ? "" : "s") in \(path):\n" + errors.description)
        }
    }

    /// A face's background image, read from beside its file.
    static func backgroundImages(of face: Face, file: String) throws -> [String: Bitmap] {
        guard case .image(let name) = face.background else { return [:] }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let path = folder.appendingPathComponent(name).path
        if let escape = ContainedPath.escape(path, from: folder.path) {
            throw CommandFailure("\(file): background.image: \"\(name)\" \(escape); a face reads only files in its own folder")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): background image not found") }
        do {
            return [name: try PNGCodec().decode(Array(data))]
        } catch {
            throw CommandFailure("\(path): background image: \(error)")
        }
    }
}
