import Foundation

/// One model type registered with a list: what it shows in and under which identifier.
public struct ViewModelRegistration: Hashable, Sendable, CustomStringConvertible {
    /// Whether the model shows as a cell or as a header/footer.
    public enum Kind: String, Hashable, Sendable {
        /// The model is a cell model (``AnyCellViewModel``): it shows as a row or item.
        case cell
        /// The model is a header or footer model (``AnySupplementaryViewModel``): it shows as a
        /// section's header or footer view.
        case supplementary
    }

    /// The model type's name without its module (with enclosing types).
    public var modelType: String
    /// The view class's name without its module.
    public var viewType: String
    /// The reuse identifier the view class is registered under.
    public var reuseIdentifier: String
    /// Whether the model type shows as a cell or as a header/footer view.
    public var kind: Kind

    /// Creates a registration from its names and kind; the registry makes one when a model type is
    /// registered, and tests make them to compare against.
    public init(modelType: String, viewType: String, reuseIdentifier: String, kind: Kind) {
        self.modelType = modelType
        self.viewType = viewType
        self.reuseIdentifier = reuseIdentifier
        self.kind = kind
    }

    public var description: String {
        "\(kind.rawValue) \(modelType) -> \(viewType) (\(reuseIdentifier))"
    }
}

/// The model types registered with one table or collection view, in registration order.
/// Every list has one (`tableView.registry`, `collectionView.registry`); tests use it to see
/// what a screen registered and to check a data set before it is shown.
///
/// The registry knows the list it serves: registering a model type records it here and
/// registers its view class with that list's engine under the model type's reuse identifier.
///
/// ```swift
/// tableView.register(UserCellModel.self)
/// tableView.registry.registration(for: UserCellModel.self)?.reuseIdentifier
/// try tableView.registry.validate(sections)   // throws for unregistered models
/// ```
@MainActor
public final class ViewModelRegistry {
    private var entries: [ViewModelRegistration] = []
    private var indexByType: [ObjectIdentifier: Int] = [:]
    /// The type a dequeue looked up last and its reuse identifier: the rows of a screen are
    /// mostly of a few types in runs, so most dequeues compare one identifier and hash nothing.
    /// Registration clears it.
    private var lastLookup: (type: ObjectIdentifier, reuseIdentifier: String)?

    /// The registered model types whose declared view class their setup cannot take, by type
    /// (registration reports each; CellKitTesting's `assertNoRegistrationConflicts()` lists them).
    package private(set) var viewClassInconsistencies: [ObjectIdentifier: CellKitError] = [:]
    /// The list this registry registers view classes with. Unowned: the list keeps its registry.
    private unowned let listView: ListView
    private let list: ListKind

    init(listView: ListView) {
        self.listView = listView
        self.list = ListKind(of: listView)
    }

    /// How code names the list this registry belongs to: `tableView` or `collectionView`, as
    /// in the `register` calls its messages suggest.
    public var listName: String { list.variableName }

    /// Every registration, in the order the types were first registered.
    public var registrations: [ViewModelRegistration] { entries }

    /// The registration of `modelType`, or nil.
    ///
    /// - Complexity: O(1).
    public func registration(for modelType: any AnyViewModel.Type) -> ViewModelRegistration? {
        indexByType[ObjectIdentifier(modelType)].map { entries[$0] }
    }

    /// Whether `modelType` is registered.
    ///
    /// - Complexity: O(1).
    public func contains(_ modelType: any AnyViewModel.Type) -> Bool {
        indexByType[ObjectIdentifier(modelType)] != nil
    }

    /// Every model in `sections` whose type is not registered, once per type, at its first place.
    ///
    /// - Complexity: O(*n*) in the number of models, one dictionary lookup per change of type.
    public func unregisteredModels(in sections: [Section]) -> [CellKitError.UnregisteredModel] {
        firstUnregistered(in: sections).map { type, section, position in
            CellKitError.UnregisteredModel(
                modelType: type.typeName, section: section, position: position,
                fix: "\(list.variableName).register(\(type.typeName).self)")
        }
    }

    /// The unregistered model types in `sections`, once each, with the place of their first model.
    ///
    /// - Complexity: O(*n*) in the number of models; consecutive models of one type cost one
    ///   comparison each.
    func firstUnregistered(
        in sections: [Section]
    ) -> [(type: any AnyViewModel.Type, section: Int, position: CellKitError.UnregisteredModel.Position)] {
        var reported = Set<ObjectIdentifier>()
        var result: [(any AnyViewModel.Type, Int, CellKitError.UnregisteredModel.Position)] = []
        func check(_ type: any AnyViewModel.Type, section: Int, position: CellKitError.UnregisteredModel.Position) {
            let key = ObjectIdentifier(type)
            guard indexByType[key] == nil, reported.insert(key).inserted else { return }
            result.append((type, section, position))
        }
        for (sectionIndex, section) in sections.enumerated() {
            for kind in SupplementaryKind.allCases {
                if let model = section[kind] { check(type(of: model), section: sectionIndex, position: .supplementary(kind)) }
            }
            var previous: ObjectIdentifier?
            for (row, model) in section.items.enumerated() {
                let type = type(of: model)
                let key = ObjectIdentifier(type)
                if key == previous { continue }
                previous = key
                check(type, section: sectionIndex, position: .row(row))
            }
        }
        return result
    }

    /// Checks that every model in `sections` is registered, before the list shows them.
    ///
    /// - Throws: ``CellKitError/unregisteredModels(_:)`` listing each unregistered type with
    ///   the call that registers it.
    /// - Complexity: O(*n*) in the number of models.
    public func validate(_ sections: [Section]) throws(CellKitError) {
        let missing = unregisteredModels(in: sections)
        if !missing.isEmpty { throw .unregisteredModels(missing) }
    }

    /// Records `modelType`, replacing an earlier record of the same type.
    func record(_ modelType: any AnyViewModel.Type, kind: ViewModelRegistration.Kind) {
        let entry = ViewModelRegistration(
            modelType: modelType.typeName, viewType: "\(modelType.viewClass)",
            reuseIdentifier: modelType.uniqueIdentifier, kind: kind)
        let key = ObjectIdentifier(modelType)
        if let rival = entries.first(where: {
            $0.reuseIdentifier == entry.reuseIdentifier && $0.viewType != entry.viewType
                && $0.modelType != entry.modelType
        }) {
            listFailure(
                "\(entry.modelType) and \(rival.modelType) both use the reuse identifier "
                    + "\"\(entry.reuseIdentifier)\" with different view classes (\(entry.viewType) and "
                    + "\(rival.viewType)), so one of them would be handed the other's views. Give one of them "
                    + "its own uniqueIdentifier.")
        }
        lastLookup = nil
        if let index = indexByType[key] {
            entries[index] = entry
        } else {
            indexByType[key] = entries.count
            entries.append(entry)
        }
    }

    /// The reuse identifier to dequeue `model`'s view with: the one its type was registered
    /// under, kept from registration so that a dequeue does not format the type's name again. An
    /// unregistered model type stops the program with a message naming the type and the
    /// `register` call that fixes it; inside `ProgrammerErrors.withHandler(_:_:)` the handler gets
    /// it and this returns nil (the caller shows an empty placeholder view).
    ///
    /// - Complexity: O(1); one dictionary lookup when the type differs from the last one's.
    func reuseIdentifier(forRegistered model: any AnyViewModel) -> String? {
        let modelType = type(of: model)
        let key = ObjectIdentifier(modelType)
        if let lastLookup, lastLookup.type == key { return lastLookup.reuseIdentifier }
        guard let index = indexByType[key] else {
            // With a test's handler (ProgrammerErrors): reported, and the caller shows an empty placeholder view.
            listRecoverableFailure(
                "\(modelType.typeName) is not registered with this \(list.description). "
                    + "Call \(list.variableName).register(\(modelType.typeName).self) before it shows the model, or set "
                    + "automaticallyInferCellViewModelTypes on its adapter.")
            return nil
        }
        let identifier = entries[index].reuseIdentifier
        lastLookup = (key, identifier)
        return identifier
    }

    /// The registry attached to `listView`, made on first use.
    static func attached(to listView: ListView) -> ViewModelRegistry {
        let key = ObjectIdentifier(ViewModelRegistry.self)
        if let registry = listView.attachments[key] as? ViewModelRegistry { return registry }
        let registry = ViewModelRegistry(listView: listView)
        listView.attachments[key] = registry
        return registry
    }
}

extension ViewModelRegistry {
    /// Registers each model type's view class with the list, under the model type's reuse
    /// identifier, and records it here. A type whose view class the list cannot show stops the
    /// program with a message naming both and the fix.
    ///
    /// - Complexity: O(*t*) in the number of types.
    func register(_ modelTypes: [any AnyViewModel.Type]) {
        for modelType in modelTypes {
            let name = modelType.typeName
            let viewClass: AnyClass = modelType.viewClass
            let identifier = modelType.uniqueIdentifier
            let reusableClass = viewClass as? ReusableView.Type
            let (kind, base, registered): (ViewModelRegistration.Kind, String, Bool) =
                switch modelType {
                case is any AnyCellViewModel.Type:
                    (
                        .cell, list.cellBase,
                        reusableClass.map { listView.registerCellClass($0, forReuseIdentifier: identifier) } ?? false
                    )
                case is any AnySupplementaryViewModel.Type:
                    (
                        .supplementary, list.supplementaryBase,
                        reusableClass.map { listView.registerSectionViewClass($0, forReuseIdentifier: identifier) }
                            ?? false
                    )
                default:
                    listFailure("\(name) adopts AnyViewModel directly; adopt CellViewModel or SupplementaryViewModel.")
                }
            listPrecondition(
                registered,
                "\(name) shows in \(viewClass), which is not a \(base) subclass, so this \(list.description) "
                    + "cannot show it. Make \(viewClass) a \(base) subclass, or register \(name) with a "
                    + "\(list.other.description).")
            if let inconsistency = modelType.viewClassInconsistency {
                viewClassInconsistencies[ObjectIdentifier(modelType)] = inconsistency
                // With a test's handler (ProgrammerErrors): reported, registered, and listed by
                // CellKitTesting's assertNoRegistrationConflicts().
                listRecoverableFailure(inconsistency.description)
            }
            record(modelType, kind: kind)
        }
    }

    /// Registers every model type in `sections` that is not registered yet, as ``register(_:)``.
    ///
    /// - Complexity: O(*n*) in the number of models.
    func registerMissingTypes(in sections: [Section]) {
        let missing = firstUnregistered(in: sections).map(\.type)
        if !missing.isEmpty { register(missing) }
    }
}
