#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct ChatMessage: Hashable {
    let id: Int
    let text: String
    let isMine: Bool
}

final class ChatBubbleCell: UICollectionViewCell {
    static let reuseIdentifier = "ChatBubbleCell"
    let bubble = UIView()
    let label = UILabel()
    var isMine = false { didSet { setNeedsLayout() } }

    required init(frame: CGRect) {
        super.init(frame: frame)
        bubble.layer.cornerRadius = 16
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .body)
        contentView.addSubview(bubble)
        bubble.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width * 0.7
        bubble.frame = CGRect(x: isMine ? contentView.bounds.width - width - 8 : 8, y: 2, width: width, height: contentView.bounds.height - 4)
        bubble.backgroundColor = isMine ? .systemBlue : .secondarySystemBackground
        label.textColor = isMine ? .white : .label
        label.frame = bubble.bounds.insetBy(dx: 12, dy: 8)
    }
}

/// A chat transcript: flow layout with full-width rows, messages appended and edited through snapshots.
final class ChatDiffableViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private(set) var messages: [Int: ChatMessage] = [:]
    private(set) var chatDataSource: UICollectionViewDiffableDataSource<Int, Int>!

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 4
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ChatBubbleCell.self, forCellWithReuseIdentifier: ChatBubbleCell.reuseIdentifier)
        collectionView.alwaysBounceVertical = true
        chatDataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { [weak self] collectionView, indexPath, id in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ChatBubbleCell.reuseIdentifier, for: indexPath) as! ChatBubbleCell
            let message = self?.messages[id]
            cell.label.text = message?.text
            cell.isMine = message?.isMine ?? false
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        chatDataSource.apply(snapshot, animatingDifferences: false)
    }

    func receive(_ message: ChatMessage) {
        messages[message.id] = message
        var snapshot = chatDataSource.snapshot()
        snapshot.appendItems([message.id])
        chatDataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
            guard let self else { return }
            let last = IndexPath(item: snapshot.numberOfItems - 1, section: 0)
            self.collectionView.scrollToItem(at: last, at: .bottom, animated: true)
        }
    }

    func edit(messageID: Int, newText: String) {
        guard let old = messages[messageID] else { return }
        messages[messageID] = ChatMessage(id: messageID, text: newText, isMine: old.isMine)
        var snapshot = chatDataSource.snapshot()
        snapshot.reloadItems([messageID])
        chatDataSource.apply(snapshot)
    }

    func unsend(messageID: Int) {
        var snapshot = chatDataSource.snapshot()
        snapshot.deleteItems([messageID])
        chatDataSource.apply(snapshot, animatingDifferences: true)
        messages[messageID] = nil
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let id = chatDataSource.itemIdentifier(for: indexPath), let message = messages[id] else { return .zero }
        let lines = max(1, (message.text.count + 29) / 30)
        return CGSize(width: collectionView.bounds.width, height: CGFloat(lines) * 20 + 20)
    }
}
