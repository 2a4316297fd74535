import Foundation

/// Sets a reusable view's configurations from its state on behalf of a higher layer; CellKit's
/// view models adopt it through the adapters. Runs as step 2 of the update cycle.
@MainActor
public protocol ConfigurationProviding {
    /// Sets `view`'s configurations for `state`.
    func provideConfigurations(for view: ReusableView, state: UICellConfigurationState)
}

extension UITableViewCell {
    /// The type of ``configurationUpdateHandler``, as `UITableViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Called in each configuration update with the cell and its state, after
    /// ``ReusableView/updateConfiguration(using:)``; an alternative to overriding it. Setting it
    /// asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { updateHandlerStorage?.handler as? ConfigurationUpdateHandler }
        set {
            updateHandlerStorage = newValue.map { handler in
                (handler, { view, state in handler(unsafeDowncast(view, to: UITableViewCell.self), state) })
            }
        }
    }
}

extension UICollectionViewCell {
    /// The type of ``configurationUpdateHandler``, as `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Called in each configuration update with the cell and its state, after
    /// ``ReusableView/updateConfiguration(using:)``; an alternative to overriding it. Setting it
    /// asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { updateHandlerStorage?.handler as? ConfigurationUpdateHandler }
        set {
            updateHandlerStorage = newValue.map { handler in
                (handler, { view, state in handler(unsafeDowncast(view, to: UICollectionViewCell.self), state) })
            }
        }
    }
}

extension UITableViewHeaderFooterView {
    /// The type of ``configurationUpdateHandler``, as
    /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler`: a view's state, not a cell's.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// Called in each configuration update with the view and its state (the view part of
    /// `ReusableView.configurationState`), after ``ReusableView/updateConfiguration(using:)``.
    /// Setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { updateHandlerStorage?.handler as? ConfigurationUpdateHandler }
        set {
            updateHandlerStorage = newValue.map { handler in
                (handler, { view, state in handler(unsafeDowncast(view, to: UITableViewHeaderFooterView.self), state.viewState) })
            }
        }
    }
}

extension ReusableView {
    /// Asks for a configuration update at the next layout pass. Several requests before it run
    /// one update.
    ///
    /// - Complexity: O(1).
    public func setNeedsUpdateConfiguration() {
        needsUpdateConfiguration = true
        setNeedsLayout()
    }

    /// Runs the configuration update now if one was asked for (the list calls it before it
    /// shows a view, the layout pass calls it otherwise). See the update cycle on ``ReusableView``.
    ///
    /// - Complexity: O(1) plus the configurations' work.
    public func updateConfigurationIfNeeded() {
        guard needsUpdateConfiguration, !isUpdatingConfiguration else { return }
        needsUpdateConfiguration = false
        configurationUpdateCount += 1
        let state = cycleState
        isUpdatingConfiguration = true
        if hasConfigurationProvider { configurationProvider?.provideConfigurations(for: self, state: state) }
        runUpdateConfiguration(state)
        if hasUpdateHandler { updateHandlerStorage?.call(self, state) }
        isUpdatingConfiguration = false
        // The state is passed on only where it is read: passing it as an optional copies it.
        if !showListContentConfigurationAsIs() { applyContentConfiguration(for: state, writingBack: true) }
        if hasBackgroundConfiguration || backgroundConfigurationView != nil {
            applyBackgroundConfiguration(for: state, writingBack: true)
        }
        selectedBackgroundView?.isHidden = !(state.isSelected || state.isHighlighted)
    }

    func stateChanged(_ changed: Bool) {
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Shows ``contentConfiguration`` (through `updated(for:)` when automatic): applied to the
    /// content view when it supports it, else in a new content view; nil restores a plain one.
    /// With `writingBack` (a configuration update, step 5) the updated configuration also
    /// replaces the stored one, as UIKit "applies the updated configuration back to the cell".
    func applyContentConfiguration(for givenState: UICellConfigurationState? = nil, writingBack: Bool = false) {
        guard !isUpdatingConfiguration, !showListContentConfigurationAsIs() else { return }
        let list = typedListContentConfiguration
        guard let base = contentConfiguration else {
            if hostedContentView != nil { replaceContentView(with: UIView()) }
            return
        }
        let updates = automaticallyUpdatesContentConfiguration && (list?.updatesForState ?? true)
        let configuration = updates ? base.updated(for: stateForConfigurations(givenState ?? cycleState)) : base
        if writingBack, updates {
            // The flag keeps the setter from applying (and updating) the value a second time.
            isUpdatingConfiguration = true
            contentConfiguration = configuration
            isUpdatingConfiguration = false
        }
        if let current = hostedContentView, current.supports(configuration) {
            current.configuration = configuration
        } else {
            replaceContentView(with: configuration.makeContentView())
        }
    }

    /// Shows a list configuration whose preset does not change with state (or that is not
    /// updated) in the list content view, when the view has one: such a configuration is its
    /// own update, with no state to build and nothing to write back. Returns whether it did.
    ///
    /// - Complexity: O(1) plus applying the configuration.
    private func showListContentConfigurationAsIs() -> Bool {
        guard let list = typedListContentConfiguration, let listView = hostedListContentView,
            !(automaticallyUpdatesContentConfiguration && list.updatesForState)
        else { return false }
        listView.listContentConfiguration = list
        return true
    }

    private func replaceContentView(with newContentView: UIView) {
        let index = subviews.firstIndex { $0 === contentView } ?? subviews.count
        contentView.removeFromSuperview()
        contentView = newContentView
        newContentView.frame = CGRect(origin: .zero, size: bounds.size)
        insertSubview(newContentView, at: index)
    }

    /// Shows ``backgroundConfiguration`` (through `updated(for:)` when automatic) in the
    /// background configuration view, making or removing that view as needed. With
    /// `writingBack` (a configuration update) the updated configuration replaces the stored one.
    func applyBackgroundConfiguration(for givenState: UICellConfigurationState? = nil, writingBack: Bool = false) {
        guard !isUpdatingConfiguration else { return }
        guard hasBackgroundConfiguration, let base = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let configuration =
            automaticallyUpdatesBackgroundConfiguration
            ? base.updated(for: stateForConfigurations(backgroundState(givenState ?? cycleState))) : base
        if writingBack, automaticallyUpdatesBackgroundConfiguration {
            isUpdatingConfiguration = true
            backgroundConfiguration = configuration
            isUpdatingConfiguration = false
        }
        if let view = backgroundConfigurationView {
            view.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration: configuration)
            backgroundConfigurationView = view
            insertSubview(view, at: 0)
        }
        setNeedsLayout()
    }

    func replaceBackgroundView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            if backgroundConfiguration != nil { backgroundConfiguration = nil }
            insertSubview(new, at: 0)
        }
        setNeedsUpdateConfiguration()
    }
}

/// The view that draws a ``UIBackgroundConfiguration``: its resolved fill, corner radius, stroke,
/// image and custom view. Reusable views make and own it.
@MainActor
public final class BackgroundConfigurationView: UIView {
    /// Nibs and storyboards are out of scope: stops the program (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    /// The configuration shown, already passed through `updated(for:)` where that applies.
    public var configuration: UIBackgroundConfiguration {
        didSet { if configuration != oldValue { apply() } }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        apply()
    }

    /// The fill for the current tint.
    public var resolvedBackgroundColor: UIColor { configuration.resolvedBackgroundColor(for: tintColor) }


    /// The stroke colour for the current tint.
    public var resolvedStrokeColor: UIColor { configuration.resolvedStrokeColor(for: tintColor) }

    private func apply() {
        backgroundColor = resolvedBackgroundColor
        layer.cornerRadius = configuration.cornerRadius
        layer.borderWidth = configuration.strokeWidth
        layer.borderColor = configuration.strokeWidth > 0 ? resolvedStrokeColor.cgColor : nil
        for subview in subviews where subview !== configuration.customView { subview.removeFromSuperview() }
        if let custom = configuration.customView, custom.superview !== self { addSubview(custom) }
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        configuration.customView?.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
