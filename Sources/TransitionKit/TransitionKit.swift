// `import UIKit` makes Foundation's names (NSObject, TimeInterval, CGFloat, CGRect, …) visible;
// so does `import TransitionKit`, so that an animator written for iOS compiles with only its
// import line changed.
@_exported import Foundation
