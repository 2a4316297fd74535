import Foundation
import HeadlessUIKit

// The reference model of the stateful random suite: what a list must show, in plain arrays, and
// the changes a step makes to it, worked out without the engine.

/// One row or item of the model: a unique identity and a content version (a reload or a
/// content change gives a new version, which the cell must then show).
public struct StatefulItem: Hashable, Sendable {
    public var id: Int
    public var version: Int

    public init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    /// The text the cell for this item shows.
    public var text: String { "\(id).\(version)" }

    /// The row height of this item in a table (fixed per identity, so a reference layout is a
    /// running sum): 30, 41, 52 or 63 points.
    public var rowHeight: CGFloat { CGFloat(30 + (id % 4) * 11) }
}

/// One section of the model: a unique identity and its items.
public struct StatefulSection: Hashable, Sendable {
    public var id: Int
    public var items: [StatefulItem]

    public init(id: Int, items: [StatefulItem]) {
        self.id = id
        self.items = items
    }
}

/// A run's fixed settings, drawn from its seed. `swift` is the literal a reproduction prints.
public struct StatefulConfig: Hashable, Sendable {
    public var multipleSelection: Bool
    /// The flow layout's item size (square) and spacing; tables ignore them.
    public var itemSide: Int
    public var spacing: Int
    public var height: Int

    public init(multipleSelection: Bool, itemSide: Int, spacing: Int, height: Int) {
        self.multipleSelection = multipleSelection
        self.itemSide = itemSide
        self.spacing = spacing
        self.height = height
    }

    public init(seed: UInt64) {
        var random = SeededGenerator(seed: seed ^ 0xC0FF_EE00)
        multipleSelection = random.chance(0.5)
        itemSide = [40, 50, 70, 90, 130][random.int(0..<5)]
        spacing = [0, 4, 10][random.int(0..<3)]
        height = [200, 300, 480][random.int(0..<3)]
    }

    public var swift: String {
        "StatefulConfig(multipleSelection: \(multipleSelection), itemSide: \(itemSide), spacing: \(spacing), height: \(height))"
    }
}

/// What an app and a person do to a list, one step of a run. Parameters are abstract (seeds,
/// fractions, slots) and read against the state when the step runs, so every subsequence of a
/// run is still a run: that is what lets a failing run be shrunk by dropping steps.
public enum StatefulStep: Hashable, Sendable {
    /// New random data shown with a full reload.
    case reload(seed: UInt64)
    /// A valid change of the data shown as batch updates (the engine), an `apply` of the new
    /// data (adapters) or of a snapshot (diffable data sources).
    case update(seed: UInt64)
    /// A batch update that must be refused; it must change nothing.
    case invalidUpdate(seed: UInt64)
    /// A change of one section's items: a section snapshot where the data source takes one,
    /// otherwise an update confined to one section.
    case sectionUpdate(seed: UInt64)
    /// Scroll to `permille` thousandths of the largest offset.
    case scroll(permille: Int)
    /// Scroll by `points` (a drag), staying between the top and the largest offset.
    case scrollBy(Int)
    /// Change the list's width.
    case width(Int)
    /// A person's tap on the cell in `slot` (modulo the cells on screen).
    case tap(slot: Int)
    /// Select (or deselect) the row at `slot` of all the rows, by code.
    case select(slot: Int, on: Bool)
    /// Editing mode on or off.
    case editing(Bool)
    /// Mark the row at `slot` of all the rows expanded or collapsed (a cell state the list drives).
    case expand(slot: Int, on: Bool)

    /// The step as Swift source.
    public var swift: String {
        switch self {
        case .reload(let seed): ".reload(seed: \(seed))"
        case .update(let seed): ".update(seed: \(seed))"
        case .invalidUpdate(let seed): ".invalidUpdate(seed: \(seed))"
        case .sectionUpdate(let seed): ".sectionUpdate(seed: \(seed))"
        case .scroll(let permille): ".scroll(permille: \(permille))"
        case .scrollBy(let points): ".scrollBy(\(points))"
        case .width(let width): ".width(\(width))"
        case .tap(let slot): ".tap(slot: \(slot))"
        case .select(let slot, let on): ".select(slot: \(slot), on: \(on))"
        case .editing(let on): ".editing(\(on))"
        case .expand(let slot, let on): ".expand(slot: \(slot), on: \(on))"
        }
    }

    /// Simpler versions of the step, tried while shrinking a failing run.
    public var simpler: [StatefulStep] {
        switch self {
        case .reload(let seed): seed > 3 ? [.reload(seed: 0), .reload(seed: 1)] : []
        case .update(let seed): seed > 3 ? [.update(seed: 0), .update(seed: 1), .update(seed: 2)] : []
        case .invalidUpdate(let seed): seed > 3 ? [.invalidUpdate(seed: 0), .invalidUpdate(seed: 1)] : []
        case .sectionUpdate(let seed): seed > 3 ? [.sectionUpdate(seed: 0), .update(seed: seed)] : []
        case .scroll(let permille): permille % 500 == 0 ? [] : [.scroll(permille: 0), .scroll(permille: 1000), .scroll(permille: 500)]
        case .scrollBy(let points): points == 0 ? [] : [.scrollBy(0), .scrollBy(points / 2)]
        case .width(let width): width == 320 ? [] : [.width(320)]
        case .tap(let slot): slot == 0 ? [] : [.tap(slot: 0)]
        case .select(let slot, let on): slot == 0 ? [] : [.select(slot: 0, on: on)]
        case .editing: []
        case .expand(let slot, let on): slot == 0 ? [] : [.expand(slot: 0, on: on)]
        }
    }

    /// A random step; the mix every driver runs.
    public static func random(using random: inout SeededGenerator) -> StatefulStep {
        let seed = random.next() >> 40
        switch random.int(0..<100) {
        case 0..<4: return .reload(seed: seed)
        case 4..<24: return .update(seed: seed)
        case 24..<30: return .invalidUpdate(seed: seed)
        case 30..<38: return .sectionUpdate(seed: seed)
        case 38..<48: return .scroll(permille: random.int(0...1000))
        case 48..<58: return .scrollBy(random.int(-400...400))
        case 58..<62: return .width([180, 240, 320, 375, 414][random.int(0..<5)])
        case 62..<74: return .tap(slot: random.int(0..<40))
        case 74..<86: return .select(slot: random.int(0..<200), on: random.chance(0.6))
        case 86..<90: return .editing(random.chance(0.5))
        default: return .expand(slot: random.int(0..<200), on: random.chance(0.6))
        }
    }
}

/// The model a list must show, and what a person and the app did to it.
public struct StatefulModel: Sendable {
    public var sections: [StatefulSection] = []
    /// Selected items, by identity (selection follows an item through moves).
    public var selected: Set<Int> = []
    /// Items marked expanded, by identity.
    public var expanded: Set<Int> = []
    public var editing = false
    private var nextID = 0

    public init() {}

    public var counts: [Int] { sections.map(\.items.count) }

    public func item(at indexPath: IndexPath) -> StatefulItem { sections[indexPath.section].items[indexPath[1]] }

    /// Every index path, in order.
    public var allPaths: [IndexPath] {
        sections.indices.flatMap { section in sections[section].items.indices.map { IndexPath(item: $0, section: section) } }
    }

    /// The index paths of the selected items, in order.
    public var selectedPaths: [IndexPath] { allPaths.filter { selected.contains(item(at: $0).id) } }

    public mutating func freshItem() -> StatefulItem {
        nextID += 1
        return StatefulItem(id: nextID)
    }

    public mutating func freshSectionID() -> Int {
        nextID += 1
        return nextID
    }

    public mutating func randomItems(_ count: Int) -> [StatefulItem] { (0..<count).map { _ in freshItem() } }

    /// New random data (up to 4 sections of up to 12 items).
    public mutating func randomSections(using random: inout SeededGenerator) -> [StatefulSection] {
        (0..<random.int(0...4)).map { _ in StatefulSection(id: freshSectionID(), items: randomItems(random.int(0...12))) }
    }

    /// Drops selection and expansion of items that are gone.
    public mutating func forgetMissingItems() {
        let ids = Set(sections.flatMap { $0.items.map(\.id) })
        selected.formIntersection(ids)
        expanded.formIntersection(ids)
    }

    /// A full reload: the data is replaced and the selection and row states cleared (editing stays).
    public mutating func reload(_ newSections: [StatefulSection]) {
        sections = newSections
        selected = []
        expanded = []
    }
}

/// A valid batch update in UIKit's terms, with the data after it.
public struct StatefulBatch: Sendable {
    public var after: [StatefulSection]
    public var deletedSections = IndexSet()
    public var insertedSections = IndexSet()
    public var deleted: [IndexPath] = []
    public var inserted: [IndexPath] = []
    public var reloaded: [IndexPath] = []
    public var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Items whose content changed in place (reconfigured, kept with their cells).
    public var reconfigured: [IndexPath] = []
    /// Identities of the items a reload replaced (their selection and states drop).
    public var reloadedIDs: Set<Int> = []
    /// Identities of the items whose content changed in place.
    public var reconfiguredIDs: [Int] = []

    /// A random valid update of `model`, in UIKit's terms: sections deleted and inserted (a
    /// third of the time), and in the sections that stay, rows deleted, reloaded, reconfigured,
    /// moved (within and across the sections that stay) and inserted. Deletions, reloads,
    /// reconfigures and move sources name paths before the update; insertions and move
    /// destinations, paths after it. With `onlySection`, only that section's rows change.
    /// `allowReloads` is off for diff-based paths, where a changed item is reconfigured.
    public static func random(
        for model: inout StatefulModel, seed: UInt64, onlySection: Int? = nil, allowReloads: Bool = true
    ) -> StatefulBatch {
        var random = SeededGenerator(seed: seed)
        let old = model.sections
        var batch = StatefulBatch(after: old)
        let changesSections = onlySection == nil && random.chance(0.35)
        /// An entry of the data after the update: an item and its old row (nil when inserted).
        typealias Entry = (item: StatefulItem, oldRow: Int?)
        // The sections that stay, with their old index and the rows that stay in place.
        var kept: [(id: Int, old: Int?, rows: [Entry])] = []
        var moved: [(item: StatefulItem, from: IndexPath)] = []
        for (section, content) in old.enumerated() {
            if changesSections, random.chance(0.2) {
                batch.deletedSections.insert(section)
                continue
            }
            var rows: [Entry] = []
            let changesRows = onlySection.map { $0 == section } ?? true
            for (row, var item) in content.items.enumerated() {
                let path = IndexPath(item: row, section: section)
                switch changesRows ? random.int(0..<100) : 100 {
                case 0..<10: batch.deleted.append(path)
                case 10..<17 where allowReloads:
                    batch.reloaded.append(path)
                    batch.reloadedIDs.insert(item.id)
                    item.version += 1
                    rows.append((item, row))
                case 17..<25:
                    item.version += 1
                    batch.reconfigured.append(path)
                    batch.reconfiguredIDs.append(item.id)
                    rows.append((item, row))
                case 25..<31: moved.append((item, path))
                default: rows.append((item, row))
                }
            }
            kept.append((content.id, section, rows))
        }
        // Moves land in sections that stay (a move into an inserted section is refused).
        let targets = kept.indices.filter { onlySection == nil || kept[$0].old == onlySection }
        if targets.isEmpty {
            batch.deleted += moved.map(\.from)
            moved = []
        }
        for (item, from) in moved {
            let target = targets[random.int(0..<targets.count)]
            kept[target].rows.insert((item, from[1]), at: random.int(0...kept[target].rows.count))
        }
        for target in targets {
            for _ in 0..<random.int(0...2) {
                kept[target].rows.insert((model.freshItem(), nil), at: random.int(0...kept[target].rows.count))
            }
        }
        if changesSections {
            for _ in 0..<random.int(0...2) where kept.count < 6 {
                let items = model.randomItems(random.int(0...8)).map { (item: $0, oldRow: Int?.none) }
                kept.insert((model.freshSectionID(), nil, items), at: random.int(0...kept.count))
            }
        }
        let movedFrom = Dictionary(uniqueKeysWithValues: moved.map { ($0.item.id, $0.from) })
        batch.after = []
        for (section, content) in kept.enumerated() {
            batch.after.append(StatefulSection(id: content.id, items: content.rows.map(\.item)))
            guard content.old != nil else {
                batch.insertedSections.insert(section)
                continue
            }
            for (row, entry) in content.rows.enumerated() {
                let path = IndexPath(item: row, section: section)
                if let from = movedFrom[entry.item.id] {
                    batch.moves.append((from, path))
                } else if entry.oldRow == nil {
                    batch.inserted.append(path)
                }
            }
        }
        return batch
    }

    /// The model after the batch: data replaced, reloaded items lose selection and states.
    public func apply(to model: inout StatefulModel) {
        model.sections = after
        model.selected.subtract(reloadedIDs)
        model.expanded.subtract(reloadedIDs)
        model.forgetMissingItems()
    }
}
