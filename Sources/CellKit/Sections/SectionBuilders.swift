import Foundation

/// Builds an array from declarations: one element (or an array of them) per line, and `if`,
/// `if let`, `if`/`else`, `switch`, `for`-`in` and `#available` around them, as SwiftUI builds
/// views. CellKit declares sections' models with it (``ItemsBuilder``) and screens' sections
/// (``SectionsBuilder``); the result is the plain array that a hand-written declaration would
/// give, so diffing, fixtures and registry inference see no difference.
///
/// Every operation is O(*n*) in the elements it joins.
@resultBuilder
public enum ListBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }

    /// Elements, in order.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

    /// The lines of a block, in order.
    public static func buildBlock(_ lines: [Element]...) -> [Element] { lines.flatMap { $0 } }

    /// An `if` without `else`, or an `if let`: nothing when the condition fails.
    public static func buildOptional(_ elements: [Element]?) -> [Element] { elements ?? [] }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first elements: [Element]) -> [Element] { elements }

    /// The other branch of an `if`/`else` or a `switch`.
    public static func buildEither(second elements: [Element]) -> [Element] { elements }

    /// A `for`-`in` loop: each pass's elements, in order.
    public static func buildArray(_ passes: [[Element]]) -> [Element] { passes.flatMap { $0 } }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ elements: [Element]) -> [Element] { elements }
}

extension ListBuilder where Element == any AnyCellViewModel {
    /// One model of a concrete type.
    public static func buildExpression<Model: AnyCellViewModel>(_ model: Model) -> [Element] { [model] }

    /// Models of one concrete type, in order (`users.map(UserCellModel.init)`).
    public static func buildExpression<Model: AnyCellViewModel>(_ models: [Model]) -> [Element] { models.map { $0 } }
}

/// Builds the models of a ``Section`` (see ``ListBuilder``).
///
/// ```swift
/// Section(id: "friends", header: TitleHeaderModel(title: "Friends")) {
///     if showsInvite { InviteCellModel() }
///     for user in users { UserCellModel(user: user) }
///     if let pending { PendingCellModel(pending) } else { EmptyCellModel() }
/// }
/// ```
public typealias ItemsBuilder = ListBuilder<any AnyCellViewModel>

/// Builds a screen's sections (see ``ListBuilder``): give the result to an adapter's
/// ``ListDataAdapter/data`` or ``ListDataAdapter/apply(_:animated:)``.
///
/// ```swift
/// adapter.data = Sections {
///     Section(id: "profile") { ProfileCellModel(user) }
///     if !friends.isEmpty {
///         Section(id: "friends", header: TitleHeaderModel(title: "Friends")) {
///             for friend in friends { UserCellModel(user: friend) }
///         }
///     }
/// }
/// adapter.apply { Section(id: "profile") { ProfileCellModel(updatedUser) } }
/// ```
public typealias SectionsBuilder = ListBuilder<Section>

extension Section {
    /// Creates a section whose ``items`` are declared in `items` (see ``ItemsBuilder``); the other
    /// parameters are those of ``init(id:insets:lineSpacing:interitemSpacing:header:footer:items:layout:)``.
    ///
    /// ```swift
    /// Section(id: "friends", header: TitleHeaderModel(title: "Friends")) {
    ///     for friend in friends { UserCellModel(user: friend) }
    /// }
    /// ```
    ///
    /// - Complexity: O(*n*) for *n* models.
    public init(
        id: AnyHashable? = nil,
        insets: UIEdgeInsets? = nil,
        lineSpacing: CGFloat? = nil,
        interitemSpacing: CGFloat? = nil,
        header: (any AnySupplementaryViewModel)? = nil,
        footer: (any AnySupplementaryViewModel)? = nil,
        layout: SectionLayout? = nil,
        @ItemsBuilder items: () -> [any AnyCellViewModel]
    ) {
        self.init(
            id: id, insets: insets, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing, header: header,
            footer: footer, items: items(), layout: layout)
    }
}

/// A screen's sections, as adapters take them: the name to declare them under with
/// ``SectionsBuilder`` (`[Section]` itself cannot be followed by a trailing closure).
///
/// ```swift
/// adapter.data = Sections {
///     Section(id: "a") { RowModel("a1") }
///     if showsB { Section(id: "b") { RowModel("b1") } }
/// }
/// ```
public typealias Sections = [Section]

extension Array where Element == Section {
    /// Sections declared in `sections` (see ``SectionsBuilder``); spelled `Sections { ... }`.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init(@SectionsBuilder _ sections: () -> [Section]) {
        self = sections()
    }
}

extension ListDataAdapter {
    /// ``apply(_:animated:)`` with the sections declared in `sections` (see ``SectionsBuilder``).
    ///
    /// ```swift
    /// adapter.apply {
    ///     Section(id: "friends") { for friend in friends { UserCellModel(user: friend) } }
    /// }
    /// ```
    ///
    /// - Complexity: as ``apply(_:animated:)``.
    @discardableResult
    public func apply(animated: Bool = true, @SectionsBuilder _ sections: () -> [Section]) -> DataUpdate {
        apply(sections(), animated: animated)
    }
}
