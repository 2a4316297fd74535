/// A section for diffing: a model with an identity (the section) and its elements.
public struct ArraySection<Model: Differentiable, Element: Differentiable>: Differentiable {
    /// The section's own model, which gives the section its identity and content.
    public var model: Model
    /// The section's elements, in order; the diff matches them by `differenceIdentifier`.
    public var elements: [Element]

    /// Creates a section from its model and its elements.
    public init(model: Model, elements: [Element]) {
        self.model = model
        self.elements = elements
    }

    /// The section model's identifier.
    public var differenceIdentifier: Model.DifferenceIdentifier { model.differenceIdentifier }

    /// Whether the section models show the same content (elements are compared one by one by
    /// the diff, not here).
    public func isContentEqual(to source: ArraySection) -> Bool { model.isContentEqual(to: source.model) }
}

extension ArraySection: Equatable where Model: Equatable, Element: Equatable {}
extension ArraySection: Sendable where Model: Sendable, Element: Sendable {}

/// The position of an element: its section and its index in the section.
public struct ElementPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The element's index within its section.
    public var element: Int
    /// The index of the section that holds the element.
    public var section: Int

    /// Creates the path of the element at index `element` in section `section`.
    public init(element: Int, section: Int) {
        self.element = element
        self.section = section
    }

    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        (lhs.section, lhs.element) < (rhs.section, rhs.element)
    }

    public var description: String { "[\(section), \(element)]" }
}

/// A move from one position to another.
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Where the moved section or element is before the stage.
    public var source: Position
    /// Where the moved section or element is after the stage.
    public var target: Position

    /// Creates a move from `source` (before the stage) to `target` (after it).
    public init(source: Position, target: Position) {
        self.source = source
        self.target = target
    }

    public var description: String { "\(source) -> \(target)" }
}

/// One stage of a ``StagedChangeset``: changes that one batch update can perform at once, in
/// UIKit's batch-update semantics (deletions and updates at positions before the stage,
/// insertions at positions after it, moves from before to after), and the sections as they
/// are after the stage.
public struct Changeset<Model: Differentiable, Element: Differentiable> {
    /// The sections after this stage: what the data source shows once the stage is performed.
    public var data: [ArraySection<Model, Element>]

    /// Indexes of the sections this stage deletes, as positions before the stage.
    public var sectionDeleted: [Int]
    /// Indexes of the sections this stage inserts, as positions after the stage.
    public var sectionInserted: [Int]
    /// Sections whose model content changed (positions before the stage, which in the stage
    /// that holds them are also the positions after it).
    public var sectionUpdated: [Int]
    /// Sections this stage moves, each from its index before the stage to its index after it.
    public var sectionMoved: [Move<Int>]
    /// Paths of the elements this stage deletes, as positions before the stage.
    public var elementDeleted: [ElementPath]
    /// Paths of the elements this stage inserts, as positions after the stage.
    public var elementInserted: [ElementPath]
    /// Elements whose content changed (positions before the stage, equal to the positions
    /// after it in the stage that holds them).
    public var elementUpdated: [ElementPath]
    /// Elements this stage moves, each from its path before the stage to its path after it
    /// (possibly in another section).
    public var elementMoved: [Move<ElementPath>]

    /// Creates a stage from the sections after it and its changes; every list of changes defaults
    /// to empty. The changes are stored as given, not checked (`applying(to:)` checks them with
    /// UIKit's rules).
    public init(
        data: [ArraySection<Model, Element>],
        sectionDeleted: [Int] = [], sectionInserted: [Int] = [], sectionUpdated: [Int] = [],
        sectionMoved: [Move<Int>] = [],
        elementDeleted: [ElementPath] = [], elementInserted: [ElementPath] = [],
        elementUpdated: [ElementPath] = [], elementMoved: [Move<ElementPath>] = []
    ) {
        self.data = data
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionUpdated = sectionUpdated
        self.sectionMoved = sectionMoved
        self.elementDeleted = elementDeleted
        self.elementInserted = elementInserted
        self.elementUpdated = elementUpdated
        self.elementMoved = elementMoved
    }

    /// The number of changes in the stage.
    public var changeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
            + elementDeleted.count + elementInserted.count + elementUpdated.count + elementMoved.count
    }

    /// Whether the stage changes nothing.
    public var isEmpty: Bool { changeCount == 0 }
}

extension Changeset: Sendable where Model: Sendable, Element: Sendable {}

/// The changes that turn one list of sections into another, as stages each safe to hand to one
/// batch update, in order:
///
/// 1. sections: deletions, insertions and moves (surviving sections keep their old elements);
/// 2. elements: deletions, insertions and moves, within and across sections;
/// 3. updates: sections and elements whose content changed, at their final positions.
///
/// Empty stages are left out, so equal inputs give no stage at all.
public struct StagedChangeset<Model: Differentiable, Element: Differentiable>: RandomAccessCollection {
    /// The stages, in the order they must be performed, each one batch update.
    public var stages: [Changeset<Model, Element>]

    /// Creates a staged changeset from stages computed elsewhere, stored as given (not checked).
    public init(stages: [Changeset<Model, Element>]) {
        self.stages = stages
    }

    public var startIndex: Int { stages.startIndex }
    public var endIndex: Int { stages.endIndex }
    public subscript(position: Int) -> Changeset<Model, Element> { stages[position] }
}

extension StagedChangeset: Sendable where Model: Sendable, Element: Sendable {}
