// swift-tools-version:6.1
import PackageDescription

/// A libFuzzer harness for the file decoders; built and run by scripts/fuzz.sh with
/// `-sanitize=fuzzer` (kept out of the main package, whose normal build must not need it).
let package = Package(
    name: "GlanceFuzz",
    dependencies: [.package(name: "Glance", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzFileDecoders",
            dependencies: [.product(name: "GlanceFiles", package: "Glance"), .product(name: "GlanceFirmware", package: "Glance")]
        )
    ],
    swiftLanguageModes: [.v6]
)
