import Foundation

/// The errors CellKit throws. Each description is a sentence that names the culprit and the fix.
public enum CellKitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A model was asked to set up a view of another class than its own view type, which
    /// happens when its reuse identifier was registered again with another class.
    case viewTypeMismatch(model: String, expected: String, actual: String)
    /// Models in a data set whose types are not registered with the list that would show them.
    case unregisteredModels([UnregisteredModel])
    /// A model type whose declared view class (`classProperty`: `cellClass` or
    /// `supplementaryViewClass`, which registration uses) is not the class its typed setup
    /// takes, nor a subclass of it: every view the list makes for it would be refused by the setup.
    case inconsistentViewClass(model: String, classProperty: String, declared: String, setup: String, setupTakes: String)

    /// A model in a data set whose type is not registered.
    public struct UnregisteredModel: Hashable, Sendable, CustomStringConvertible {
        /// The model type's name.
        public var modelType: String
        /// The section of the first such model.
        public var section: Int
        /// Where the first such model is in its section: its row, or its header or footer slot.
        public var position: Position
        /// The call that registers the type.
        public var fix: String

        /// A place in a section: a row, or the header or footer slot.
        public enum Position: Hashable, Sendable {
            /// The row at this index, counted from 0 within the section.
            case row(Int)
            /// The section's header or footer.
            case supplementary(SupplementaryKind)
        }

        /// Creates the entry for an unregistered model type at `position` in `section`, with
        /// `fix`, the registration call to show.
        public init(modelType: String, section: Int, position: Position, fix: String) {
            self.modelType = modelType
            self.section = section
            self.position = position
            self.fix = fix
        }

        public var description: String {
            let place =
                switch position {
                case .row(let row): "row \(row) of section \(section)"
                case .supplementary(let kind): "the \(kind.rawValue) of section \(section)"
                }
            return "\(modelType) (first at \(place)) is not registered; call \(fix)"
        }
    }

    public var description: String {
        switch self {
        case let .viewTypeMismatch(model, expected, actual):
            "\(model) sets up \(expected) views, but was handed a \(actual). The reuse identifier "
                + "\(model).uniqueIdentifier was registered again with another class; register \(model) "
                + "itself and do not reuse its identifier for other views."
        case let .inconsistentViewClass(model, classProperty, declared, setup, setupTakes):
            "\(model).\(classProperty) is \(declared), but its \(setup) takes \(setupTakes), and \(declared) is not "
                + "\(setupTakes) or a subclass of it: every view registered for \(model) would be refused by its setup. "
                + "Make \(classProperty) return \(setupTakes) (or a subclass), or change the parameter of \(setup) to "
                + "\(declared)."
        case let .unregisteredModels(models):
            "\(models.count) model type\(models.count == 1 ? " is" : "s are") not registered: "
                + models.map(\.description).joined(separator: "; ") + "."
        }
    }
}
