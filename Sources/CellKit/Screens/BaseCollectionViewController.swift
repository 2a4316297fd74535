import Foundation

/// A screen that shows sections of view models in a collection view, declaring its model types
/// up front; CellKit's take on the original `BaseCollectionViewController`.
///
/// ```swift
/// final class ContactsScreen: BaseCollectionViewController {
///     override var viewModels: [any AnyCellViewModel.Type] { [ContactCellModel.self] }
///     override var supplementaryModels: [any AnySupplementaryViewModel.Type] { [TitleHeaderModel.self] }
/// }
///
/// let screen = ContactsScreen()
/// screen.data = sections      // loads the screen (registering the types) and reloads
/// ```
@MainActor
open class BaseCollectionViewController {
    /// The collection view the screen shows.
    public let collectionView: CollectionView
    /// The adapter that drives ``collectionView``.
    public let adapter: CollectionDataAdapter

    /// The cell model types registered when the screen loads.
    open var viewModels: [any AnyCellViewModel.Type] { [] }
    /// The header and footer model types registered when the screen loads.
    open var supplementaryModels: [any AnySupplementaryViewModel.Type] { [] }
    /// Whether model types found in ``data`` are registered as well (off by default).
    open var automaticallyInferCellViewModelTypes: Bool { false }

    /// Whether ``viewDidLoad()`` has run.
    public private(set) var isViewLoaded = false

    /// Creates the screen with a collection view of the given size and layout (an iPhone-sized
    /// vertical ``FlowLayout`` by default).
    public init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: CollectionViewLayout = FlowLayout()
    ) {
        collectionView = CollectionView(frame: frame, collectionViewLayout: collectionViewLayout)
        adapter = CollectionDataAdapter(collectionView: collectionView)
    }

    /// The screen's view, loaded on first access.
    public var view: View {
        loadViewIfNeeded()
        return collectionView
    }

    /// The sections shown; setting it loads the screen first.
    public var data: [Section] {
        get { adapter.data }
        set {
            loadViewIfNeeded()
            adapter.data = newValue
        }
    }

    /// Runs ``viewDidLoad()`` once.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Registers ``viewModels`` and ``supplementaryModels`` and sets up inference. Call `super`
    /// when you override it.
    open func viewDidLoad() {
        collectionView.register(viewModels + supplementaryModels.map { $0 as any AnyViewModel.Type })
        adapter.automaticallyInferCellViewModelTypes = automaticallyInferCellViewModelTypes
    }
}
