import Testing

@testable import TerminalRenderer

/// `Array.truncate(to:)`, with which the rasteriser pops its clip and mask stacks: cutting
/// nothing writes nothing, so a buffer a view record shares is not copied (it was, once per
/// view per frame).
@Suite struct ArrayTruncateTests {
    @Test func truncatingToTheCountKeepsASharedBuffer() {
        var stack = [1, 2, 3]
        let shared = stack
        stack.truncate(to: 3)
        stack.truncate(to: 5)
        #expect(stack.withUnsafeBufferPointer(\.baseAddress) == shared.withUnsafeBufferPointer(\.baseAddress))
        stack.truncate(to: 1)
        #expect(stack == [1] && shared == [1, 2, 3])
        stack.truncate(to: 0)
        #expect(stack.isEmpty)
    }
}
