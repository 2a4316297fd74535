import CellKit

extension ViewModelRegistry {
    /// The registry's registrations in a stable order, as text and JSON. A bare registry does
    /// not know its list's own class registrations; use `UITableView.registryDump()`
    /// or `UICollectionView.registryDump()` to see conflicts with them.
    ///
    /// ```swift
    /// try GoldenFile(named: "registry.txt", in: fixtures).assertMatches(tableView.registry.dump().text)
    /// ```
    ///
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func dump() -> RegistryDump {
        RegistryDump(list: nil, entries: registrations.map { RegistryDump.Entry(registration: $0) })
    }

    /// Checks that every model in `sections` (rows, headers and footers, in every section) is
    /// registered, so the list can show the whole data set.
    ///
    /// ```swift
    /// try tableView.registry.assertRegistered(screen.sections)
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/unregisteredModels(_:)`` naming each unregistered type
    ///   once, with its first place and the `register` call that fixes it.
    /// - Complexity: O(*n*) in the number of models.
    public func assertRegistered(_ sections: [Section]) throws(CellKitTestingError) {
        let missing = unregisteredModels(in: sections)
        if !missing.isEmpty { throw .unregisteredModels(missing) }
    }

    /// Checks that `modelType` is registered and shows in exactly `viewClass` (not a subclass).
    ///
    /// ```swift
    /// try tableView.registry.assertRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self)
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/modelTypeNotRegistered(modelType:list:)`` or
    ///   ``CellKitTestingError/unexpectedViewClass(modelType:expected:actual:)``.
    /// - Complexity: O(1).
    public func assertRegistration(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type
    ) throws(CellKitTestingError) {
        try assertRegistration(of: modelType, showsIn: viewClass, list: nil)
    }

    /// Checks that this registry holds the same registrations as `other`, for example a table
    /// and a collection version of one screen, or a screen before and after a refactoring.
    ///
    /// - Throws: ``CellKitTestingError/registriesDiffer(_:)`` listing the registrations only one
    ///   side holds and the model types registered differently (this registry is "the first").
    /// - Complexity: O(*n* + *m*) expected, in the numbers of registrations.
    public func assertSameRegistrations(as other: ViewModelRegistry) throws(CellKitTestingError) {
        let difference = RegistryDifference(first: dump().registrations, second: other.dump().registrations)
        if !difference.isEmpty { throw .registriesDiffer(difference) }
    }

    func assertRegistration(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type, list: String?
    ) throws(CellKitTestingError) {
        guard let registration = registration(for: modelType) else {
            throw .modelTypeNotRegistered(modelType: modelType.typeName, list: list)
        }
        guard ObjectIdentifier(modelType.viewClass) == ObjectIdentifier(viewClass) else {
            throw .unexpectedViewClass(
                modelType: registration.modelType, expected: "\(viewClass)", actual: registration.viewType)
        }
    }
}

extension ViewModelRegistry {
    /// Throws the registered model types whose declared view class their setup cannot take,
    /// ordered by their messages.
    func throwViewClassInconsistencies() throws(CellKitTestingError) {
        let errors = viewClassInconsistencies.values.sorted { $0.description < $1.description }
        if !errors.isEmpty { throw .inconsistentViewClasses(errors) }
    }
}

extension RegistryDump {
    /// Throws the dump's conflicts, if any.
    func throwConflicts() throws(CellKitTestingError) {
        let conflicts = conflicts
        if !conflicts.isEmpty { throw .registrationConflicts(conflicts) }
    }

    /// Throws the conflicts of the registration of `modelType`, if any.
    func throwConflicts(of modelType: String) throws(CellKitTestingError) {
        let conflicts = conflicts.filter { $0.modelType == modelType }
        if !conflicts.isEmpty { throw .registrationConflicts(conflicts) }
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

    /// Checks that every model in `sections` is registered with this table view; see
    /// `ViewModelRegistry.assertRegistered(_:)`.
    ///
    /// - Complexity: O(*n*) in the number of models.
    public func assertRegistered(_ sections: [Section]) throws(CellKitTestingError) {
        try registry.assertRegistered(sections)
    }

    /// Checks that `modelType` is registered, shows in exactly `viewClass`, and that the table
    /// view still has that class registered for the model's reuse identifier.
    ///
    /// ```swift
    /// try tableView.assertRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self)
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/modelTypeNotRegistered(modelType:list:)``,
    ///   ``CellKitTestingError/unexpectedViewClass(modelType:expected:actual:)`` or
    ///   ``CellKitTestingError/registrationConflicts(_:)``.
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func assertRegistration(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type
    ) throws(CellKitTestingError) {
        try registry.assertRegistration(of: modelType, showsIn: viewClass, list: "tableView")
        try registryDump().throwConflicts(of: modelType.typeName)
    }

    /// Checks that no registered model type's view class was replaced (or removed) by a later
    /// engine-level registration under its reuse identifier, and that no registered model type
    /// declares a view class its setup cannot take (a `cellClass` override that disagrees with
    /// `setup(cell:)`).
    ///
    /// ```swift
    /// tableView.register(UserCellModel.self)
    /// tableView.register(OtherCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
    /// try tableView.assertNoRegistrationConflicts()
    /// // throws: UserCellModel shows in UserTableViewCell, but tableView has OtherCell registered …
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/inconsistentViewClasses(_:)`` naming the class property,
    ///   its class and the class the setup takes; else ``CellKitTestingError/registrationConflicts(_:)``
    ///   naming both classes of each conflict.
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func assertNoRegistrationConflicts() throws(CellKitTestingError) {
        try registry.throwViewClassInconsistencies()
        try registryDump().throwConflicts()
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

    /// Checks that every model in `sections` is registered with this collection view; see
    /// `ViewModelRegistry.assertRegistered(_:)`.
    ///
    /// - Complexity: O(*n*) in the number of models.
    public func assertRegistered(_ sections: [Section]) throws(CellKitTestingError) {
        try registry.assertRegistered(sections)
    }

    /// Checks that `modelType` is registered, shows in exactly `viewClass`, and that the
    /// collection view still has that class registered for the model's reuse identifier (for
    /// both supplementary kinds, for header and footer models).
    ///
    /// - Throws: as `UITableView.assertRegistration(of:showsIn:)`.
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func assertRegistration(
        of modelType: any AnyViewModel.Type, showsIn viewClass: ReusableView.Type
    ) throws(CellKitTestingError) {
        try registry.assertRegistration(of: modelType, showsIn: viewClass, list: "collectionView")
        try registryDump().throwConflicts(of: modelType.typeName)
    }

    /// Checks that no registered model type's view class was replaced (or removed) by a later
    /// engine-level registration under its reuse identifier, and that no registered model type
    /// declares a view class its setup cannot take (a `cellClass` override that disagrees with
    /// `setup(cell:)`).
    ///
    /// - Throws: ``CellKitTestingError/inconsistentViewClasses(_:)`` naming the class property,
    ///   its class and the class the setup takes; else ``CellKitTestingError/registrationConflicts(_:)``
    ///   naming both classes of each conflict.
    /// - Complexity: O(*n* log *n*) in the number of registrations.
    public func assertNoRegistrationConflicts() throws(CellKitTestingError) {
        try registry.throwViewClassInconsistencies()
        try registryDump().throwConflicts()
    }
}

