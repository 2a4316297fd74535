// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CellKit",
    products: [
        .library(name: "CellKit", targets: ["CellKit"]),
        .library(name: "HeadlessList", targets: ["HeadlessList"]),
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .executable(name: "cellkit-demo", targets: ["cellkit-demo"]),
    ],
    targets: [
        .target(name: "ListDiff"),
        .target(name: "HeadlessList", dependencies: ["ListDiff"]),
        .target(name: "CellKit", dependencies: ["HeadlessList", "ListDiff"]),
        .executableTarget(name: "cellkit-demo", dependencies: ["CellKit"]),
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff"]),
        .testTarget(name: "HeadlessListTests", dependencies: ["HeadlessList"]),
        .testTarget(
            name: "CellKitTests",
            dependencies: ["CellKit", "cellkit-demo"]),
    ],
    swiftLanguageModes: [.v6]
)
