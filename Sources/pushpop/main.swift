import Animators
import FileRunner
import Foundation
import MyAnimators
import Playground

// The built-in animators, then yours (Sources/MyAnimators); `pushpop run FILE.swift…` puts the
// transitions of your iOS files before them.
let catalogue = AnimatorCatalog.entries + MyAnimators.entries
let arguments = CommandLine.arguments
if arguments.count > 1 && arguments[1] == "run" {
    exit(RunCommand.main(program: arguments[0], arguments: Array(arguments.dropFirst(2)), catalogue: catalogue))
}
exit(PushPop.main(arguments: arguments, animators: catalogue))
