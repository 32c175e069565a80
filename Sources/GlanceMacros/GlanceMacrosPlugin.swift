import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Glance's macros.
@main
struct GlanceMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
