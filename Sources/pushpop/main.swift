import Animators
import Foundation
import MyAnimators
import Playground

// The built-in animators, then yours (Sources/MyAnimators).
exit(PushPop.main(animators: AnimatorCatalog.entries + MyAnimators.entries))
