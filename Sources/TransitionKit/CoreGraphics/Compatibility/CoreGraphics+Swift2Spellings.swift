// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation

// Core Graphics' C functions as Swift 2 spelled them, as many public tutorials from before
// Swift 3 still do (`CGRectMake(0, 0, 100, 100)`, `CGRectGetMidX(view.bounds)`,
// `CGAffineTransformMakeScale(0.5, 0.5)`). Swift 3 replaced them by initialisers and
// properties and the iOS SDK refuses them today; pushpop helps: each compiles, with a
// deprecation warning naming today's spelling (a fix-it applies it), and means exactly what
// today's does. Ours; the renames are Apple's (Swift 3's "Import as member").

// MARK: Making

/// Swift 2's `CGRect(x:y:width:height:)`, points.
@available(*, deprecated, renamed: "CGRect.init(x:y:width:height:)")
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Swift 2's `CGPoint(x:y:)`, points.
@available(*, deprecated, renamed: "CGPoint.init(x:y:)")
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}

/// Swift 2's `CGSize(width:height:)`, points.
@available(*, deprecated, renamed: "CGSize.init(width:height:)")
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// Swift 2's `CGRect.zero`.
@available(*, deprecated, renamed: "CGRect.zero")
public let CGRectZero = CGRect.zero

/// Swift 2's `CGPoint.zero`.
@available(*, deprecated, renamed: "CGPoint.zero")
public let CGPointZero = CGPoint.zero

/// Swift 2's `CGSize.zero`.
@available(*, deprecated, renamed: "CGSize.zero")
public let CGSizeZero = CGSize.zero

// MARK: Reading rectangles

/// Swift 2's `rect.minX`.
@available(*, deprecated, renamed: "getter:CGRect.minX(self:)")
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }

/// Swift 2's `rect.midX`.
@available(*, deprecated, renamed: "getter:CGRect.midX(self:)")
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }

/// Swift 2's `rect.maxX`.
@available(*, deprecated, renamed: "getter:CGRect.maxX(self:)")
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }

/// Swift 2's `rect.minY`.
@available(*, deprecated, renamed: "getter:CGRect.minY(self:)")
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }

/// Swift 2's `rect.midY`.
@available(*, deprecated, renamed: "getter:CGRect.midY(self:)")
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }

/// Swift 2's `rect.maxY`.
@available(*, deprecated, renamed: "getter:CGRect.maxY(self:)")
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }

/// Swift 2's `rect.width`.
@available(*, deprecated, renamed: "getter:CGRect.width(self:)")
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }

/// Swift 2's `rect.height`.
@available(*, deprecated, renamed: "getter:CGRect.height(self:)")
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

// MARK: Affine transforms

/// Swift 2's `CGAffineTransform.identity`.
@available(*, deprecated, renamed: "CGAffineTransform.identity")
public let CGAffineTransformIdentity = CGAffineTransform.identity

/// Swift 2's `CGAffineTransform(scaleX:y:)`.
@available(*, deprecated, renamed: "CGAffineTransform.init(scaleX:y:)")
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}

/// Swift 2's `CGAffineTransform(rotationAngle:)`, radians.
@available(*, deprecated, renamed: "CGAffineTransform.init(rotationAngle:)")
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}

/// Swift 2's `CGAffineTransform(translationX:y:)`, points.
@available(*, deprecated, renamed: "CGAffineTransform.init(translationX:y:)")
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}

/// Swift 2's `t1.concatenating(t2)` (`t1` then `t2`).
@available(*, deprecated, renamed: "CGAffineTransform.concatenating(self:_:)")
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}
