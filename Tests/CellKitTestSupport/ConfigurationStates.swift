import HeadlessList

/// A state that is neither a cell's nor a view's: configurations leave themselves as they are.
public struct PlainConfigurationState: ConfigurationState {
    public var traitCollection = TraitCollection()

    public init() {}

    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { nil }
        set {}
    }
}

/// A cell's configuration state, selected and highlighted as asked, otherwise the default.
public func cellState(selected: Bool = false, highlighted: Bool = false) -> CellConfigurationState {
    var state = CellConfigurationState()
    state.isSelected = selected
    state.isHighlighted = highlighted
    return state
}
