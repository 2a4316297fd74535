import Foundation
import Testing

import HeadlessUIKit

/// A list cell that counts how often it was handed out again.
final class RegistrationCell: UICollectionViewListCell {
    private(set) var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source whose cells come from a registration made once, up front.
@MainActor
final class RegistrationLog {
    var lines: [String] = []
}

@MainActor
final class RegistrationSource: UICollectionViewDataSource {
    var names: [String]
    let log = RegistrationLog()
    let registration: UICollectionView.CellRegistration<RegistrationCell, String>
    let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
        view.accessibilityIdentifier = "header_\(indexPath.section)"
    }

    init(names: [String]) {
        self.names = names
        let log = self.log
        registration = UICollectionView.CellRegistration<RegistrationCell, String> { cell, indexPath, name in
            log.lines.append("handler \(indexPath.item) \(name) reused \(cell.reuseCount)")
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: names[indexPath.item])
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
}

/// A data source that, wrongly, makes a registration for every cell.
@MainActor
final class RegistrationInsideProviderSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 0)
    }
}

@MainActor
@Suite("Cell and supplementary registrations")
struct CellRegistrationTests {
    @Test("a registration dequeues its cell class and runs its handler after prepareForReuse, reusing cells")
    func registrationDequeuesAndConfigures() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 108), collectionViewLayout: layout)
        let source = RegistrationSource(names: (0..<20).map { "name \($0)" })
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()

        #expect(source.log.lines == ["handler 0 name 0 reused 0", "handler 1 name 1 reused 0"])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? RegistrationCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "name 0")
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(\.accessibilityIdentifier) == ["header_0"])

        source.log.lines = []
        collectionView.setContentOffset(CGPoint(x: 0, y: 20 + 44 * 10), animated: false)
        collectionView.layoutIfNeeded()
        #expect(source.log.lines.first == "handler 10 name 10 reused 1")
    }

    @Test("a registration created inside the cell provider stops with UIKit's text")
    func registrationInsideProviderIsRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                let source = RegistrationInsideProviderSource()
                collectionView.dataSource = source
                collectionView.layoutIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Attempted to dequeue a cell using a registration that was created inside "
                    + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider."))
        #expect(stderr.contains("Registrations should be created up front and reused."))
    }
}
