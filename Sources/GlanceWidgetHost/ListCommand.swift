import ArgumentParser
import Foundation
import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlancePreviews
import GlanceText
import GlanceUI
import GlanceWidgets

/// Lists the bundle's widgets (families, parameters, recommendations) and declared previews,
/// and warns about families a widget declares but draws nothing in.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the widgets, their parameters and recommendations, and the declared previews.")

    @Option(name: .long, help: ArgumentHelp("The device whose family sizes to check with.", valueName: "id"))
    var device: String = "watch-45mm"

    @MainActor
    func run() async throws {
        guard let device = Device.named(device) else { throw HostFailure("unknown device '\(device)'") }
        for widget in WidgetHost.widgets {
            let name = widget.displayName.isEmpty ? "" : " (\(widget.displayName))"
            let families = widget.supportedFamilies.filter { widget.declaresFamilies || device.families[$0] != nil }
            let note = widget.declaresFamilies ? "" : " (no supportedFamilies: the families \(device.id) offers)"
            print("\(widget.kind)\(name): \(families.map(\.rawValue).joined(separator: ", "))\(note)")
            for p in widget.defaultConfiguration.parameters {
                print("  parameter \(p.name) (\(p.title)) = \(p.value)" + (p.choices.isEmpty ? "" : " [\(p.choices.joined(separator: ", "))]"))
            }
            for (i, r) in widget.recommendations().enumerated() {
                let values = r.intent.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
                print("  recommendation \(i + 1): \(r.description)" + (values.isEmpty ? "" : " (\(values))"))
            }
            for warning in FamilyCoverage.warnings(for: widget, on: device) { printWarning(warning) }
        }
        let previews = PreviewCatalog.previews()
        print("\(previews.count) preview\(previews.count == 1 ? "" : "s")" + (previews.isEmpty ? "" : ":"))
        for p in previews {
            print("  " + p.listing)
        }
    }
}

extension Preview {
    /// One line about the preview: name, family, where it was declared.
    var listing: String { "\(title) — \(family?.rawValue ?? "view") [\(location)]" }
}

/// Writes `error: TEXT` on standard error, control characters escaped (the text may be a widget's).
func printError(_ text: String) {
    FileHandle.standardError.write(Data("error: \(text.escapingControlCharacters)\n".utf8))
}

/// Writes `warning: TEXT` on standard error, control characters escaped (the text may be a widget's).
func printWarning(_ text: String) {
    FileHandle.standardError.write(Data("warning: \(text.escapingControlCharacters)\n".utf8))
}
