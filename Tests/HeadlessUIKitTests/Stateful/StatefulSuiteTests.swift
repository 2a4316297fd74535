import CellKitTestSupport
import Foundation
import Testing

import HeadlessUIKit

/// The seeds every CI run uses, per driver; with ``stepsPerSeed`` steps each (20 x 800 x 8
/// drivers: 128,000 steps per run).
let statefulSeeds: [UInt64] = Array(1...20)
/// Steps per seed in CI; `CELLKIT_SOAK_STEPS` (a total for the whole suite) overrides it.
let stepsPerSeed = statefulStepsPerSeed(ciSteps: 800, seeds: statefulSeeds.count)

/// Runs one seed on `driver` and records a failure with its seed and shrunk reproduction.

@MainActor
@Suite("Stateful random runs against a reference model (engine and diffable data sources)")
struct StatefulEngineTests {
    @Test("a table fed by a data source over arrays", arguments: statefulSeeds)
    func tableEngine(seed: UInt64) { StatefulRunner.expectNoFailure(StatefulTableEngine.self, seed: seed, count: stepsPerSeed) }

    @Test("a flow-layout collection view fed by a data source over arrays", arguments: statefulSeeds)
    func collectionEngine(seed: UInt64) { StatefulRunner.expectNoFailure(StatefulCollectionEngine.self, seed: seed, count: stepsPerSeed) }

    @Test("a self-sizing table (estimated heights) fed by a data source over arrays", arguments: statefulSeeds)
    func tableSelfSizing(seed: UInt64) { StatefulRunner.expectNoFailure(StatefulTableSelfSizing.self, seed: seed, count: stepsPerSeed) }

    @Test("a compositional grid fed by a data source over arrays", arguments: statefulSeeds)
    func collectionGrid(seed: UInt64) { StatefulRunner.expectNoFailure(StatefulCollectionGrid.self, seed: seed, count: stepsPerSeed) }

    @Test("a table fed by a diffable data source", arguments: statefulSeeds)
    func tableDiffable(seed: UInt64) { StatefulRunner.expectNoFailure(StatefulTableDiffable.self, seed: seed, count: stepsPerSeed) }

    @Test("a flow-layout collection view fed by a diffable data source, with section snapshots", arguments: statefulSeeds)
    func collectionDiffable(seed: UInt64) { StatefulRunner.expectNoFailure(StatefulCollectionDiffable.self, seed: seed, count: stepsPerSeed) }
}
