// swift-tools-version:6.3
import PackageDescription

/// Glance's benchmarks, kept in their own package so package-benchmark stays out of the
/// library build. Run from this folder: `swift package benchmark` (release build).
let package = Package(
    name: "GlanceBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Glance", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: []),
    ],
    targets: [
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // The references Glance is measured against: plain C over cairo, HarfBuzz and FreeType.
        // -O2 whatever the configuration (SwiftPM's release build passes -O2 for C too; this comes
        // after it on the command line and so also holds in a debug build).
        .systemLibrary(name: "CReferenceCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CReferenceHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(
            name: "CReferenceScenes",
            dependencies: ["CReferenceCairo", "CReferenceHarfBuzz"],
            cSettings: [.unsafeFlags(["-O2"])],
            linkerSettings: [.linkedLibrary("cairo"), .linkedLibrary("harfbuzz"), .linkedLibrary("freetype")]
        ),
        .executableTarget(
            name: "GlanceRender",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .target(name: "CMalloc", condition: .when(platforms: [.linux])),
                "CReferenceScenes",
                .product(name: "GlanceCairo", package: "Glance"),
                .product(name: "GlanceFirmware", package: "Glance"),
                .product(name: "GlanceText", package: "Glance"),
                .product(name: "GlanceUI", package: "Glance"),
                .product(name: "GlanceWidgets", package: "Glance"),
                .product(name: "GlanceSamples", package: "Glance"),
            ],
            path: "Benchmarks/GlanceRender",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // The same scenes rendered a fixed number of times in a synchronous program, for
        // callgrind's instruction counts (instructions.py): repeatable where times are not.
        // Kept out of Benchmarks/, where package-benchmark would take it for a benchmark target.
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                "CReferenceScenes",
                .product(name: "GlanceCairo", package: "Glance"),
                .product(name: "GlanceFirmware", package: "Glance"),
                .product(name: "GlanceText", package: "Glance"),
                .product(name: "GlanceUI", package: "Glance"),
                .product(name: "GlanceWidgets", package: "Glance"),
                .product(name: "GlanceSamples", package: "Glance"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
