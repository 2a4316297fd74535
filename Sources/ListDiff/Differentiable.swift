/// A value with a stable identity and a content that can change: what a diff matches
/// (identity) and what it reports as updated (content).
///
/// ```swift
/// struct Contact: Differentiable {
///     let id: UUID
///     var name: String
///     var differenceIdentifier: UUID { id }
///     func isContentEqual(to source: Contact) -> Bool { name == source.name }
/// }
/// ```
public protocol Differentiable {
    /// The type of ``differenceIdentifier``.
    associatedtype DifferenceIdentifier: Hashable

    /// What stays the same while the value's content changes; two values with the same
    /// identifier are the same element.
    var differenceIdentifier: DifferenceIdentifier { get }

    /// Whether this value shows the same content as `source`, which has the same identifier.
    func isContentEqual(to source: Self) -> Bool

    /// Both comparisons in one: nil when `source`'s identifier differs, else whether its content
    /// is equal (``isContentEqual(to:)``). The diff asks it of the elements it compares position
    /// by position in the common leading and trailing runs of two matched sections, and of an
    /// element and the source element next to the previous match (an element usually stays next
    /// to its neighbours), where it needs both answers. The default asks the two in turn; a type whose comparisons share
    /// work (finding the other value, say) can answer both at once. Answer as the two would.
    func contentEquality(ifSameIdentifierAs source: Self) -> Bool?

    /// Two words from which the diff's identity table hashes `identifier` with a
    /// multiplication, in place of `Hasher` (about 200 instructions), or nil to hash it as
    /// usual. Equal identifiers must give equal words; unequal ones should rarely share them
    /// (they are told apart by `==`, and should many collide, the table goes back to `Hasher`).
    /// The default is nil: the diff then hashes `UUID` and 64-bit integer identifiers from their
    /// bytes itself, others with `Hasher`. A type whose identifiers wrap such a value can give
    /// its bytes (``bitPatternHashWords(of:)``), mixed with what else tells identifiers apart.
    ///
    /// - Complexity: O(1) expected.
    static func differenceIdentifierHashWords(_ identifier: DifferenceIdentifier) -> (low: UInt64, high: UInt64)?

    /// An optional shortcut for the diff's common runs; the default (0) compares element by
    /// element. How many pairs at the start of `target` and `source` (or, when `backward`, at
    /// their ends, counted from the last elements) are equal: the same identifier and equal
    /// content, as ``contentEquality(ifSameIdentifierAs:)`` asked of the element of `target`
    /// answers true. The diff asks it for the common leading and trailing runs of two matched
    /// sections, then compares the pair where the answer stops one by one and asks again after
    /// it: a type that compares many elements in one call saves a call per element. A type that
    /// answers it says so with ``_answersEqualRuns``, and is then asked between the runs too. The answer
    /// may stop short of the first pair that is not equal, never go past it, nor past the
    /// shorter buffer. The buffers are valid during the call.
    ///
    /// - Complexity: O(*k*) comparisons for the *k* pairs counted.
    static func _equalRun(of target: UnsafeBufferPointer<Self>, and source: UnsafeBufferPointer<Self>, backward: Bool) -> Int

    /// An optional shortcut, with ``_equalRun(of:and:backward:)``; the default is false. True
    /// when `_equalRun` may count pairs (a type that answers it): the diff then asks it also
    /// between the common runs, where an element has been matched with the source element next
    /// to its predecessor's, for the pairs that follow (forward only), and matches those it
    /// counts as it would match them one by one. With false the diff never asks there, and its
    /// loop is the same as before.
    ///
    /// - Complexity: O(1).
    static var _answersEqualRuns: Bool { get }

    /// An optional shortcut for the identity table's build, used only when
    /// ``_givesIdentifierHashWordsInBulk`` is true; the default gives none (0). Writes to
    /// `words` the words ``differenceIdentifierHashWords(_:)`` gives for each of the leading
    /// identifiers of `identifiers`, in order, and returns how many it wrote: it may stop short
    /// (at an identifier without words, say), and the table takes the others one by one. The
    /// buffers are valid during the call; `words` holds at least `identifiers.count`.
    ///
    /// - Complexity: O(*k*) for the *k* identifiers written.
    static func _differenceIdentifierHashWords(
        of identifiers: UnsafeBufferPointer<DifferenceIdentifier>,
        into words: UnsafeMutablePointer<(low: UInt64, high: UInt64)>
    ) -> Int

    /// Whether the identity table asks ``_differenceIdentifierHashWords(of:into:)`` for the
    /// words of a batch of identifiers before it asks for the others one by one; the default is
    /// false, and the table's build is then the same as before.
    ///
    /// - Complexity: O(1).
    static var _givesIdentifierHashWordsInBulk: Bool { get }
}

extension Differentiable {
    /// The identifiers compared, then, when they are equal, the contents.
    ///
    /// - Complexity: the two comparisons.
    @inlinable
    public func contentEquality(ifSameIdentifierAs source: Self) -> Bool? {
        guard differenceIdentifier == source.differenceIdentifier else { return nil }
        return isContentEqual(to: source)
    }

    /// Nil: the identifier is hashed as usual.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func differenceIdentifierHashWords(_ identifier: DifferenceIdentifier) -> (low: UInt64, high: UInt64)? {
        nil
    }

    /// 0: the diff compares the runs element by element.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func _equalRun(
        of target: UnsafeBufferPointer<Self>, and source: UnsafeBufferPointer<Self>, backward: Bool
    ) -> Int {
        0
    }

    /// False: `_equalRun` answers 0, and the diff asks it only for the common runs.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static var _answersEqualRuns: Bool { false }

    /// 0: the table asks for each identifier's words one by one.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func _differenceIdentifierHashWords(
        of identifiers: UnsafeBufferPointer<DifferenceIdentifier>,
        into words: UnsafeMutablePointer<(low: UInt64, high: UInt64)>
    ) -> Int {
        0
    }

    /// False: the table asks for each identifier's words one by one.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static var _givesIdentifierHashWordsInBulk: Bool { false }
}

extension Differentiable where Self: Equatable {
    /// Equal values have equal content.
    public func isContentEqual(to source: Self) -> Bool { self == source }
}

extension Differentiable where Self: Hashable {
    /// A hashable value is its own identifier.
    public var differenceIdentifier: Self { self }
}
