import Foundation
@_spi(Rendering) import TerminalRenderer
import TransitionKit

/// One transition of your animator, run in a window of its own by a clock you move by hand:
/// build it with `push`, `pop`, `present`, `dismiss` or `selectTab`, move it with
/// `advance(to:)`, read what is on screen with `presentation(of:)` and `frame(columns:rows:)`,
/// and end it with `finish()`.
///
/// ```swift
/// let run = try TransitionRun.push(ProfileViewController(), onto: HomeViewController(), animator: MyAnimator())
/// try run.advance(to: 0.25)
/// #expect(run.presentation(of: profile.view).frame.minX == 195)
/// try expectFrame(run.frame(columns: 60, rows: 24), named: "push-at-0.25")
/// let stack = try run.finish()
/// ```
///
/// Time is in seconds since the transition began (the moment the push, pop, presentation,
/// dismissal or tab switch was asked for); positions and sizes in points of the window
/// (`defaultWindowSize`, an iPhone's 390 × 844, unless you give another); frames in terminal
/// cells. Nothing reads the wall clock: the run drives `AnimationEngine.shared` itself, in
/// steps of at most 1/`framesPerSecond` s, so timers, completions, display links and
/// `DispatchQueue.main.async` work run in time order as they would on screen, and every run
/// is the same. Starting a run resets `AnimationEngine.shared` (time 0, nothing scheduled,
/// no diagnostics), so one run belongs to one test at a time. Works from Swift Testing and
/// XCTest alike: failures are thrown errors (`TransitionTestingError`), which both report.
/// Ours.
@preconcurrency @MainActor
public final class TransitionRun {
    /// The window size a run uses unless given another: 390 × 844 points, the screen of an
    /// iPhone 12 to 14 (and of TransitionKit's tests and the playground).
    public static let defaultWindowSize = CGSize(width: 390, height: 844)
    /// How long after its duration `finish()` waits for the animator to call
    /// `completeTransition(_:)`, seconds: 2, as long as TransitionKit waits before it reports
    /// the `complete-transition-missing` diagnostic.
    public static let completionMargin: TimeInterval = 2
    /// The clock's steps: `advance(to:)` and `finish()` move it at most 1/60 s at a time, as a
    /// 60 Hz display would, so that display links and per-frame work see every frame.
    public static let framesPerSecond: Double = 60

    /// The key window the transition runs in, of the size the run was given.
    public let window: UIWindow
    /// The operation: `"push"`, `"pop"`, `"present"`, `"dismiss"` or `"tab switch"`.
    public let operation: String
    /// The transition's duration, seconds, as its animator's `transitionDuration(using:)` gave
    /// it (0 for a transition that completed as it began).
    public private(set) var duration: TimeInterval = 0
    /// The transition's container view (nil for one that completed as it began).
    public private(set) weak var containerView: UIView?
    /// Whether the transition has ended: its animator called `completeTransition(_:)`.
    public private(set) var isComplete = false

    let engine = AnimationEngine.shared
    let startTime: TimeInterval
    /// Delegates and controllers the window does not hold (a navigation controller holds its
    /// delegate weakly, as UIKit's does).
    private let retained: [AnyObject]
    private let tookPlace: () -> Bool
    private let shown: () -> [UIViewController]

    /// Resets the engine and makes a key window of `size` points showing `root`. Throws
    /// `invalidWindowSize` for a size that is not positive.
    static func makeWindow(showing root: UIViewController, size: CGSize) throws -> UIWindow {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw TransitionTestingError.invalidWindowSize(size)
        }
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = root
        window.makeKeyAndVisible()
        AnimationEngine.shared.advance(by: 0)
        return window
    }

    /// Starts the transition: `start` asks for it (a push, a tap on a tab…), `host` is the
    /// controller whose `transitionCoordinator` then runs it, `tookPlace` tells after the end
    /// whether it went ahead (not undone), `shown` lists the controllers on screen, bottom
    /// first. Throws `transitionDidNotStart` when no transition runs and none took place.
    init(
        operation: String, window: UIWindow, host: UIViewController, retaining retained: [AnyObject],
        start: () -> Void, tookPlace: @escaping () -> Bool, shown: @escaping () -> [UIViewController]
    ) throws {
        self.operation = operation
        self.window = window
        self.retained = retained
        self.tookPlace = tookPlace
        self.shown = shown
        startTime = AnimationEngine.shared.currentTime
        start()
        if let coordinator = host.transitionCoordinator {
            duration = coordinator.transitionDuration
            containerView = coordinator.containerView
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.isComplete = true }
        } else if tookPlace() {
            // The animator completed inside animateTransition(using:): a transition of no time.
            isComplete = true
        } else {
            throw TransitionTestingError.transitionDidNotStart(
                operation: operation,
                reason: "nothing is running and the screens did not change (showing "
                    + "\(Self.names(of: shown()).joined(separator: " › ")))" + Self.reportedDiagnostics())
        }
    }

    /// Seconds since the transition began: the time `advance(to:)` was last asked for (the
    /// clock is within a nanosecond of it, as sums of frame steps fall a hair short), or where
    /// `finish()` stopped.
    public internal(set) var time: TimeInterval = 0

    /// The controllers on screen now, bottom first: for a push or pop the navigation stack
    /// (root first); for a presentation or dismissal the window's root controller and the
    /// controllers presented on it, in order; for a tab switch the selected tab's controller.
    public var viewControllers: [UIViewController] { shown() }

    /// Every diagnostic TransitionKit reported since the run began, oldest first: what the
    /// playground would show (an animator that left a view off its rest state, a keyframe
    /// outside 0…1, a completion never called…). Empty for a well-behaved animator.
    public var diagnostics: [Diagnostic] { Array(engine.diagnostics) }

    /// Moves the clock to `seconds` after the transition began, running everything that falls
    /// due in between in time order, in steps of at most 1/`framesPerSecond` s. Throws
    /// `timeRunsBackwards` for a time before `time` (the clock only moves forward). Going past
    /// the transition's end is allowed (it completes as on screen). Nothing else runs on the
    /// main actor meanwhile: work your animator queued with `DispatchQueue.main.async` waits
    /// (use `try await run.advance(to:)` for that, `TransitionRun+MainQueue.swift`).
    public func advance(to seconds: TimeInterval) throws {
        try checkForward(to: seconds)
        while stepFrame(toward: seconds, untilComplete: false) {}
        time = max(time, seconds)
    }

    /// Moves the clock `seconds` forward (`advance(to: time + seconds)`); see `advance(to:)`.
    public func advance(by seconds: TimeInterval) throws {
        try advance(to: time + max(seconds, 0))
    }

    /// The layer of `view` as it is on screen at the run's time: its presentation layer, with
    /// every running animation applied (`frame`, `position`, `bounds`, `transform`, `opacity`
    /// …, in points and radians), or its model layer when nothing animates it. Source: Apple's
    /// docs for `CALayer.presentation()`.
    public func presentation(of view: UIView) -> CALayer {
        view.layer.presentation() ?? view.layer
    }

    /// The window as text, `columns` × `rows` terminal cells, as pushpop's playground draws
    /// it: the phone outline, then every view back to front from its presentation layer, cells
    /// twice as tall as wide (so a 390 × 844 window takes about 22 of 24 rows and 20 columns).
    /// Monochrome: fills as shade glyphs, borders, text; `ascii` uses ASCII stand-ins (`+ - |`,
    /// `. : # @`) instead of box drawing and shades. Rows are joined by `"\n"`, trailing spaces
    /// removed. Compare it with `expectFrame(_:named:)`. As the playground does, labels first
    /// measure their text in this frame's cells and the window is laid out again
    /// (`PhoneLayout.installTextMetrics()`), so a navigation bar picks its back button by the
    /// room it has at this size (`‹ Home`, `‹ Back`, `‹`).
    public func frame(columns: Int = 60, rows: Int = 24, ascii: Bool = false) -> String {
        let glyphs: GlyphSet = ascii ? .ascii : .unicode
        var grid = CellGrid(columns: max(columns, 0), rows: max(rows, 0))
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: grid.columns, rows: grid.rows))
        layout.installTextMetrics()
        window.layoutIfNeeded()
        Rasterizer(glyphs: glyphs, depth: .monochrome).render(window, into: &grid, layout: layout)
        grid.makeDisplayable(with: glyphs)
        return grid.text()
    }

    /// Runs the transition to its end: advances until the animator calls
    /// `completeTransition(_:)` (to its duration exactly, then on frame by frame), then one
    /// more run-loop turn (work the completion queued), and returns the controllers on screen
    /// (`viewControllers`). Throws `transitionDidNotComplete` when it has not completed
    /// `completionMargin` seconds after its duration, and `transitionCancelled` when it
    /// completed without taking place (the animator called `completeTransition(false)`). An
    /// animator that completes from `DispatchQueue.main.async` needs `try await run.finish()`.
    @discardableResult
    public func finish() throws -> [UIViewController] {
        for target in finishTargets {
            while stepFrame(toward: target, untilComplete: true) {}
        }
        return try ended()
    }

    /// The furthest one `advance` goes, seconds: an hour, as the playground's longest `wait:`.
    public nonisolated static let longestAdvance: TimeInterval = 3600

    /// Throws `invalidTime` when `seconds` is not finite or more than `longestAdvance` ahead,
    /// `timeRunsBackwards` when it is before `time`.
    func checkForward(to seconds: TimeInterval) throws {
        guard seconds.isFinite, seconds - time <= Self.longestAdvance else {
            throw TransitionTestingError.invalidTime(requested: seconds, current: time)
        }
        guard seconds >= time - 1e-9 else {
            throw TransitionTestingError.timeRunsBackwards(requested: seconds, current: time)
        }
    }

    /// Where `finish()` advances to: the duration first (the end of most animators'
    /// animations, landed on exactly), then on, frame by frame, to the margin.
    var finishTargets: [TimeInterval] { [duration, duration + Self.completionMargin] }

    /// Advances the engine one frame (at most 1/`framesPerSecond` s) toward `seconds` after
    /// the start, keeping `time` with the clock; false, without advancing, once there (or,
    /// `untilComplete`, once the transition has completed).
    func stepFrame(toward seconds: TimeInterval, untilComplete: Bool) -> Bool {
        let now = engine.currentTime - startTime
        guard !(untilComplete && isComplete), now < seconds - 1e-12 else { return false }
        engine.advance(by: min(1 / Self.framesPerSecond, seconds - now))
        time = engine.currentTime - startTime
        return true
    }

    /// After the frames of `finish()`: throws unless the transition completed and took place;
    /// runs one more run-loop turn and returns the controllers on screen.
    func ended() throws -> [UIViewController] {
        guard isComplete else {
            throw TransitionTestingError.transitionDidNotComplete(
                operation: operation, duration: duration, after: time)
        }
        engine.advance(by: 0)
        guard tookPlace() else {
            throw TransitionTestingError.transitionCancelled(operation: operation, showing: Self.names(of: shown()))
        }
        return shown()
    }

    /// Whether the engine's clock was reset or moved by someone else since the last frame (its
    /// time is not the run's).
    var engineWasTouched: Bool { abs(engine.currentTime - startTime - time) > 1e-9 }

    /// The diagnostics reported so far, as `"; diagnostics: A / B"`, or empty.
    static func reportedDiagnostics() -> String {
        let messages = AnimationEngine.shared.diagnostics.map(\.message)
        return messages.isEmpty ? "" : "; diagnostics: " + messages.joined(separator: " / ")
    }

    /// Titles of `controllers`, or their type names when untitled.
    static func names(of controllers: [UIViewController]) -> [String] {
        controllers.map { $0.title ?? String(describing: type(of: $0)) }
    }
}
