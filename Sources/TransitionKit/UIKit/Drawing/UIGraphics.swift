// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation

// UIKit's graphics-context functions: a stack of current contexts, on the main actor (ours:
// on iOS they may be used from any thread). Source: Apple's UIKit documentation, "Images and
// PDF" and "Drawing" (UIGraphicsBeginImageContextWithOptions and its companions).

/// The current contexts, innermost last.
@MainActor
private var contextStack: [CGContext] = []

/// The current graphics context (the innermost image context or pushed context), if any.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.last
}

/// Makes `context` the current context until `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = contextStack.popLast()
}

/// Starts an image context of `size` points, not opaque, at scale 1, and makes it current.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` points at `scale` pixels per point (0: the main screen's,
/// 1 here), black underneath when `opaque`, and makes it current. End it with
/// `UIGraphicsEndImageContext()`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    contextStack.append(CGContext(size: size, scale: scale, opaque: opaque))
}

/// An image of what the current context holds (a bitmap and the frozen drawings, see
/// `CGContext`); nil when there is no current context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    contextStack.last?.makeUIImage()
}

/// Ends the current image context (the one begun last).
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    _ = contextStack.popLast()
}

/// Fills `rect` in the current context with its fill colour (`UIColor.setFill()`).
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}
