import Foundation

/// Groups animation changes, as Core Animation's `CATransaction`: mostly used for its
/// completion block, which runs once every animation added while the transaction was open —
/// explicit animations and `UIView.animate…` blocks alike — has finished. Without `begin()`, the
/// settings go to an implicit transaction committed on the next run-loop turn, as in Core
/// Animation. `setAnimationDuration`, `setAnimationTimingFunction` and `setDisableActions`
/// govern the implicit animations of layers that back no view (`CALayer.action(forKey:)`).
/// Source: Apple's Core Animation documentation for `CATransaction`.
@preconcurrency @MainActor
public final class CATransaction {
    private init() {}

    /// One open or committed transaction.
    @MainActor
    final class Frame {
        var completion: (() -> Void)?
        var duration: TimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        /// Values stored under other keys (`setValue(_:forKey:)`).
        var values: [String: Any] = [:]
        var isCommitted = false
        private var pending: [AnyObject] = []
        private var isDone = false

        /// Counts `member` if a completion block is set: only animations added after the block
        /// was set hold it back, as Core Animation documents.
        func track(_ member: AnyObject) {
            guard completion != nil else { return }
            if !pending.contains(where: { $0 === member }) { pending.append(member) }
        }

        /// Replaces the completion block: a block already set runs now (Core Animation invokes
        /// it "immediately" when it is set to a different value), and only animations added
        /// from now on count.
        func setCompletion(_ block: (() -> Void)?) {
            if let previous = completion {
                AnimationEngine.shared.performOnNextRunLoopTurn { previous() }
            }
            completion = block
            pending.removeAll()
        }

        /// Notes that `member` finished; returns whether the transaction completed now.
        @discardableResult
        func finish(_ member: AnyObject) -> Bool {
            pending.removeAll { $0 === member }
            return completeIfDone()
        }

        @discardableResult
        func completeIfDone() -> Bool {
            guard isCommitted, pending.isEmpty, !isDone else { return false }
            isDone = true
            let block = completion
            completion = nil
            AnimationEngine.shared.transactionDidComplete(self)
            block?()
            return true
        }
    }

    private static var engine: AnimationEngine { .shared }

    private static var current: Frame {
        if let open = engine.transactions.last { return open }
        // An implicit transaction, committed on the next run-loop turn.
        let frame = Frame()
        engine.transactions.append(frame)
        engine.performOnNextRunLoopTurn { commitImplicit(frame) }
        return frame
    }

    private static func commitImplicit(_ frame: Frame) {
        guard let index = engine.transactions.firstIndex(where: { $0 === frame }) else { return }
        engine.transactions.remove(at: index)
        commitFrame(frame)
    }

    private static func commitFrame(_ frame: Frame) {
        frame.isCommitted = true
        engine.committedTransactions.append(frame)
        engine.performOnNextRunLoopTurn { frame.completeIfDone() }
    }

    /// Opens a transaction (they nest).
    public static func begin() {
        engine.transactions.append(Frame())
    }

    /// Closes the innermost transaction; its completion block runs when everything added in it
    /// has finished (on the next run-loop turn if nothing was).
    public static func commit() {
        guard let frame = engine.transactions.popLast() else { return }
        commitFrame(frame)
    }

    /// Does nothing: changes are applied at once here, there is nothing to flush.
    public static func flush() {}

    /// Sets the block run when the animations added to the current transaction from now on have
    /// all finished — at once (on the next run-loop turn after the commit) if none are added.
    /// Setting another block runs the previous one now.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        current.setCompletion(block)
    }

    /// The current transaction's completion block.
    public static func completionBlock() -> (() -> Void)? {
        engine.transactions.last?.completion
    }

    /// Sets the duration, in seconds, of implicit animations started in the current transaction.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        current.duration = engine.diagnostics.checkedTime(
            duration, "duration", of: "CATransaction.setAnimationDuration(_:)", fallback: 0.25)
    }

    /// The duration of implicit animations, seconds (0.25 unless set).
    public static func animationDuration() -> TimeInterval {
        engine.transactions.last?.duration ?? 0.25
    }

    /// Sets the timing function of implicit animations started in the current transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    /// The timing function of implicit animations (nil unless set: then `.default`).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        engine.transactions.last?.timingFunction
    }

    /// Sets whether property changes in the current transaction run no implicit actions.
    public static func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// Whether implicit actions are disabled in the current transaction.
    public static func disableActions() -> Bool {
        engine.transactions.last?.disableActions ?? false
    }

    /// Sets a property of the current transaction by key, as the typed setters do:
    /// `kCATransactionAnimationDuration` (a number, seconds), `kCATransactionDisableActions` (a
    /// `Bool`, an `NSNumber` or `kCFBooleanTrue`/`kCFBooleanFalse`),
    /// `kCATransactionAnimationTimingFunction` (a `CAMediaTimingFunction`) and
    /// `kCATransactionCompletionBlock` (a `() -> Void` closure); nil puts the default back
    /// (0.25 s, actions on, no timing function, no block). A value of the wrong type for one of
    /// these keys counts as nil (ours). Any other key stores `anObject` with the transaction,
    /// for `value(forKey:)`. Source: Apple's Core Animation documentation for
    /// `setValue(_:forKey:)` and the transaction property keys.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            setAnimationDuration(anObject.flatMap(LayerKeyPath.number).map { TimeInterval($0) } ?? 0.25)
        case kCATransactionDisableActions:
            setDisableActions(anObject.flatMap { $0 as? Bool ?? ($0 as? NSNumber)?.boolValue } ?? false)
        case kCATransactionAnimationTimingFunction:
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            setCompletionBlock(completionBlock(from: anObject))
        default:
            current.values[key] = anObject
        }
    }

    /// The current transaction's property under `key` (see `setValue(_:forKey:)`): the duration
    /// and whether actions are disabled as `NSNumber`s, the timing function, the completion
    /// block, or the object stored under another key; nil if none.
    /// Source: Apple's Core Animation documentation for `value(forKey:)`.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: NSNumber(value: animationDuration())
        case kCATransactionDisableActions: NSNumber(value: disableActions())
        case kCATransactionAnimationTimingFunction: animationTimingFunction()
        case kCATransactionCompletionBlock: completionBlock()
        default: engine.transactions.last?.values[key]
        }
    }

    /// A completion block given as an object: a plain or a main-actor closure.
    private static func completionBlock(from object: Any?) -> (() -> Void)? {
        if let block = object as? () -> Void { return block }
        if let block = object as? @MainActor () -> Void { return { MainActor.assumeIsolated(block) } }
        return nil
    }
}
