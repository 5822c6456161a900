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
            ])
    ],
    swiftLanguageModes: [.v6]
)
