/// A string-valued enum without payloads, hashed by its case rather than its raw string.
///
/// `RawRepresentable`'s default hashes `rawValue`, a string, every time: a `FontDescriptor`
/// key hashed three strings before its size. Keys of caches on the render path (fonts, text
/// settings, stroke styles) hash once per lookup, so the case's one-byte tag is fed instead.
/// Equality is unchanged (cases compare by tag either way).
public protocol CaseHashable: Hashable, RawRepresentable where RawValue == String {}

extension CaseHashable {
    @inlinable public func hash(into hasher: inout Hasher) {
        // A payload-free enum of 2 to 256 cases is its tag, one byte.
        withUnsafeBytes(of: self) { hasher.combine($0.count == 1 ? $0[0] : 0) }
    }
}
