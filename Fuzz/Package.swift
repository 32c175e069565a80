// swift-tools-version:6.1
import PackageDescription

/// libFuzzer harnesses for what Glance reads from files: the JSON formats, asset catalogs (their
/// Contents.json files and colour components), PNG images and the archived view tree. Built and
/// run by scripts/fuzz.sh with `-sanitize=fuzzer` (kept out of the main package, whose normal
/// build must not need it).
let package = Package(
    name: "GlanceFuzz",
    dependencies: [.package(name: "Glance", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzFileDecoders",
            dependencies: ["FuzzDriver", .product(name: "GlanceFiles", package: "Glance"), .product(name: "GlanceFirmware", package: "Glance")]
        ),
        .executableTarget(
            name: "FuzzAssetCatalogs",
            dependencies: [
                "FuzzDriver", .product(name: "GlanceFiles", package: "Glance"), .product(name: "GlanceCairo", package: "Glance"),
                .product(name: "GlanceGraphics", package: "Glance"),
            ]
        ),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzDriver", .product(name: "GlanceCairo", package: "Glance")]),
        .executableTarget(
            name: "FuzzArchive",
            dependencies: ["FuzzDriver", .product(name: "GlanceUI", package: "Glance"), .product(name: "GlanceGraphics", package: "Glance")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
