import Foundation
@testable import HeadlessUIKit
import Testing

/// The zero-filled, copy-on-write buffer behind the row-height index.
@Suite("Zeroed buffers")
struct ZeroedBufferTests {
    @Test("small (allocated) and large (mapped) buffers start as zeros and keep what is written", arguments: [10, 1_000_000])
    func zerosAndWrites(count: Int) {
        var buffer = ZeroedBuffer<Double>(zeros: count)
        #expect(buffer.count == count)
        #expect(buffer[0] == 0 && buffer[count / 2] == 0 && buffer[count - 1] == 0)
        buffer[count - 1] = 2.5
        buffer.withUnsafeMutableBufferPointer { $0[0] = -1 }
        #expect(buffer[count - 1] == 2.5)
        #expect(buffer[0] == -1)
        #expect(buffer[1] == 0)
    }

    @Test("copies share until one writes; the other keeps its values", arguments: [10, 1_000_000])
    func copyOnWrite(count: Int) {
        var original = ZeroedBuffer<UInt64>(zeros: count)
        original[3] = 7
        var copy = original
        #expect(copy == original)
        copy[3] = 8
        copy.withUnsafeMutableBufferPointer { $0[4] = 9 }
        #expect(original[3] == 7 && original[4] == 0)
        #expect(copy[3] == 8 && copy[4] == 9)
        #expect(copy != original)
    }

    @Test("an empty buffer has no elements and equals another empty one")
    func empty() {
        var buffer = ZeroedBuffer<Double>()
        #expect(buffer.isEmpty)
        #expect(buffer == ZeroedBuffer(zeros: 0))
        #expect(buffer.withUnsafeMutableBufferPointer { $0.count } == 0)
    }
}
