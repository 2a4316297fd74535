import HeadlessUIKit

/// A state that is neither a cell's nor a view's: configurations leave themselves as they are.
public struct PlainConfigurationState: UIConfigurationState {
    public var traitCollection = UITraitCollection()

    public init() {}

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { nil }
        set {}
    }
}

/// A cell's configuration state, selected and highlighted as asked, otherwise the default.
public func cellState(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = selected
    state.isHighlighted = highlighted
    return state
}
