import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A list cell in the style of Apple's custom-cell samples: a 30-point icon at the content view's
/// leading margin and a title 12 points after it, laid out by constraints; the title is 20
/// points tall between the vertical margins. The content view's margins are set to a table
/// cell's (11 points above and below, 16 at the sides).
@MainActor
private final class IconTitleCell: UICollectionViewListCell {
    let icon = UIView()
    let title = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        icon.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(icon)
        contentView.addSubview(title)
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.widthAnchor.constraint(equalToConstant: 30),
            icon.heightAnchor.constraint(equalToConstant: 20),
            icon.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A list cell laid out by frames: a label placed at x 50 in `layoutSubviews`, 40 points tall by
/// `sizeThatFits(_:)`, no constraints; 16-point side margins.
@MainActor
private final class FrameCell: UICollectionViewListCell {
    let title = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Frames"
        contentView.addSubview(title)
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 50, y: 10, width: 200, height: 20)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 40) }
}

/// A 320-point list of two rows of `Cell`, each set up by `setup` as it is dequeued.
@MainActor
private final class GuideScreen<Cell: UICollectionViewListCell> {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(_ configuration: UICollectionLayoutListConfiguration, setup: @escaping (Cell) -> Void) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, _ in setup(cell) }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    convenience init(setup: @escaping (Cell) -> Void = { _ in }) {
        self.init(UICollectionLayoutListConfiguration(appearance: .plain), setup: setup)
    }

    func cell(_ item: Int) -> Cell {
        collectionView.layoutIfNeeded()
        return collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! Cell
    }

    /// The first row's bottom separator as drawn: its x1 and x2 attributes.
    var firstSeparator: [String] {
        let svg = SVGRenderer.render(collectionView)
        guard let line = svg.components(separatedBy: "\n").first(where: { $0.contains("class=\"separator\"") }) else { return [] }
        return ["x1", "x2"].map { name in
            guard let start = line.range(of: " \(name)=\"") else { return "" }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }
}

/// Aligns the cell's separator with its title, once per cell.
@MainActor
private func alignSeparatorWithTitle(_ guide: UILayoutGuide, _ title: UIView) {
    guard guide.constraintsAffectingLayout(for: .horizontal).isEmpty else { return }
    guide.leadingAnchor.constraint(equalTo: title.leadingAnchor).isActive = true
}

@MainActor
@Suite("UICollectionViewListCell.separatorLayoutGuide")
struct SeparatorLayoutGuideTests {
    @Test("Unconstrained, the guide is the automatic separator: from the content's leading margin to the cell's edge, along its bottom")
    func unconstrained() {
        let screen = GuideScreen<IconTitleCell>()
        let cell = screen.cell(0)
        // No text configuration: the content view's 16-point leading margin. The row is 11 + 20 + 11 = 42 tall.
        #expect(cell.frame.height == 42)
        let expected = CGRect(x: 16, y: 41.5, width: 304, height: 0.5)
        #expect(cell.separatorLayoutGuide.layoutFrame == expected)
        #expect(cell.separatorLayoutGuide.owningView === cell)
        #expect(cell.layoutGuides.contains { $0 === cell.separatorLayoutGuide })
        #expect(screen.firstSeparator == ["16", "320"])
    }

    @Test("Constrained to the title's leading edge, the separator starts under the title")
    func alignedToTitle() {
        let screen = GuideScreen<IconTitleCell> { cell in alignSeparatorWithTitle(cell.separatorLayoutGuide, cell.title) }
        let cell = screen.cell(0)
        // 16 (margin) + 30 (icon) + 12 (spacing) = 58.
        #expect(cell.title.frame.minX == 58)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == 58)
        #expect(cell.separatorLayoutGuide.layoutFrame.width == 262)
        #expect(screen.firstSeparator == ["58", "320"])
        // The separator's constraint does not change the row's size.
        #expect(cell.frame.height == 42)
    }

    @Test("The trailing anchor moves the separator's end; a constant offsets either edge")
    func trailingAndConstant() {
        let screen = GuideScreen<IconTitleCell> { cell in
            let guide = cell.separatorLayoutGuide
            guard guide.constraintsAffectingLayout(for: .horizontal).isEmpty else { return }
            let leading = guide.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4)
            let trailing = guide.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor)
            NSLayoutConstraint.activate([leading, trailing])
        }
        // The trailing end: 320 minus the content view's 16-point trailing margin.
        #expect(screen.firstSeparator == ["4", "304"])
    }

    @Test("Inequalities bound the automatic edge; deactivating the constraint puts the automatic edge back")
    func inequalitiesAndDeactivation() {
        let screen = GuideScreen<IconTitleCell>()
        let cell = screen.cell(0)
        let guide = cell.separatorLayoutGuide
        let atLeast = guide.leadingAnchor.constraint(greaterThanOrEqualTo: cell.contentView.leadingAnchor, constant: 100)
        atLeast.isActive = true
        #expect(guide.layoutFrame.minX == 100)
        atLeast.isActive = false
        // Reversed: title.leading >= guide.leading means guide.leading <= 58, which 16 already is.
        let titleAfter = cell.title.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor)
        titleAfter.isActive = true
        #expect(guide.layoutFrame.minX == 16)
        titleAfter.isActive = false
        #expect(guide.constraintsAffectingLayout(for: .horizontal).isEmpty)
        let equal = guide.leadingAnchor.constraint(equalTo: cell.title.leadingAnchor)
        equal.isActive = true
        #expect(guide.layoutFrame.minX == 58)
        equal.constant = 10
        #expect(guide.layoutFrame.minX == 68)
        equal.isActive = false
        #expect(guide.layoutFrame.minX == 16)
    }

    @Test("A cell laid out by frames keeps sizing by sizeThatFits when its separator is aligned by a constraint")
    func frameCellKeepsItsSizing() {
        let plain = GuideScreen<FrameCell>()
        let aligned = GuideScreen<FrameCell> { cell in alignSeparatorWithTitle(cell.separatorLayoutGuide, cell.title) }
        // Both rows 40 tall, as sizeThatFits says, with the guide constrained or not.
        #expect(plain.cell(1).frame == CGRect(x: 0, y: 40, width: 320, height: 40))
        #expect(aligned.cell(1).frame == CGRect(x: 0, y: 40, width: 320, height: 40))
        #expect(aligned.firstSeparator == ["50", "320"])
        #expect(plain.firstSeparator == ["16", "320"])
    }

    @Test("Explicit separator insets win over the guide")
    func explicitInsetsWin() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        let screen = GuideScreen<IconTitleCell>(configuration) { cell in alignSeparatorWithTitle(cell.separatorLayoutGuide, cell.title) }
        #expect(screen.firstSeparator == ["8", "312"])
    }

    @Test("Constraining the guide's vertical position stops the program with a message naming the constraint")
    func verticalConstraintRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                let label = UILabel()
                cell.contentView.addSubview(label)
                cell.separatorLayoutGuide.topAnchor.constraint(equalTo: label.bottomAnchor).isActive = true
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("separatorLayoutGuide positions only the separator's horizontal edges"))
        #expect(text.contains("constrains its top"))
    }
}
