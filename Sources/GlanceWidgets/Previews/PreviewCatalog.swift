import Foundation

/// Every preview the program declares, found at run time: `#Preview`s (in file and line
/// order) and then the previews of each `PreviewProvider` (by type name).
@MainActor
public enum PreviewCatalog {
    /// The previews declared in `module` (all modules when nil).
    public static func previews(inModule module: String? = nil) -> [Preview] {
        let declared = ConformanceScanner.types(conformingTo: "PreviewRegistry", in: "GlanceWidgets")
            .compactMap { $0.type as? any PreviewRegistry.Type }
            .filter { module == nil || $0.fileID.hasPrefix(module! + "/") }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
            .map { registry in
                var preview = registry.makePreview()
                (preview.fileID, preview.line, preview.filePath) = (registry.fileID, registry.line, registry.filePath)
                return preview
            }
        let providers = ConformanceScanner.types(conformingTo: "PreviewProvider", in: "GlanceWidgets")
            .filter { module == nil || $0.module == module }
            .sorted { ($0.module, $0.name) < ($1.module, $1.name) }
            .flatMap { found -> [Preview] in
                guard let provider = found.type as? any PreviewProvider.Type else { return [] }
                return Preview.previews(of: provider).map { preview in
                    var preview = preview
                    preview.fileID = "\(found.module)/\(found.name)"
                    return preview
                }
            }
        return declared + providers
    }
}
