/// Why a ``Changeset`` cannot be applied to a list of sections: the sentence UIKit would use
/// to refuse the same batch update (in a table view's words: "rows", "table view").
public struct ChangesetReplayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's sentence for the problem, with the real numbers.
    public let description: String

    /// Creates the error with UIKit's sentence for the problem.
    public init(_ description: String) {
        self.description = description
    }
}

extension Changeset {
    /// Performs this stage on `sections`, the data before it, the way a UIKit batch update
    /// does, and returns the data after it.
    ///
    /// Section deletions, updates and move sources are indexes in `sections`; section
    /// insertions and move destinations are indexes in the result. Element deletions, updates
    /// and move sources are paths in `sections`; insertions and move destinations are paths in
    /// the result. Sections and elements that are neither deleted nor moved keep their
    /// relative order and fill the places that insertions and moves leave free. Values come
    /// from `sections`, except what the stage brings in, which comes from ``data``: inserted
    /// sections and elements, and updated ones (an updated section is reloaded: it takes the
    /// whole section of ``data`` at its new index, as UIKit's delete-and-insert of a reload).
    ///
    /// For every stage of a ``StagedChangeset``, applying it to the previous stage's `data`
    /// (the source, for the first) gives back its `data`, up to values that are equal by
    /// `isContentEqual`.
    ///
    /// The stage is checked first with UIKit's rules, the ones the engine's batch updates
    /// use (`BatchUpdateRules`, in a table view's words, paths written as `[0, 2]`): indexes
    /// in bounds before or after the update, per section *after* == *before* + inserted −
    /// deleted + moved in − moved out, *sections after* == *before* + inserted − deleted (an
    /// updated section or element counting as one deletion and one insertion, as the engine
    /// counts a reload), and no path both deleted (or updated) and moved, inserted and moved
    /// to, moved twice, or moved from a deleted or updated section or into an inserted or
    /// updated one. As in the engine, an index or path listed twice in one list is not refused:
    /// a section counts once, an element path is placed once. Element deletions, insertions
    /// and updates inside a deleted, inserted or updated section are covered by the section
    /// change and have no further effect.
    ///
    /// - Parameter sections: The data before the stage.
    /// - Returns: The data after the stage.
    /// - Throws: ``ChangesetReplayError`` with UIKit's sentence for the first problem found;
    ///   `data` must have the section and element counts the stage leads to.
    /// - Complexity: O(*n* + *c* log *c*) for *n* elements in `sections` and `data` and *c*
    ///   changes.
    public func applying(
        to sections: [ArraySection<Model, Element>]
    ) throws(ChangesetReplayError) -> [ArraySection<Model, Element>] {
        let rules = try checkedRules(before: sections)
        var result: [ArraySection<Model, Element>] = []
        result.reserveCapacity(data.count)
        for section in data.indices {
            // Sections: an inserted or updated one comes from `data` whole; the others keep
            // their model and take their elements place by place.
            guard let old = rules.oldSection(for: section) else {
                result.append(data[section])
                continue
            }
            result.append(
                ArraySection(
                    model: sections[old].model,
                    elements: placedElements(
                        inSection: section, from: sections, old: old, rules.origins(inSection: section))))
        }
        return result
    }

    /// The stage in the rules' terms, checked against the counts of `sections` and ``data``.
    private func checkedRules(
        before sections: [ArraySection<Model, Element>]
    ) throws(ChangesetReplayError) -> BatchUpdateRules {
        let changes = BatchUpdateRules.Changes(
            sectionDeleted: sectionDeleted, sectionInserted: sectionInserted, sectionReloaded: sectionUpdated,
            sectionMoved: sectionMoved, elementDeleted: elementDeleted, elementInserted: elementInserted,
            elementReloaded: elementUpdated, elementMoved: elementMoved)
        do {
            return try BatchUpdateRules(
                changes, oldCounts: sections.map(\.elements.count), newCounts: data.map(\.elements.count),
                vocabulary: .replay)
        } catch {
            throw ChangesetReplayError(error.reason)
        }
    }

    /// The elements of `section` after the stage, which was section `old` of `sections`
    /// before it: each from `sections` or from ``data``, as `origins` says.
    private func placedElements(
        inSection section: Int, from sections: [ArraySection<Model, Element>], old: Int,
        _ origins: BatchUpdateRules.Origins
    ) -> [Element] {
        let after = data[section].elements
        let before = sections[old].elements
        var origins = origins
        var elements: [Element] = []
        elements.reserveCapacity(after.count)
        while let origin = origins.next() {
            switch origin {
            case .after: elements.append(after[elements.count])
            case .before(let path):
                elements.append(
                    path.section == old ? before[path.element] : sections[path.section].elements[path.element])
            }
        }
        return elements
    }
}

extension BatchUpdateRules.Vocabulary {
    /// A table view's words, paths written as ``ElementPath`` describes them: `[0, 2]`.
    static let replay = BatchUpdateRules.Vocabulary(element: "row", view: "table view") { $0.description }
}
