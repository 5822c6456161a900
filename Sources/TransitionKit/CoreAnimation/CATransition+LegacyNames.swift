import Foundation

// The constants Swift code used before Swift 4.2 typed CATransition's `type` and `subtype`
// (`transition.type = kCATransitionPush`), as many tutorials still write them. The iOS SDK no
// longer has them; TransitionKit accepts them with a deprecation warning that names today's
// spelling (ours). Source: Apple's Core Animation documentation ("Common Transition Types",
// "Common Transition Subtypes": the constants' names and values).

/// Pre-Swift-4.2 spelling of `CATransitionType.fade`.
@available(*, deprecated, renamed: "CATransitionType.fade", message: "since Swift 4.2: CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade

/// Pre-Swift-4.2 spelling of `CATransitionType.moveIn`.
@available(*, deprecated, renamed: "CATransitionType.moveIn", message: "since Swift 4.2: CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn

/// Pre-Swift-4.2 spelling of `CATransitionType.push`.
@available(*, deprecated, renamed: "CATransitionType.push", message: "since Swift 4.2: CATransitionType.push")
public let kCATransitionPush = CATransitionType.push

/// Pre-Swift-4.2 spelling of `CATransitionType.reveal`.
@available(*, deprecated, renamed: "CATransitionType.reveal", message: "since Swift 4.2: CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal

/// Pre-Swift-4.2 spelling of `CATransitionSubtype.fromRight`.
@available(
    *, deprecated, renamed: "CATransitionSubtype.fromRight", message: "since Swift 4.2: CATransitionSubtype.fromRight"
)
public let kCATransitionFromRight = CATransitionSubtype.fromRight

/// Pre-Swift-4.2 spelling of `CATransitionSubtype.fromLeft`.
@available(
    *, deprecated, renamed: "CATransitionSubtype.fromLeft", message: "since Swift 4.2: CATransitionSubtype.fromLeft"
)
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft

/// Pre-Swift-4.2 spelling of `CATransitionSubtype.fromTop`.
@available(
    *, deprecated, renamed: "CATransitionSubtype.fromTop", message: "since Swift 4.2: CATransitionSubtype.fromTop"
)
public let kCATransitionFromTop = CATransitionSubtype.fromTop

/// Pre-Swift-4.2 spelling of `CATransitionSubtype.fromBottom`.
@available(
    *, deprecated, renamed: "CATransitionSubtype.fromBottom", message: "since Swift 4.2: CATransitionSubtype.fromBottom"
)
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
