// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CellKit",
    products: [
        .library(name: "CellKit", targets: ["CellKit"]),
        .library(name: "HeadlessList", targets: ["HeadlessList"]),
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .library(name: "CellKitTesting", targets: ["CellKitTesting"]),
        .executable(name: "cellkit-demo", targets: ["cellkit-demo"]),
    ],
    targets: [
        .target(name: "ListDiff"),
        .target(name: "HeadlessList", dependencies: ["ListDiff"]),
        .target(name: "CellKit", dependencies: ["HeadlessList", "ListDiff"]),
        .target(name: "CellKitTesting", dependencies: ["CellKit"]),
        .executableTarget(name: "cellkit-demo", dependencies: ["CellKit", "CellKitTesting"]),
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff"]),
        .testTarget(name: "HeadlessListTests", dependencies: ["HeadlessList", "CellKitTesting"]),
        .testTarget(name: "CellKitTestingTests", dependencies: ["CellKitTesting"]),
        .testTarget(
            name: "CellKitTests",
            dependencies: ["CellKit", "CellKitTesting", "cellkit-demo"]),
    ],
    swiftLanguageModes: [.v6]
)
