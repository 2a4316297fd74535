import ListDiff
import Testing

// MARK: Values

/// An element: matched by `id`, updated when `content` differs.
struct Item: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    init(_ id: Int, _ content: Int = 0) {
        self.id = id
        self.content = content
    }

    var differenceIdentifier: Int { id }
    func isContentEqual(to source: Item) -> Bool { content == source.content }
    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section model: matched by `id`, updated when `title` differs.
struct Header: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var title: Int

    init(_ id: Int, _ title: Int = 0) {
        self.id = id
        self.title = title
    }

    var differenceIdentifier: Int { id }
    func isContentEqual(to source: Header) -> Bool { title == source.title }
    var description: String { title == 0 ? "S\(id)" : "S\(id)'\(title)" }
}

typealias Section = ArraySection<Header, Item>
typealias Stages = StagedChangeset<Header, Item>

func section(_ id: Int, _ ids: [Int], title: Int = 0) -> Section {
    Section(model: Header(id, title), elements: ids.map { Item($0) })
}

func items(_ ids: [Int]) -> [Item] { ids.map { Item($0) } }

func path(_ section: Int, _ element: Int) -> ElementPath { ElementPath(element: element, section: section) }

// MARK: Checking stages

/// An independent check of one stage against UIKit's batch-update rules (reference section B),
/// given the data before it. Returns the problems found, empty when the stage is valid.
func uikitViolations(of stage: Changeset<Header, Item>, before: [Section]) -> [String] {
    var problems: [String] = []
    let after = stage.data
    let oldCount = before.count
    let newCount = after.count

    // Sections.
    let deletedSections = Set(stage.sectionDeleted)
    let insertedSections = Set(stage.sectionInserted)
    let movedFromSections = Set(stage.sectionMoved.map(\.source))
    let movedToSections = Set(stage.sectionMoved.map(\.target))
    if deletedSections.count != stage.sectionDeleted.count { problems.append("a section is deleted twice") }
    if insertedSections.count != stage.sectionInserted.count { problems.append("a section is inserted twice") }
    if movedFromSections.count != stage.sectionMoved.count { problems.append("a section is moved twice") }
    if movedToSections.count != stage.sectionMoved.count { problems.append("two sections move to one index") }
    for section in stage.sectionDeleted where !(0..<oldCount).contains(section) {
        problems.append("section delete \(section) out of \(oldCount) sections before")
    }
    for section in stage.sectionUpdated where !(0..<oldCount).contains(section) {
        problems.append("section update \(section) out of \(oldCount) sections before")
    }
    for section in stage.sectionInserted where !(0..<newCount).contains(section) {
        problems.append("section insert \(section) out of \(newCount) sections after")
    }
    for move in stage.sectionMoved {
        if !(0..<oldCount).contains(move.source) || !(0..<newCount).contains(move.target) {
            problems.append("section move \(move) out of bounds")
        }
        if deletedSections.contains(move.source) { problems.append("section \(move.source) deleted and moved") }
        if insertedSections.contains(move.target) { problems.append("section \(move.target) inserted and moved to") }
    }
    for section in stage.sectionUpdated where deletedSections.contains(section) || movedFromSections.contains(section) {
        problems.append("section \(section) updated and deleted or moved")
    }
    if newCount != oldCount + stage.sectionInserted.count - stage.sectionDeleted.count {
        problems.append("section count \(newCount) != \(oldCount) + inserted - deleted")
    }
    guard problems.isEmpty else { return problems }

    // Old section of each new section: moves are fixed, inserted are new, the rest in order.
    var oldForNew = [Int?](repeating: nil, count: newCount)
    for move in stage.sectionMoved { oldForNew[move.target] = move.source }
    var remaining = (0..<oldCount).filter { !deletedSections.contains($0) && !movedFromSections.contains($0) }[...]
    for section in 0..<newCount where oldForNew[section] == nil && !insertedSections.contains(section) {
        oldForNew[section] = remaining.popFirst()
    }

    // Elements.
    func inBefore(_ path: ElementPath) -> Bool {
        (0..<oldCount).contains(path.section) && (0..<before[path.section].elements.count).contains(path.element)
    }
    func inAfter(_ path: ElementPath) -> Bool {
        (0..<newCount).contains(path.section) && (0..<after[path.section].elements.count).contains(path.element)
    }
    let deleted = Set(stage.elementDeleted)
    let inserted = Set(stage.elementInserted)
    let updated = Set(stage.elementUpdated)
    let movedFrom = Set(stage.elementMoved.map(\.source))
    let movedTo = Set(stage.elementMoved.map(\.target))
    if deleted.count != stage.elementDeleted.count { problems.append("an element is deleted twice") }
    if inserted.count != stage.elementInserted.count { problems.append("an element is inserted twice") }
    if updated.count != stage.elementUpdated.count { problems.append("an element is updated twice") }
    if movedFrom.count != stage.elementMoved.count { problems.append("an element is moved twice") }
    if movedTo.count != stage.elementMoved.count { problems.append("two elements move to one path") }
    for path in stage.elementDeleted where !inBefore(path) { problems.append("delete \(path) out of bounds before") }
    for path in stage.elementUpdated where !inBefore(path) { problems.append("update \(path) out of bounds before") }
    for path in stage.elementInserted where !inAfter(path) { problems.append("insert \(path) out of bounds after") }
    for move in stage.elementMoved {
        if !inBefore(move.source) { problems.append("move source \(move.source) out of bounds before") }
        if !inAfter(move.target) { problems.append("move target \(move.target) out of bounds after") }
        if deletedSections.contains(move.source.section) { problems.append("move \(move) from a deleted section") }
        if oldForNew[move.target.section] == nil { problems.append("move \(move) into an inserted section") }
    }
    for path in deleted.intersection(movedFrom) { problems.append("\(path) deleted and moved") }
    for path in inserted.intersection(movedTo) { problems.append("\(path) inserted and moved to") }
    for path in updated.intersection(movedFrom) { problems.append("\(path) updated and moved") }
    for path in updated.intersection(deleted) { problems.append("\(path) updated and deleted") }

    // Counts: new == old + inserted - deleted + moved in - moved out.
    for (new, old) in oldForNew.enumerated() {
        guard let old else { continue }
        let expected = before[old].elements.count
            + stage.elementInserted.count(where: { $0.section == new })
            - stage.elementDeleted.count(where: { $0.section == old })
            + stage.elementMoved.count(where: { $0.target.section == new })
            - stage.elementMoved.count(where: { $0.source.section == old })
        if after[new].elements.count != expected {
            problems.append("section \(new) has \(after[new].elements.count) elements, UIKit expects \(expected)")
        }
    }
    return problems
}

/// Checks every stage of `stages` (valid for UIKit, applying it to the data before gives its
/// data, the three kinds in order, none empty) and that the last data is `target`. Returns
/// the first problems, each prefixed with `label`.
@discardableResult
func checkStages(
    _ stages: Stages, source: [Section], target: [Section], label: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    var current = source
    var lastKind = 0
    for (number, stage) in stages.enumerated() {
        let name = "\(label), stage \(number)"
        #expect(!stage.isEmpty, "\(name) is empty", sourceLocation: sourceLocation)
        let kind: Int
        if !stage.sectionDeleted.isEmpty || !stage.sectionInserted.isEmpty || !stage.sectionMoved.isEmpty {
            kind = 1
        } else if !stage.elementDeleted.isEmpty || !stage.elementInserted.isEmpty || !stage.elementMoved.isEmpty {
            kind = 2
        } else {
            kind = 3
        }
        let mixed =
            (kind == 1
                && !(stage.elementDeleted.isEmpty && stage.elementInserted.isEmpty && stage.elementMoved.isEmpty))
            || (kind != 3 && !(stage.sectionUpdated.isEmpty && stage.elementUpdated.isEmpty))
        #expect(!mixed, "\(name) mixes kinds of change", sourceLocation: sourceLocation)
        #expect(kind > lastKind, "\(name) is out of order", sourceLocation: sourceLocation)
        lastKind = kind
        let problems = uikitViolations(of: stage, before: current)
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))", sourceLocation: sourceLocation)
        guard problems.isEmpty, !mixed else { return false }
        do {
            let result = try stage.applying(to: current)
            if let difference = firstDifference(result, stage.data) {
                Issue.record("\(name): replay differs from data: \(difference)", sourceLocation: sourceLocation)
                return false
            }
        } catch {
            Issue.record("\(name): replay refused: \(error)", sourceLocation: sourceLocation)
            return false
        }
        current = stage.data
    }
    if let difference = firstDifference(current, target) {
        Issue.record("\(label): the last stage's data is not the target: \(difference)", sourceLocation: sourceLocation)
        return false
    }
    return true
}

/// Where two lists of sections first differ, briefly; nil when they are equal.
func firstDifference(_ lhs: [Section], _ rhs: [Section]) -> String? {
    guard lhs.count == rhs.count else { return "\(lhs.count) sections, expected \(rhs.count)" }
    for (index, (left, right)) in zip(lhs, rhs).enumerated() {
        if left.model != right.model { return "section \(index) is \(left.model), expected \(right.model)" }
        guard left.elements.count == right.elements.count else {
            return "section \(index) has \(left.elements.count) elements, expected \(right.elements.count)"
        }
        if let element = left.elements.indices.first(where: { left.elements[$0] != right.elements[$0] }) {
            return "element \(path(index, element)) is \(left.elements[element]), expected \(right.elements[element])"
        }
    }
    return nil
}

/// Applies each stage to the previous data, checking that it gives the stage's data; returns
/// the last data, or nil when a stage is refused or gives something else.
func replay<Model, Element>(
    _ staged: StagedChangeset<Model, Element>, from source: [ArraySection<Model, Element>]
) -> [ArraySection<Model, Element>]? where Model: Equatable, Element: Equatable {
    var current = source
    for stage in staged {
        guard let next = try? stage.applying(to: current), next == stage.data else { return nil }
        current = next
    }
    return current
}

/// The length of a longest strictly increasing subsequence, by the quadratic textbook method
/// (independent of the library's patience sorting).
func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}
