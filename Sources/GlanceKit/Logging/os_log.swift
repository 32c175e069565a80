import Foundation

/// The `os` module's `os_log` with a message: written as `Logger(log)` writes it.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    guard log.isEnabled else { return }
    Logger.writeLine(Logger.line(log, type, message.text()))
}

/// The `os` module's `os_log` with a printf-style format: `%@`, `%d`, `%f`, `%s`… each filled
/// from `args`; a `{public}` or `{private}` annotation after the `%` decides the privacy, and
/// unannotated strings and objects (`%@`, `%s`) are redacted, numbers shown, as Apple does.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    guard log.isEnabled else { return }
    Logger.writeLine(Logger.line(log, type, formattedLogMessage("\(message)", args)))
}

/// `format` filled from `args`, one conversion at a time, with Apple's privacy rules.
func formattedLogMessage(_ format: String, _ args: [any CVarArg], showingPrivate: Bool = OSLogPrivacy.showsPrivateValues) -> String {
    var out = ""
    var rest = Substring(format)
    var next = args.makeIterator()
    while let percent = rest.firstIndex(of: "%") {
        out += rest[..<percent]
        rest = rest[rest.index(after: percent)...]
        if rest.first == "%" {
            out += "%"
            rest = rest.dropFirst()
            continue
        }
        var privacy = OSLogPrivacy.auto
        if rest.first == "{", let close = rest.firstIndex(of: "}") {
            let annotations = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if annotations.contains("public") { privacy = .public } else if annotations.contains("private") { privacy = .private }
            rest = rest[rest.index(after: close)...]
        }
        guard let end = rest.firstIndex(where: { "@dDiuUxXoOfFeEgGaAcCsSp".contains($0) }) else { break }
        let spec = "%" + rest[...end]
        let conversion = rest[end]
        rest = rest[rest.index(after: end)...]
        guard let arg = next.next() else { break }
        let text: String
        switch conversion {
        case "@", "s", "S": text = String(describing: arg)
        default: text = String(format: spec, arg)
        }
        out += privacy.shown(text, isScalar: !"@sS".contains(conversion), showingPrivate: showingPrivate)
    }
    return out + rest
}
