import ArgumentParser
import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets

/// `glance face`: checks a face file and renders it with gallery complications in its slots.
struct FaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "face",
        abstract: "Check a face file and render it, its slots filled with gallery complications, to a PNG.",
        discussion: "Every problem in the file is listed with its line, column and field. Example: glance face faces/infograph.json --always-on -o face.png"
    )

    @Argument(help: ArgumentHelp("The face file (faces/*.json).", valueName: "face.json"))
    var file: String

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG; without it the file is only checked.", valueName: "file.png"))
    var output: String?

    @Flag(name: [.short, .long], help: "Replace the output file if it exists.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("Lock state: unlocked, locked, rebootedBeforeFirstUnlock.", valueName: "state"))
    var lock: String = LockState.unlocked.rawValue

    @Flag(name: .long, help: "Wrist down: Always On, dimmed, with the frame's lit-pixel figures.")
    var alwaysOn = false

    @OptionGroup var assetOptions: AssetOptions

    @MainActor
    func run() async throws {
        let face = try ContentFiles.decode(file) { try FaceFile.decode($0, file: file) }
        guard let lockState = LockState(rawValue: lock) else {
            throw ValidationError("unknown --lock '\(lock)'; valid: " + LockState.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let device = Device.named(face.deviceID)!
        print("\(file): \(face.name) on \(device.id), \(face.slots.count) slots, \(face.renderingMode.rawValue)")
        guard let output else { return }
        var state = DeviceState(lock: lockState, isLuminanceReduced: alwaysOn, renderingMode: face.renderingMode)
        state.tint = face.tint
        do {
            let images = try ContentFiles.backgroundImages(of: face, file: file)
            let assets = MissingAssetReporter(try assetOptions.catalog())
            let compositor = FaceCompositor(slots: SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer(), assets: assets))
            let content = face.galleryContent(on: device, state: state)
            let frame = try compositor.compose(face, on: device, state: state, date: Gallery.now, images: images, content: content)
            try OutputFile.write(try PNGCodec().encode(frame), to: output, replacing: force)
            print("wrote \(output) (\(frame.width)×\(frame.height) px)")
            if alwaysOn { printAlwaysOnReport(frame) }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
