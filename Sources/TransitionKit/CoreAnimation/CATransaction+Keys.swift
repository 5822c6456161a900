// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Core Animation's constants are named `kCATransaction…`; their Swift names are kept.)
import Foundation

/// The key of a transaction's animation duration, seconds (`CATransaction.setValue(_:forKey:)`).
/// Source: Apple's Core Animation documentation for the transaction property keys.
public let kCATransactionAnimationDuration = "animationDuration"

/// The key of whether a transaction's property changes run their implicit actions.
public let kCATransactionDisableActions = "disableActions"

/// The key of a transaction's timing function for implicit animations.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"

/// The key of a transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"
