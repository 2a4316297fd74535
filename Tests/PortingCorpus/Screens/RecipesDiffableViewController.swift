#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

enum RecipesCourse: String, CaseIterable, Hashable {
    case starter = "Starters"
    case main = "Mains"
    case dessert = "Desserts"
}

struct RecipesRecipe: Hashable {
    let id: UUID
    let name: String
    let course: RecipesCourse

    init(_ name: String, _ course: RecipesCourse) {
        self.id = UUID()
        self.name = name
        self.course = course
    }
}

/// The data source subclass Apple's sample code uses: section titles and swipe-to-delete live here.
final class RecipesDataSource: UITableViewDiffableDataSource<RecipesCourse, RecipesRecipe> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let recipe = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([recipe])
        if snapshot.numberOfItems(inSection: recipe.course) == 0 {
            snapshot.deleteSections([recipe.course])
        }
        apply(snapshot, animatingDifferences: true)
    }
}

final class RecipesDiffableViewController: UITableViewController {
    var recipes: [RecipesRecipe] = [
        RecipesRecipe("Gazpacho", .starter),
        RecipesRecipe("Risotto", .main),
        RecipesRecipe("Lasagne", .main),
        RecipesRecipe("Tiramisu", .dessert),
    ]
    private(set) var dataSource: RecipesDataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Recipe")
        dataSource = RecipesDataSource(tableView: tableView) { tableView, indexPath, recipe in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Recipe", for: indexPath)
            cell.textLabel?.text = recipe.name
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        applySnapshot(animatingDifferences: false)
    }

    func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<RecipesCourse, RecipesRecipe>()
        for course in RecipesCourse.allCases {
            let inCourse = recipes.filter { $0.course == course }
            guard !inCourse.isEmpty else { continue }
            snapshot.appendSections([course])
            snapshot.appendItems(inCourse, toSection: course)
        }
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }
}
