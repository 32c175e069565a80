/// Xcode's rules for asset symbol names: words split at non-alphanumerics, case changes and
/// letter–digit boundaries; members lowerCamelCase without a trailing "Color" (colours) or
/// "Image" (images) word; namespaces UpperCamelCase; a leading digit gets `_`; keywords are
/// escaped with backticks.
enum AssetSymbolNaming {
    /// The words of an asset name: `"AccentColor"` → `["Accent", "Color"]`, `"URLIcon"` →
    /// `["URL", "Icon"]`, `"ic_login-2x"` → `["ic", "login", "2", "x"]`.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        let chars = Array(name)
        for (i, c) in chars.enumerated() {
            guard c.isLetter || c.isNumber else {
                flush()
                continue
            }
            if let last = current.last {
                let next = i + 1 < chars.count ? chars[i + 1] : nil
                let digitEdge = last.isNumber != c.isNumber
                let lowerToUpper = last.isLowercase && c.isUppercase
                // The last capital of an acronym starts the next word: "URLIcon" → "URL", "Icon".
                let acronymEnd = last.isUppercase && c.isUppercase && (next?.isLowercase ?? false)
                if digitEdge || lowerToUpper || acronymEnd { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// A member name: `"AccentColor"` (colour) → `accent`, `"Netflix Long"` → `netflixLong`,
    /// `"1up"` → `_1Up`, `"Default"` → `` `default` ``.
    static func memberName(_ name: String, droppingSuffix suffix: String) -> String {
        var parts = words(name)
        if parts.count > 1, parts.last?.lowercased() == suffix.lowercased() { parts.removeLast() }
        guard let first = parts.first else { return "_" }
        let camel = first.lowercased() + parts.dropFirst().map(capitalized).joined()
        return escaped(camel)
    }

    /// A namespace's type name: `"Tab Bar icons"` → `TabBarIcons`.
    static func typeName(_ name: String) -> String {
        let camel = words(name).map(capitalized).joined()
        return escaped(camel.isEmpty ? "_" : camel)
    }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// `_` before a leading digit; backticks around a keyword.
    static func escaped(_ identifier: String) -> String {
        if identifier.first?.isNumber == true { return "_" + identifier }
        if ["init", "self", "Self", "Type", "Protocol", "_"].contains(identifier) { return identifier + "_" }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout", "internal", "let",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "super",
        "throws", "true", "try", "any", "some", "await",
    ]
}
