import Foundation

extension UIWindow {
    /// Puts a finger on the screen, moves it or lifts it: ours, the way the playground (and
    /// tests) turn a mouse or keys into touches, as the touch screen and `UIApplication` do on
    /// iOS. `point` is in the window's coordinates, in points; the touch is stamped with the
    /// engine's clock (`AnimationEngine.shared.currentTime`), so a drag is made by alternating
    /// `advance(by:)` with `.moved` calls.
    ///
    /// `.began` hit-tests the window (`hitTest(_:with:)`) for the touch's view, gathers the
    /// gesture recognizers of that view and its ancestors, and sends the event through
    /// `sendEvent(_:)`; `.moved`, `.ended` and `.cancelled` update that touch and send it again.
    /// One finger: a `.began` while a finger is down cancels that touch first; a `.moved`,
    /// `.ended` or `.cancelled` with no finger down does nothing, as do the phases a finger
    /// never has here (`.stationary`, the pointer regions). A touch-down within 0.35 s and 44
    /// points of the last tap's lift-off counts as the next tap (`tapCount`).
    public func sendTouch(at point: CGPoint, phase: UITouch.Phase) {
        GestureArena.shared.sendTouch(at: point, phase: phase, in: self)
    }
}
