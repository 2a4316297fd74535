import Foundation

// Equality and printing of sections, outline items and update results, for tests that compare
// an adapter's data with what they expect and for readable failure messages.

extension Section: Equatable {
    /// Whether two sections hold the same thing: equal ``id``s, ``insets``, ``lineSpacing`` and
    /// ``interitemSpacing``; layouts of the same kind; equal headers, footers, ``outline``s and
    /// ``items``, the models compared pairwise as follows.
    ///
    /// - Models that adopt ``DiffableViewModel`` or ``DiffableCellViewModel`` are compared as an
    ///   adapter's diff compares them: equal when they have the same identity (same type, equal
    ///   identifier: ``AnyCellViewModel/hasSameDiffIdentity(as:)``) and the same content
    ///   (``AnyCellViewModel/isContentEqual(toModel:)``).
    /// - Other models, and every header and footer model, must be of the same type; then a type
    ///   that adopts `Equatable` compares with its `==`, and instances of a class are equal when
    ///   they are the same instance (`===`).
    /// - A model of any other type (a struct or enum that adopts neither protocol) is equal to
    ///   nothing, not even to itself: such a section is not equal to its own copy. Adopt
    ///   `Equatable` or ``DiffableViewModel`` to compare sections that hold it.
    ///
    /// Layouts are compared by kind only (no layout, a list, or a compositional layout): a
    /// list's configuration holds closures and belongs to the main actor, and a compositional
    /// layout is a closure, so neither can be compared further.
    ///
    /// - Complexity: O(*n*) for *n* models, plus the models' comparisons.
    public static func == (lhs: Section, rhs: Section) -> Bool {
        lhs.id == rhs.id && lhs.insets == rhs.insets && lhs.lineSpacing == rhs.lineSpacing
            && lhs.interitemSpacing == rhs.interitemSpacing && lhs.layout?.kind == rhs.layout?.kind
            && optionalModelsEqual(lhs.header, rhs.header) && optionalModelsEqual(lhs.footer, rhs.footer)
            && lhs.outline == rhs.outline && lhs.items.elementsEqual(rhs.items) { modelsEqual($0, $1) }
    }
}

extension OutlineItem: Equatable {
    /// Whether two outline items have equal models (compared as ``Section/==(_:_:)`` compares
    /// models), the same expansion, and equal children.
    ///
    /// - Complexity: O(*n*) for the *n* items of the smaller tree, plus the models' comparisons.
    public static func == (lhs: OutlineItem, rhs: OutlineItem) -> Bool {
        lhs.isExpanded == rhs.isExpanded && modelsEqual(lhs.model, rhs.model) && lhs.children == rhs.children
    }
}

extension Section: CustomStringConvertible {
    /// The section in one line: its id, the layout values that are set, the header and footer
    /// models' types, and its items, each as its model type followed by its identifier in
    /// parentheses when the model is diffable:
    ///
    /// ```text
    /// Section(id: "friends", lineSpacing: 8.0, header: TitleModel, items: [UserModel("ada"), BannerModel])
    /// ```
    ///
    /// - Complexity: O(*n*) for *n* models.
    public var description: String {
        var parts: [String] = []
        if let id { parts.append("id: \(String(reflecting: id.base))") }
        if let insets { parts.append("insets: \(insets)") }
        if let lineSpacing { parts.append("lineSpacing: \(lineSpacing)") }
        if let interitemSpacing { parts.append("interitemSpacing: \(interitemSpacing)") }
        if let layout { parts.append("layout: \(layout.kind)") }
        if let header { parts.append("header: \(type(of: header).typeName)") }
        if let footer { parts.append("footer: \(type(of: footer).typeName)") }
        if outline != nil { parts.append("outline") }
        parts.append("items: [" + items.map(modelDescription).joined(separator: ", ") + "]")
        return "Section(" + parts.joined(separator: ", ") + ")"
    }
}

extension DataUpdate: CustomStringConvertible {
    /// What the adapter did, in words: `batch updates in 2 stages`, `batch updates: nothing
    /// changed`, `reloadData(): <reason>` or `refused: <reason>`.
    ///
    /// - Complexity: O(*m*) in the reason's length.
    public var description: String {
        switch self {
        case .batchUpdates(stages: 0): "batch updates: nothing changed"
        case .batchUpdates(let stages): "batch updates in \(stages) stage\(stages == 1 ? "" : "s")"
        case .reloadData(let reason): "reloadData(): \(reason)"
        case .refused(let reason): "refused: \(reason)"
        }
    }
}

extension SectionLayout {
    /// The layout's kind, which is all of it that can be compared or printed.
    enum Kind: String { case list, compositional }

    var kind: Kind {
        switch self {
        case .list: .list
        case .compositional: .compositional
        }
    }
}

/// Whether two optional header or footer models are both absent, or equal as `modelsEqual`
/// compares them.
private func optionalModelsEqual(_ lhs: (any AnyViewModel)?, _ rhs: (any AnyViewModel)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case let (lhs?, rhs?): modelsEqual(lhs, rhs)
    default: false
    }
}

/// Whether two models are equal as ``Section/==(_:_:)`` documents: the diff's identity and
/// content comparison for diffable cell models, else the same type and `==` or `===`.
private func modelsEqual(_ lhs: any AnyViewModel, _ rhs: any AnyViewModel) -> Bool {
    if let lhs = lhs as? any AnyCellViewModel, lhs.hasDiffIdentity {
        guard let rhs = rhs as? any AnyCellViewModel else { return false }
        return lhs.hasSameDiffIdentity(as: rhs) && lhs.isContentEqual(toModel: rhs)
    }
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let lhs = lhs as? any Equatable { return isEqual(lhs, to: rhs) }
    if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    return false
}

/// `lhs == rhs` for an `rhs` of `lhs`'s type.
private func isEqual<Value: Equatable>(_ lhs: Value, to rhs: Any) -> Bool {
    (rhs as? Value) == lhs
}

/// A model's type name, followed by its diff identifier in parentheses when it has one.
private func modelDescription(_ model: any AnyCellViewModel) -> String {
    let name = type(of: model).typeName
    return diffIdentifier(of: model).map { "\(name)(\(String(reflecting: $0)))" } ?? name
}

/// The identifier a diffable model is matched by: ``DiffableViewModel/differenceIdentifier``
/// or the base of ``DiffableCellViewModel/diffIdentifier``; nil for other models.
private func diffIdentifier(of model: any AnyCellViewModel) -> Any? {
    if let model = model as? any DiffableViewModel { return model.differenceIdentifier }
    if let model = model as? any DiffableCellViewModel { return model.diffIdentifier.base }
    return nil
}
