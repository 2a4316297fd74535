#if canImport(FoundationEssentials)
internal import FoundationEssentials
#elseif canImport(Foundation)
internal import Foundation
#endif

/// The seeds of ``IdentityTable``'s hash of identifiers whose equality is that of their bytes:
/// two words taken from the process's `Hasher` seed, so that which identifiers collide differs
/// from process to process, as with `Hasher`.
@usableFromInline
internal struct BitPatternHashSeeds: Sendable {
    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64

    /// Seeds given as they are (tests choose ones that make identifiers collide).
    @inlinable
    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The process's seeds, derived once from `Hasher`'s random seed.
    @usableFromInline static let process: BitPatternHashSeeds = {
        func word(_ salt: Int) -> UInt64 {
            var hasher = Hasher()
            hasher.combine(salt)
            return UInt64(UInt(bitPattern: hasher.finalize()))
        }
        return BitPatternHashSeeds(low: word(1), high: word(2))
    }()

    /// The hash of an identifier's bytes, read as two words (`high` 0 for an 8-byte
    /// identifier): the two words, each xored with its seed, multiplied to 128 bits, and the
    /// product's halves xored (the "folded multiply" of wyhash and foldhash), which mixes every
    /// bit of the identifier into the low bits (the bucket) and the high ones (the tag).
    ///
    /// - Complexity: O(1).
    @inlinable
    func hash(_ low: UInt64, _ high: UInt64) -> UInt64 {
        let product = (low ^ self.low).multipliedFullWidth(by: high ^ self.high)
        return product.high ^ product.low
    }
}

/// 16 when `type` is Foundation's `UUID`, 8 for the standard library's 64-bit integers, else
/// 0: the types whose values are equal exactly when their bytes are (a `UUID` is its 16 bytes,
/// compared byte by byte; its layout is checked here, once, before its bytes are trusted).
///
/// Inlinable, so that the integers' checks fold away where `ID` is known (the `UUID` check is
/// out of line: Foundation is imported internally).
///
/// - Complexity: O(1).
@inlinable
internal func identifierBitPatternWidth<ID>(_ type: ID.Type) -> Int {
    if type == Int.self || type == UInt.self || type == Int64.self || type == UInt64.self {
        return MemoryLayout<ID>.size == 8 ? 8 : 0
    }
    return uuidBitPatternWidth(type)
}

/// 16 when `type` is Foundation's `UUID` stored as its bytes, else 0 (see
/// ``identifierBitPatternWidth(_:)``).
///
/// - Complexity: O(1).
@usableFromInline
internal func uuidBitPatternWidth(_ type: Any.Type) -> Int {
    #if canImport(FoundationEssentials) || canImport(Foundation)
    if type == UUID.self && uuidIsItsBytes { return 16 }
    #endif
    return 0
}

/// The bytes of `identifier`, `width` (8 or 16) of them, as two words (`high` 0 for 8).
///
/// - Complexity: O(1).
@inlinable
internal func bitPatternWords<ID>(of identifier: ID, width: Int) -> (low: UInt64, high: UInt64) {
    withUnsafeBytes(of: identifier) { bytes in
        (bytes.loadUnaligned(as: UInt64.self), width == 16 ? bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self) : 0)
    }
}

/// The words of an identifier whose equality is the equality of its bytes, for
/// ``Differentiable/differenceIdentifierHashWords(_:)``: a `UUID`'s 16 bytes, or a 64-bit
/// integer's 8 and 0; nil for an identifier of another type. Equal identifiers give equal
/// words, unequal ones unequal words.
///
/// - Complexity: O(1).
@inlinable
public func bitPatternHashWords<ID: Hashable>(of identifier: ID) -> (low: UInt64, high: UInt64)? {
    let width = identifierBitPatternWidth(ID.self)
    return width == 0 ? nil : bitPatternWords(of: identifier, width: width)
}

#if canImport(FoundationEssentials) || canImport(Foundation)
/// Whether a `UUID` is stored as its 16 bytes in order and nothing else, so that reading its
/// bytes reads its `uuid`.
private let uuidIsItsBytes: Bool = {
    let uuid = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    return MemoryLayout<UUID>.size == 16 && withUnsafeBytes(of: uuid) { $0.elementsEqual(1...16) }
}()
#endif
