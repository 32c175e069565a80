import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(…)`: wraps the call, arguments and trailing closures unchanged, in a uniquely
/// named type that conforms to `PreviewRegistry`, so `PreviewCatalog` finds it at run time.
/// The overloads of `Preview.init` type-check the arguments exactly as the macro's own do.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let path = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath).map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        var call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("GlanceKit.Preview"),
            leftParen: .leftParenToken(), arguments: node.arguments, rightParen: .rightParenToken(),
            trailingClosure: node.trailingClosure, additionalTrailingClosures: node.additionalTrailingClosures)
        call.leadingTrivia = []
        call.trailingTrivia = []
        return [
            """
            @MainActor struct \(name): GlanceKit.PreviewRegistry {
                static let fileID = \(raw: file)
                static let line = \(raw: line)
                static let filePath = \(raw: path)
                static func makePreview() -> GlanceKit.Preview {
                    \(call)
                }
            }
            """
        ]
    }
}
