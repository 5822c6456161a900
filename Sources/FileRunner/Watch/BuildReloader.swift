import Animators
import Foundation
import Playground

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
    private var runningLibrary: String
    private var buildNumber = 1
    private var pendingStatus: RunStatus?

    /// A reloader for `build`, already loaded; with `mailbox`, for the builds that follow.
    init(build: UserBuild, catalogue: [AnimatorEntry], fileCount: Int, mailbox: WatchMailbox?) {
        self.mailbox = mailbox
        self.catalogue = catalogue
        self.fileCount = fileCount
        wakeDescriptor = mailbox?.readDescriptor ?? -1
        runningLibrary = build.libraryPath
        pendingStatus = status(of: build)
    }

    func poll() -> (entries: [AnimatorEntry]?, status: RunStatus?) {
        var entries: [AnimatorEntry]?
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
        return (entries, pendingStatus)
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
            message += " · watching \(fileCount) file\(fileCount == 1 ? "" : "s")"
        }
        let details = build.refusals.map { refusal in
            let file = (refusal.path as NSString).lastPathComponent
            return TerminalText.sanitized("\(refusal.typeName) left out (\(file):\(refusal.line)): \(refusal.reason)")
        }
        return RunStatus(.ready, message: message, details: details)
    }

    private func failedStatus(_ error: RunError) -> RunStatus {
        var message = "rebuild failed; build \(buildNumber) still runs"
        if case .buildFailed(let errors, _, _) = error {
            message =
                "rebuild failed (\(errors.count) error\(errors.count == 1 ? "" : "s")); build \(buildNumber) still runs"
        }
        return RunStatus(.failed, message: message, details: error.summaryLines.map(TerminalText.sanitized))
    }
}
