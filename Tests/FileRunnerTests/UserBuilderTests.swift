import Foundation
import SourceRewriting
import Testing

@testable import FileRunner

/// Builds of iOS files as `pushpop run` makes them, compiled by the real swiftc against this
/// build's modules (beside the test runner, as beside the executable), each in a cache
/// directory of its own. Loading them needs the pushpop executable (it exports TransitionKit's
/// symbols); Tests/EndToEnd/run-check.sh does that.
@Suite(.serialized) struct UserBuilderTests {
    /// A scratch directory with `files` (name → text) written in it, an `XDG_CACHE_HOME` inside,
    /// and the builder for those files.
    private static func builder(_ files: [String: String], swiftVersion: String = "5") throws -> (UserBuilder, String) {
        let directory = NSTemporaryDirectory() + "pushpop-run-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
            paths.append(directory + "/" + name)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = directory + "/cache"
        let toolchain = try Toolchain.locate(environment: environment)
        let cache = try BuildCache.open(for: toolchain, environment: environment)
        return (UserBuilder(paths: paths, swiftVersion: swiftVersion, toolchain: toolchain, cache: cache), directory)
    }

    /// What the cache's builds directory holds (finished builds and any temporary directory).
    private static func builds(_ builder: UserBuilder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: builder.cache.hostDirectory + "/builds")) ?? []).sorted()
    }

    static let fade = """
        import UIKit

        class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                return 0.4
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toView = transitionContext.view(forKey: .to) else { return }
                transitionContext.containerView.addSubview(toView)
                toView.alpha = 0
                UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                    toView.alpha = 1
                }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        """

    /// The first build compiles into `builds/HASH/`; the same files again reuse it (same path,
    /// nothing compiled); a one-character edit makes a new build beside it.
    @Test func buildsOnceAndReusesTheSameFilesFromTheCache() throws {
        let (builder, directory) = try Self.builder(["Fade.swift": Self.fade])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try builder.build()
        #expect(!first.wasReused)
        #expect(FileManager.default.fileExists(atPath: first.libraryPath))
        #expect(first.libraryPath.hasPrefix(directory + "/cache/pushpop/host-"))
        #expect(first.entries.map(\.typeName) == ["FadeAnimator"])
        let second = try builder.build()
        #expect(second.wasReused)
        #expect(second.libraryPath == first.libraryPath)
        #expect(Self.builds(builder).count == 1)

        try Data(Self.fade.replacingOccurrences(of: "0.4", with: "0.5").utf8)
            .write(to: URL(fileURLWithPath: builder.paths[0]))
        let edited = try builder.build()
        #expect(!edited.wasReused)
        #expect(edited.libraryPath != first.libraryPath)
        #expect(Self.builds(builder).count == 2)
    }

    /// A compiler error names the user's file and line (the copy's `#sourceLocation`), says
    /// which UIKit names TransitionKit does not model, and leaves nothing in the cache.
    @Test func compilerErrorsNameTheUsersLinesAndUnmodelledAPI() throws {
        let broken = Self.fade.replacingOccurrences(
            of: "        toView.alpha = 0\n",
            with:
                "        toView.alpha = 0\n        let sparkle = UISparkleView()\n        toView.addSparkle(sparkle)\n")
        let (builder, directory) = try Self.builder(["Sparkle.swift": broken])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            _ = try builder.build()
            Issue.record("the build succeeded")
        } catch {
            guard case .buildFailed(let errors, let notes, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            // `let sparkle = UISparkleView()` is line 12 of the user's file: 11 lines of the
            // class before it, counted in `fade` above plus the line inserted.
            #expect(errors.first?.path == builder.paths[0])
            #expect(errors.first?.line == 12)
            #expect(
                notes.first
                    == "UISparkleView is not in TransitionKit (Sparkle.swift:12): if UIKit has it, TransitionKit does not "
                    + "model it yet; else check the spelling")
        }
        #expect(Self.builds(builder).isEmpty)
    }

    /// `import SwiftUI` is named as a module pushpop does not have.
    @Test func aModulePushpopDoesNotHaveIsNamed() throws {
        let (builder, directory) = try Self.builder(["Swifty.swift": "import SwiftUI\n" + Self.fade])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            _ = try builder.build()
            Issue.record("the build succeeded")
        } catch {
            guard case .buildFailed(_, let notes, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(notes.first?.hasPrefix("pushpop has no module SwiftUI (Swifty.swift:1)") == true)
        }
    }

    /// Files pushpop cannot run are named with what is wrong, before anything is built.
    @Test func missingNonSwiftDirectoryAndBinaryFiles() throws {
        let (builder, directory) = try Self.builder(["notes.txt": "hello", "Data.swift": "\u{0}\u{1}binary"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func error(_ path: String) -> String? {
            let single = UserBuilder(
                paths: [path], swiftVersion: "5", toolchain: builder.toolchain, cache: builder.cache)
            do {
                _ = try single.build()
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(directory + "/Missing.swift") == "\(directory)/Missing.swift: no such file")
        #expect(
            error(directory + "/notes.txt")
                == "\(directory)/notes.txt: not a Swift file (its name does not end in .swift)")
        #expect(error(directory) == "\(directory): not a file (pushpop run takes Swift files, e.g. MyTransition.swift)")
        #expect(error(directory + "/Data.swift") == "\(directory)/Data.swift: not a Swift file: it is not UTF-8 text")
        #expect(Self.builds(builder).isEmpty)
    }

    /// A file with no transition type says so and names what pushpop looks for.
    @Test func aFileWithNoTransitionSaysSo() throws {
        let (builder, directory) = try Self.builder([
            "Model.swift": "import UIKit\n\nstruct Photo {\n    let title: String\n}\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            _ = try builder.build()
            Issue.record("the build succeeded")
        } catch {
            guard case .noTransitions = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(
                error.description.hasPrefix(
                    "no transition in Model.swift: pushpop runs UINavigationController subclasses"))
        }
    }

    /// A signal while the compiler runs (here, caught just as it starts) stops it: the build
    /// ends with `.interrupted` (exit status 128 + SIGINT, as a shell reports it) and leaves no
    /// directory in the cache — neither the temporary one nor a finished build.
    @Test func anInterruptedBuildLeavesNothing() throws {
        var (builder, directory) = try Self.builder(["Fade.swift": Self.fade])
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            BuildInterruption.caughtSignal.store(0, ordering: .relaxed)
        }
        builder.report = { message in
            if message.hasPrefix("building") { BuildInterruption.caughtSignal.store(SIGINT, ordering: .relaxed) }
        }
        do {
            _ = try builder.build()
            Issue.record("the build was not interrupted")
        } catch {
            guard case .interrupted(let signal) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(signal == SIGINT)
            #expect(error.exitStatus == 130)
        }
        #expect(Self.builds(builder).isEmpty)
    }

    /// Opening the cache removes the directories of pushpop executables that no longer exist (a
    /// deleted clone) and keeps those of executables that do (another checkout).
    @Test func cacheDirectoriesOfVanishedExecutablesAreRemoved() throws {
        let (builder, directory) = try Self.builder([:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let root = directory + "/cache/pushpop"
        for (name, owner) in [("host-gone", "/nonexistent/clone/.build/debug/pushpop"), ("host-other", "/bin/sh")] {
            try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
            try Data("\(owner)\n1\n2".utf8).write(to: URL(fileURLWithPath: root + "/" + name + "/pushpop"))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = directory + "/cache"
        _ = try BuildCache.open(for: builder.toolchain, environment: environment)
        #expect(!FileManager.default.fileExists(atPath: root + "/host-gone"))
        #expect(FileManager.default.fileExists(atPath: root + "/host-other"))
    }

    /// `XDG_CACHE_HOME` is used when absolute; a relative one is ignored, as the XDG Base
    /// Directory specification says, for `$HOME/.cache`.
    @Test func cacheHomeFollowsXDG() throws {
        let (builder, directory) = try Self.builder([:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(builder.cache.hostDirectory.hasPrefix(directory + "/cache/pushpop/host-"))
        let relative = try BuildCache.open(
            for: builder.toolchain, environment: ["XDG_CACHE_HOME": "relative/cache", "HOME": directory + "/home"])
        #expect(relative.hostDirectory.hasPrefix(directory + "/home/.cache/pushpop/host-"))
    }
}
