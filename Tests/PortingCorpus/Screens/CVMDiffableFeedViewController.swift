#if canImport(UIKit)
import UIKit
import CellViewModel
#else
import HeadlessUIKit
import CellKit
#endif

struct CVMPost {
    let id: Int
    var text: String
    var likes: Int
}

final class CVMPostCell: UICollectionViewCell {
    let textLabel = UILabel()
    let likesLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.numberOfLines = 0
        likesLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        likesLabel.textColor = .secondaryLabel
        contentView.addSubview(textLabel)
        contentView.addSubview(likesLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = CGRect(x: 16, y: 8, width: contentView.bounds.width - 32, height: contentView.bounds.height - 36)
        likesLabel.frame = CGRect(x: 16, y: contentView.bounds.height - 24, width: contentView.bounds.width - 32, height: 16)
    }
}

struct CVMPostCellModel: CellViewModel, DiffableCellViewModel {
    let post: CVMPost

    var diffIdentifier: AnyHashable {
        return post.id
    }

    func isEqual(to model: DiffableCellViewModel) -> Bool {
        guard let other = model as? CVMPostCellModel else { return false }
        return other.post.text == post.text && other.post.likes == post.likes
    }

    func height(constrainedBy maxWidth: CGFloat) -> CGFloat? {
        return 80
    }

    func setup(cell: CVMPostCell) {
        cell.textLabel.text = post.text
        cell.likesLabel.text = post.likes == 1 ? "1 like" : "\(post.likes) likes"
    }
}

/// A feed on the library's DiffableCollectionViewDataAdapter: new arrays of DiffableSection
/// become batch updates through `update(data:animated:)`.
final class CVMDiffableFeedViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private(set) var collectionView: UICollectionView!
    private(set) var adapter: DiffableCollectionViewDataAdapter!
    private(set) var posts: [CVMPost] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 1
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.register(CVMPostCellModel.self)
        adapter = DiffableCollectionViewDataAdapter(collectionView: collectionView)
        collectionView.delegate = self
    }

    func show(_ posts: [CVMPost]) {
        self.posts = posts
        adapter.update(data: [DiffableSection(identifier: "feed", items: posts.map { CVMPostCellModel(post: $0) })], animated: false)
    }

    func like(postID: Int) {
        guard let index = posts.firstIndex(where: { $0.id == postID }) else { return }
        posts[index].likes += 1
        adapter.update(data: [DiffableSection(identifier: "feed", items: posts.map { CVMPostCellModel(post: $0) })], animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let height = adapter.itemModel(at: indexPath).height(constrainedBy: collectionView.bounds.width) ?? 44
        return CGSize(width: collectionView.bounds.width, height: height)
    }
}
