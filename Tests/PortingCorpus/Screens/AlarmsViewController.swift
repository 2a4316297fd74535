#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct AlarmsAlarm {
    let hour: Int
    let minute: Int
    var label: String
}

/// Alarms: adds and removes rows inside beginUpdates/endUpdates, and hides the add row's
/// accessories while editing.
final class AlarmsViewController: UITableViewController {
    var alarms = [AlarmsAlarm(hour: 6, minute: 30, label: "Wake up"), AlarmsAlarm(hour: 22, minute: 0, label: "Bedtime")]
    private(set) var editingTransitions: [Bool] = []

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Alarm"
        navigationItem.leftBarButtonItem = editButtonItem
        tableView.rowHeight = 88
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingTransitions.append(editing)
    }

    func addAlarms(_ newAlarms: [AlarmsAlarm]) {
        tableView.beginUpdates()
        let start = alarms.count
        alarms.append(contentsOf: newAlarms)
        tableView.insertRows(at: (start..<alarms.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        tableView.endUpdates()
    }

    func removeFirstAndRename(to label: String) {
        tableView.beginUpdates()
        alarms.remove(at: 0)
        tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        alarms[0].label = label
        tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        tableView.endUpdates()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        alarms.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Alarm")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Alarm")
        let alarm = alarms[indexPath.row]
        cell.textLabel?.text = String(format: "%02d:%02d", alarm.hour, alarm.minute)
        cell.textLabel?.font = UIFont.systemFont(ofSize: 48, weight: .light)
        cell.detailTextLabel?.text = alarm.label
        cell.editingAccessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        alarms.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .left)
    }
}
