import Foundation
import SourceRewriting

/// Why `pushpop run` cannot go on, as a message for the user and an exit status: 2 for bad
/// usage, 1 for everything else. Every message names what was wrong and where. Ours.
enum RunError: Error, Sendable, CustomStringConvertible {
    /// Bad arguments.
    case usage(String)
    /// A file given does not exist.
    case missingFile(String)
    /// A path given is a directory or another non-file.
    case notAFile(String)
    /// A file's name does not end in `.swift`.
    case notSwift(String)
    /// A file is not UTF-8 text, or cannot be read (the reason).
    case unreadable(String, reason: String)
    /// A file does not parse, or the parser cannot run.
    case source(SourceRewritingError)
    /// The files hold no type pushpop can put in the catalogue: the files, and the types it
    /// found but could not use, with why.
    case noTransitions(files: [String], refusals: [DiscoveryRefusal])
    /// The compiler or pushpop's modules are missing.
    case toolchain(String)
    /// The build cache cannot be written.
    case cache(String)
    /// The compiler refused the files: its errors, what TransitionKit does not model, and all
    /// it printed (errors with their source lines and carets).
    case buildFailed(errors: [CompilerDiagnostic], notes: [String], output: String)
    /// The build could not be loaded into pushpop (the loader's message).
    case loadFailed(String)
    /// A signal (its number) stopped the build, or pushpop is ending; nothing was left half-made.
    case interrupted(signal: Int32)

    /// Whether an edit of the files can fix it (a syntax error, no transition, a compiler
    /// error), so that `--watch` waits for one rather than ending.
    var isFixedByEditing: Bool {
        switch self {
        case .source(.syntax), .noTransitions, .buildFailed: true
        default: false
        }
    }

    /// The process's exit status for it.
    var exitStatus: Int32 {
        switch self {
        case .usage: 2
        case .interrupted(let signal): 128 + (signal == 0 ? SIGINT : signal)
        default: 1
        }
    }

    var description: String {
        switch self {
        case .usage(let message):
            return message
        case .missingFile(let path):
            return "\(path): no such file"
        case .notAFile(let path):
            return "\(path): not a file (pushpop run takes Swift files, e.g. MyTransition.swift)"
        case .notSwift(let path):
            return "\(path): not a Swift file (its name does not end in .swift)"
        case .unreadable(let path, let reason):
            return "\(path): \(reason)"
        case .source(let error):
            return error.description
        case .noTransitions(let files, let refusals):
            let names = files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            var text =
                "no transition in \(names): pushpop runs UINavigationController subclasses, "
                + "UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning, "
                + "UIViewControllerTransitioningDelegate and UITabBarControllerDelegate types and "
                + "interaction controllers"
            if !refusals.isEmpty {
                text += "; found, but cannot make:\n" + refusals.map { "  \($0)" }.joined(separator: "\n")
            }
            return text
        case .toolchain(let message), .cache(let message), .loadFailed(let message):
            return message
        case .interrupted:
            return "the build was interrupted; nothing of it was kept"
        case .buildFailed(let errors, let notes, _):
            let count = errors.count
            let lines =
                ["the build failed with \(count) error\(count == 1 ? "" : "s") (above)"] + notes.map { "  " + $0 }
            return lines.joined(separator: "\n")
        }
    }

    /// The HUD's lines for it (`--watch`), files named by their last path component: the
    /// notes, then the errors one per line.
    var summaryLines: [String] {
        switch self {
        case .buildFailed(let errors, let notes, _):
            return notes + errors.map(\.shortDescription)
        case .source(.syntax(let path, let line, let column, let message)):
            return ["\((path as NSString).lastPathComponent):\(line):\(column): error: \(message)"]
        case .noTransitions(let files, let refusals):
            let names = files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            return ["no transition in \(names)"]
                + refusals.map(\.summary)
        default:
            return description.split(separator: "\n").map(String.init)
        }
    }
}
