import Foundation

exit(Bench.main(arguments: Array(CommandLine.arguments.dropFirst())))
