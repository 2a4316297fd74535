// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CellKit",
    products: [
        .library(name: "CellKit", targets: ["CellKit"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .library(name: "CellKitTesting", targets: ["CellKitTesting"]),
        .executable(name: "cellkit-demo", targets: ["cellkit-demo"]),
        .executable(name: "cellkit-identifiers", targets: ["cellkit-identifiers"]),
        .plugin(name: "GenerateAccessibilityIdentifiers", targets: ["GenerateAccessibilityIdentifiers"]),
    ],
    targets: [
        .target(name: "ListDiff"),
        .target(name: "HeadlessUIKit", dependencies: ["ListDiff"]),
        .target(name: "CellKit", dependencies: ["HeadlessUIKit", "ListDiff"]),
        .target(name: "CellKitTesting", dependencies: ["CellKit"]),
        .executableTarget(name: "cellkit-demo", dependencies: ["CellKit", "CellKitTesting"]),
        // The accessibility-identifier constants generator: its logic (a library in no product, so
        // it is testable), the tool, and the command plugin that runs the tool on a target.
        .target(name: "CellKitIdentifiersTool", dependencies: ["CellKitTesting"]),
        .executableTarget(name: "cellkit-identifiers", dependencies: ["CellKitIdentifiersTool"]),
        .plugin(
            name: "GenerateAccessibilityIdentifiers",
            capability: .command(
                intent: .custom(
                    verb: "generate-accessibility-identifiers",
                    description: "Writes the accessibility identifiers of a fixture as Swift constants into a target"),
                permissions: [
                    .writeToPackageDirectory(reason: "The constants file is written into the target named by --target.")
                ]),
            dependencies: ["cellkit-identifiers"]),
        // Helpers every test target shares: a plain target under Tests, in no product.
        .target(name: "CellKitTestSupport", dependencies: ["HeadlessUIKit"], path: "Tests/CellKitTestSupport"),
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff", "CellKitTestSupport"]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "CellKitTesting", "CellKitTestSupport"]),
        .testTarget(name: "CellKitTestingTests", dependencies: ["CellKitTesting", "CellKitTestSupport"]),
        .testTarget(name: "CellKitIdentifiersToolTests", dependencies: ["CellKitIdentifiersTool"]),
        .testTarget(
            name: "CellKitTests",
            dependencies: ["CellKit", "CellKitTesting", "cellkit-demo", "CellKitTestSupport"]),
        // Compile-time checks of UIKit's signatures and the coverage table (Fixtures/uikit-coverage.md).
        .testTarget(
            name: "UIKitSignatureTests",
            dependencies: ["HeadlessUIKit", "CellKitTesting", "CellKitTestSupport"],
            path: "Tests/UIKitSignatures",
            exclude: ["generate.py", "missing.txt", "out-of-scope.txt", "README.md"]),
        // The porting corpus: UIKit list screens compiled with only the porting contract's edits.
        .testTarget(
            name: "PortingCorpusTests", dependencies: ["CellKit", "HeadlessUIKit", "CellKitTestSupport"],
            path: "Tests/PortingCorpus", exclude: ["README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
