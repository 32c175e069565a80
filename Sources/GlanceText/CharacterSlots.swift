import CHarfBuzz

/// The characters strings may be composed from, as dense slots: U+0000–U+024F (Basic Latin
/// to Latin Extended-B) and U+2000–U+206F (General Punctuation: dashes, quotes, "…", "•").
/// With each slot, what HarfBuzz's own Unicode functions say of it, worked out once per process.
enum CharacterSlots {
    static let count = Int(latinEnd + punctuationEnd - punctuationStart)
    private static let latinEnd: UInt32 = 0x250
    private static let punctuationStart: UInt32 = 0x2000, punctuationEnd: UInt32 = 0x2070

    /// A character HarfBuzz passes through untouched but for cmap and the font's lookups.
    static let plain: UInt8 = 1
    /// Script Latin: a string holding one is guessed Latin.
    static let latin: UInt8 = 2
    /// A script other than Latin, Common or Inherited: a string holding one is not composed.
    static let otherScript: UInt8 = 4

    /// The slot of `scalar`, or -1 when it has none.
    @inline(__always)
    static func slot(_ scalar: UInt32) -> Int {
        if scalar < latinEnd { return Int(scalar) }
        if scalar >= punctuationStart, scalar < punctuationEnd { return Int(latinEnd + scalar - punctuationStart) }
        return -1
    }

    static func scalar(_ slot: Int) -> UInt32 {
        slot < Int(latinEnd) ? UInt32(slot) : UInt32(slot) - latinEnd + punctuationStart
    }

    /// `plain`, `latin` and `otherScript` bits per slot.
    ///
    /// Plain means a letter, number, punctuation, symbol or space separator: not a control,
    /// format character or mark, which HarfBuzz clusters with their base, hides (default
    /// ignorables such as the soft hyphen U+00AD, zero-width spaces and joiners) or reorders.
    /// U+2044 FRACTION SLASH is left out: around it HarfBuzz turns on `frac`, `numr` and
    /// `dnom`, whose lookups the proof leaves out (`WordSplitting.lookups`).
    static let properties: [UInt8] = {
        let unicode = hb_unicode_funcs_get_default()
        let plainCategories = Set(
            [
            HB_UNICODE_GENERAL_CATEGORY_LOWERCASE_LETTER, HB_UNICODE_GENERAL_CATEGORY_MODIFIER_LETTER,
            HB_UNICODE_GENERAL_CATEGORY_OTHER_LETTER, HB_UNICODE_GENERAL_CATEGORY_TITLECASE_LETTER,
            HB_UNICODE_GENERAL_CATEGORY_UPPERCASE_LETTER, HB_UNICODE_GENERAL_CATEGORY_DECIMAL_NUMBER,
            HB_UNICODE_GENERAL_CATEGORY_LETTER_NUMBER, HB_UNICODE_GENERAL_CATEGORY_OTHER_NUMBER,
            HB_UNICODE_GENERAL_CATEGORY_CONNECT_PUNCTUATION, HB_UNICODE_GENERAL_CATEGORY_DASH_PUNCTUATION,
            HB_UNICODE_GENERAL_CATEGORY_CLOSE_PUNCTUATION, HB_UNICODE_GENERAL_CATEGORY_FINAL_PUNCTUATION,
            HB_UNICODE_GENERAL_CATEGORY_INITIAL_PUNCTUATION, HB_UNICODE_GENERAL_CATEGORY_OTHER_PUNCTUATION,
            HB_UNICODE_GENERAL_CATEGORY_OPEN_PUNCTUATION, HB_UNICODE_GENERAL_CATEGORY_CURRENCY_SYMBOL,
            HB_UNICODE_GENERAL_CATEGORY_MODIFIER_SYMBOL, HB_UNICODE_GENERAL_CATEGORY_MATH_SYMBOL,
            HB_UNICODE_GENERAL_CATEGORY_OTHER_SYMBOL, HB_UNICODE_GENERAL_CATEGORY_SPACE_SEPARATOR,
            ].map(\.rawValue))
        // HarfBuzz's default-ignorable list in these blocks (hb-unicode.hh), all format
        // characters today; listed so that a change of category cannot let one through.
        let ignorable: (UInt32) -> Bool = { $0 == 0xAD || (0x200B...0x200F).contains($0) || (0x202A...0x202E).contains($0) || $0 >= 0x2060 }
        return (0..<count).map { slot in
            let scalar = Self.scalar(slot)
            var bits: UInt8 = 0
            if plainCategories.contains(hb_unicode_general_category(unicode, scalar).rawValue), !ignorable(scalar), scalar != 0x2044 {
                bits |= plain
            }
            let script = hb_unicode_script(unicode, scalar)
            if script == HB_SCRIPT_LATIN {
                bits |= latin
            } else if script != HB_SCRIPT_COMMON, script != HB_SCRIPT_INHERITED, script != HB_SCRIPT_UNKNOWN {
                bits |= otherScript
            }
            return bits
        }
    }()
}
