#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

final class CalendarDayCell: UICollectionViewCell {
    let dayLabel = UILabel()
    var isToday = false {
        didSet { dayLabel.textColor = isToday ? .systemRed : .label }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        dayLabel.textAlignment = .center
        dayLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        contentView.addSubview(dayLabel)
        let selected = UIView()
        selected.backgroundColor = .systemRed.withAlphaComponent(0.2)
        selectedBackgroundView = selected
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dayLabel.frame = contentView.bounds
    }
}

/// A month grid: 7 equal columns with no spacing; blank leading cells for the weekday offset.
final class CalendarMonthViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let firstWeekday: Int
    let numberOfDays: Int
    let today: Int
    private(set) var pickedDay: Int?

    init(firstWeekday: Int, numberOfDays: Int, today: Int) {
        self.firstWeekday = firstWeekday
        self.numberOfDays = numberOfDays
        self.today = today
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CalendarDayCell.self, forCellWithReuseIdentifier: "Day")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        firstWeekday + numberOfDays
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Day", for: indexPath) as! CalendarDayCell
        let day = indexPath.item - firstWeekday + 1
        cell.dayLabel.text = day >= 1 ? "\(day)" : ""
        cell.isToday = day == today
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item >= firstWeekday
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        pickedDay = indexPath.item - firstWeekday + 1
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = (collectionView.bounds.width / 7).rounded(.down)
        return CGSize(width: width, height: 48)
    }
}
