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

/// A model as the diff sees it: its identity and its content equality. It points at the model
/// (see ``withModels(of:nestingLimit:_:)``), so that the diff's copies of it are free and its
/// comparisons read the models in place (an element holding the model itself, an existential,
/// was copied and destroyed at each comparison: most of an apply's cost). Valid while the
/// pointer is.
struct ModelIdentity: Differentiable {
    let pointer: UnsafeMutablePointer<any AnyCellViewModel>

    var differenceIdentifier: ModelKey { ModelKey(pointer: pointer) }

    func isContentEqual(to source: ModelIdentity) -> Bool {
        isEqualRow(to: source)
            || inPlace(&pointer.pointee, &source.pointer.pointee) { $0.isContentEqual(toModel: $1) }
    }

    /// The model's identity as two words to hash (``AnyCellViewModel/_diffIdentityHashWords()``),
    /// for a `UUID` or 64-bit integer identifier; one call to the model.
    ///
    /// - Complexity: O(1).
    static func differenceIdentifierHashWords(_ key: ModelKey) -> (low: UInt64, high: UInt64)? {
        inPlace(&key.pointer.pointee) { $0._diffIdentityHashWords() }
    }

    /// True: the identity table asks ``_differenceIdentifierHashWords(of:into:)`` for a batch
    /// of identifiers at once.
    static var _givesIdentifierHashWordsInBulk: Bool { true }

    /// The words of ``differenceIdentifierHashWords(_:)`` for the leading `keys`: one call to
    /// a model type per run of models of one type
    /// (``AnyCellViewModel/_diffIdentityHashWords(of:count:into:)``), up to the first model
    /// without words, and up to the first key that does not point at the model after its
    /// predecessor's: the keys of a section's middle point at its consecutive models, but a
    /// batch can span the middles of several sections, whose arrays lie anywhere (the two ends
    /// of a batch lining up says nothing of the keys between them). The table takes the keys
    /// left one by one.
    ///
    /// - Complexity: O(*k*) for the *k* keys written.
    static func _differenceIdentifierHashWords(
        of keys: UnsafeBufferPointer<ModelKey>, into words: UnsafeMutablePointer<(low: UInt64, high: UInt64)>
    ) -> Int {
        guard !keys.isEmpty else { return 0 }
        let models = keys[0].pointer
        var count = 1
        while count < keys.count, keys[count].pointer == models + count { count += 1 }
        var written = 0
        while written < count {
            let given = modelType(at: models + written)._diffIdentityHashWords(
                of: models + written, count: count - written, into: words + written)
            guard given > 0 else { break }
            written += given
        }
        return written
    }

    /// How many pairs at the start (or, `backward`, the end) of `target` and `source` are equal
    /// rows (see ``equalRows(_:_:count:step:)``): one call to a model per run of models of one
    /// type. The elements of a section point at its consecutive models (see
    /// ``Swift/Array/diffable(readingModelsAt:)``), which the two ends of each buffer's run
    /// confirm; other buffers are left to the diff's element by element comparison (0).
    ///
    /// - Complexity: O(*k*) comparisons for the *k* pairs counted.
    static func _equalRun(
        of target: UnsafeBufferPointer<ModelIdentity>, and source: UnsafeBufferPointer<ModelIdentity>, backward: Bool
    ) -> Int {
        let count = Swift.min(target.count, source.count)
        guard count > 0 else { return 0 }
        let step = backward ? -1 : 1
        // The first and last pairs of the run, counted from where it starts.
        func ends(
            _ buffer: UnsafeBufferPointer<ModelIdentity>
        ) -> (first: UnsafeMutablePointer<any AnyCellViewModel>, last: UnsafeMutablePointer<any AnyCellViewModel>) {
            backward
                ? (buffer[buffer.count - 1].pointer, buffer[buffer.count - count].pointer)
                : (buffer[0].pointer, buffer[count - 1].pointer)
        }
        let (models, lastModel) = ends(target)
        let (sources, lastSource) = ends(source)
        guard lastModel == models + (count - 1) * step, lastSource == sources + (count - 1) * step else { return 0 }
        return equalRows(models, sources, count: count, step: step)
    }

    /// True: ``_equalRun(of:and:backward:)`` counts runs, which the diff then also asks for the
    /// rows between the common runs that follow a row matched next to its predecessor's match
    /// (one call for a run of models of one type where each pair was one call).
    static var _answersEqualRuns: Bool { true }

    /// Both comparisons with one call to the model (see ``modelContentEquality(_:ifSameIdentityAs:)``).
    func contentEquality(ifSameIdentifierAs source: ModelIdentity) -> Bool? {
        guard !isEqualRow(to: source) else { return true }
        return inPlace(&pointer.pointee, &source.pointer.pointee) { modelContentEquality($0, ifSameIdentityAs: $1) }
    }

    /// Whether the two models are one with an identity, or of one type with the same identity
    /// and equal content, asked in one call for the model's type (``equalRows(_:_:count:)``);
    /// false tells nothing more. Most rows compared are equal: they need no other call. A model
    /// without identity is never equal, not even to itself: the apply checks only the models
    /// outside the common runs for an identity (see ``applyDiff(from:to:on:setData:reload:)``).
    ///
    /// - Complexity: O(1) plus the comparisons.
    private func isEqualRow(to source: ModelIdentity) -> Bool {
        equalRows(pointer, source.pointer, count: 1) == 1
    }
}

/// A model's identity for diffing, hashed and compared through the model's own type
/// (``AnyCellViewModel/hashDiffIdentity(into:)``, ``AnyCellViewModel/hasSameDiffIdentity(as:)``)
/// rather than through `AnyHashable`, which boxed two values per model and compared them with
/// dynamic casts. The model must have an identity; it is read in place, as for ``ModelIdentity``.
struct ModelKey: Hashable {
    let pointer: UnsafeMutablePointer<any AnyCellViewModel>

    static func == (lhs: ModelKey, rhs: ModelKey) -> Bool {
        lhs.pointer == rhs.pointer || inPlace(&lhs.pointer.pointee, &rhs.pointer.pointee) { $0.hasSameDiffIdentity(as: $1) }
    }

    func hash(into hasher: inout Hasher) { inPlace(&pointer.pointee) { $0.hashDiffIdentity(into: &hasher) } }
}

/// `body` on models where they lie. Passed `inout`, an existential is read at its address;
/// read through `pointee` it would be copied first, then destroyed. The two must differ.
@inline(__always)
private func inPlace<Result>(
    _ model: inout any AnyCellViewModel, _ other: inout any AnyCellViewModel,
    _ body: (borrowing any AnyCellViewModel, borrowing any AnyCellViewModel) -> Result
) -> Result {
    body(model, other)
}

/// Both diff comparisons of two models where they lie: nil for another identity, else whether
/// the contents are equal. `model` is opened in place (its type and address), and `source`,
/// when it is of that type, hands its address to the model's
/// ``AnyCellViewModel/_contentEquality(ifSameDiffIdentityAs:)``: two calls where
/// ``AnyCellViewModel/hasSameDiffIdentity(as:)`` and ``AnyCellViewModel/isContentEqual(toModel:)``
/// make two each. Models of two types are compared through those two.
///
/// - Complexity: O(1) plus the comparisons.
@inline(__always)
private func modelContentEquality<Model: AnyCellViewModel>(
    _ model: Model, ifSameIdentityAs source: any AnyCellViewModel
) -> Bool? {
    var equality: Bool?
    guard source._withAddress(ifOfType: Model.self, { address in
        equality = model._contentEquality(ifSameDiffIdentityAs: address)
        return true
    }) != nil else {
        return model.hasSameDiffIdentity(as: source) ? model.isContentEqual(toModel: source) : nil
    }
    return equality
}

/// `body` on a model where it lies (see the two-model variant).
@inline(__always)
func inPlace<Result>(_ model: inout any AnyCellViewModel, _ body: (borrowing any AnyCellViewModel) -> Result) -> Result {
    body(model)
}

/// `body` on the model at `index` of `models`, where the array keeps it (not copied out).
/// Nonisolated, so that the closure it hands the array is too: made in a main-actor method, it
/// would check at each call that it runs on the main actor.
///
/// - Complexity: O(1) plus `body`.
@inline(__always)
func withModel<Result>(
    at index: Int, of models: [any AnyCellViewModel], _ body: (borrowing any AnyCellViewModel) -> Result
) -> Result {
    models.withUnsafeBufferPointer { models in
        // Mutable only to pass the model `inout` (read in place, see `inPlace`): nothing writes
        // through it, and it points into `models`, which the call keeps alive.
        inPlace(&UnsafeMutablePointer(mutating: models.baseAddress! + index).pointee, body)
    }
}

typealias DiffSections = [ArraySection<SectionIdentity, ModelIdentity>]

/// Calls `body` with the start of each section's models (nil for a section without any), for
/// the diff to read them in place through ``ModelIdentity`` and ``ModelKey``; the pointers are
/// valid during the call. The models are read where the sections' arrays keep them, each
/// array's buffer held open by a nested call, for data sets of up to `nestingLimit` sections;
/// a data set of more sections is copied once into one buffer instead, so that the nesting
/// stays shallow. The pointers are mutable only so that the diff can pass the models `inout`
/// (see ``inPlace(_:_:_:)``), which reads them without copying: nothing writes through them.
///
/// - Complexity: O(*s*) for *s* sections, or O(*n*) for *n* models when they are copied.
func withModels<Result>(
    of sections: [Section], nestingLimit: Int = 32,
    _ body: ([UnsafeMutablePointer<any AnyCellViewModel>?]) -> Result
) -> Result {
    var starts: [UnsafeMutablePointer<any AnyCellViewModel>?] = []
    starts.reserveCapacity(sections.count)
    guard sections.count <= nestingLimit else {
        let count = sections.reduce(0) { $0 + $1.items.count }
        let copy = UnsafeMutablePointer<any AnyCellViewModel>.allocate(capacity: count)
        defer {
            copy.deinitialize(count: count)
            copy.deallocate()
        }
        var next = copy
        for section in sections {
            starts.append(next)
            section.items.withUnsafeBufferPointer { items in
                guard let first = items.baseAddress else { return }
                next.initialize(from: first, count: items.count)
                next += items.count
            }
        }
        return body(starts)
    }
    func nest(_ index: Int) -> Result {
        guard index < sections.count else { return body(starts) }
        return sections[index].items.withUnsafeBufferPointer { items in
            starts.append(items.baseAddress.map { UnsafeMutablePointer(mutating: $0) })
            return nest(index + 1)
        }
    }
    return nest(0)
}

extension Array where Element == Section {
    /// The sections as diffable values pointing at their models (`starts`, from
    /// ``withModels(of:nestingLimit:_:)``), or why they cannot be diffed: a section without an
    /// id, or two sections with one id, unless a section before it holds a model without
    /// identity, which is refused first. The models are not checked for an identity otherwise:
    /// the caller checks them (``firstModelWithoutIdentity(in:readingModelsAt:)``). The values
    /// are valid while the pointers are.
    ///
    /// With `trim`, each section's elements are only its rows between the trimmed ends (see
    /// ``DiffTrim``): the diff's values of the rows left out are never made.
    ///
    /// - Complexity: O(*n*) in the number of models given to the diff (a pointer each), plus
    ///   O(*k*) identity checks of the *k* models before a refused section.
    func diffable(readingModelsAt starts: [UnsafeMutablePointer<any AnyCellViewModel>?], trim: DiffTrim? = nil) -> Result<
        DiffSections, SectionDiffRefusal
    > {
        // A refused section, or a model without identity in a section before it (as a check of
        // every section in order, its models then its successor's id, finds first).
        func refusal(at index: Int, _ reason: String) -> Result<DiffSections, SectionDiffRefusal> {
            let earlier = self[..<index].map { 0..<$0.items.count }
            return .failure(firstModelWithoutIdentity(in: earlier, readingModelsAt: starts) ?? .init(reason))
        }
        var result: DiffSections = []
        result.reserveCapacity(count)
        var firstIndexByID: [AnyHashable: Int] = [:]
        for (index, section) in enumerated() {
            guard let id = section.id else {
                return refusal(at: index, "section \(index) has no id; give every Section an id to animate changes")
            }
            if let first = firstIndexByID.updateValue(index, forKey: id) {
                return refusal(
                    at: index,
                    "sections \(first) and \(index) both have the id \(String(reflecting: id.base)), so they cannot "
                        + "be told apart between data sets; give every Section its own id")
            }
            let leading = trim?.leading[index] ?? 0
            let count = section.items.count - leading - (trim?.trailing[index] ?? 0)
            let elements = [ModelIdentity](unsafeUninitializedCapacity: count) { elements, initialized in
                guard let start = starts[index].map({ $0 + leading }) else { return }
                for offset in 0..<elements.count {
                    elements.initializeElement(at: offset, to: ModelIdentity(pointer: start + offset))
                }
                initialized = elements.count
            }
            var carried = section
            carried.items = []
            result.append(ArraySection(model: SectionIdentity(section: carried, differenceIdentifier: id), elements: elements))
        }
        return .success(result)
    }
}

/// The refusal for the first model in `rows` of the models at `start` that has no identity for
/// diffing, or nil when they all have one.
///
/// - Complexity: O(*k*) for *k* rows (one call to a model per run of models of one type).
func firstModelWithoutIdentity(
    in rows: Range<Int>, readingModelsAt start: UnsafeMutablePointer<any AnyCellViewModel>
) -> SectionDiffRefusal? {
    // Each model equals itself when it has an identity: the run ends at the first without.
    let withIdentity = rows.isEmpty ? 0 : equalRows(start + rows.lowerBound, start + rows.lowerBound, count: rows.count)
    guard withIdentity < rows.count else { return nil }
    return SectionDiffRefusal(
        "\(type(of: start[rows.lowerBound + withIdentity])) does not adopt DiffableViewModel (or "
            + "DiffableCellViewModel), so its rows cannot be matched between data sets; adopt "
            + "DiffableViewModel to animate changes")
}

/// The refusal for the first model without identity for diffing among the `rows` of each
/// section (the models at `starts`, from ``withModels(of:nestingLimit:_:)``), in section order,
/// or nil.
///
/// - Complexity: O(*s* + *k*) for *s* sections and *k* rows.
func firstModelWithoutIdentity(
    in rows: [Range<Int>], readingModelsAt starts: [UnsafeMutablePointer<any AnyCellViewModel>?]
) -> SectionDiffRefusal? {
    for (section, rows) in rows.enumerated() where !rows.isEmpty {
        guard let start = starts[section] else { continue }
        if let refusal = firstModelWithoutIdentity(in: rows, readingModelsAt: start) { return refusal }
    }
    return nil
}

extension Array where Element == Section {
    /// Per section, how many leading rows show what `source` shows at the same positions, or
    /// nil when all of them do row for row, so that the diff from `source` would find nothing
    /// to change: the same number of sections, with equal ids that can be diffed (none missing,
    /// none twice) and as many models each, whose models pair off as the diff's common runs
    /// pair them (see ``equalRows(_:_:count:)``). The counts (for the diff's
    /// `_knownEqualLeadingRuns`) stop at the first section that differs: sections before it
    /// show all their rows, it shows its leading equal rows (when the ids agree), those after
    /// it none. `starts` and `sourceStarts` are the sections' models (from
    /// ``withModels(of:nestingLimit:_:)``).
    ///
    /// - Complexity: O(*s*) for *s* sections, plus O(*k*) comparisons up to the *k*-th row, the
    ///   first that differs.
    func leadingRowsShown(
        by source: [Section], readingModelsAt starts: [UnsafeMutablePointer<any AnyCellViewModel>?],
        sourceModelsAt sourceStarts: [UnsafeMutablePointer<any AnyCellViewModel>?]
    ) -> [Int]? {
        // Sections before `index` show all their rows, `index` shows `rows`.
        func shown(upTo index: Int, _ rows: Int) -> [Int] {
            var shown = self[..<index].map(\.items.count)
            if index < count { shown.append(rows) }
            return shown
        }
        var ids = Set<AnyHashable>()
        for (index, section) in enumerated() {
            guard index < source.count, let id = section.id, id == source[index].id else { return shown(upTo: index, 0) }
            if count > 1, !ids.insert(id).inserted { return shown(upTo: index, 0) }
            let rows = section.items.count
            let sourceRows = source[index].items.count
            let shorter = Swift.min(rows, sourceRows)
            var equal = 0
            if shorter > 0 {
                guard let models = starts[index], let sources = sourceStarts[index] else { return shown(upTo: index, 0) }
                equal = equalRows(models, sources, count: shorter)
            }
            guard equal == rows, rows == sourceRows else { return shown(upTo: index, equal) }
        }
        return count == source.count ? nil : shown(upTo: count, 0)
    }

    /// Sections rebuilt from diffable values (their models copied). With `trim`, the values are
    /// the rows between each section's trimmed ends, and the rows of the ends are taken from
    /// `target`, whose sections are those of `sections`, in the same order (see ``DiffTrim``).
    ///
    /// - Complexity: O(*n*) for *n* models.
    init(_ sections: DiffSections, trimmedFrom target: [Section] = [], by trim: DiffTrim? = nil) {
        self = sections.enumerated().map { index, diffSection in
            var section = diffSection.model.section
            guard let trim else {
                section.items = diffSection.elements.map(\.pointer.pointee)
                return section
            }
            let items = target[index].items
            var rows: [any AnyCellViewModel] = []
            rows.reserveCapacity(trim.leading[index] + diffSection.elements.count + trim.trailing[index])
            rows += items[..<trim.leading[index]]
            rows += diffSection.elements.lazy.map(\.pointer.pointee)
            rows += items[(items.count - trim.trailing[index])...]
            section.items = rows
            return section
        }
    }
}

/// How many of the `count` leading rows of `models` and `sources` the diff would leave as they
/// are: in both, models of one type with the same identity for diffing and equal content (as
/// ``ModelIdentity/contentEquality(ifSameIdentifierAs:)`` answers, asked of the row of
/// `models`). With `models == sources`, how many leading models have an identity. One call to
/// a model per run of models of one type (``AnyCellViewModel/_equalRun(of:and:count:)``).
/// The rows are `step` apart: 1 counts forward, -1 backward from `models` and `sources`
/// (``AnyCellViewModel/_equalRunBackward(of:and:count:)``).
///
/// - Complexity: O(*k*) comparisons for the *k* rows counted.
func equalRows(
    _ models: UnsafeMutablePointer<any AnyCellViewModel>, _ sources: UnsafeMutablePointer<any AnyCellViewModel>,
    count: Int, step: Int = 1
) -> Int {
    var row = 0
    while row < count {
        let offset = row * step
        let type = modelType(at: models + offset)
        let run =
            step < 0
            ? type._equalRunBackward(of: models + offset, and: sources + offset, count: count - row)
            : type._equalRun(of: models + offset, and: sources + offset, count: count - row)
        guard run > 0 else { break }
        row += run
    }
    return row
}

/// The type of the model at `pointer` as the existential holds it: the type a call to the model
/// opens (for an instance of a subclass kept as its superclass, the superclass).
///
/// - Complexity: O(1).
@inline(__always)
private func modelType(at pointer: UnsafeMutablePointer<any AnyCellViewModel>) -> any AnyCellViewModel.Type {
    // Opened for reading: opened `inout`, a model in a box shared with another existential
    // would be copied into a new box first.
    func open<Model: AnyCellViewModel>(_ model: borrowing Model) -> any AnyCellViewModel.Type { Model.self }
    return open(pointer.pointee)
}

/// The rows at both ends of each section that the adapters' diff is not given, when the two
/// data sets have the same sections (the same ids in the same order): per section, the leading
/// rows equal to those of the data shown (as ``equalRows(_:_:count:step:)`` counts them) and,
/// when the pair after them differs in identity (so that the diff's common leading run stops
/// there too), the trailing equal rows before that pair. Those rows are in the diff's common
/// runs, where they stay in place unchanged; the diff of the rows between gives the same
/// changes at indexes moved by each section's leading rows (``untrimmed(_:)``). The diff's
/// values of the rows left out (a pointer each, in arrays as large as the data) are never
/// made: for an insertion and a deletion a third of the way apart in 1M rows, two thirds of
/// 16 MB of fresh memory, written once and read once, whose page faults cost more time than
/// the rest of the values' work.
struct DiffTrim {
    /// Per section, the leading rows left out.
    let leading: [Int]
    /// Per section, the trailing rows left out.
    let trailing: [Int]

    /// The trim of `target` against `current`, or nil when the two do not have the same
    /// sections or nothing would be left out. `knownEqualRows` are the leading rows found equal
    /// (``Swift/Array/leadingRowsShown(by:readingModelsAt:sourceModelsAt:)``); the sections after
    /// them are compared here (as the diff's common runs would compare them). `targetModels` and
    /// `currentModels` are the sections' models (``withModels(of:nestingLimit:_:)``).
    ///
    /// - Complexity: O(*s*) for *s* sections, plus O(*k*) comparisons for the *k* rows left out
    ///   of the sections after the known ones and at the sections' ends (one call to a model per
    ///   run of models of one type).
    init?(
        target: [Section], current: [Section], knownEqualRows: [Int],
        targetModels: [UnsafeMutablePointer<any AnyCellViewModel>?],
        currentModels: [UnsafeMutablePointer<any AnyCellViewModel>?]
    ) {
        guard target.count == current.count else { return nil }
        for index in target.indices {
            guard let id = target[index].id, id == current[index].id else { return nil }
        }
        var leading: [Int] = []
        var trailing: [Int] = []
        leading.reserveCapacity(target.count)
        trailing.reserveCapacity(target.count)
        var trimmed = false
        for index in target.indices {
            let rows = target[index].items.count
            let sourceRows = current[index].items.count
            let shorter = Swift.min(rows, sourceRows)
            guard shorter > 0, let models = targetModels[index], let sources = currentModels[index] else {
                leading.append(0)
                trailing.append(0)
                continue
            }
            let equal =
                index < knownEqualRows.count
                ? Swift.min(knownEqualRows[index], shorter) : equalRows(models, sources, count: shorter)
            // The diff's common leading run goes on past the equal rows through a pair of one
            // identity whose contents differ: its trailing run is then counted up to where the
            // leading run ends, which only the diff knows, so nothing is left out at the end.
            var end = 0
            if equal == shorter
                || ModelIdentity(pointer: models + equal).contentEquality(
                    ifSameIdentifierAs: ModelIdentity(pointer: sources + equal)) == nil
            {
                end = equalRows(models + (rows - 1), sources + (sourceRows - 1), count: shorter - equal, step: -1)
            }
            leading.append(equal)
            trailing.append(end)
            if equal > 0 || end > 0 { trimmed = true }
        }
        guard trimmed else { return nil }
        self.leading = leading
        self.trailing = trailing
    }

    /// Where each section's rows given to the diff start among `starts` (its models, from
    /// ``withModels(of:nestingLimit:_:)``).
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func middles(
        of starts: [UnsafeMutablePointer<any AnyCellViewModel>?]
    ) -> [UnsafeMutablePointer<any AnyCellViewModel>?] {
        starts.enumerated().map { index, start in start.map { $0 + leading[index] } }
    }

    /// The stages of the diff of the trimmed sections with their element paths at the rows of
    /// the whole sections (each moved by its section's leading rows; a section has one index in
    /// both data sets, which have the same sections). Their data stays that of the trimmed
    /// sections (see ``Swift/Array/init(_:trimmedFrom:by:)``).
    ///
    /// - Complexity: O(*c*) for *c* changes.
    func untrimmed(
        _ staged: StagedChangeset<SectionIdentity, ModelIdentity>
    ) -> StagedChangeset<SectionIdentity, ModelIdentity> {
        func untrimmed(_ path: ElementPath) -> ElementPath {
            ElementPath(element: path.element + leading[path.section], section: path.section)
        }
        return StagedChangeset(
            stages: staged.map { stage in
                // The same sections, each content equal (headers and footers are refreshed on
                // screen): no section changes.
                assert(
                    stage.sectionDeleted.isEmpty && stage.sectionInserted.isEmpty && stage.sectionMoved.isEmpty
                        && stage.sectionUpdated.isEmpty)
                var stage = stage
                stage.elementDeleted = stage.elementDeleted.map(untrimmed)
                stage.elementInserted = stage.elementInserted.map(untrimmed)
                stage.elementUpdated = stage.elementUpdated.map(untrimmed)
                stage.elementMoved = stage.elementMoved.map {
                    Move(source: untrimmed($0.source), target: untrimmed($0.target))
                }
                return stage
            })
    }
}

/// Why a data set cannot be diffed.
struct SectionDiffRefusal: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Shows `target` on `list`: diffed into batch updates when both data sets can be diffed
/// (content changes reconfigure the cells on screen), else with a reload. Data equal row for
/// row to `current` (see ``Swift/Array/leadingRowsShown(by:readingModelsAt:sourceModelsAt:)``)
/// is shown without the diff, which would stage nothing; else the leading rows found equal are
/// handed to the diff, which does not compare them again; when both data sets have the same
/// sections, the rows at each section's ends that stay as they are are left out of the diff
/// instead (see ``DiffTrim``), and its changes moved back to the whole sections' rows. Every
/// model of both data sets must have an identity: the rows in the diff's common runs have one
/// (the runs hold only models with an identity), the others are checked once the runs are
/// known, the current data's sections first, each in order, so that the refusal names the
/// same model as a check of every row in that order would.
///
/// - Complexity: O(*n*) for the diff of *n* models, plus the batch updates; for data equal row
///   for row, O(*n*) comparisons (one call to a model per run of models of one type).
@MainActor
func applyDiff(
    from current: [Section], to target: [Section], on list: ListView, setData: ([Section]) -> Void,
    reload: () -> Void
) -> DataUpdate {
    // The diff's values point at the models: used only inside these calls.
    withModels(of: current) { currentModels in
        withModels(of: target) { targetModels in
            // Row for row what is shown (an app's data built again): the diff would stage nothing.
            guard
                let knownEqualRows = target.leadingRowsShown(
                    by: current, readingModelsAt: targetModels, sourceModelsAt: currentModels)
            else {
                setData(target)
                return .batchUpdates(stages: 0)
            }
            // The rows at the sections' ends that stay as they are, left out of the diff.
            let trim = DiffTrim(
                target: target, current: current, knownEqualRows: knownEqualRows, targetModels: targetModels,
                currentModels: currentModels)
            switch (
                current.diffable(readingModelsAt: currentModels, trim: trim),
                target.diffable(readingModelsAt: targetModels, trim: trim)
            ) {
            case (.success(let source), .success(let destination)):
                var withoutIdentity: SectionDiffRefusal?
                // The models of the rows given to the diff.
                let diffedCurrentModels = trim?.middles(of: currentModels) ?? currentModels
                let diffedTargetModels = trim?.middles(of: targetModels) ?? targetModels
                guard
                    let diffed = StagedChangeset<SectionIdentity, ModelIdentity>(
                        source: source, target: destination, _knownEqualLeadingRuns: trim == nil ? knownEqualRows : [],
                        _acceptingElementsOutsideCommonRuns: { sourceRows, targetRows in
                            withoutIdentity =
                                firstModelWithoutIdentity(in: sourceRows, readingModelsAt: diffedCurrentModels)
                                ?? firstModelWithoutIdentity(in: targetRows, readingModelsAt: diffedTargetModels)
                            return withoutIdentity == nil
                        })
                else {
                    setData(target)
                    reload()
                    return .reloadData(reason: withoutIdentity?.reason ?? "")
                }
                let staged = trim?.untrimmed(diffed) ?? diffed
                var stagesShown = 0
                list.performStages(staged, elementUpdates: .reconfigure) { stageData in
                    stagesShown += 1
                    // The last stage ends at the target, whose sections are shown as given rather
                    // than rebuilt from the diff's values (a copy of every model).
                    setData(stagesShown == staged.count ? target : [Section](stageData, trimmedFrom: target, by: trim))
                }
                setData(target)
                return .batchUpdates(stages: staged.count)
            case (.failure(let refusal), _):
                setData(target)
                reload()
                return .reloadData(reason: refusal.reason)
            case (.success, .failure(let refusal)):
                // A model without identity in the current data is refused first.
                let currentRows = current.map { 0..<$0.items.count }
                let first = firstModelWithoutIdentity(in: currentRows, readingModelsAt: currentModels) ?? refusal
                setData(target)
                reload()
                return .reloadData(reason: first.reason)
            }
        }
    }
}
