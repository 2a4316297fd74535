#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Cards whose background reacts to selection through `configurationUpdateHandler` (iOS 15).
final class SelectableCardsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let plans = ["Monthly", "Yearly", "Lifetime"]
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 350, height: 80)
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plan")
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        plans.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Plan", for: indexPath)
        let plan = plans[indexPath.item]
        cell.configurationUpdateHandler = { cell, state in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = plan
            content.secondaryText = state.isSelected ? "Selected" : nil
            content.textProperties.color = state.isSelected ? .white : .label
            cell.contentConfiguration = content

            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 12
            background.backgroundColor = state.isSelected ? .systemBlue : .secondarySystemGroupedBackground
            background.strokeColor = state.isHighlighted ? .systemBlue : .separator
            background.strokeWidth = 1
            cell.backgroundConfiguration = background
        }
        return cell
    }
}
