import Animators
import FileRunner
import Foundation
import MyAnimators
import Playground

// The built-in animators, then yours (Sources/MyAnimators); `pushpop run FILE.swift…` puts the
// transitions of your iOS files before them.
let catalogue = AnimatorCatalog.entries + MyAnimators.entries
exit(PushPop.main(arguments: CommandLine.arguments, animators: catalogue, commands: [RunCommand.command]))
