extension String {
    /// The text with every control character (C0, DEL and C1; line feeds and tabs included)
    /// written as a Swift escape, `\u{1B}`: for text a widget chose that is echoed to a
    /// terminal, where an escape sequence could move the cursor, rewrite lines or retitle the
    /// window. Everything else is kept as it is.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if Self.isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }
}
