// swift-tools-version:6.0
// An app of your own that runs pushpop's playground with your animators added: it depends on
// the pushpop package and calls `PushPop.main(animators:)`.
import PackageDescription

let package = Package(
    name: "MyTransitions",
    dependencies: [
        // In your own project: .package(url: "<where pushpop lives>", branch: "main") or a local path.
        .package(name: "PushPop", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "my-pushpop",
            dependencies: [
                .product(name: "TransitionKit", package: "PushPop"),
                .product(name: "Animators", package: "PushPop"),
                .product(name: "Playground", package: "PushPop"),
            ]),
        // The same in Swift 5 language mode, as many iOS projects still are: its top-level code is
        // not on the main actor, and it calls PushPop.main with no diagnostic. Warnings are errors
        // here only so that pushpop's CI notices if that stops being true; leave the flag out of
        // your own targets.
        .executableTarget(
            name: "my-pushpop-swift5",
            dependencies: [
                .product(name: "TransitionKit", package: "PushPop"),
                .product(name: "Animators", package: "PushPop"),
                .product(name: "Playground", package: "PushPop"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])]),
        // Tests of ZoomFadeAnimator with pushpop's TransitionTesting (README, "Test your
        // transition"): values at chosen times and expected frames in __Frames__/ beside the test.
        // An executable target can be a test target's dependency (its internal types through
        // @testable import); an animator in a library target of yours works the same way.
        .testTarget(
            name: "MyTransitionsTests",
            dependencies: [
                "my-pushpop",
                .product(name: "TransitionKit", package: "PushPop"),
                .product(name: "TransitionTesting", package: "PushPop"),
            ],
            exclude: ["__Frames__"]),
    ],
    swiftLanguageModes: [.v6]
)
