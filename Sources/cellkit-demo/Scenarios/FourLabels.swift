import CellKit

/// Scenario: a configuration with four strings, shown by a content view built in code.
struct FourLabelConfiguration: UIContentConfiguration, Hashable {
    var text1 = ""
    var text2 = ""
    var text3 = ""
    var text4 = ""

    func makeContentView() -> any UIView & UIContentView { FourLabelContentView(configuration: self) }

    /// The four labels look the same in every state.
    func updated(for state: any UIConfigurationState) -> FourLabelConfiguration { self }
}

/// Four labels side by side; they are set again only when a different configuration arrives.
final class FourLabelContentView: UIView, UIContentView {
    let labels = [UILabel(), UILabel(), UILabel(), UILabel()]
    private var applied: FourLabelConfiguration
    /// How many times the labels were set (for the scenario's check).
    private(set) var applyCount = 0

    init(configuration: FourLabelConfiguration) {
        applied = configuration
        super.init(frame: .zero)
        for label in labels { addSubview(label) }
        apply(configuration)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var configuration: any UIContentConfiguration {
        get { applied }
        set {
            guard let new = newValue as? FourLabelConfiguration, new != applied else { return }
            apply(new)
        }
    }

    private func apply(_ configuration: FourLabelConfiguration) {
        applied = configuration
        applyCount += 1
        let texts = [configuration.text1, configuration.text2, configuration.text3, configuration.text4]
        for (label, text) in zip(labels, texts) { label.text = text }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let width = bounds.width / CGFloat(labels.count)
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }
}

/// A plain data source whose cells show the four names through a configuration.
final class MarxBrothersDataSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "brothers", for: indexPath)
        cell.contentConfiguration = FourLabelConfiguration(text1: "Harpo", text2: "Groucho", text3: "Chico", text4: "Zeppo")
        return cell
    }
}
