import Foundation
import HeadlessUIKit
import Testing

// Runs seeded random step sequences on a driver, and shrinks a failing one to a short
// reproduction printed as Swift code.

/// A list under test, driven by steps and checked against its reference model after each.
@MainActor
public protocol StatefulDriver: AnyObject {
    /// The driver's type name as Swift source, for reproductions.
    static var swiftName: String { get }
    init(config: StatefulConfig)
    /// Performs `step` and checks the invariants; returns what broke (empty when all hold).
    func perform(_ step: StatefulStep) -> [String]
}

/// A failing run, shrunk.
public struct StatefulFailure: Sendable {
    public var seed: UInt64
    public var failingStep: Int
    public var messages: [String]
    public var shrunk: [StatefulStep]
    public var shrunkMessages: [String]
    public var reproduction: String
}

/// The drivers the stateful suite runs (six in HeadlessUIKitTests, two in CellKitTests); a soak's
/// total is shared out among them.
public let statefulDriverCount = 8

/// The step count per seed: `CELLKIT_SOAK_STEPS` (the total over every seed of every driver)
/// shared out when set, else `ciSteps`.
public func statefulStepsPerSeed(ciSteps: Int, seeds: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment["CELLKIT_SOAK_STEPS"], let total = Int(text), total > 0
    else { return ciSteps }
    return max(1, total / max(1, seeds * statefulDriverCount))
}

@MainActor
public enum StatefulRunner {
    /// The steps of a run for `seed`.
    public static func steps(seed: UInt64, count: Int) -> [StatefulStep] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in StatefulStep.random(using: &random) }
    }

    /// Replays `steps` on a new driver; the index of the first failing step and its messages.
    public static func replay<D: StatefulDriver>(
        _ driver: D.Type, config: StatefulConfig, steps: [StatefulStep]
    ) -> (index: Int, messages: [String])? {
        let list = D(config: config)
        for (index, step) in steps.enumerated() {
            let messages = list.perform(step)
            if !messages.isEmpty { return (index, messages) }
        }
        return nil
    }

    /// Runs `count` steps for `seed`; nil when every invariant held, else the shrunk failure.
    public static func run<D: StatefulDriver>(_ driver: D.Type, seed: UInt64, count: Int) -> StatefulFailure? {
        let config = StatefulConfig(seed: seed)
        let steps = steps(seed: seed, count: count)
        guard let failure = replay(driver, config: config, steps: steps) else { return nil }
        let shrunk = shrink(driver, config: config, steps: Array(steps[...failure.index]))
        let shrunkMessages = replay(driver, config: config, steps: shrunk)?.messages ?? failure.messages
        return StatefulFailure(
            seed: seed, failingStep: failure.index, messages: failure.messages, shrunk: shrunk,
            shrunkMessages: shrunkMessages,
            reproduction: reproduction(driver, config: config, steps: shrunk, messages: shrunkMessages))
    }

    /// A shorter sequence that still fails: chunks of steps dropped (halving the chunk down to
    /// one step), then each step replaced by simpler versions, until nothing more can go.
    /// The failure may change while shrinking; any failure counts, as in QuickCheck.
    public static func shrink<D: StatefulDriver>(
        _ driver: D.Type, config: StatefulConfig, steps: [StatefulStep], budget: Int = 3000
    ) -> [StatefulStep] {
        var current = steps
        var attempts = 0
        func fails(_ candidate: [StatefulStep]) -> Bool {
            attempts += 1
            return replay(driver, config: config, steps: candidate) != nil
        }
        var changed = true
        while changed, attempts < budget {
            changed = false
            var chunk = max(1, current.count / 2)
            while chunk >= 1, attempts < budget {
                var start = 0
                while start < current.count, attempts < budget {
                    var candidate = current
                    candidate.removeSubrange(start..<min(current.count, start + chunk))
                    if fails(candidate) {
                        // Keep the shortest prefix that fails.
                        if let failure = replay(driver, config: config, steps: candidate) {
                            candidate = Array(candidate[...failure.index])
                        }
                        current = candidate
                        changed = true
                    } else {
                        start += chunk
                    }
                }
                chunk /= 2
            }
            for index in current.indices where attempts < budget {
                for simpler in current[index].simpler {
                    var candidate = current
                    candidate[index] = simpler
                    if fails(candidate) {
                        current = candidate
                        changed = true
                        break
                    }
                }
            }
        }
        return current
    }

    /// The failing sequence as a Swift test a developer can paste into the test target.
    public static func reproduction<D: StatefulDriver>(
        _ driver: D.Type, config: StatefulConfig, steps: [StatefulStep], messages: [String]
    ) -> String {
        var lines = ["@Test @MainActor func statefulReproduction() {"]
        for message in messages.prefix(5) { lines.append("    // \(message)") }
        lines.append("    let failure = StatefulRunner.replay(")
        lines.append("        \(D.swiftName).self, config: \(config.swift),")
        lines.append("        steps: [")
        for step in steps { lines.append("            \(step.swift),") }
        lines.append("        ])")
        lines.append("    #expect(failure == nil, \"\\(failure?.messages ?? [])\")")
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}

extension StatefulRunner {
    /// Runs `count` steps for `seed` on `driver` and records a failure as a test issue with the
    /// seed, the broken invariants and the shrunk reproduction as Swift code.
    public static func expectNoFailure<D: StatefulDriver>(
        _ driver: D.Type, seed: UInt64, count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let failure = run(driver, seed: seed, count: count) else { return }
        Issue.record(
            """
            \(D.swiftName): seed \(failure.seed) failed at step \(failure.failingStep):
            \(failure.messages.prefix(5).joined(separator: "\n"))
            Shrunk to \(failure.shrunk.count) steps; paste this test to reproduce:
            \(failure.reproduction)
            """, sourceLocation: sourceLocation)
    }
}
