import GlanceGraphics

extension DynamicTypeSize {
    /// Names a command line accepts: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`
    /// (also `AX1` … `AX5`), any case.
    package init(parsing text: String) throws(ChoiceError) {
        let key = text.lowercased().replacingOccurrences(of: "ax", with: "accessibility")
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
            throw ChoiceError("unknown Dynamic Type size '\(text)'; valid sizes: " + Self.allCases.map(\.rawValue).joined(separator: ", ") + " (or AX1…AX5)")
        }
        self = found
    }
}
