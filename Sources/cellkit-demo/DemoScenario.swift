import CellKit

/// A scenario of the demo: a name and what it does, returning what it prints. The lists below
/// are the one place that says which scenarios each command runs, in what order; the gallery
/// (`--gallery`) shows them all.
@MainActor
struct DemoScenario {
    let name: String
    let run: @MainActor () -> String

    /// `cellkit-demo`'s scenarios.
    static let contacts = [
        DemoScenario(name: "Contacts in a table", run: ContactsDemo.tableDemo),
        DemoScenario(name: "Contacts in a flow-layout collection", run: ContactsDemo.collectionDemo),
        DemoScenario(name: "Settings configured by view models", run: SettingsDemo.run),
        DemoScenario(name: "iOS 14 list: inset-grouped settings", run: ListsDemo.settingsList),
        DemoScenario(name: "iOS 14 list: sidebar outline", run: ListsDemo.sidebarOutline),
    ]

    /// `cellkit-demo configurations`' scenarios.
    static let configurations = [
        DemoScenario(name: "Configurations: four labels", run: ConfigurationsDemo.fourLabels),
        DemoScenario(name: "Configurations: city cells with a custom state", run: ConfigurationsDemo.cities),
        DemoScenario(name: "Configurations: symbol cells", run: ConfigurationsDemo.symbols),
        DemoScenario(name: "Configurations: rounded rows (yellow)", run: { ConfigurationsDemo.roundedCorners(.yellow) }),
        DemoScenario(name: "Configurations: rounded rows (tint)", run: { ConfigurationsDemo.roundedCorners(.tint) }),
    ]

    /// `cellkit-demo autolayout`'s scenarios.
    static let autoLayout = [
        DemoScenario(name: "Auto Layout: artist rows in a table", run: AutoLayoutDemo.artistsTable),
        DemoScenario(name: "Auto Layout: artist items in a collection", run: AutoLayoutDemo.artistsCollection),
        DemoScenario(name: "Auto Layout: symbol rows (a stack view)", run: AutoLayoutDemo.symbolsTable),
        DemoScenario(name: "Auto Layout: symbol items (a stack view)", run: AutoLayoutDemo.symbolsCollection),
    ]

    /// Every scenario, in the order of the commands above.
    static var all: [DemoScenario] { contacts + configurations + autoLayout }

    /// What `scenarios` print, one after the other.
    static func output(of scenarios: [DemoScenario]) -> String {
        scenarios.map { $0.run() }.joined()
    }

    /// The gallery of every scenario's screens: each scenario is run again, and each screen it
    /// shows (`Appearance.screen(_:_:)`) is drawn.
    static func gallery() -> ScreenGallery {
        ScreenGallery(
            title: "CellKit demo: every scenario's screens",
            scenarios: all.map { scenario in
                let recorder = ScreenRecorder()
                ScreenRecorder.$current.withValue(recorder) { _ = scenario.run() }
                return ScreenGallery.Scenario(name: scenario.name, screens: recorder.screens)
            })
    }
}

/// Collects the screens the scenarios show while a gallery is made; scenarios run outside
/// ``DemoScenario/gallery()`` draw nothing.
@MainActor
final class ScreenRecorder {
    /// The recorder of the gallery being made, if any.
    @TaskLocal static var current: ScreenRecorder?

    private(set) var screens: [ScreenGallery.Screen] = []

    func record(_ title: String, _ list: UIScrollView) {
        screens.append(ScreenGallery.Screen(title: title, list: list))
    }
}
