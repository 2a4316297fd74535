import Foundation

/// A collection view's data source over elements of any type, turning an element into a view
/// model only when its item comes into view: the CellViewModel library's lazy collection adapter.
///
/// ```swift
/// collectionView.register(PhotoCellModel.self)
/// let adapter = LazyCollectionViewDataAdapter<Photo>(collectionView: collectionView) { adapter, indexPath in
///     PhotoCellModel(photo: adapter.data[indexPath.item])
/// }
/// adapter.data = photos   // reloads; no model is made yet
/// ```
///
/// The collection view shows one section of `data.count` items, each dequeued with the model the
/// data provider returns for it when it comes into view (see ``LazyListDataAdapter``). The
/// adapter is the collection view's `dataSource` only: its `delegate` stays the screen's, and
/// items take their sizes from the layout (its `itemSize`, or a
/// `UICollectionViewDelegateFlowLayout` delegate), not from the models. The collection view holds
/// its data source weakly: keep a reference to the adapter. Register every model type the
/// provider can return before setting ``LazyListDataAdapter/data``. Over models you already have,
/// `init(collectionView:)` shows `data[indexPath.item]`.
@MainActor
open class LazyCollectionViewDataAdapter<T>: LazyListDataAdapter<T>, UICollectionViewDataSource {
    /// Makes the model of an item coming into view: given the adapter (for its
    /// ``LazyListDataAdapter/data``) and the item's index path. The CellViewModel library's type,
    /// isolated to the main actor, where the adapter calls it (a closure written in a screen's
    /// code is isolated there already).
    public typealias DataProvider = @MainActor (LazyCollectionViewDataAdapter<T>, IndexPath) -> any AnyCellViewModel

    /// The collection view this adapter is the data source of.
    public let collectionView: UICollectionView

    /// Creates an adapter and makes it the collection view's data source (only: its delegate is
    /// left as it is).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view the adapter shows its data in; it holds the
    ///     adapter weakly, as UIKit's data source, so keep a reference to the adapter.
    ///   - automaticallyReloadData: Whether setting ``LazyListDataAdapter/data`` reloads the
    ///     collection view.
    ///   - dataProvider: The model for an item coming into view, called each time one does.
    /// - Complexity: O(1).
    public init(
        collectionView: UICollectionView, automaticallyReloadData: Bool = true, dataProvider: @escaping DataProvider
    ) {
        self.collectionView = collectionView
        super.init(listView: collectionView, automaticallyReloadData: automaticallyReloadData) { adapter, indexPath in
            dataProvider(unsafeDowncast(adapter, to: LazyCollectionViewDataAdapter<T>.self), indexPath)
        }
        collectionView.dataSource = self
    }

    // MARK: UICollectionViewDataSource

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// `data.count`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        data.count
    }

    /// The cell for the model the data provider returns for `indexPath`, dequeued and set up by
    /// the model as `UICollectionView.dequeueReusableCell(with:for:)` does.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let (model, identifier) = registeredModel(at: indexPath)
        return collectionView.dequeueReusableCell(with: model, for: indexPath, reuseIdentifier: identifier)
    }

    /// None: a lazy adapter shows no headers or footers. Declared here so that a subclass can
    /// override it to show some (with `UICollectionView.dequeueReusableSupplementaryView(with:for:)`).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        nil
    }
}

extension LazyCollectionViewDataAdapter where T == any AnyCellViewModel {
    /// An adapter over models of any types: item *n* shows `data[n]`. An item out of range (a
    /// collection view not reloaded after `data` shrank) stops the program with a message naming it.
    ///
    /// - Complexity: O(1).
    public convenience init(collectionView: UICollectionView) {
        self.init(collectionView: collectionView) { adapter, indexPath in adapter.element(at: indexPath) }
    }
}

extension LazyCollectionViewDataAdapter where T: AnyCellViewModel {
    /// An adapter over models of one type: item *n* shows `data[n]`. An item out of range stops
    /// the program with a message naming it.
    ///
    /// - Complexity: O(1).
    public convenience init(collectionView: UICollectionView) {
        self.init(collectionView: collectionView) { adapter, indexPath in adapter.element(at: indexPath) }
    }
}
