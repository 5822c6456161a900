// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PushPop",
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "Animators", targets: ["Animators"]),
        .library(name: "Playground", targets: ["Playground"]),
        .library(name: "TransitionTesting", targets: ["TransitionTesting"]),
        .executable(name: "pushpop", targets: ["pushpop"]),
    ],
    targets: [
        // ncursesw through a module map; no pkgConfig: SwiftPM drops its -D flags anyway.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // libpng and libjpeg-turbo (Debian's libpng-dev, libjpeg62-turbo-dev) for UIImage, the same way.
        .systemLibrary(name: "CLibPNG", path: "Sources/CLibPNG"),
        .systemLibrary(name: "CLibJPEG", path: "Sources/CLibJPEG"),
        .target(name: "TransitionKit", dependencies: ["CLibPNG", "CLibJPEG"]),
        .target(name: "Animators", dependencies: ["TransitionKit"]),
        // Your own animators dropped into this package (README, "Your own animator"): a module of
        // their own, so that a file may be named like a built-in one.
        .target(name: "MyAnimators", dependencies: ["Animators", "TransitionKit"]),
        // The terminal given back from C signal handlers (a crash, a stop): their state, once per
        // process, in a .c file; it reads terminfo through ncursesw.
        .target(name: "CTerminalRestore", dependencies: ["CNcurses"]),
        .target(name: "TerminalRenderer", dependencies: ["TransitionKit", "CNcurses", "CTerminalRestore"]),
        .target(name: "Playground", dependencies: ["TransitionKit", "Animators", "TerminalRenderer"]),
        // For users' test targets: runs a transition of their animator by a hand-driven clock,
        // samples it, draws it as text and compares it with expected frames (README, "Test your
        // transition"). Neither Swift Testing nor XCTest: failures are thrown errors.
        .target(name: "TransitionTesting", dependencies: ["TransitionKit", "TerminalRenderer"]),
        // `pushpop run FILE.swift…`: the user's files built into a library that pushpop loads.
        .target(name: "FileRunner", dependencies: ["Playground", "Animators", "SourceRewriting", "TerminalRenderer"]),
        // Exports its symbols (--export-dynamic), so that the library `pushpop run` builds from
        // the user's files binds to this executable's TransitionKit, not a copy of its own.
        .executableTarget(
            name: "pushpop", dependencies: ["Playground", "Animators", "MyAnimators", "FileRunner"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // The toolchain's sourcekitd, opened at run time (dlopen) and called through its C API.
        .target(name: "CSourceKit"),
        // iOS source rewritten for Swift on Linux (issue 10), on sourcekitd's syntax tree.
        .target(name: "SourceRewriting", dependencies: ["CSourceKit"]),
        // pushpop-bench's counting allocator (malloc and its siblings, defined in the executable,
        // forwarding to glibc's): allocations per frame.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "pushpop-bench",
            dependencies: [
                "Playground", "TerminalRenderer", "Animators", "TransitionKit", "CNcurses", "CAllocationCounter",
            ]),
        // Helpers shared by the test targets (a window, recording controllers, closeness checks).
        .target(name: "TestSupport", dependencies: ["TransitionKit"], path: "Tests/TestSupport"),
        .testTarget(name: "TransitionKitTests", dependencies: ["TransitionKit", "TestSupport"], exclude: ["Images"]),
        .testTarget(
            name: "AnimatorsTests", dependencies: ["Animators", "TransitionKit", "TestSupport", "TransitionTesting"],
            exclude: ["__Frames__"]),
        .testTarget(
            name: "TransitionTestingTests", dependencies: ["TransitionTesting", "TransitionKit", "TestSupport"],
            exclude: ["__Frames__"]),
        // iOS code as iOS developers write it (Fixtures/), compiled with only the import changed:
        // once in Swift 5 language mode, once in Swift 6.
        .testTarget(
            name: "UIKitCodeSwift5Tests", dependencies: ["TransitionKit", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "UIKitCodeTests", dependencies: ["TransitionKit", "TestSupport"]),
        // Tutorial code in the spellings of Swift 4 (`UIViewAnimationOptions`, `kCAFillModeForwards`,
        // …): it compiles with a deprecation warning naming today's spelling, by design, so its
        // warnings are kept out of every build's output; .ci/run checks them instead.
        .testTarget(
            name: "UIKitCodeSwift4SpellingsTests", dependencies: ["TransitionKit", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]),
        // Fixtures/ is the expected rewritten text, compiled against TransitionKit; the tests also
        // type-check rewritten files and discovered entries with swiftc against the built
        // TransitionKit and Animators modules.
        .testTarget(name: "SourceRewritingTests", dependencies: ["SourceRewriting", "TransitionKit", "Animators"]),
        // pushpop run: arguments, compiler output, and builds of iOS files (compiled, not loaded:
        // loading needs the pushpop executable, which Tests/EndToEnd/run-check.sh runs).
        .testTarget(name: "FileRunnerTests", dependencies: ["FileRunner", "Playground", "SourceRewriting"]),
        .testTarget(name: "TerminalRendererTests", dependencies: ["TerminalRenderer", "TransitionKit", "CNcurses"]),
        // pushpop-bench's arithmetic: the floor, ratios, CPU and bytes per frame, /proc parsing.
        .testTarget(name: "PushPopBenchTests", dependencies: ["pushpop-bench", "TerminalRenderer"]),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "Playground", "Animators", "MyAnimators", "TerminalRenderer", "TransitionKit", "TestSupport",
            ],
            exclude: ["Frames", "Fixtures/classic-screens.json"]),
    ],
    swiftLanguageModes: [.v6]
)
