// CellKitTesting: what an app adds to its test target to check its lists without a device.
//
// - Registry inspection: `ViewModelRegistry.dump()`, `UITableView.registryDump()`,
//   `UICollectionView.registryDump()` (text and JSON), and assertions that record one Swift
//   Testing issue per mismatch at the caller's line and go on: `assertRegistered(_:)`,
//   `assertRegistration(of:showsIn:)`, `assertNoRegistrationConflicts()`,
//   `assertSameRegistrations(as:)`; their `check…` twins throw `CellKitTestingError` instead.
// - Accessibility fixtures: `AccessibilityFixture(sections:)`, exported as JSON and as Swift
//   constants a UI-test target compiles.
// - Tests that keep running: `withProgrammerErrorsRecorded { }` records the engine's
//   recoverable programmer errors (a forgotten registration, an invalid batch update) as Swift
//   Testing issues at the test's line, and the engine goes on with a placeholder or a refusal.
// - Golden files: `GoldenFile(named:in:).assertMatches(_:)` (or `checkMatches(_:)`, throwing), recorded with
//   `CELLKIT_RECORD_FIXTURES=1`.
//
// Importing CellKitTesting imports CellKit too.
@_exported import CellKit
