import ArgumentParser
import Foundation
import GlanceExtension
import GlanceFirmware

/// `--bundle PATH` and `--deadline`, shared by `run`, `check` and `bench`: a widget bundle built
/// with GlanceKit, its widgets run in extension processes (docs/extension.md).
struct BundleSource: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A widget bundle program built with GlanceKit: its widgets, run in extension processes.", valueName: "path"))
    var bundle: String?

    @Option(name: .long, help: ArgumentHelp("With --bundle: seconds an extension may take to answer a snapshot or timeline request.", valueName: "seconds"))
    var deadline: Double = 10

    func validate() throws {
        if let problem = ExtensionLimits.deadlineProblem(deadline) { throw ValidationError(problem) }
    }

    /// The bundle's extension started on `device` to list its widgets, or why it cannot be;
    /// nil without `--bundle`.
    @MainActor
    func open(on device: Device) throws -> RemoteBundle? {
        guard let bundle else { return nil }
        guard FileManager.default.isExecutableFile(atPath: bundle) else { throw CommandFailure("\(bundle): not a program (give the widget bundle's executable, e.g. .build/debug/MyWidgets)") }
        do {
            return try RemoteBundle(executable: bundle, limits: ExtensionLimits(deadline: deadline), device: device)
        } catch { throw CommandFailure("\(bundle): the widget extension could not list its widgets: \(error)") }
    }
}
