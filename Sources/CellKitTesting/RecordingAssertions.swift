#if canImport(Testing)
import CellKit
import Testing

// The assertions for Swift Testing tests: each records one issue per mismatch at the caller's
// line and returns, so one run shows every mismatch. Each reads the same findings as its
// throwing `check…` twin, for code that is not a Swift Testing test (XCTest, tools).

extension ViewModelRegistry {
    /// Records an issue at `sourceLocation` for each model type in `sections` (rows, headers and
    /// footers, in every section) that is not registered, naming its first place and the
    /// `register` call that fixes it; the throwing form is ``checkRegistered(_:)``.
    ///
    /// ```swift
    /// tableView.registry.assertRegistered(screen.sections)
    /// ```
    ///
    /// - Returns: Whether every model is registered.
    /// - Complexity: O(*n*) in the number of models.
    @discardableResult
    public func assertRegistered(_ sections: [Section], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        registrationMismatches(in: sections).record(at: sourceLocation)
    }

    /// Records an issue at `sourceLocation` when `modelType` is not registered or does not show
    /// in exactly `viewClass` (not a subclass); the throwing form is
    /// ``checkRegistration(of:showsIn:)``.
    ///
    /// ```swift
    /// tableView.registry.assertRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self)
    /// ```
    ///
    /// - Returns: Whether the registration is as expected.
    /// - Complexity: O(1).
    @discardableResult
    public func assertRegistration(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        registrationMismatches(of: modelType, showsIn: viewClass, list: nil).record(at: sourceLocation)
    }

    /// Records an issue at `sourceLocation` when this registry does not hold the same
    /// registrations as `other`, listing the registrations only one side holds and the model
    /// types registered differently (this registry is "the first"); the throwing form is
    /// ``checkSameRegistrations(as:)``.
    ///
    /// - Returns: Whether the registries hold the same registrations.
    /// - Complexity: O(*n* + *m*) expected, in the numbers of registrations.
    @discardableResult
    public func assertSameRegistrations(
        as other: ViewModelRegistry, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        registrationMismatches(against: other).record(at: sourceLocation)
    }
}

extension ListView {
    /// Records an issue at `sourceLocation` for each model type in `sections` that is not
    /// registered with this table or collection view; see
    /// `ViewModelRegistry.assertRegistered(_:sourceLocation:)`. The throwing form is
    /// ``checkRegistered(_:)``.
    ///
    /// ```swift
    /// tableView.assertRegistered(screen.sections)
    /// ```
    ///
    /// - Returns: Whether every model is registered.
    /// - Complexity: O(*n*) in the number of models.
    @discardableResult
    public func assertRegistered(_ sections: [Section], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        registry.assertRegistered(sections, sourceLocation: sourceLocation)
    }

    /// Records an issue at `sourceLocation` for each way the registration of `modelType` is not
    /// as expected: not registered, shown in another class than exactly `viewClass`, or its
    /// class replaced in the table or collection view under the model's reuse identifier (a
    /// collection view's, for both supplementary kinds, for header and footer models). The
    /// throwing form is ``checkRegistration(of:showsIn:)``.
    ///
    /// ```swift
    /// tableView.assertRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self)
    /// ```
    ///
    /// - Returns: Whether the registration is as expected.
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    @discardableResult
    public func assertRegistration(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        registrationMismatches(of: modelType, showsIn: viewClass).record(at: sourceLocation)
    }

    /// Records an issue at `sourceLocation` for each registered model type that declares a view
    /// class its setup cannot take, and for each whose view class a later engine-level
    /// registration replaced (or removed) under its reuse identifier, naming both classes and
    /// the fix. The throwing form is ``checkNoRegistrationConflicts()``.
    ///
    /// ```swift
    /// tableView.register(UserCellModel.self)
    /// tableView.register(OtherCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
    /// tableView.assertNoRegistrationConflicts()
    /// // an issue: UserCellModel shows in UserTableViewCell, but tableView has OtherCell registered …
    /// ```
    ///
    /// - Returns: Whether there is no conflict.
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    @discardableResult
    public func assertNoRegistrationConflicts(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        conflictMismatches().record(at: sourceLocation)
    }
}

extension GoldenFile {
    /// Compares `actual` with the file, or records it when `record` is true, and records an
    /// issue at `sourceLocation` for each problem: the text does not match (with the line diff),
    /// the file is missing, unreadable, not UTF-8 or (for a `.json` file) not JSON, the actual
    /// text is not JSON, or the file cannot be written. The throwing form is
    /// ``checkMatches(_:record:)``.
    ///
    /// ```swift
    /// GoldenFile(named: "ids.json", in: fixtures).assertMatches(fixture.json)
    /// ```
    ///
    /// - Parameters:
    ///   - actual: The text the code produces now.
    ///   - record: Whether to (re)write the file instead of comparing; by default whether
    ///     `CELLKIT_RECORD_FIXTURES=1` is set.
    ///   - sourceLocation: Where to record the issues; by default the line that calls this.
    /// - Returns: Whether the file matched or was recorded; nil when issues were recorded.
    /// - Complexity: O((*n* + *m*) · *d*) in the numbers of lines and of differing lines.
    @discardableResult
    public func assertMatches(
        _ actual: String, record: Bool = GoldenFile.recordingRequested, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Outcome? {
        mismatches(comparing: actual, record: record).record(at: sourceLocation) ? Outcome(recorded: record) : nil
    }
}
#endif
