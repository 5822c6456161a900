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
