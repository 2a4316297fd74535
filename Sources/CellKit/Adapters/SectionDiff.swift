import Foundation
import ListDiff

/// How an adapter showed new data.
public enum DataUpdate: Equatable, Sendable {
    /// As batch updates: the number of stages (0 when nothing changed).
    case batchUpdates(stages: Int)
    /// With `reloadData()`, for the reason given.
    case reloadData(reason: String)
    /// Not shown: the call was refused, for the reason given (an apply inside a batch update
    /// of the list). The adapter's data and the list are as they were.
    case refused(reason: String)
}

/// A section as the diff sees it: its identifier; everything but the items rides along.
struct SectionIdentity: Differentiable {
    var section: Section
    let differenceIdentifier: AnyHashable

    /// Headers and footers are refreshed on screen after every apply, so a section's own content
    /// never asks for a section reload.
    func isContentEqual(to source: SectionIdentity) -> Bool { true }
}

/// A model as the diff sees it: its identity and its content equality.
struct ModelIdentity: Differentiable {
    let model: any AnyCellViewModel

    var differenceIdentifier: ModelKey { ModelKey(model: model) }

    func isContentEqual(to source: ModelIdentity) -> Bool { model.isContentEqual(toModel: source.model) }
}

/// A model's identity for diffing, hashed and compared through the model's own type
/// (``AnyCellViewModel/hashDiffIdentity(into:)``, ``AnyCellViewModel/hasSameDiffIdentity(as:)``)
/// rather than through `AnyHashable`, which boxed two values per model and compared them with
/// dynamic casts. The model must have an identity.
struct ModelKey: Hashable {
    let model: any AnyCellViewModel

    static func == (lhs: ModelKey, rhs: ModelKey) -> Bool { lhs.model.hasSameDiffIdentity(as: rhs.model) }

    func hash(into hasher: inout Hasher) { model.hashDiffIdentity(into: &hasher) }
}

typealias DiffSections = [ArraySection<SectionIdentity, ModelIdentity>]

extension Array where Element == Section {
    /// The sections as diffable values, or why they cannot be diffed.
    ///
    /// - Complexity: O(*n*) in the number of models.
    func diffable() -> Result<DiffSections, SectionDiffRefusal> {
        var result: DiffSections = []
        result.reserveCapacity(count)
        var firstIndexByID: [AnyHashable: Int] = [:]
        for (index, section) in enumerated() {
            guard let id = section.id else {
                return .failure(.init("section \(index) has no id; give every Section an id to animate changes"))
            }
            if let first = firstIndexByID.updateValue(index, forKey: id) {
                return .failure(
                    .init(
                        "sections \(first) and \(index) both have the id \(String(reflecting: id.base)), so they cannot "
                            + "be told apart between data sets; give every Section its own id"))
            }
            var elements: [ModelIdentity] = []
            elements.reserveCapacity(section.items.count)
            for model in section.items {
                guard model.hasDiffIdentity else {
                    return .failure(
                        .init(
                            "\(type(of: model)) does not adopt DiffableViewModel (or DiffableCellViewModel), so "
                                + "its rows cannot be matched between data sets; adopt DiffableViewModel to animate "
                                + "changes"))
                }
                elements.append(ModelIdentity(model: model))
            }
            var carried = section
            carried.items = []
            result.append(ArraySection(model: SectionIdentity(section: carried, differenceIdentifier: id), elements: elements))
        }
        return .success(result)
    }

    /// Sections rebuilt from diffable values.
    init(_ sections: DiffSections) {
        self = sections.map { diffSection in
            var section = diffSection.model.section
            section.items = diffSection.elements.map(\.model)
            return section
        }
    }
}

/// Why a data set cannot be diffed.
struct SectionDiffRefusal: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Shows `target` on `list`: diffed into batch updates when both data sets can be diffed
/// (content changes reconfigure the cells on screen), else with a reload.
///
/// - Complexity: O(*n*) for the diff of *n* models, plus the batch updates.
@MainActor
func applyDiff(
    from current: [Section], to target: [Section], on list: ListView, setData: ([Section]) -> Void,
    reload: () -> Void
) -> DataUpdate {
    switch (current.diffable(), target.diffable()) {
    case (.success(let source), .success(let destination)):
        let staged = StagedChangeset<SectionIdentity, ModelIdentity>(source: source, target: destination)
        list.performStages(staged, elementUpdates: .reconfigure) { setData([Section]($0)) }
        setData(target)
        return .batchUpdates(stages: staged.count)
    case (.failure(let refusal), _), (_, .failure(let refusal)):
        setData(target)
        reload()
        return .reloadData(reason: refusal.reason)
    }
}
