import Foundation

/// Text that looks like personal data: money, long numbers (accounts, phone numbers), email
/// addresses, and names after "from", "with" or "to". A heuristic: it asks for a look, it
/// cannot know.
enum SensitiveText {
    private static let patterns: [(String, String)] = [
        (#"[$€£¥]\s?\d|\d\s?[$€£¥]"#, "an amount of money"),
        (#"\d[\d \-]{5,}\d"#, "a long number"),
        (#"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"#, "an email address"),
        (#"\b(?:[Ff]rom|[Ww]ith|[Tt]o|[Cc]all) [A-Z][a-z]+"#, "a name"),
    ]

    /// What `text` looks like, if it looks sensitive.
    static func kind(of text: String) -> String? {
        for (pattern, kind) in patterns where text.range(of: pattern, options: .regularExpression) != nil { return kind }
        return nil
    }
}
