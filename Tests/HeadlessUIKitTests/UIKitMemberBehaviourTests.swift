import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Behaviour of the UIKit members issue 13 added last (Tests/UIKitSignatures/missing.txt): each
// is called or shown where UIKit calls or shows it.

// MARK: - UIScrollView.delegate

@MainActor
private final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

@MainActor
@Suite("UIScrollView.delegate")
struct ScrollViewDelegateTests {
    @Test("A plain scroll view tells its delegate about scrolling, and holds it weakly")
    func plainScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        var recorder: ScrollRecorder? = ScrollRecorder()
        scrollView.delegate = recorder
        #expect(scrollView.delegate === recorder)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(recorder?.offsets == [30])
        recorder = nil
        #expect(scrollView.delegate == nil)
    }

    @Test("A table's delegate is its scroll view's delegate, whichever property sets it")
    func tableDelegateIsTheScrollDelegate() {
        let (table, source) = makeTable(rows: [50])
        let asScrollView: UIScrollView = table
        #expect(asScrollView.delegate === source)

        let other = RecordingTableSource(rowCounts: [50])
        asScrollView.delegate = other
        #expect(table.delegate === other)
        asScrollView.delegate = nil
        #expect(table.delegate == nil)
        _ = other
    }

    @Test("An object that is only a scroll-view delegate replaces a table's delegate and gets the scroll calls")
    func scrollOnlyDelegateOnTable() {
        let (table, _) = makeTable(rows: [50])
        let recorder = ScrollRecorder()
        let asScrollView: UIScrollView = table
        asScrollView.delegate = recorder
        #expect(table.delegate == nil)
        #expect(asScrollView.delegate === recorder)
        scroll(table, toY: 120)
        #expect(recorder.offsets == [120])

        // Setting the table's own delegate replaces it again.
        let source = RecordingTableSource(rowCounts: [50])
        table.delegate = source
        #expect(asScrollView.delegate === source)
    }

    @Test("A collection view's delegate is its scroll view's delegate")
    func collectionDelegate() {
        let (collectionView, _) = makeCollection()
        let source = RecordingCollectionSource(itemCounts: [3])
        let asScrollView: UIScrollView = collectionView
        asScrollView.delegate = source
        #expect(collectionView.delegate === source)
        let recorder = ScrollRecorder()
        asScrollView.delegate = recorder
        #expect(collectionView.delegate == nil)
        #expect(asScrollView.delegate === recorder)
    }
}

// MARK: - dequeueConfiguredReusableCell(using:for:item:) with an optional item

@MainActor
private final class NilItemSource: NSObject, UICollectionViewDataSource {
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let missing: String? = nil
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: missing)
    }
}

@MainActor
@Suite("dequeueConfiguredReusableCell with an optional item")
struct OptionalItemRegistrationTests {
    @Test("nil reaches the handler of a registration whose item type is optional")
    func optionalItemType() {
        var seen: [String?] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String?> { _, _, item in seen.append(item) }
        let (collectionView, _) = makeCollection()
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let source = RecordingCollectionSource(itemCounts: [2])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        _ = collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: nil)
        _ = collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 1, section: 0), item: "b")
        #expect(seen == [nil, "b"])
    }

    @Test("nil for a registration whose item type is not optional stops the program")
    func nilForNonOptional() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                let source = NilItemSource()
                collectionView.dataSource = source
                collectionView.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains("was given a nil item for a registration whose item type String is not optional"))
    }
}

// MARK: - Collection context menus

@MainActor
private final class MenuGridController: UICollectionViewController {
    var asked: [(IndexPath, CGPoint)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        asked.append((indexPath, point))
        return UIContextMenuConfiguration(identifier: "item \(indexPath.item)" as NSString, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
        }
    }
}

@MainActor
@Suite("Collection view context menus")
struct CollectionContextMenuTests {
    @Test("A long press asks the delegate with the item's centre and records the menu")
    func longPress() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = MenuGridController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let collectionView = try #require(controller.collectionView)

        let configuration = collectionView.longPressItem(at: IndexPath(item: 4, section: 0))
        #expect(configuration?.identifier as? NSString == "item 4")
        #expect(collectionView.lastContextMenuConfiguration === configuration)
        let frame = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame)
        #expect(controller.asked.map(\.0) == [IndexPath(item: 4, section: 0)])
        #expect(controller.asked.first?.1 == CGPoint(x: frame.midX, y: frame.midY))
        _ = window
    }

    @Test("Without the delegate method a long press shows no menu")
    func noMenu() {
        let (collectionView, _) = makeCollection()
        let source = RecordingCollectionSource(itemCounts: [3])
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.layoutIfNeeded()
        #expect(collectionView.longPressItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}

// MARK: - sectionHeaderTopPadding

@MainActor
@Suite("UITableView.sectionHeaderTopPadding")
struct SectionHeaderTopPaddingTests {
    @Test("Automatic by default: the header heights alone place the sections")
    func automatic() {
        let (table, _) = makeTable(rows: [2, 2]) { _, source in source.headerHeight = { _ in 30 } }
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(table.rectForHeader(inSection: 1).minY == CGFloat(118))
    }

    @Test("A padding goes above every header that has a height, moving the header and its rows down")
    func padding() {
        let (table, _) = makeTable(rows: [2, 2, 1]) { table, source in
            table.sectionHeaderTopPadding = 10
            source.headerHeight = { [30, 0, 20][$0] }
        }
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 10, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
        // Section 1 has no header: no padding. It starts at 40 + 88.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 128)
        // Section 2: 128 + 88 = 216, then 10 of padding, then the 20-point header.
        #expect(table.rectForHeader(inSection: 2).minY == 226)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 246)
        #expect(table.contentSize.height == 290)
    }
}

// MARK: - Section snapshot handlers

@MainActor
private final class OutlineScreen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var log: [String] = []

    init() {
        (collectionView, _) = makeCollection()
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var section = NSDiffableDataSourceSectionSnapshot<String>()
        section.append(["Fruit", "Vegetables"])
        section.append(["Apple", "Pear"], to: "Fruit")
        dataSource.apply(section, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    var shownItems: [String] { dataSource.snapshot().itemIdentifiers }
}

@MainActor
@Suite("UICollectionViewDiffableDataSource.sectionSnapshotHandlers")
struct SectionSnapshotHandlersTests {
    @Test("Expanding and collapsing an item asks and tells the handlers, then shows its children")
    func expandAndCollapse() throws {
        let screen = OutlineScreen()
        screen.dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in screen.log.append("should expand \(item)"); return true }
        screen.dataSource.sectionSnapshotHandlers.willExpandItem = { screen.log.append("will expand \($0)") }
        screen.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in screen.log.append("should collapse \(item)"); return true }
        screen.dataSource.sectionSnapshotHandlers.willCollapseItem = { screen.log.append("will collapse \($0)") }
        #expect(screen.shownItems == ["Fruit", "Vegetables"])

        #expect(screen.collectionView.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(screen.log == ["should expand Fruit", "will expand Fruit"])
        #expect(screen.shownItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(screen.dataSource.snapshot(for: 0).isExpanded("Fruit"))
        screen.collectionView.layoutIfNeeded()
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)

        #expect(screen.collectionView.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(screen.log.suffix(2) == ["should collapse Fruit", "will collapse Fruit"])
        #expect(screen.shownItems == ["Fruit", "Vegetables"])
    }

    @Test("A handler that refuses keeps the item as it is")
    func refused() {
        let screen = OutlineScreen()
        screen.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Fruit" }
        var told: [String] = []
        screen.dataSource.sectionSnapshotHandlers.willExpandItem = { told.append($0) }
        #expect(screen.collectionView.toggleOutlineItem(at: IndexPath(item: 0, section: 0)) == false)
        #expect(told.isEmpty)
        #expect(screen.shownItems == ["Fruit", "Vegetables"])
    }

    @Test("snapshotForExpandingParent supplies the children of a parent as it expands")
    func lazyChildren() {
        let screen = OutlineScreen()
        var given: [String: [String]] = [:]
        screen.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            given[parent] = current.items
            var children = NSDiffableDataSourceSectionSnapshot<String>()
            children.append(["Carrot", "Leek"])
            return children
        }
        #expect(screen.collectionView.toggleOutlineItem(at: IndexPath(item: 1, section: 0)))
        #expect(given == ["Vegetables": []])
        #expect(screen.shownItems == ["Fruit", "Vegetables", "Carrot", "Leek"])
        #expect(screen.dataSource.snapshot(for: 0).parent(of: "Leek") == "Vegetables")
    }

    @Test("Applying a section snapshot in code calls no handler")
    func programmaticApply() {
        let screen = OutlineScreen()
        var calls = 0
        screen.dataSource.sectionSnapshotHandlers.willExpandItem = { _ in calls += 1 }
        var section = screen.dataSource.snapshot(for: 0)
        section.expand(["Fruit"])
        screen.dataSource.apply(section, to: 0, animatingDifferences: false)
        #expect(calls == 0)
        #expect(screen.shownItems == ["Fruit", "Apple", "Pear", "Vegetables"])
    }
}

// MARK: - Visual effects

@MainActor
@Suite("UIBackgroundConfiguration.visualEffect")
struct VisualEffectTests {
    @Test("Blur effects compare by style")
    func equality() {
        #expect(UIBlurEffect(style: .systemMaterial) == UIBlurEffect(style: .systemMaterial))
        #expect(UIBlurEffect(style: .systemMaterial) != UIBlurEffect(style: .regular))
        var a = UIBackgroundConfiguration.clear()
        var b = UIBackgroundConfiguration.clear()
        a.visualEffect = UIBlurEffect(style: .prominent)
        #expect(a != b)
        b.visualEffect = UIBlurEffect(style: .prominent)
        #expect(a == b)
    }

    @Test("A cell's blurred background is recorded in its picture")
    func recorded() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.visualEffect = UIBlurEffect(style: .systemThinMaterial)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let svg = SVGRenderer.render(cell, size: CGSize(width: 320, height: 44))
        #expect(svg.contains("data-visual-effect=\"blur(systemThinMaterial)\""))

        cell.backgroundConfiguration = .listPlainCell()
        cell.layoutIfNeeded()
        #expect(!SVGRenderer.render(cell, size: CGSize(width: 320, height: 44)).contains("data-visual-effect"))
    }
}

// MARK: - Header and footer view states

private final class StateHeaderView: UITableViewHeaderFooterView {
    var viewStates: [UIViewConfigurationState] = []
    var isCollapsed = false { didSet { setNeedsUpdateConfiguration() } }

    override var configurationState: UIViewConfigurationState {
        var state = super.configurationState
        state[.headerCollapsed] = isCollapsed
        return state
    }

    override func updateConfiguration(using state: UIViewConfigurationState) {
        viewStates.append(state)
        var content = UIListContentConfiguration.groupedHeader()
        content.text = (state[.headerCollapsed] as? Bool) == true ? "Collapsed" : "Open"
        contentConfiguration = content
    }
}

extension UIConfigurationStateCustomKey {
    fileprivate static let headerCollapsed = UIConfigurationStateCustomKey("tests.header.collapsed")
}

/// Records the type of state `updated(for:)` receives.
private struct StateTypeConfiguration: UIContentConfiguration, Hashable {
    var stateType = ""
    @MainActor func makeContentView() -> any UIView & UIContentView { StateTypeContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> StateTypeConfiguration {
        var updated = self
        updated.stateType = String(describing: type(of: state))
        return updated
    }
}

private final class StateTypeContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: StateTypeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("UITableViewHeaderFooterView uses UIViewConfigurationState")
struct HeaderFooterViewStateTests {
    @Test("updateConfiguration(using:) gets the view state, with custom states from configurationState")
    func viewState() {
        let header = StateHeaderView(reuseIdentifier: nil)
        header.layoutIfNeeded()
        #expect(header.viewStates.count == 1)
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Open")
        header.isCollapsed = true
        header.layoutIfNeeded()
        #expect(header.viewStates.count == 2)
        #expect(header.viewStates.last?[.headerCollapsed] as? Bool == true)
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Collapsed")
        let state: UIViewConfigurationState = header.configurationState
        #expect(state[.headerCollapsed] as? Bool == true)
    }

    @Test("A header's configurations are updated for a view state, a cell's for a cell state")
    func updatedForViewState() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.contentConfiguration = StateTypeConfiguration()
        header.layoutIfNeeded()
        #expect((header.contentConfiguration as? StateTypeConfiguration)?.stateType == "UIViewConfigurationState")

        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = StateTypeConfiguration()
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? StateTypeConfiguration)?.stateType == "UICellConfigurationState")
    }
}

// MARK: - Accessibility

private final class ToggleRowView: UIView {
    var isOn = false
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { isOn ? [.button, .selected] : .button }
        set {}
    }
}

@MainActor
@Suite("isAccessibilityElement and accessibilityTraits")
struct AccessibilityMemberTests {
    @Test("UIKit's defaults: plain views are not elements, labels are static text, image views are images")
    func defaults() {
        #expect(UIView().isAccessibilityElement == false)
        #expect(UIView().accessibilityTraits == .none)
        #expect(UILabel().isAccessibilityElement)
        #expect(UILabel().accessibilityTraits == .staticText)
        #expect(UIImageView().isAccessibilityElement == false)
        #expect(UIImageView().accessibilityTraits == .image)
    }

    @Test("Values set are kept; subclasses answer from state by overriding")
    func setAndOverride() {
        let label = UILabel()
        label.isAccessibilityElement = false
        label.accessibilityTraits = [.header, .staticText]
        #expect(label.isAccessibilityElement == false)
        #expect(label.accessibilityTraits.contains(.header))
        #expect(!label.accessibilityTraits.contains(.button))

        let row = ToggleRowView()
        #expect(row.isAccessibilityElement)
        #expect(row.accessibilityTraits == .button)
        row.isOn = true
        #expect(row.accessibilityTraits == [.button, .selected])
    }
}

// MARK: - UIImage.pngData()

@Suite("UIImage.pngData()")
struct PNGDataTests {
    @Test("A PNG of the image's pixel size, which UIImage(data:) reads back")
    func roundTrip() throws {
        let image = UIImage(named: "banner", size: CGSize(width: 20, height: 10))
        let data = try #require(image.pngData())
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Every PNG ends with the same IEND chunk, CRC included.
        #expect(Array(data.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        #expect(UIImage(data: data)?.size == CGSize(width: 20, height: 10))
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(UIImage(data: try #require(symbol.pngData()))?.size == symbol.size)
    }

    @Test("The IHDR chunk of a 1×1 RGBA image has the CRC every such PNG has")
    func headerChecksum() throws {
        let data = try #require(UIImage(named: "dot", size: CGSize(width: 1, height: 1)).pngData())
        // Length 13, "IHDR", 1 × 1, depth 8, colour type 6, then CRC 0x1F15C489.
        #expect(Array(data[8..<33]) == [
            0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89,
        ])
    }

    @Test("An image without a size has no PNG data")
    func empty() {
        #expect(UIImage().pngData() == nil)
    }
}

// MARK: - UIColor(named:)

@MainActor
@Suite("UIColor(named:)", .serialized)
struct NamedColorTests {
    @Test("A registered asset colour follows the appearance; an unknown name gives nil")
    func registered() throws {
        #expect(UIColor(named: "Tests.Unregistered") == nil)
        UIColor.registerColor(
            named: "Tests.BrandTint", any: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1),
            dark: UIColor(red: 1, green: 0.7, blue: 0.2, alpha: 1))
        let color = try #require(UIColor(named: "Tests.BrandTint"))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 0.7, blue: 0.2, alpha: 1))
        #expect(UIColor(named: "Tests.BrandTint") == color)
        #expect(
            UIColor(named: "Tests.BrandTint", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 1, green: 0.7, blue: 0.2, alpha: 1))
    }

    @Test("Without a dark value the colour is the same in both appearances")
    func anyOnly() throws {
        UIColor.registerColor(named: "Tests.Paper", any: UIColor(white: 0.95, alpha: 1))
        let color = try #require(UIColor(named: "Tests.Paper"))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 0.95, alpha: 1))
    }
}

// MARK: - UIFontDescriptor

@MainActor
@Suite("UIFont.fontDescriptor and symbolic traits")
struct FontDescriptorTests {
    @Test("Traits of the system fonts")
    func traits() {
        #expect(UIFont.systemFont(ofSize: 17).fontDescriptor.symbolicTraits == [])
        #expect(UIFont.boldSystemFont(ofSize: 17).fontDescriptor.symbolicTraits == .traitBold)
        #expect(UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits == .traitItalic)
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor.symbolicTraits == .traitMonoSpace)
        #expect(UIFont.systemFont(ofSize: 17).fontDescriptor.pointSize == 17)
    }

    @Test("withSymbolicTraits makes bold and italic variants of the same size")
    func variants() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let bold = UIFont(descriptor: try #require(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold == UIFont.boldSystemFont(ofSize: 17))
        let boldItalic = UIFont(descriptor: try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])), size: 0)
        #expect(boldItalic.weight == .bold && boldItalic.isItalic && boldItalic.pointSize == 17)
        let regular = UIFont(descriptor: try #require(bold.fontDescriptor.withSymbolicTraits([])), size: 20)
        #expect(regular == UIFont.systemFont(ofSize: 20))
    }

    @Test("A bold text-style font keeps following Dynamic Type")
    func textStyle() throws {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: large)
        let bold = UIFont(descriptor: try #require(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.pointSize == 17)
        #expect(bold.weight == .bold)
        let label = UILabel()
        label.font = bold
        label.adjustsFontForContentSizeCategory = true
        label.traitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        #expect(label.font.pointSize == 21)
        #expect(label.font.weight == .bold)
    }
}

// MARK: - UIWindow(windowScene:)

@MainActor
private final class SceneRootController: UIViewController {
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear \(view.bounds.size.width)x\(view.bounds.size.height)")
    }
}

@MainActor
@Suite("UIWindow(windowScene:)")
struct WindowSceneTests {
    @Test("A window made for a scene fills its screen, belongs to it and shows its root controller")
    func windowForScene() {
        let scene = UIWindowScene(screenSize: CGSize(width: 428, height: 926))
        let window = UIWindow(windowScene: scene)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 428, height: 926))
        #expect(window.windowScene === scene)
        #expect(scene.windows.count == 1 && scene.windows.first === window)
        #expect(window.isHidden)
        #expect(scene.keyWindow == nil)

        let root = SceneRootController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(root.log == ["viewDidLoad", "viewDidAppear 428.0x926.0"])
        #expect(scene.keyWindow === window)
        #expect(root.view.window?.windowScene === scene)
    }

    @Test("The scene's traits reach its windows' views")
    func traits() {
        let scene = UIWindowScene(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        let window = UIWindow(windowScene: scene)
        let label = UILabel()
        window.addSubview(label)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(window.frame.size == CGSize(width: 390, height: 844))
    }

    @Test("A window moved to another scene leaves the first one's windows; a window made by frame has no scene")
    func moving() {
        let first = UIWindowScene()
        let second = UIWindowScene()
        let window = UIWindow(windowScene: first)
        window.windowScene = second
        #expect(first.windows.isEmpty)
        #expect(second.windows.first === window)
        #expect(UIWindow(frame: .zero).windowScene == nil)
    }
}
