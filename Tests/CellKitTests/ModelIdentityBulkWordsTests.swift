import Foundation
import Testing

@testable import CellKit

// The identity table's build asks the adapters' diff values for the hash words of a batch of
// identifiers at once (`ModelIdentity._differenceIdentifierHashWords(of:into:)`). A batch can
// span the middles of several sections, whose arrays lie anywhere in memory: the words must be
// those of the models the keys point at, whichever those are. Which arrays a batch spans, and
// where the heap puts them, is not something a test can arrange through `apply`, so this test
// builds the batch itself: its two ends point at models one apart in one array, and the key
// between them at a model of another array.

/// A row identified by an `Int` (its identity has hash words).
private struct BulkWordsRow: CellViewModel, DiffableViewModel, Equatable {
    let id: Int
    var differenceIdentifier: Int { id }
    func setup(cell: UserTableViewCell) {}
}

@MainActor
@Suite("The identity table's batch of hash words")
struct ModelIdentityBulkWordsTests {
    @Test("a batch whose ends line up in one array but whose middle key points into another gives each key its own model's words")
    func keysBetweenAlignedEndsReadTheirOwnModels() throws {
        var first: [any AnyCellViewModel] = [BulkWordsRow(id: 1), BulkWordsRow(id: 2), BulkWordsRow(id: 3)]
        var other: [any AnyCellViewModel] = [BulkWordsRow(id: 70), BulkWordsRow(id: 71)]
        try first.withUnsafeMutableBufferPointer { first in
            try other.withUnsafeMutableBufferPointer { other in
                let a = try #require(first.baseAddress)
                let b = try #require(other.baseAddress)
                // Ends: models 0 and 2 of `first` (two apart, three keys); between: model 1 of
                // `other`, not model 1 of `first`.
                let keys = [ModelKey(pointer: a), ModelKey(pointer: b + 1), ModelKey(pointer: a + 2)]
                var words = [(low: UInt64, high: UInt64)](repeating: (0, 0), count: keys.count)
                let given = keys.withUnsafeBufferPointer { keys in
                    words.withUnsafeMutableBufferPointer { words in
                        ModelIdentity._differenceIdentifierHashWords(of: keys, into: words.baseAddress!)
                    }
                }
                // Only the leading keys that point at consecutive models come in bulk; the table
                // asks for the others one by one.
                #expect(given == 1)
                for index in 0..<given {
                    let expected = try #require(ModelIdentity.differenceIdentifierHashWords(keys[index]))
                    #expect(words[index].low == expected.low && words[index].high == expected.high, "key \(index)")
                }
                // The one-by-one words of the middle key are its own model's, which the bulk
                // answer read from the wrong array before.
                let middle = try #require(ModelIdentity.differenceIdentifierHashWords(keys[1]))
                let wrong = try #require(ModelIdentity.differenceIdentifierHashWords(ModelKey(pointer: a + 1)))
                #expect(middle.low != wrong.low || middle.high != wrong.high)
            }
        }
    }

    @Test("a batch of keys at consecutive models gives every key's words in one call")
    func consecutiveKeysComeInBulk() throws {
        var rows: [any AnyCellViewModel] = (0..<40).map { BulkWordsRow(id: $0 * 3) }
        try rows.withUnsafeMutableBufferPointer { rows in
            let base = try #require(rows.baseAddress)
            let keys = (5..<37).map { ModelKey(pointer: base + $0) }
            var words = [(low: UInt64, high: UInt64)](repeating: (0, 0), count: keys.count)
            let given = keys.withUnsafeBufferPointer { keys in
                words.withUnsafeMutableBufferPointer { words in
                    ModelIdentity._differenceIdentifierHashWords(of: keys, into: words.baseAddress!)
                }
            }
            #expect(given == keys.count)
            for index in 0..<given {
                let expected = try #require(ModelIdentity.differenceIdentifierHashWords(keys[index]))
                #expect(words[index].low == expected.low && words[index].high == expected.high, "key \(index)")
            }
        }
    }
}
