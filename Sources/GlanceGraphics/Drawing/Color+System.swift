/// Named system colours, as Apple's dark appearance resolves them (watch faces and
/// lock screens are dark).
extension Color {
    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(r8: 142, g8: 142, b8: 147)
    public static let red = Color(r8: 255, g8: 69, b8: 58)
    public static let orange = Color(r8: 255, g8: 159, b8: 10)
    public static let yellow = Color(r8: 255, g8: 214, b8: 10)
    public static let green = Color(r8: 48, g8: 209, b8: 88)
    public static let mint = Color(r8: 99, g8: 230, b8: 226)
    public static let teal = Color(r8: 64, g8: 200, b8: 224)
    public static let cyan = Color(r8: 100, g8: 210, b8: 255)
    public static let blue = Color(r8: 10, g8: 132, b8: 255)
    public static let indigo = Color(r8: 94, g8: 92, b8: 230)
    public static let purple = Color(r8: 191, g8: 90, b8: 242)
    public static let pink = Color(r8: 255, g8: 55, b8: 95)
    public static let brown = Color(r8: 172, g8: 142, b8: 104)

    /// Every named colour, for command-line and file-format lookups.
    public static let named: [(name: String, color: Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("red", .red),
        ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink),
        ("brown", .brown),
    ]

    /// A named colour (`"orange"`) or a hex string (`"#FF9F0A"`); `nil` otherwise.
    public init?(parsing text: String) {
        if let match = Color.named.first(where: { $0.name == text.lowercased() }) {
            self = match.color
        } else if let hex = Color(hex: text) {
            self = hex
        } else {
            return nil
        }
    }
}
