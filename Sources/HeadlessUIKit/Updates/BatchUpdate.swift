import Foundation

/// The changes recorded inside one `performBatchUpdates` block (nested blocks add to the same
/// batch), in UIKit's terms: deletions, reloads and reconfigures at index paths before the
/// update, insertions at index paths after it, moves from before to after.
struct BatchUpdate: Sendable, Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Why the batch is refused whatever it records: a call that cannot be part of a batch was
    /// made inside it (`reloadData()`, a diffable apply); the first one is kept.
    var refusal: BatchUpdateError?

    static func == (lhs: BatchUpdate, rhs: BatchUpdate) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.reloadedSections == rhs.reloadedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections, by: ==)
            && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.movedItems.elementsEqual(rhs.movedItems, by: ==) && lhs.refusal == rhs.refusal
    }

    var isEmpty: Bool { self == BatchUpdate() }
}

/// Why a batch update was refused: UIKit's text, with the real numbers, and what to do.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's sentence for the problem, with this update's numbers.
    public let reason: String
    /// What to change so the update goes through.
    public let fix: String

    public var description: String { "\(reason) \(fix)" }
}

/// A batch update checked against the counts before and after it, with the map from each
/// surviving row's index path before the update to its index path after it.
///
/// The rules themselves, UIKit's sentences and the map are ListDiff's ``BatchUpdateRules``
/// (shared with `Changeset.applying(to:)`); this plan hands them the update in
/// ``ElementPath``s with the list's words, and adds what to do to each refusal.
struct BatchUpdatePlan {
    let update: BatchUpdate
    let newCounts: ListCounts
    private let rules: BatchUpdateRules

    /// Checks `update` in UIKit's order and builds the index map.
    ///
    /// - Throws: ``BatchUpdateError`` with UIKit's text for the first problem found.
    /// - Complexity: O(*c* log *c*) in the number of changes, plus O(*s*) in the sections.
    init(
        _ update: BatchUpdate, oldCounts: ListCounts, newCounts: ListCounts, vocabulary: ListVocabulary
    ) throws(BatchUpdateError) {
        self.update = update
        self.newCounts = newCounts
        do {
            rules = try BatchUpdateRules(
                update.changes, oldCounts: oldCounts.elementsPerSection, newCounts: newCounts.elementsPerSection,
                vocabulary: vocabulary.updateWords)
        } catch {
            throw BatchUpdateError(reason: error.reason, fix: error.problem.fix)
        }
    }

    /// Where the row or item at `oldPath` is after the update; nil when it was deleted,
    /// reloaded (it gets a new cell) or its section went away.
    ///
    /// - Complexity: O(log *c*) for *c* changes in its sections.
    func newIndexPath(for oldPath: IndexPath) -> IndexPath? {
        rules.newPath(for: ElementPath(oldPath))?.indexPath
    }

    /// Where section `oldSection` is after the update; nil when deleted or reloaded.
    func newSection(for oldSection: Int) -> Int? {
        rules.newSection(for: oldSection)
    }
}

extension BatchUpdate {
    /// The recorded changes in the rules' terms.
    fileprivate var changes: BatchUpdateRules.Changes {
        BatchUpdateRules.Changes(
            sectionDeleted: Array(deletedSections), sectionInserted: Array(insertedSections),
            sectionReloaded: Array(reloadedSections),
            sectionMoved: movedSections.map { Move(source: $0.from, target: $0.to) },
            elementDeleted: deletedItems.map(ElementPath.init), elementInserted: insertedItems.map(ElementPath.init),
            elementReloaded: reloadedItems.map(ElementPath.init),
            elementReconfigured: reconfiguredItems.map(ElementPath.init),
            elementMoved: movedItems.map { Move(source: ElementPath($0.from), target: ElementPath($0.to)) })
    }
}

extension ElementPath {
    /// The same position as `indexPath`; an index path without exactly two indices becomes
    /// section -1, element -1, which every bounds check refuses (as UIKit's sentences show it).
    fileprivate init(_ indexPath: IndexPath) {
        self = indexPath.count == 2
            ? ElementPath(element: indexPath[1], section: indexPath[0]) : ElementPath(element: -1, section: -1)
    }
}

extension ListVocabulary {
    /// The words of the list's batch-update sentences; index paths as UIKit writes them.
    fileprivate var updateWords: BatchUpdateRules.Vocabulary {
        BatchUpdateRules.Vocabulary(element: element, view: view) { $0.indexPath.uikitDescription }
    }
}

extension BatchUpdateRules.Problem {
    /// What to change so the update goes through.
    fileprivate var fix: String {
        switch self {
        case .deletedSectionMissing: "Delete sections that exist before the update."
        case .reloadedSectionMissing: "Reload sections that exist before the update."
        case .insertedSectionMissing:
            "Insert sections at indexes that exist after the update; update numberOfSections first."
        case .sectionDeletedAndReloaded, .elementDeletedAndReloaded: "Either delete or reload it."
        case .movedSectionMissing: "Move sections that exist before the update."
        case .sectionMoveDestinationMissing: "Move sections to indexes that exist after the update."
        case .sectionDeletedAndMoved, .elementDeletedAndMoved: "Either delete or move it."
        case .sectionInsertedAndMoved: "Either insert at that index or move there."
        case .sectionMovedTwice: "Move each section at most once per update."
        case .sectionsMovedToOneIndex: "Move each section to its own index."
        case .sectionCount:
            "Change the data source's number of sections in the same update as the insertions and deletions."
        case .sectionMissingBefore, .elementMissingBefore:
            "Use index paths from before the update for deletions, reloads and move sources."
        case .sectionMissingAfter: "Use index paths from after the update for insertions and move destinations."
        case .elementMissingAfter:
            "Use index paths from after the update for insertions and move destinations; update the data "
                + "source's counts in the same update."
        case .elementInsertedAndMoved: "Either insert at that index path or move there."
        case .moveFromDeletedSection: "Delete the item with its section instead."
        case .moveIntoInsertedSection: "Insert the item with its section instead."
        case .elementMovedTwice: "Move each item at most once per update."
        case .elementsMovedToOnePath: "Move each item to its own index path."
        case .elementCount:
            "Change the data source's counts in the same update as the insertions, deletions and moves."
        }
    }
}

extension IndexPath {
    /// UIKit's description of an index path in its messages: `{length = 2, path = 0 - 5}`.
    var uikitDescription: String {
        "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
