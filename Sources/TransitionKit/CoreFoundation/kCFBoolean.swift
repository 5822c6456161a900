// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Core Foundation's constants are named `kCF…`; their Swift names are kept.)
import Foundation

/// Core Foundation's true, as iOS code passes it to key-value APIs
/// (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`).
/// Foundation on Linux has no `CFBoolean`: this is an `NSNumber` holding `true`, which those
/// APIs read as `true` (ours). Source: Apple's Core Foundation documentation for
/// `kCFBooleanTrue` (implicitly unwrapped, as its `CFBoolean!` is on iOS).
public let kCFBooleanTrue: NSNumber! = NSNumber(value: true)

/// Core Foundation's false: an `NSNumber` holding `false` here (see `kCFBooleanTrue`).
public let kCFBooleanFalse: NSNumber! = NSNumber(value: false)
