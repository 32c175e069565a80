// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

/// How compatibility examples build: as their own projects do (Swift 5), with `GLANCE` defined.
let compat: [SwiftSetting] = [.define("GLANCE"), .swiftLanguageMode(.v5)]

/// Core modules import no C library; C libraries come in through one small `C*` target each.
let package = Package(
    name: "Glance",
    products: [
        .executable(name: "glance", targets: ["glance"]),
        .library(name: "GlanceKit", targets: ["GlanceKit"]),
        .library(name: "GlanceGraphics", targets: ["GlanceGraphics"]),
        .library(name: "GlanceUI", targets: ["GlanceUI"]),
        .library(name: "GlanceText", targets: ["GlanceText"]),
        .library(name: "GlanceCairo", targets: ["GlanceCairo"]),
        .library(name: "GlanceWidgets", targets: ["GlanceWidgets"]),
        .library(name: "GlanceFirmware", targets: ["GlanceFirmware"]),
        .library(name: "GlanceFiles", targets: ["GlanceFiles"]),
        .library(name: "GlanceEmulator", targets: ["GlanceEmulator"]),
        .library(name: "GlanceSheets", targets: ["GlanceSheets"]),
        .library(name: "GlanceTesting", targets: ["GlanceTesting"]),
        .library(name: "GlanceChecks", targets: ["GlanceChecks"]),
        .library(name: "GlanceSamples", targets: ["GlanceSamples"]),
        .library(name: "GlancePreviews", targets: ["GlancePreviews"]),
        .plugin(name: "GlanceAssetSymbols", targets: ["GlanceAssetSymbols"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.5.0"),
        // `make docs`: the DocC site of GlanceKit and GlanceTesting (a command plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C libraries
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // fontconfig, to find a fallback face for characters the chosen font lacks (FontFallback).
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // zlib, for PNGs written a band of rows at a time (PNGRowEncoder).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // SDL2 (libsdl2-dev), and librsvg, poppler-glib and gdk-pixbuf (librsvg2-dev, libpoppler-glib-dev):
        // loaded with dlopen the first time they are used, so runs without a window or vector
        // images do not map them; declared by hand (no pkg-config: -pthread and -D_REENTRANT would
        // warn in every dependent build).
        .target(name: "CSDL2"),
        .target(name: "CVectorImages"),
        // pipe2 and prctl, which Swift's Glibc module leaves out: for supervising extension processes.
        .target(name: "CProcesses"),
        // The C library's wall-clock reads, defined in the executable so widget code's `Date()`
        // reads simulated time while the firmware runs it (docs/timeline.md).
        .target(name: "CSimulatedTime"),

        // Core: no C imports
        .target(name: "GlanceGraphics"),
        .target(name: "GlanceUI", dependencies: ["GlanceGraphics"]),
        .target(name: "GlanceWidgets", dependencies: ["GlanceUI", "GlanceGraphics"]),
        .target(name: "GlanceFirmware", dependencies: ["GlanceWidgets", "GlanceUI", "GlanceGraphics"]),
        .target(name: "GlanceFiles", dependencies: ["GlanceFirmware", "GlanceWidgets", "GlanceUI", "GlanceGraphics"]),
        // Sample widgets and the gallery of complications: the emulator's default content, and
        // widgets for checks, goldens and benchmarks. Not part of what widget authors import.
        .target(name: "GlanceSamples", dependencies: ["GlanceFirmware", "GlanceWidgets", "GlanceUI", "GlanceGraphics"]),
        // Contact sheets: labelled grids of bitmaps, laid out in pixels (no C, no clock).
        .target(name: "GlanceSheets", dependencies: ["GlanceUI", "GlanceGraphics"]),
        .target(name: "GlanceChecks", dependencies: ["GlanceFirmware", "GlanceWidgets", "GlanceUI", "GlanceGraphics"]),
        .target(name: "GlanceEmulator", dependencies: ["GlanceFirmware", "GlanceWidgets", "GlanceUI", "GlanceGraphics"]),
        .target(name: "GlanceSDL", dependencies: ["GlanceEmulator", "GlanceFirmware", "GlanceWidgets", "GlanceGraphics", "GlanceCairo", "CSDL2"]),

        // Widget code in extension processes: the protocol, the extension role, and the host's supervision.
        .target(
            name: "GlanceExtension",
            dependencies: [
                "GlanceFirmware", "GlanceWidgets", "GlanceUI", "GlanceGraphics", "GlanceSimulatedTime", "CProcesses", .product(name: "SystemPackage", package: "swift-system"),
            ]),

        // Backends
        .target(name: "GlanceSimulatedTime", dependencies: ["GlanceWidgets", "CSimulatedTime"]),
        .target(name: "GlanceText", dependencies: ["GlanceGraphics", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        .target(name: "GlanceCairo", dependencies: ["GlanceGraphics", "GlanceText", "CCairo", "CFreeType", "CHarfBuzz", "CVectorImages", "CZlib"]),
        // Golden-image assertions for tests (Glance's and users'): a widget's family × device × state matrix.
        .target(
            name: "GlanceTesting",
            dependencies: [
                "GlanceGraphics", "GlanceCairo", "GlanceText", "GlanceUI", "GlanceWidgets", "GlanceFirmware", "GlanceChecks", "GlancePreviews",
                "GlanceSimulatedTime",
            ]),
        // `glance check` and a widget bundle's `check`: shared options, report and outputs.
        .target(
            name: "GlanceChecksCommand",
            dependencies: [
                "GlanceChecks", "GlanceEmulator", "GlanceFirmware", "GlanceWidgets", "GlanceGraphics", "GlanceText", "GlanceCairo", "GlanceExtension",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Previews drawn as the canvas shows them, and a widget bundle's assets: shared by the bundle's
        // program and by golden tests (no command line here).
        .target(
            name: "GlancePreviews",
            dependencies: ["GlanceExtension", "GlanceFirmware", "GlanceFiles", "GlanceCairo", "GlanceWidgets", "GlanceUI", "GlanceGraphics"]),
        // A widget bundle's program (`@main`): list, previews, check, bench, the extension role.
        .target(
            name: "GlanceWidgetHost",
            dependencies: [
                "GlancePreviews", "GlanceUI", "GlanceWidgets", "GlanceFirmware", "GlanceFiles", "GlanceText", "GlanceCairo", "GlanceExtension",
                "GlanceSheets", "GlanceChecksCommand", "GlanceSimulatedTime", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // What widget authors import: Apple's API (SwiftUI, WidgetKit, AppIntents and the few
        // Foundation, UIKit and os names widget code uses) and `#Preview`; nothing of Glance's own
        // (docs/api-surface.md). The window is `glance`'s: no SDL here.
        .target(
            name: "GlanceKit",
            dependencies: ["GlanceUI", "GlanceWidgets", "GlanceGraphics", "GlanceCairo", "GlancePreviews", "GlanceWidgetHost", "GlanceMacros"]),
        .macro(
            name: "GlanceMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),

        // Widget code from Apple's documentation with only the imports changed; built by the tests.
        .executableTarget(name: "WidgetExamples", dependencies: ["GlanceKit"], path: "Examples/WidgetExamples"),
        // The long-strings benchmark widget as Swift, for `glance bench --bundle` (docs/bench.md).
        .executableTarget(name: "BenchWidgets", dependencies: ["GlanceKit"], path: "Examples/BenchWidgets"),
        // Compatibility examples: widget files in the style of open-source complications, Swift 5
        // mode as their projects build, `GLANCE` defined for `#if os(watchOS) || GLANCE`.
        .executableTarget(name: "TransitComplication", dependencies: ["GlanceKit"], path: "Examples/Compat/TransitComplication", swiftSettings: compat),
        .executableTarget(name: "WeatherComplication", dependencies: ["GlanceKit"], path: "Examples/Compat/WeatherComplication", swiftSettings: compat),
        .executableTarget(name: "ActivityComplication", dependencies: ["GlanceKit"], path: "Examples/Compat/ActivityComplication", swiftSettings: compat),
        .executableTarget(name: "CompatGeometry", dependencies: ["GlanceKit"], path: "Examples/Compat/CompatGeometry", swiftSettings: compat),
        .executableTarget(name: "CompatIsolation", dependencies: ["GlanceKit"], path: "Examples/Compat/CompatIsolation", swiftSettings: compat),
        .executableTarget(name: "CompatText", dependencies: ["GlanceKit"], path: "Examples/Compat/CompatText", swiftSettings: compat),
        .executableTarget(name: "CompatStyles", dependencies: ["GlanceKit"], path: "Examples/Compat/CompatStyles", swiftSettings: compat),
        .executableTarget(
            name: "BrandedComplication", dependencies: ["GlanceKit"], path: "Examples/Compat/BrandedComplication", exclude: ["Assets.xcassets"],
            swiftSettings: compat, plugins: ["GlanceAssetSymbols"]),
        .executableTarget(
            name: "CompatAssets", dependencies: ["GlanceKit"], path: "Examples/Compat/CompatAssets", exclude: ["Assets.xcassets", "avatar@2x.png"],
            swiftSettings: compat),

        // An interactive widget (a button and a toggle running App Intents): the emulator's and tests' sample.
        .executableTarget(name: "InteractiveWidgets", dependencies: ["GlanceKit"], path: "Examples/InteractiveWidgets"),
        // Widgets that crash, hang, flood and hog on purpose: the extension tests run this bundle.
        .executableTarget(name: "HostileWidgets", dependencies: ["GlanceKit"], path: "Examples/HostileWidgets"),

        // Xcode-style asset symbols (`Color(.accent)`, `Image(.icon)`) for a target's asset catalogs.
        .executableTarget(name: "GlanceAssetSymbolsTool"),
        .plugin(name: "GlanceAssetSymbols", capability: .buildTool(), dependencies: ["GlanceAssetSymbolsTool"]),
        // A view drawn from an asset catalog through generated symbols; built and rendered by the tests.
        .target(
            name: "AssetExample", dependencies: ["GlanceKit"], path: "Examples/AssetExample", exclude: ["Assets.xcassets"],
            plugins: ["GlanceAssetSymbols"]),

        .executableTarget(
            name: "glance",
            dependencies: [
                "GlanceGraphics", "GlanceUI", "GlanceWidgets", "GlanceFirmware", "GlanceFiles", "GlanceText", "GlanceCairo", "GlanceEmulator", "GlanceSDL",
                "GlanceSheets", "GlanceChecksCommand", "GlanceExtension", "GlanceSamples", "GlanceSimulatedTime", "CPlainDraw",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plain C reference `glance bench` reads each first render against: a display list
        // drawn with cairo and HarfBuzz, every string shaped anew (docs/bench.md, "Against plain C").
        .target(name: "CPlainDraw", dependencies: ["CCairo", "CHarfBuzz", "CFreeType"]),

        // The benchmarks' plain-C reference scenes (their sources are Benchmarks/Sources/CReferenceScenes,
        // linked here), built for the render tests that check their pictures: no product links them.
        .target(name: "CReferenceScenes", dependencies: ["CCairo", "CHarfBuzz", "CFreeType"], path: "Tests/CReferenceScenes"),

        .testTarget(name: "GlanceGraphicsTests", dependencies: ["GlanceGraphics"]),
        // GlanceKit's public surface against Apple's names (reads the build's symbol graphs).
        .testTarget(
            name: "GlanceKitSurfaceTests", dependencies: ["GlanceKit", "GlanceTesting", "GlanceChecksCommand", "GlanceWidgetHost"],
            exclude: ["AllowList.txt", "Surface.txt"]),
        .testTarget(name: "GlanceAssetSymbolsTests", dependencies: ["GlanceAssetSymbolsTool"]),
        .testTarget(name: "GlanceUITests", dependencies: ["GlanceUI", "GlanceGraphics", "GlanceKit"]),
        .testTarget(name: "GlanceTextTests", dependencies: ["GlanceText", "GlanceGraphics"]),
        .testTarget(name: "GlanceFirmwareTests", dependencies: ["GlanceFirmware", "GlanceWidgets", "GlanceUI", "GlanceSamples"]),
        .testTarget(name: "GlanceFilesTests", dependencies: ["GlanceFiles", "GlanceFirmware", "GlanceTesting"], exclude: ["Malformed", "Assets"]),
        .testTarget(
            name: "GlanceEmulatorTests", dependencies: ["GlanceEmulator", "GlanceFiles", "GlanceFirmware", "GlanceCairo", "GlanceText", "GlanceTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GlanceChecksTests", dependencies: ["GlanceChecks", "GlanceSamples", "GlanceTesting", "GlanceFiles", "GlanceFirmware", "GlanceWidgets", "GlanceUI", "GlanceText", "GlanceCairo"],
            exclude: ["BrokenRoms"]),
        .testTarget(name: "GlanceCairoTests", dependencies: ["GlanceCairo", "GlanceText", "GlanceGraphics"]),
        .testTarget(
            name: "GlanceRenderTests",
            dependencies: [
                "GlanceUI", "GlanceWidgets", "GlanceFirmware", "GlanceFiles", "GlanceText", "GlanceCairo", "GlanceTesting", "GlanceKit", "GlancePreviews", "GlanceWidgetHost", "glance",
                "GlanceEmulator", "GlanceChecksCommand", "GlanceSamples", "WidgetExamples", "AssetExample", "TransitComplication", "WeatherComplication", "ActivityComplication", "BrandedComplication",
                "CompatGeometry", "CompatIsolation", "CompatAssets", "CompatText", "CompatStyles", "HostileWidgets", "InteractiveWidgets", "CReferenceScenes",
                "GlanceSimulatedTime", "GlanceExtension",
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
