import Foundation

/// The words a list uses in its messages: UIKit's texts say "row" and "table view" for tables,
/// "item" and "collection view" for collections.
struct ListVocabulary: Sendable {
    let element: String
    let view: String
    let className: String
    /// The list's call that scrolls an element into view.
    let scrollCall: String
    /// The list's test driver that swipes an element.
    let swipeCall: String

    static let table = ListVocabulary(
        element: "row", view: "table view", className: "UITableView", scrollCall: "scrollToRow(at:at:animated:)",
        swipeCall: "swipeRow(at:edge:)")
    static let collection = ListVocabulary(
        element: "item", view: "collection view", className: "UICollectionView", scrollCall: "scrollToItem(at:at:animated:)",
        swipeCall: "swipeItem(at:edge:)")
}

/// The section and row counts a list read from its data source, cached as UIKit caches them,
/// and the checks of index paths against them.
struct ListCounts: Sendable, Equatable {
    var elementsPerSection: [Int]

    var numberOfSections: Int { elementsPerSection.count }

    /// Whether `indexPath` has two indexes and names an element of these counts: exactly when
    /// ``problem(with:vocabulary:operation:)`` finds none.
    ///
    /// - Complexity: O(1).
    func contains(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        return contains(section: indexPath[0], element: indexPath[1])
    }

    /// Whether `element` of `section` is in range.
    ///
    /// - Complexity: O(1).
    func contains(section: Int, element: Int) -> Bool {
        section >= 0 && section < elementsPerSection.count && element >= 0 && element < elementsPerSection[section]
    }

    /// Why `indexPath` is not valid for these counts, in UIKit's words, or nil when it is valid.
    ///
    /// - Complexity: O(1).
    func problem(with indexPath: IndexPath, vocabulary: ListVocabulary, operation: String) -> String? {
        guard indexPath.count == 2 else {
            return "\(operation): Invalid index path for use with \(vocabulary.className). Index paths passed to "
                + "\(vocabulary.view) must contain exactly two indices specifying the section and "
                + "\(vocabulary.element). Create them with IndexPath(\(vocabulary.element):section:)."
        }
        if let problem = problem(withSection: indexPath.section, operation: operation) { return problem }
        let count = elementsPerSection[indexPath.section]
        guard indexPath[1] >= 0, indexPath[1] < count else {
            return "\(operation): \(vocabulary.element) (\(indexPath[1])) beyond bounds (\(count)) "
                + "for section (\(indexPath.section))."
        }
        return nil
    }

    /// Why `section` is not valid for these counts, or nil when it is valid. O(1).
    func problem(withSection section: Int, operation: String) -> String? {
        guard section >= 0, section < numberOfSections else {
            return "\(operation): section (\(section)) beyond bounds (\(numberOfSections))."
        }
        return nil
    }
}

/// The counts' cache, its lazy loading and the refusal of index paths outside it.
extension ListView {
    /// The cached counts, read from the data source now if never read.
    ///
    /// - Complexity: O(1) once cached; O(*s*) count calls to read them.
    var currentCounts: ListCounts {
        if let counts { return counts }
        let loaded = readCounts()
        counts = loaded
        return loaded
    }

    /// Reads every section's count from the data source, refusing negative counts.
    ///
    /// - Complexity: O(*s*).
    func readCounts() -> ListCounts {
        guard let (sections, elements) = concrete.countSource() else { return ListCounts(elementsPerSection: []) }
        listPrecondition(sections >= 0, "numberOfSections(in:) returned a negative count (\(sections))")
        return ListCounts(
            elementsPerSection: (0..<sections).map { section in
                let count = elements(section)
                listPrecondition(
                    count >= 0,
                    "the data source returned a negative number of \(vocabulary.element)s (\(count)) for section \(section)")
                return count
            })
    }

    /// Stops the program with UIKit's text when `indexPath` is outside the cached counts. The
    /// message, with its words, is put together only for an index path out of range (the
    /// display path checks every row it dequeues).
    func validate(_ indexPath: IndexPath, operation: String) {
        if let counts, counts.contains(indexPath) { return }
        if let problem = currentCounts.problem(with: indexPath, vocabulary: vocabulary, operation: operation) {
            listFailure(problem)
        }
    }

    /// Stops the program when `section` is outside the cached counts.
    func validate(section: Int, operation: String) {
        if let problem = currentCounts.problem(withSection: section, operation: operation) {
            listFailure(problem)
        }
    }
}
