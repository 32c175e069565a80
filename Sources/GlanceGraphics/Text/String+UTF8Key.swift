import Foundation

extension String {
    /// Feeds the string's UTF-8 bytes to `hasher`. String's own hash first puts non-ASCII text
    /// into normal form (a "°" or "é" makes it several times slower); caches of shaped text
    /// key by bytes anyway, since bytes are what HarfBuzz shapes.
    @inlinable public func hashUTF8(into hasher: inout Hasher) {
        hasher.combine(utf8.count)
        if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in utf8 { hasher.combine(byte) }
        }
    }

    /// Whether the two strings have the same UTF-8 bytes: stricter than `==`, which also
    /// equates canonically equivalent strings, and without normalising either.
    @inlinable public func hasSameUTF8(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in
                count == 0 || memcmp(a.baseAddress!, b.baseAddress!, count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
