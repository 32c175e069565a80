import ArgumentParser
import Foundation
import GlanceCairo
import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlancePreviews
import GlanceText
import GlanceUI
import GlanceWidgets

/// `extension`: the bundle as a widget extension, answering a host on standard input and
/// output (docs/extension.md). The host starts it; people do not.
struct ExtensionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extension", abstract: "Answer a Glance host's requests on standard input and output (started by the host).",
        shouldDisplay: false)

    @MainActor
    func run() async throws {
        // Before the host measures this process's idle memory (it asks for the bundle's
        // description first): a widget's first SVG, PDF or photo would otherwise count the
        // libraries that draw it, about 15 MB, against its memory ceiling.
        VectorImageReader.loadLibraries()
        // Likewise the fonts layout measures with: archiving lays views out to draw custom
        // shapes and geometry readers at their size (ArchiveSizing), and the fonts' tables
        // and shaper would otherwise count against the first widget that has one.
        let engine = try? TextEngine()
        if let engine { _ = ViewRenderer(measurer: engine).render(Self.warmUp, in: Size(width: 200, height: 100)) }
        let server = ExtensionServer(widgets: WidgetHost.widgets, previews: PreviewCatalog.previews()) { engine }
        let status = await server.serve()
        if status != 0 { throw ExitCode(status) }
    }
}

extension ExtensionCommand {
    /// Text in the usual weights and designs, and a symbol: what loads the fonts widgets use.
    @MainActor static var warmUp: some View {
        VStack {
            Text("Ag 0:9%").font(.body)
            Text("Ag 0:9%").font(.system(size: 20, weight: .semibold, design: .rounded))
            Text("Ag 0:9%").font(.caption).bold().monospacedDigit()
            Text("\(Image(systemName: "heart.fill")) Ag").italic()
        }
    }
}

/// How the bundle's commands run its widget code: in extension processes (as WidgetKit does)
/// or, for a debugger, in this one.
struct ExtensionOptions: ParsableArguments {
    @Flag(name: .long, help: "Run the widgets' code in this process (to step through it in a debugger); a crash or hang then stops the command.")
    var inProcess = false

    @Option(name: .long, help: ArgumentHelp("Seconds an extension may take to answer a snapshot or timeline request.", valueName: "seconds"))
    var deadline: Double = 10

    func validate() throws {
        if let problem = ExtensionLimits.deadlineProblem(deadline) { throw ValidationError(problem) }
    }

    /// The bundle's widgets and previews, and the extensions running them (nil in process).
    @MainActor
    func load(device: Device) throws -> (widgets: [WidgetDescription], previews: [Preview], remote: RemoteBundle?) {
        if inProcess { return (WidgetHost.widgets, PreviewCatalog.previews(), nil) }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        do {
            let remote = try RemoteBundle(executable: executable, limits: ExtensionLimits(deadline: deadline), device: device)
            return (remote.widgets, remote.previews, remote)
        } catch {
            throw HostFailure("the widget extension could not list the bundle: \(error) (give --in-process to run it here)")
        }
    }
}
