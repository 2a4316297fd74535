import CellKit
import CellKitTestSupport
import Foundation
import Testing

/// The seeds every CI run uses, per adapter.
private let seeds: [UInt64] = Array(1...20)
private let stepsPerSeed = statefulStepsPerSeed(ciSteps: 800, seeds: seeds.count)


@MainActor
@Suite("Stateful random runs against a reference model (CellKit's adapters)")
struct StatefulAdapterTests {
    @Test("a table through TableDataAdapter: data, apply", arguments: seeds)
    func tableAdapter(seed: UInt64) { StatefulRunner.expectNoFailure(StatefulTableAdapter.self, seed: seed, count: stepsPerSeed) }

    @Test("a flow-layout collection view through CollectionDataAdapter: data, apply", arguments: seeds)
    func collectionAdapter(seed: UInt64) { StatefulRunner.expectNoFailure(StatefulCollectionAdapter.self, seed: seed, count: stepsPerSeed) }
}
