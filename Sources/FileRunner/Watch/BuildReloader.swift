import Animators
import Foundation
import Playground
import TerminalRenderer

/// What the playground hears from `pushpop run`: the status of the user's build for the HUD's
/// `Files` row, and with `--watch` each new build's entries (the user's, then the catalogue's)
/// as the watching thread finishes it. A build with the same inputs as the running one (a file
/// saved unchanged) is not reloaded. Ours.
@MainActor
final class BuildReloader: AnimatorReloading {
    let wakeDescriptor: Int32
    private let mailbox: WatchMailbox?
    private let catalogue: [AnimatorEntry]
    private let fileCount: Int
    /// The library running, nil while no build of the files has succeeded (`--watch` started
    /// on files with an error: the catalogue runs alone).
    private var runningLibrary: String?
    /// Builds loaded so far.
    private var buildNumber: Int
    private var pendingStatus: RunStatus?

    /// A reloader for `build`, already loaded (or, with `--watch`, for the `error` the first
    /// build ended with); with `mailbox`, for the builds that follow.
    init(build: UserBuild?, error: RunError?, catalogue: [AnimatorEntry], fileCount: Int, mailbox: WatchMailbox?) {
        self.mailbox = mailbox
        self.catalogue = catalogue
        self.fileCount = fileCount
        wakeDescriptor = mailbox?.readDescriptor ?? -1
        runningLibrary = build?.libraryPath
        buildNumber = build == nil ? 0 : 1
        if let build {
            pendingStatus = status(of: build)
        } else if let error {
            pendingStatus = failedStatus(error)
        }
    }

    func poll() -> AnimatorReload {
        var entries: [AnimatorEntry]?
        var selectsFirst = false
        for news in mailbox?.take() ?? [] {
            switch news {
            case .building:
                pendingStatus = RunStatus(.building, message: "rebuilding after a save…")
            case .built(let build):
                guard build.libraryPath != runningLibrary else {
                    pendingStatus = status(of: build)
                    continue
                }
                do {
                    entries = try UserLibrary.entries(fromLibraryAt: build.libraryPath) + catalogue
                    selectsFirst = selectsFirst || runningLibrary == nil  // the user's first build
                    runningLibrary = build.libraryPath
                    buildNumber += 1
                    pendingStatus = status(of: build)
                } catch {
                    pendingStatus = failedStatus(error)
                }
            case .failed(let error):
                pendingStatus = failedStatus(error)
            }
        }
        defer { pendingStatus = nil }
        return AnimatorReload(entries: entries, selectsFirstEntry: selectsFirst, status: pendingStatus)
    }

    /// `3 in the catalogue · 1 left out · build 2 in 1.4 s · watching 2 files` (`build 2 from
    /// the cache` when the same files were built before), and under it each type left out:
    /// `ZoomAnimator left out (Zoom.swift:7): …`.
    private func status(of build: UserBuild) -> RunStatus {
        var message = "\(build.entries.count) in the catalogue"
        if !build.refusals.isEmpty { message += " · \(build.refusals.count) left out" }
        if mailbox != nil {
            message += " · build \(buildNumber) "
            message += build.wasReused ? "from the cache" : "in " + String(format: "%.1f s", build.seconds)
            message += " · " + watching
        }
        return RunStatus(.ready, message: message, details: build.refusals.map(\.summary))
    }

    /// `rebuild failed (2 errors); build 3 still runs`, or before any build succeeded `build
    /// failed (2 errors); the built-in animators run`, and the errors under it.
    private func failedStatus(_ error: RunError) -> RunStatus {
        var what = buildNumber == 0 ? "build failed" : "rebuild failed"
        if case .buildFailed(let errors, _, _) = error {
            what += " (\(errors.count) error\(errors.count == 1 ? "" : "s"))"
        }
        let running = buildNumber == 0 ? "the built-in animators run" : "build \(buildNumber) still runs"
        return RunStatus(
            .failed, message: "\(what); \(running) · \(watching)",
            details: error.summaryLines.map { TerminalText.sanitized($0) })
    }

    private var watching: String { "watching \(fileCount) file\(fileCount == 1 ? "" : "s")" }
}
