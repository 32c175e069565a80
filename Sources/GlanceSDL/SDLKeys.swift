import CSDL2

/// Key names the emulator uses, and SDL's key codes for them.
enum SDLKeys {
    static let special: [(String, Int32)] = [
        ("space", Int32(SDLK_SPACE.rawValue)), ("left", Int32(SDLK_LEFT.rawValue)), ("right", Int32(SDLK_RIGHT.rawValue)),
        ("up", Int32(SDLK_UP.rawValue)), ("down", Int32(SDLK_DOWN.rawValue)), ("f12", Int32(SDLK_F12.rawValue)),
        ("escape", Int32(SDLK_ESCAPE.rawValue)), ("?", Int32(SDLK_QUESTION.rawValue)), ("/", Int32(SDLK_SLASH.rawValue)),
        ("[", Int32(SDLK_LEFTBRACKET.rawValue)), ("]", Int32(SDLK_RIGHTBRACKET.rawValue)), ("home", Int32(SDLK_HOME.rawValue)),
        ("end", Int32(SDLK_END.rawValue)), ("tab", Int32(SDLK_TAB.rawValue)),
    ]

    /// Letters and digits are their ASCII codes in SDL.
    static func code(for name: String) -> Int32? {
        if let (_, code) = special.first(where: { $0.0 == name }) { return code }
        guard name.count == 1, let ascii = name.first?.asciiValue, (97...122).contains(ascii) || (48...57).contains(ascii) else { return nil }
        return Int32(ascii)
    }

    static func name(for code: Int32) -> String? {
        if let (name, _) = special.first(where: { $0.1 == code }) { return name }
        guard (97...122).contains(code) || (48...57).contains(code) else { return nil }
        return String(UnicodeScalar(UInt8(code)))
    }
}
