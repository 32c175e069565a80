/// How this `glance` was built, for reports whose figures depend on it.
enum BuildInfo {
    /// `debug` or `release`.
    static var configuration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Whether timings from this build stand for what the code can do.
    static var isRelease: Bool { configuration == "release" }

    /// The compiler's language version, to the minor version.
    static var swiftVersion: String {
        #if compiler(>=6.5)
        "6.5 or later"
        #elseif compiler(>=6.4)
        "6.4"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }
}
