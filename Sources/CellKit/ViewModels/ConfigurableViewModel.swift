import Foundation

/// A view model that describes its view with configurations for each state, so the list keeps
/// the view's look in step with its state (selected, highlighted, editing…) without a cell
/// subclass.
///
/// ```swift
/// struct SettingModel: CellViewModel, ConfigurableViewModel {
///     typealias Cell = UITableViewCell
///     let title: String
///
///     func contentConfiguration(for state: UICellConfigurationState) -> (any UIContentConfiguration)? {
///         var content = UIListContentConfiguration.cell().updated(for: state)
///         content.text = title
///         if state.isSelected { content.textProperties.color = .red }
///         return content
///     }
/// }
/// ```
///
/// On every dequeue the model becomes the view's configuration provider: at each configuration
/// update (before the view first shows and after each change of state) the view gets the
/// model's configurations for its state, before its own `updateConfiguration(using:)` runs.
/// ``CellViewModel/setup(cell:)`` still runs at dequeue; a configurable model may leave it out.
public protocol ConfigurableViewModel: AnyViewModel {
    /// What the view's content shows in `state`; nil puts back a plain content view.
    func contentConfiguration(for state: UICellConfigurationState) -> (any UIContentConfiguration)?

    /// What shows behind the content in `state`; nil (the default) leaves the view's background
    /// as it is.
    func backgroundConfiguration(for state: UICellConfigurationState) -> UIBackgroundConfiguration?
}

extension ConfigurableViewModel {
    public func backgroundConfiguration(for state: UICellConfigurationState) -> UIBackgroundConfiguration? { nil }
}

extension CellViewModel where Self: ConfigurableViewModel {
    /// Configurable models need no setup: their configurations say everything.
    public func setup(cell: Cell) {}
}

extension SupplementaryViewModel where Self: ConfigurableViewModel {
    /// Configurable models need no setup: their configurations say everything.
    public func setup(view: SupplementaryView) {}
}

extension AnyViewModel where Self: ConfigurableViewModel {
    @MainActor public func configurationProvider() -> (any ConfigurationProviding)? {
        ViewModelConfigurations(model: self)
    }
}

/// Applies a configurable model's configurations to the view it shows in.
struct ViewModelConfigurations<Model: ConfigurableViewModel>: ConfigurationProviding {
    let model: Model

    func provideConfigurations(for view: ReusableView, state: UICellConfigurationState) {
        view.contentConfiguration = model.contentConfiguration(for: state)
        if let background = model.backgroundConfiguration(for: state) { view.backgroundConfiguration = background }
    }
}
