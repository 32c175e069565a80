/// Finds the types in the running program that conform to a protocol, by reading the Swift
/// runtime's conformance records (the way test libraries discover tests): so previews need no
/// list kept by hand. ELF images registered with the runtime (Linux) are searched.
enum ConformanceScanner {
    /// A conforming type and the module that declares it.
    struct Found {
        var type: Any.Type
        var module: String
        var name: String
    }

    /// Non-generic types conforming to `protocolName` declared in `protocolModule`.
    static func types(conformingTo protocolName: String, in protocolModule: String) -> [Found] {
        var query = Query(protocolName: protocolName, protocolModule: protocolModule)
        withUnsafeMutablePointer(to: &query) { pointer in
            swiftEnumerateAllMetadataSections({ sections, context in
                context.assumingMemoryBound(to: Query.self).pointee.scan(sections)
                return true
            }, pointer)
        }
        return query.found
    }

    private struct Query {
        let protocolName: String
        let protocolModule: String
        var found: [Found] = []

        /// `MetadataSections` (swift/shims/MetadataSections.h): version, base address and two
        /// unused pointers, then (start, length) ranges, the second being the conformances.
        mutating func scan(_ sections: UnsafeRawPointer) {
            let range = sections + 4 * MemoryLayout<UInt>.stride + 2 * MemoryLayout<UInt>.stride
            guard let start = range.load(as: UnsafeRawPointer?.self) else { return }
            let length = range.load(fromByteOffset: MemoryLayout<UInt>.stride, as: Int.self)
            for offset in stride(from: 0, to: length, by: 4) {
                guard let descriptor = Self.relative(start + offset) else { continue }
                inspect(conformance: descriptor)
            }
        }

        /// A protocol conformance descriptor: protocol (relative, indirectable), type reference
        /// (relative, its kind in the flags), witness table pattern, flags.
        private mutating func inspect(conformance c: UnsafeRawPointer) {
            guard let proto = Self.indirectable(c), Self.name(proto) == protocolName, Self.module(of: proto) == protocolModule
            else { return }
            let kind = (c.load(fromByteOffset: 12, as: UInt32.self) >> 3) & 7
            guard kind <= 1, var type = Self.relative(c + 4) else { return }
            if kind == 1 {
                guard let direct = type.load(as: UnsafeRawPointer?.self) else { return }
                type = direct
            }
            let flags = type.load(as: UInt32.self)
            // Classes, structs and enums (kinds 16–18) that are not generic.
            guard (16...18).contains(flags & 0x1f), flags & 0x80 == 0, let accessor = Self.relative(type + 12) else { return }
            let metadata = unsafeBitCast(accessor, to: MetadataAccessor.self)(0).metadata
            found.append(
                Found(type: unsafeBitCast(metadata, to: Any.Type.self), module: Self.module(of: type) ?? "", name: Self.name(type) ?? ""))
        }

        private typealias MetadataAccessor = @convention(thin) (Int) -> (metadata: UnsafeRawPointer, state: Int)

        static func relative(_ p: UnsafeRawPointer) -> UnsafeRawPointer? {
            let offset = p.load(as: Int32.self)
            return offset == 0 ? nil : p + Int(offset)
        }

        /// A relative pointer whose low bit says it points at a pointer.
        static func indirectable(_ p: UnsafeRawPointer) -> UnsafeRawPointer? {
            let offset = p.load(as: Int32.self)
            guard offset != 0 else { return nil }
            let target = p + Int(offset & ~1)
            return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
        }

        /// A context descriptor's name: flags, parent, then the name (modules, protocols, types).
        static func name(_ context: UnsafeRawPointer) -> String? {
            relative(context + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
        }

        /// The name of the module a context descriptor sits in.
        static func module(of context: UnsafeRawPointer) -> String? {
            var current: UnsafeRawPointer? = context
            while let c = current {
                if c.load(as: UInt32.self) & 0x1f == 0 { return name(c) }
                current = indirectable(c + 4)
            }
            return nil
        }
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool, _ context: UnsafeMutableRawPointer)
