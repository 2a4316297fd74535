import Foundation

/// A value that describes what a view shows and can make the view that shows it; the engine's
/// `UIContentConfiguration`.
///
/// A configuration is a light value: build a fresh one whenever the content or the state
/// changes, and assign it to a cell's, header's or footer's ``ReusableView/contentConfiguration``,
/// or show it in any view with ``makeContentView()``.
///
/// ```swift
/// struct QuoteConfiguration: UIContentConfiguration, Hashable {
///     var text = ""
///     func makeContentView() -> any UIView & UIContentView { QuoteContentView(configuration: self) }
///     func updated(for state: any UIConfigurationState) -> QuoteConfiguration { self }
/// }
/// ```
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView

    /// This configuration as it should look in `state` (selected, highlighted, dark…).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a ``UIContentConfiguration``; the engine's `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown. Setting it applies the new configuration to the view.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show `configuration` by applying it, rather than being replaced by
    /// the configuration's own view. The default: when it is of the same type as the current one.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
