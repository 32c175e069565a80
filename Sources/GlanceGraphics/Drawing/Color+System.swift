/// Named system colours, as Apple's dark appearance resolves them (watch faces and
/// lock screens are dark); the values are `SystemPalette`'s.
extension Color {
    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = SystemPalette.color("gray")
    public static let red = SystemPalette.color("red")
    public static let orange = SystemPalette.color("orange")
    public static let yellow = SystemPalette.color("yellow")
    public static let green = SystemPalette.color("green")
    public static let mint = SystemPalette.color("mint")
    public static let teal = SystemPalette.color("teal")
    public static let cyan = SystemPalette.color("cyan")
    public static let blue = SystemPalette.color("blue")
    public static let indigo = SystemPalette.color("indigo")
    public static let purple = SystemPalette.color("purple")
    public static let pink = SystemPalette.color("pink")
    public static let brown = SystemPalette.color("brown")

    /// Every named colour, for command-line and file-format lookups.
    package static let named: [(name: String, color: Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("red", .red),
        ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink),
        ("brown", .brown),
    ]

    /// A named colour (`"orange"`) or a hex string (`"#FF9F0A"`); `nil` otherwise.
    package init?(parsing text: String) {
        if let match = Color.named.first(where: { $0.name == text.lowercased() }) {
            self = match.color
        } else if let hex = Color(parsingHex: text) {
            self = hex
        } else {
            return nil
        }
    }
}
