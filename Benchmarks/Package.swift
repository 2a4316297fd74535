// swift-tools-version: 6.1
// The benchmark package: a separate package, so users of CellKit never resolve its dependencies.
// Run from this folder: `swift package benchmark` (see README.md).
import PackageDescription

let package = Package(
    name: "CellKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "CellKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the list and Auto Layout benchmarks share (main-actor handoff, timing, metrics).
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/BenchmarkSupport"
        ),
        // The lists, cells, models and Auto Layout workloads the benchmarks and the instruction counts share.
        .target(
            name: "ListWorkloads",
            dependencies: [
                .product(name: "CellKit", package: "CellKit"),
                .product(name: "ListDiff", package: "CellKit"),
            ],
            path: "Benchmarks/ListWorkloads"
        ),
        // One key workload per run, for callgrind to count its instructions (count-instructions.sh).
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                "ListWorkloads",
                .product(name: "CellKit", package: "CellKit"),
                .product(name: "CellKitTesting", package: "CellKit"),
            ],
            path: "Benchmarks/InstructionCounts"
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "ListWorkloads",
                .product(name: "ListDiff", package: "CellKit"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ListBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                "ListWorkloads",
                .product(name: "CellKit", package: "CellKit"),
                .product(name: "CellKitTesting", package: "CellKit"),
            ],
            path: "Benchmarks/ListBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AutoLayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                "ListWorkloads",
                .product(name: "CellKit", package: "CellKit"),
            ],
            path: "Benchmarks/AutoLayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
