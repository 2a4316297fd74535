#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A single-choice list: the chosen ringtone carries a checkmark.
final class SettingsSoundPickerViewController: UITableViewController {
    let sounds = ["Reflection", "Apex", "Beacon", "Bulletin", "By The Seaside", "Chimes", "Circuit"]
    private(set) var selectedSound: String
    var onPick: ((String) -> Void)?

    init(selectedSound: String) {
        self.selectedSound = selectedSound
        super.init(style: .grouped)
        title = "Ringtone"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SoundCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sounds.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SoundCell", for: indexPath)
        let sound = sounds[indexPath.row]
        cell.textLabel?.text = sound
        cell.accessoryType = sound == selectedSound ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Ringtones"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let previous = sounds.firstIndex(of: selectedSound).map { IndexPath(row: $0, section: 0) }
        selectedSound = sounds[indexPath.row]
        if let previous, let oldCell = tableView.cellForRow(at: previous) {
            oldCell.accessoryType = .none
        }
        tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
        onPick?(selectedSound)
    }
}
