import ArgumentParser
import Foundation
import GlanceChecksCommand
import GlanceFiles
import GlanceFirmware
import GlanceGraphics

/// `glance check`: runs the design checks over ROM widgets and reports what breaks where.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check ROM widgets in every family, device, lock state, luminance and rendering mode, and over a simulated day.",
        discussion: "Reports truncated or tiny text, content outside the slot or mask, privacy leaks while locked, Always On "
            + "brightness and burn-in, rendering-mode problems, timeline spacing and the reload budget (docs/checks.md). "
            + "Face files are checked as the window shows them: the ROMs' widgets placed in their slots, drawn in every state. "
            + "Exits 1 when a finding is at least --fail-on (error by default). Example: glance check roms/*.json faces/*.json --junit checks.xml"
    )

    @Argument(help: ArgumentHelp("ROM and face files to check (default: roms/*.json); faces hold the ROMs' widgets.", valueName: "file.json"))
    var roms: [String] = []

    @OptionGroup var options: CheckOptions

    @OptionGroup var assetOptions: AssetOptions

    @OptionGroup var bundleSource: BundleSource

    /// The files named, sorted into ROMs and faces; the sample ROMs in `roms/` when neither
    /// ROMs nor a bundle are named (faces alone are checked holding the sample ROMs' widgets,
    /// which are not themselves checked).
    func files() throws -> (roms: [String], faces: [String], placedOnly: [String]) {
        var (named, faces) = ([String](), [String]())
        for file in roms {
            let bytes = FileManager.default.contents(atPath: file).map { Array($0) } ?? []
            if ContentFileKind(bytes) == .face { faces.append(file) } else { named.append(file) }
        }
        if !named.isEmpty || bundleSource.bundle != nil { return (named, faces, []) }
        let found = RunCommand.defaults(in: "roms", first: nil)
        guard !found.isEmpty else { throw ValidationError("no ROM files given and no roms/*.json here") }
        return faces.isEmpty ? (found, [], []) : ([], faces, found)
    }

    @MainActor
    func run() async throws {
        try options.checkOutputs()
        let files = try files()
        let faces = try files.faces.map { file in (file: file, face: try ContentFiles.decode(file) { try FaceFile.decode($0, file: file) }) }
        let placedOnly = try files.placedOnly.map { try RomLoader.load($0) }
        let loaded = try files.roms.map { (file: $0, rom: try RomLoader.load($0)) }
        let groups = try loaded.map { (widgets: $0.rom.widgetDescriptions, assets: try assetOptions.catalog(adding: $0.rom.assets) as any AssetSource) }
        var sources = Dictionary(loaded.flatMap { item in item.rom.widgets.map { ($0.kind, item.file) } }, uniquingKeysWith: { first, _ in first })
        for face in faces { sources[face.face.name] = face.file }
        let checkedFaces = faces.map(\.face)
        // A face's background image is read as `glance run` reads it: missing, unreadable or
        // outside the face's folder, the face is refused here too.
        var images: [String: Bitmap] = [:]
        for face in faces { images.merge(try ContentFiles.backgroundImages(of: face.face, file: face.file)) { kept, _ in kept } }
        let faceAssets = try assetOptions.catalog(adding: (loaded.map(\.rom) + placedOnly).flatMap(\.assets))
        guard let bundle = bundleSource.bundle, let remote = try bundleSource.open(on: Device.named(Device.defaultID) ?? Device.builtIn[0]) else {
            return try await options.run(
                groups, sources: sources, faces: checkedFaces, placing: groups.flatMap(\.widgets) + placedOnly.flatMap(\.widgetDescriptions),
                faceAssets: faceAssets, faceImages: images)
        }
        defer { remote.stop() }
        for widget in remote.widgets where sources[widget.kind] == nil { sources[widget.kind] = bundle }
        let catalogs = try assetOptions.catalog(adding: BundleOptions.catalogs(beside: remote.previews))
        try await options.run(
            groups + [(widgets: remote.widgets, assets: catalogs)], sources: sources, faces: checkedFaces,
            placing: groups.flatMap(\.widgets) + remote.widgets + placedOnly.flatMap(\.widgetDescriptions), faceAssets: faceAssets,
            faceImages: images, faults: { remote.faults.records })
    }
}
