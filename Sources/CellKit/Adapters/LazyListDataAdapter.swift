import Foundation

/// What ``LazyTableViewDataAdapter`` and ``LazyCollectionViewDataAdapter`` share, written once:
/// the elements shown (``data``), reloading, asking the data provider for a row's model
/// (``itemModel(at:)``), and the registration check every such model passes before its cell is
/// dequeued. You use one of the two subclasses; each adds its list's data source methods, in that
/// list's own signatures.
///
/// A lazy adapter shows one section of `data.count` rows (items). It keeps elements of any type
/// and turns one into a view model only when its row comes into view, by calling the data
/// provider it was made with; nothing is made per element beforehand, so a data set of a million
/// elements costs what reloading the list costs, and scrolling a screen costs the rows that come
/// into view.
///
/// Unlike ``TableDataAdapter`` and ``CollectionDataAdapter``, a lazy adapter is its list's data
/// source only, as in the CellViewModel library: the list's delegate stays whatever the screen
/// sets. Rows and items take their sizes from the list (`rowHeight`, the flow layout's
/// `itemSize`) or from that delegate, never from the models, which exist only for the rows on
/// screen. Lazy adapters do not infer model types either: register every type the provider can
/// return before setting ``data``.
///
/// Its initializer is internal: make a ``LazyTableViewDataAdapter`` or a
/// ``LazyCollectionViewDataAdapter`` (or a subclass of one).
@MainActor
open class LazyListDataAdapter<T> {
    /// The list this adapter is the data source of.
    let listView: ListView

    /// The list's registry, kept so that the check on each row coming into view costs one lookup.
    private let registry: ViewModelRegistry

    /// The data provider, taking the adapter as this base class; each subclass wraps the provider
    /// it was given, which takes the subclass.
    private let provider: @MainActor (LazyListDataAdapter<T>, IndexPath) -> any AnyCellViewModel

    /// The elements shown, one row (item) each, in one section. Setting it reloads the list,
    /// unless the adapter was made with `automaticallyReloadData: false`: then call
    /// ``reloadData()`` (or the list's `reloadData()`) yourself.
    ///
    /// Inside a batch update of the list a reload cannot run: setting it there changes nothing
    /// and the batch is refused with an error that says so. Without automatic reloads the data is
    /// taken, and put back if the batch is refused.
    ///
    /// - Complexity: O(*v*) for the reload, *v* views on screen, whatever the number of elements:
    ///   the list reads the count, and asks for models only at its next layout, for the rows on
    ///   screen.
    open var data: [T] = [] {
        didSet {
            guard automaticallyReloadData else {
                // The model change of an update recorded in a batch: put back if the batch is refused.
                listView.undoIfBatchRefused { [oldValue] in self.data = oldValue }
                return
            }
            if listView.refuseInsideBatch(
                "The data setter (which reloads the list)",
                fix: "Set data after the batch ends, or make the adapter with automaticallyReloadData: false and "
                    + "record the changes in the batch yourself.") != nil
            {
                data = oldValue
                return
            }
            reloadData()
        }
    }

    /// Whether setting ``data`` reloads the list (true unless the adapter was made with
    /// `automaticallyReloadData: false`, as in the CellViewModel library).
    public let automaticallyReloadData: Bool

    /// Whether the adapter drives a table or a collection view.
    public var listKind: ListKind { ListKind(of: listView) }

    init(
        listView: ListView, automaticallyReloadData: Bool,
        provider: @escaping @MainActor (LazyListDataAdapter<T>, IndexPath) -> any AnyCellViewModel
    ) {
        self.listView = listView
        self.registry = listView.registry
        self.automaticallyReloadData = automaticallyReloadData
        self.provider = provider
    }

    /// Reloads the list from ``data``; setting ``data`` calls it unless the adapter was made with
    /// `automaticallyReloadData: false`. The rows on screen go back to their pools and are asked
    /// of the data provider again at the next layout.
    ///
    /// - Complexity: O(*v*) for *v* views on screen; independent of the number of elements.
    public func reloadData() {
        listView.reloadList()
    }

    /// The model of the row (item) at `indexPath`: what the data provider returns for it. The
    /// data source asks it for each row coming into view; a subclass that overrides it decides
    /// what each row shows.
    ///
    /// - Complexity: that of the data provider, which runs on every call.
    open func itemModel(at indexPath: IndexPath) -> any AnyCellViewModel {
        provider(self, indexPath)
    }

    /// The element of ``data`` at `indexPath`'s row (item): what the providers of the
    /// convenience initializers return. A row out of range stops the program with a message
    /// naming it, the number of elements and the fix.
    ///
    /// - Complexity: O(1).
    final func element(at indexPath: IndexPath) -> T {
        let index = indexPath[1]
        let elements = data
        let count = elements.count
        listPrecondition(
            elements.indices.contains(index),
            "\(adapterName): \(rowWord) \(index) is out of range: data has \(count) "
                + "element\(count == 1 ? "" : "s"). When the adapter is made with automaticallyReloadData: false, "
                + "call reloadData() after setting data, so that the \(listKind.description) asks only for "
                + "\(rowWord)s data has.")
        return elements[index]
    }

    /// The model for the row (item) coming into view at `indexPath`, with the reuse identifier
    /// to dequeue its cell with. A model whose type is not registered with the list stops the
    /// program with a message naming the type, the row and the `register` call, made before
    /// setting ``data``, that fixes it: a lazy adapter sees a model only as its row comes into
    /// view, so it cannot register model types itself.
    ///
    /// - Complexity: ``itemModel(at:)``, plus one dictionary lookup.
    final func registeredModel(at indexPath: IndexPath) -> (model: any AnyCellViewModel, reuseIdentifier: String) {
        let model = itemModel(at: indexPath)
        let modelType = type(of: model)
        guard let registration = registry.registration(for: modelType) else {
            let name = modelType.typeName
            let list = listKind
            listFailure(
                "\(adapterName)'s data provider returned a \(name) for \(rowWord) \(indexPath[1]), and \(name) is "
                    + "not registered with this \(list.description). Call \(list.variableName).register(\(name).self) "
                    + "before setting data: a lazy adapter sees each model only as its \(rowWord) comes into view, "
                    + "so it cannot register model types itself.")
        }
        // The identifier recorded at registration: formatting the type's name again per row
        // would cost more than the rest of the dequeue.
        return (model, registration.reuseIdentifier)
    }

    /// How messages name this adapter: its class, with its element type.
    private var adapterName: String { "\(type(of: self))" }

    /// How messages name one element of the list: `row` in a table, `item` in a collection view.
    private var rowWord: String { listKind == .table ? "row" : "item" }
}
