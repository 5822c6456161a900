import Animators
import Foundation
import Playground

// README's "your own package" main.swift, in Swift 5 mode: the built-in catalogue plus one
// animator of our own, last in the list (`swift run my-pushpop-swift5 --animator "Lift fade"`).
exit(
    PushPop.main(
        animators: AnimatorCatalog.entries + [
            .animator("Lift fade (Swift 5)") { operation in LiftFadeAnimator(operation: operation) }
        ]))
