/// A value held in one reference that copies share until one of them changes it (copy on
/// write). Copying it counts one reference where copying the value counts one for each of its
/// strings, arrays and tables, and two that were never changed apart compare equal at once.
/// For values copied and compared on every frame: a device, a slot's layout.
public struct SharedValue<Value> {
    @usableFromInline
    final class Box {
        // Written only through `value`'s modify, when no other copy holds the box.
        @usableFromInline @exclusivity(unchecked) var value: Value

        @usableFromInline init(_ value: Value) { self.value = value }
    }

    @usableFromInline var box: Box

    @inlinable public init(_ value: Value) { box = Box(value) }

    /// The value, read in place; changing it first copies it when another copy shares it.
    @inlinable public var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// Whether both share one value: then they are equal without a look at it.
    @inlinable public func shares(with other: SharedValue) -> Bool { box === other.box }
}

extension SharedValue: Equatable where Value: Equatable {
    @inlinable public static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
        lhs.shares(with: rhs) || lhs.value == rhs.value
    }
}

extension SharedValue: Hashable where Value: Hashable {
    @inlinable public func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

// A box reachable from two copies is never written (see `value`), so a value safe to send
// stays safe to send in one.
extension SharedValue: @unchecked Sendable where Value: Sendable {}
