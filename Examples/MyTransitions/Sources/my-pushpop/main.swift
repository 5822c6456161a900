import Animators
import Foundation
import Playground

// The built-in catalogue plus one of our own, last in the list: reach it with Tab, or start
// with it: `swift run my-pushpop --animator "Zoom fade"`.
let animators =
    AnimatorCatalog.entries + [
        .animator("Zoom fade (mine)", summary: "my own animator from Examples/MyTransitions") { operation in
            ZoomFadeAnimator(operation: operation)
        }
    ]
exit(PushPop.main(animators: animators))
