import Foundation
@testable import HeadlessUIKit
import Testing

/// The shortcuts of the scrolling path (issue 17) give what the full path gives: the image and
/// tint flags a configuration and an image view keep, the list configuration recognised by its
/// type, and the presets' cells reused across rows of different content.
@MainActor
@Suite("List content fast paths")
struct ListContentFastPathTests {
    private let star = UIImage(systemName: "star")
    private let harp = UIImage(named: "harp", size: CGSize(width: 30, height: 30))

    private func cell(_ text: String, image: UIImage? = nil) -> UIListContentConfiguration {
        var content = UIListContentConfiguration.cell()
        content.text = text
        content.image = image
        return content
    }

    @Test("an image comes, changes and goes as the configurations say, in either order")
    func imageComesAndGoes() {
        let view = UIListContentView(configuration: cell("A"))
        #expect(view.imageView.image == nil && view.imageView.isHidden)
        for (image, name) in [(star, "star"), (nil, "none"), (harp, "harp"), (star, "star again"), (nil, "none again")] {
            view.listContentConfiguration = cell("A", image: image)
            #expect(view.imageView.image == image, "\(name)")
            #expect(view.imageView.isHidden == (image == nil), "\(name)")
            view.frame.size = view.sizeThatFits(CGSize(width: 320, height: 0))
            view.layoutIfNeeded()
            #expect((view.imageView.frame == .zero) == (image == nil), "\(name)")
            if image == nil { #expect(view.textLabel.frame.minX == 16, "\(name)") }
        }
    }

    @Test("an image set on the image view by hand is replaced by the configuration's, or removed")
    func imageSetByHand() {
        let view = UIListContentView(configuration: cell("A"))
        view.imageView.image = harp
        view.listContentConfiguration = cell("B")
        #expect(view.imageView.image == nil)
        #expect(view.imageView.isHidden)
        view.imageView.image = harp
        view.listContentConfiguration = cell("C", image: star)
        #expect(view.imageView.image == star)
    }

    @Test("a configuration image removed by setting nil on a copy measures as without one")
    func imageRemovedFromCopy() {
        let withImage = cell("A", image: UIImage(named: "tall", size: CGSize(width: 30, height: 60)))
        var without = withImage
        without.image = nil
        let tall = UIListContentView(configuration: withImage).sizeThatFits(CGSize(width: 320, height: 0)).height
        let plain = UIListContentView(configuration: without).sizeThatFits(CGSize(width: 320, height: 0)).height
        #expect(abs(tall - (11.8 + 60 + 11.8)) < 0.001)
        #expect(plain == 44)
    }

    @Test("a tint set, cleared and transformed shows as the full path resolves it")
    func tintFlag() {
        let host = UIView()
        host.tintColor = .purple
        var content = cell("A", image: star)
        let view = UIListContentView(configuration: content)
        host.addSubview(view)
        content.imageProperties.tintColor = .orange
        view.listContentConfiguration = content
        #expect(view.imageView.tintColor == .orange)
        content.imageProperties.tintColor = nil
        view.listContentConfiguration = content
        #expect(view.imageView.tintColor == .purple)
        content.imageProperties.cornerRadius = 4   // another image property: the tint stays inherited
        view.listContentConfiguration = content
        #expect(view.imageView.tintColor == .purple)
        host.tintColor = .green
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.imageView.tintColor == .green)
    }

    @Test("an image view made with an image reports it like one given an image later")
    func imageViewInitializer() {
        let view = UIListContentView(configuration: cell("A"))
        let made = UIImageView(image: star)
        #expect(made.image == star)
        view.listContentConfiguration = cell("A", image: star)
        #expect(view.imageView.image == made.image)
    }

    @Test("a cell's list configuration is applied through the type check as through a cast")
    func typedConfiguration() {
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        tableCell.contentConfiguration = cell("Typed", image: star)
        let view = tableCell.contentView as? UIListContentView
        #expect(view?.textLabel.text == "Typed")
        #expect(view?.imageView.image == star)
        tableCell.contentConfiguration = OtherContent()
        #expect(!(tableCell.contentView is UIListContentView))
        tableCell.contentConfiguration = cell("Back")
        #expect((tableCell.contentView as? UIListContentView)?.textLabel.text == "Back")
    }

    @Test("rows reusing cells with and without a secondary text are measured for their own content")
    func reusedCellsMeasureTheirOwnContent() {
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 300 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Row"
                content.secondaryText = indexPath.row % 3 == 0 ? "Detail" : nil
                cell.contentConfiguration = content
                return cell
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 44
        let source = Source()
        table.dataSource = source
        table.layoutIfNeeded()
        for _ in 0..<10 {
            table.contentOffset.y += 844
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                let row = table.indexPath(for: cell)!.row
                #expect(cell.frame.height == (row % 3 == 0 ? 65 : 44), "row \(row)")
                let content = cell.contentView as! UIListContentView
                #expect(content.secondaryTextLabel.isHidden == (row % 3 != 0), "row \(row)")
            }
        }
        withExtendedLifetime(source) {}
    }

    /// A configuration with every kind of content and a styling of its own, held by nothing but
    /// the cell it is given to.
    private func styled(_ text: String) -> UIListContentConfiguration {
        var content = UIListContentConfiguration.cell()
        content.text = text
        content.secondaryText = "Detail"
        content.image = star
        content.textProperties.color = .systemRed
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        return content
    }

    @Test("a default configuration after a replaced one is clean, and configurations still held keep their content")
    func defaultsAfterReplacedConfigurations() {
        let clean = UIListContentConfiguration.cell()
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let listCell = UICollectionViewListCell(frame: .zero)
        for cell in [tableCell as ReusableView, listCell] {
            func defaults() -> UIListContentConfiguration {
                (cell as? UITableViewCell)?.defaultContentConfiguration()
                    ?? (cell as! UICollectionViewListCell).defaultContentConfiguration()
            }
            for round in 0..<3 {
                // Only the cell holds the styled configuration when it is replaced.
                cell.contentConfiguration = styled("A\(round)")
                var next = defaults()
                next.text = "B\(round)"
                cell.contentConfiguration = next
                // The styled storage was kept (the path under test), and is what comes back.
                #expect((cell.contentView as! UIListContentView).spareCellConfiguration != nil, "round \(round)")
                let fresh = defaults()
                #expect((cell.contentView as! UIListContentView).spareCellConfiguration == nil, "round \(round)")
                #expect(fresh == clean, "round \(round)")
                #expect(fresh.text == nil && fresh.secondaryText == nil && fresh.image == nil, "round \(round)")
                #expect(fresh.textProperties.color == clean.textProperties.color, "round \(round)")
                #expect(fresh.directionalLayoutMargins == clean.directionalLayoutMargins, "round \(round)")
                #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "B\(round)")
                let shown = cell.contentView as! UIListContentView
                #expect(shown.listContentConfiguration.text == "B\(round)" && shown.textLabel.text == "B\(round)")
                #expect(shown.secondaryTextLabel.isHidden && shown.imageView.isHidden)

                // A configuration the app still holds is never emptied or handed out again.
                let held = styled("Held\(round)")
                cell.contentConfiguration = held
                _ = defaults()  // takes any storage the view kept, so the next replacement may keep some
                cell.contentConfiguration = UIListContentConfiguration.cell()
                var other = defaults()
                other.text = "Other"
                #expect(held == styled("Held\(round)"))
                #expect(held.text == "Held\(round)" && held.secondaryText == "Detail" && held.image == star)
                #expect(other.secondaryText == nil && other.image == nil)
            }
        }
    }
}

/// A content configuration of another type than the list's, for the type check.
private struct OtherContent: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { PlainContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> Self { self }
}

@MainActor
private final class PlainContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
    func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is OtherContent }
}
