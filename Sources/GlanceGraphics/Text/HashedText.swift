/// A text and how it is set, as the key of a cache of shaped or fitted text: hashed once when
/// made, by the text's UTF-8 bytes, and equal only to the same bytes. A new text is looked up,
/// perhaps looked up again, then kept, so hashing once saves hashing each time; and String's
/// own hash first puts non-ASCII text ("°", "·") into normal form.
public struct HashedText<Setting: Hashable>: Hashable {
    public let text: String
    public let setting: Setting
    @usableFromInline let hash: Int

    @inlinable public init(_ text: String, _ setting: Setting) {
        (self.text, self.setting) = (text, setting)
        var hasher = Hasher()
        text.hashUTF8(into: &hasher)
        hasher.combine(setting)
        hash = hasher.finalize()
    }

    @inlinable public static func == (a: HashedText, b: HashedText) -> Bool {
        a.hash == b.hash && a.text.hasSameUTF8(as: b.text) && a.setting == b.setting
    }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
