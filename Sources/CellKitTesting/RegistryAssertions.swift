import CellKit

extension ViewModelRegistry {
    /// The registry's registrations in a stable order, as text and JSON. A bare registry does
    /// not know its list's own class registrations; use `UITableView.registryDump()`
    /// or `UICollectionView.registryDump()` to see conflicts with them.
    ///
    /// ```swift
    /// GoldenFile(named: "registry.txt", in: fixtures).assertMatches(tableView.registry.dump().text)
    /// ```
    ///
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func dump() -> RegistryDump {
        RegistryDump(list: nil, entries: registrations.map { RegistryDump.Entry(registration: $0) })
    }

    /// Checks that every model in `sections` (rows, headers and footers, in every section) is
    /// registered, so the list can show the whole data set: throws if not. In a Swift Testing
    /// test, ``assertRegistered(_:sourceLocation:)`` records the same findings as issues.
    ///
    /// ```swift
    /// try tableView.registry.checkRegistered(screen.sections)
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/unregisteredModels(_:)`` naming each unregistered type
    ///   once, with its first place and the `register` call that fixes it.
    /// - Complexity: O(*n*) in the number of models.
    public func checkRegistered(_ sections: [Section]) throws(CellKitTestingError) {
        try registrationMismatches(in: sections).throwIfAny()
    }

    /// Checks that `modelType` is registered and shows in exactly `viewClass` (not a subclass):
    /// throws if not. In a Swift Testing test, ``assertRegistration(of:showsIn:sourceLocation:)``
    /// records the same findings as issues.
    ///
    /// ```swift
    /// try tableView.registry.checkRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self)
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/modelTypeNotRegistered(modelType:list:)`` or
    ///   ``CellKitTestingError/unexpectedViewClass(modelType:expected:actual:)``.
    /// - Complexity: O(1).
    public func checkRegistration(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type
    ) throws(CellKitTestingError) {
        try registrationMismatches(of: modelType, showsIn: viewClass, list: nil).throwIfAny()
    }

    /// Checks that this registry holds the same registrations as `other`, for example a table
    /// and a collection version of one screen, or a screen before and after a refactoring:
    /// throws if not. In a Swift Testing test, ``assertSameRegistrations(as:sourceLocation:)``
    /// records the same finding as an issue.
    ///
    /// - Throws: ``CellKitTestingError/registriesDiffer(_:)`` listing the registrations only one
    ///   side holds and the model types registered differently (this registry is "the first").
    /// - Complexity: O(*n* + *m*) expected, in the numbers of registrations.
    public func checkSameRegistrations(as other: ViewModelRegistry) throws(CellKitTestingError) {
        try registrationMismatches(against: other).throwIfAny()
    }

    /// The unregistered model types of `sections`.
    func registrationMismatches(in sections: [Section]) -> Mismatches {
        let missing = unregisteredModels(in: sections)
        return Mismatches(missing.isEmpty ? nil : .unregisteredModels(missing))
    }

    /// Whether `modelType` is missing, or shows in another class than `viewClass`.
    func registrationMismatches(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type, list: String?
    ) -> Mismatches {
        guard let registration = registration(for: modelType) else {
            return Mismatches(.modelTypeNotRegistered(modelType: modelType.typeName, list: list))
        }
        guard ObjectIdentifier(modelType.viewClass) == ObjectIdentifier(viewClass) else {
            return Mismatches(
                .unexpectedViewClass(modelType: registration.modelType, expected: "\(viewClass)", actual: registration.viewType))
        }
        return Mismatches()
    }

    /// How this registry's registrations differ from `other`'s.
    func registrationMismatches(against other: ViewModelRegistry) -> Mismatches {
        let difference = RegistryDifference(first: dump().registrations, second: other.dump().registrations)
        return Mismatches(difference.isEmpty ? nil : .registriesDiffer(difference))
    }

    /// The registered model types whose declared view class their setup cannot take, ordered by
    /// their messages.
    var viewClassMismatch: CellKitTestingError? {
        let errors = viewClassInconsistencies.values.sorted { $0.description < $1.description }
        return errors.isEmpty ? nil : .inconsistentViewClasses(errors)
    }
}

extension RegistryDump {
    /// The dump's conflicts (those of `modelType` only, when given), if any.
    func conflictMismatch(of modelType: String? = nil) -> CellKitTestingError? {
        let conflicts = conflicts.filter { modelType == nil || $0.modelType == modelType }
        return conflicts.isEmpty ? nil : .registrationConflicts(conflicts)
    }
}

extension ListView {
    /// Checks that every model in `sections` is registered with this table or collection view:
    /// throws if not; see `ViewModelRegistry.checkRegistered(_:)`.
    ///
    /// - Throws: ``CellKitTestingError/unregisteredModels(_:)``.
    /// - Complexity: O(*n*) in the number of models.
    public func checkRegistered(_ sections: [Section]) throws(CellKitTestingError) {
        try registry.checkRegistered(sections)
    }

    /// Checks that `modelType` is registered, shows in exactly `viewClass`, and that the table
    /// or collection view still has that class registered for the model's reuse identifier (a
    /// collection view for both supplementary kinds, for header and footer models): throws
    /// every mismatch if not. In a Swift Testing test,
    /// ``assertRegistration(of:showsIn:sourceLocation:)`` records them as issues.
    ///
    /// ```swift
    /// try tableView.checkRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self)
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/modelTypeNotRegistered(modelType:list:)``,
    ///   ``CellKitTestingError/unexpectedViewClass(modelType:expected:actual:)`` or
    ///   ``CellKitTestingError/registrationConflicts(_:)``; ``CellKitTestingError/mismatches(_:)``
    ///   holding them when there are several.
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func checkRegistration(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type
    ) throws(CellKitTestingError) {
        try registrationMismatches(of: modelType, showsIn: viewClass).throwIfAny()
    }

    /// Checks that no registered model type's view class was replaced (or removed) by a later
    /// engine-level registration under its reuse identifier, and that no registered model type
    /// declares a view class its setup cannot take (a `cellClass` override that disagrees with
    /// `setup(cell:)`): throws every mismatch if not. In a Swift Testing test,
    /// ``assertNoRegistrationConflicts(sourceLocation:)`` records them as issues.
    ///
    /// ```swift
    /// tableView.register(UserCellModel.self)
    /// tableView.register(OtherCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
    /// try tableView.checkNoRegistrationConflicts()
    /// // throws: UserCellModel shows in UserTableViewCell, but tableView has OtherCell registered …
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/inconsistentViewClasses(_:)`` naming the class property,
    ///   its class and the class the setup takes, ``CellKitTestingError/registrationConflicts(_:)``
    ///   naming both classes of each conflict, or ``CellKitTestingError/mismatches(_:)`` holding
    ///   both.
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func checkNoRegistrationConflicts() throws(CellKitTestingError) {
        try conflictMismatches().throwIfAny()
    }

    /// The list's dump: `UITableView.registryDump()` or `UICollectionView.registryDump()`.
    var listRegistryDump: RegistryDump {
        switch self {
        case let tableView as UITableView: tableView.registryDump()
        case let collectionView as UICollectionView: collectionView.registryDump()
        default: registry.dump()
        }
    }

    /// The registry's findings about `modelType`, then the list's conflicts for it.
    func registrationMismatches(of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type) -> Mismatches {
        let dump = listRegistryDump
        var mismatches = registry.registrationMismatches(of: modelType, showsIn: viewClass, list: dump.list)
        mismatches.add(dump.conflictMismatch(of: modelType.typeName))
        return mismatches
    }

    /// The registry's inconsistent view classes, then the list's conflicts.
    func conflictMismatches() -> Mismatches {
        var mismatches = Mismatches(registry.viewClassMismatch)
        mismatches.add(listRegistryDump.conflictMismatch())
        return mismatches
    }
}

extension UITableView {
    /// The model types registered with this table view, each with the class the table view
    /// itself has registered for its reuse identifier (cells with
    /// ``registeredCellClass(forReuseIdentifier:)``, headers and footers with
    /// ``registeredHeaderFooterViewClass(forReuseIdentifier:)``), and the conflicts between them.
    ///
    /// ```swift
    /// let dump = tableView.registryDump()
    /// try GoldenFile(named: "settings-registry.json", in: fixtures).assertMatches(dump.json)
    /// ```
    ///
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func registryDump() -> RegistryDump {
        RegistryDump(
            list: "tableView",
            entries: registry.registrations.map { registration in
                let identifier = registration.reuseIdentifier
                let view: (RegistryDump.Slot, String?) =
                    switch registration.kind {
                    case .cell: (.cell, registeredCellClass(forReuseIdentifier: identifier).map { "\($0)" })
                    case .supplementary:
                        (.headerFooter, registeredHeaderFooterViewClass(forReuseIdentifier: identifier).map { "\($0)" })
                    }
                return RegistryDump.Entry(
                    registration: registration,
                    listViews: [.init(slot: view.0, viewType: view.1, conflict: view.1 != registration.viewType)])
            })
    }
}

extension UICollectionView {
    /// The model types registered with this collection view, each with the classes the
    /// collection view itself has registered for its reuse identifier (cells with
    /// ``registeredCellClass(forReuseIdentifier:)``; supplementary models with
    /// ``registeredSupplementaryViewClass(ofKind:forReuseIdentifier:)``, once for the header
    /// and once for the footer kind), and the conflicts between them.
    ///
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func registryDump() -> RegistryDump {
        RegistryDump(
            list: "collectionView",
            entries: registry.registrations.map { registration in
                let identifier = registration.reuseIdentifier
                let views: [(RegistryDump.Slot, String?)] =
                    switch registration.kind {
                    case .cell: [(.cell, registeredCellClass(forReuseIdentifier: identifier).map { "\($0)" })]
                    case .supplementary:
                        [
                            (
                                .header,
                                registeredSupplementaryViewClass(
                                    ofKind: SupplementaryKind.header.elementKind, forReuseIdentifier: identifier
                                ).map { "\($0)" }
                            ),
                            (
                                .footer,
                                registeredSupplementaryViewClass(
                                    ofKind: SupplementaryKind.footer.elementKind, forReuseIdentifier: identifier
                                ).map { "\($0)" }
                            ),
                        ]
                    }
                return RegistryDump.Entry(
                    registration: registration,
                    listViews: views.map { .init(slot: $0.0, viewType: $0.1, conflict: $0.1 != registration.viewType) })
            })
    }
}

