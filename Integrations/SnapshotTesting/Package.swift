// swift-tools-version: 6.0
// Snapshot strategies for CellKit's lists and screens, for pointfreeco/swift-snapshot-testing:
// a separate package, so that CellKit itself keeps no dependencies. Run from this folder:
// `swift test`.
import PackageDescription

let package = Package(
    name: "CellKitSnapshotTesting",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CellKitSnapshotTesting", targets: ["CellKitSnapshotTesting"])
    ],
    dependencies: [
        .package(name: "CellKit", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "CellKitSnapshotTesting",
            dependencies: [
                .product(name: "CellKit", package: "CellKit"),
                .product(name: "CellKitTesting", package: "CellKit"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "CellKitSnapshotTestingTests",
            dependencies: ["CellKitSnapshotTesting"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
