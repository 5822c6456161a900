import Foundation

// Core Animation's string constants before Swift 4.2, as many public tutorials still spell
// them (`animation.fillMode = kCAFillModeForwards`, `CAMediaTimingFunction(name:
// kCAMediaTimingFunctionEaseIn)`). The iOS SDK refuses them today; pushpop helps: each is a
// constant of today's type, so the old line compiles with a deprecation warning naming today's
// spelling (a fix-it applies it) and means exactly what today's does. Ours; the renames are
// Apple's (Swift 4.2 migration). Transition types and subtypes (`kCATransitionPush`, …) are
// with `CATransition`.

// MARK: Fill modes

/// Swift 4's `CAMediaTimingFillMode.forwards`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// Swift 4's `CAMediaTimingFillMode.backwards`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// Swift 4's `CAMediaTimingFillMode.both`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
/// Swift 4's `CAMediaTimingFillMode.removed`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

// MARK: Timing function names

/// Swift 4's `CAMediaTimingFunctionName.linear`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// Swift 4's `CAMediaTimingFunctionName.easeIn`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// Swift 4's `CAMediaTimingFunctionName.easeOut`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// Swift 4's `CAMediaTimingFunctionName.easeInEaseOut`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// Swift 4's `CAMediaTimingFunctionName.default`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

// MARK: Keyframe calculation modes

/// Swift 4's `CAAnimationCalculationMode.linear`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// Swift 4's `CAAnimationCalculationMode.discrete`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// Swift 4's `CAAnimationCalculationMode.paced`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// Swift 4's `CAAnimationCalculationMode.cubic`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// Swift 4's `CAAnimationCalculationMode.cubicPaced`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

// MARK: Shape layer fill rules, line caps and joins

/// Swift 4's `CAShapeLayerFillRule.nonZero`.
@available(*, deprecated, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// Swift 4's `CAShapeLayerFillRule.evenOdd`.
@available(*, deprecated, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

/// Swift 4's `CAShapeLayerLineCap.butt`.
@available(*, deprecated, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// Swift 4's `CAShapeLayerLineCap.round`.
@available(*, deprecated, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = CAShapeLayerLineCap.round
/// Swift 4's `CAShapeLayerLineCap.square`.
@available(*, deprecated, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare = CAShapeLayerLineCap.square

/// Swift 4's `CAShapeLayerLineJoin.miter`.
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// Swift 4's `CAShapeLayerLineJoin.round`.
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// Swift 4's `CAShapeLayerLineJoin.bevel`.
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel

// MARK: Contents gravity

/// Swift 4's `CALayerContentsGravity.center`.
@available(*, deprecated, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter = CALayerContentsGravity.center
/// Swift 4's `CALayerContentsGravity.top`.
@available(*, deprecated, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop = CALayerContentsGravity.top
/// Swift 4's `CALayerContentsGravity.bottom`.
@available(*, deprecated, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// Swift 4's `CALayerContentsGravity.left`.
@available(*, deprecated, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft = CALayerContentsGravity.left
/// Swift 4's `CALayerContentsGravity.right`.
@available(*, deprecated, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight = CALayerContentsGravity.right
/// Swift 4's `CALayerContentsGravity.topLeft`.
@available(*, deprecated, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// Swift 4's `CALayerContentsGravity.topRight`.
@available(*, deprecated, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// Swift 4's `CALayerContentsGravity.bottomLeft`.
@available(*, deprecated, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// Swift 4's `CALayerContentsGravity.bottomRight`.
@available(*, deprecated, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// Swift 4's `CALayerContentsGravity.resize`.
@available(*, deprecated, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize = CALayerContentsGravity.resize
/// Swift 4's `CALayerContentsGravity.resizeAspect`.
@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// Swift 4's `CALayerContentsGravity.resizeAspectFill`.
@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

// MARK: Keyframe rotation modes

/// Swift 4's `CAAnimationRotationMode.rotateAuto`.
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// Swift 4's `CAAnimationRotationMode.rotateAutoReverse`.
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
