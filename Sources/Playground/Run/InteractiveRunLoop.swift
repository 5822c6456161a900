import Animators
import Foundation
import TerminalRenderer
import TransitionKit

/// The playground on a real terminal: waits for input (blocking, ~0 % CPU, while nothing
/// moves), advances the clock from a monotonic clock, and draws at up to 60 frames per second
/// while something animates, on the grid of `FrameCadence` (input is handled, and drawn, as
/// soon as it comes). Ours.
@MainActor
struct InteractiveRunLoop {
    let session: PlaygroundSession
    let screen: TerminalScreen
    let renderer: PlaygroundRenderer
    /// The most frames drawn per second while something moves (60 by default, `--fps`).
    let frameRate: Int
    /// New builds of the animators while it runs (`pushpop run --watch`), or nil.
    var reloader: (any AnimatorReloading)? = nil

    /// When frames are drawn while animating: every 1 / `frameRate` s on a fixed grid.
    var cadence: FrameCadence { FrameCadence(framesPerSecond: frameRate) }

    /// Seconds between looks at the main dispatch queue while a transition waits: 0.05.
    static let dispatchPollInterval: TimeInterval = 0.05

    /// Runs until `q` (returns 0), Ctrl-C (130) or a termination signal (128 + its number, as a
    /// shell reports a process ended by it).
    func run() -> Int32 {
        // A new build waits here until the session takes it (not during a transition).
        var pendingEntries: AnimatorReload?
        takeNews(&pendingEntries)
        let size = screen.size
        var grid = CellGrid(columns: size.columns, rows: size.rows)
        var layout = renderer.render(session, into: &grid)
        screen.draw(grid)
        var last = Self.now()
        var meter = FrameRateMeter()
        let cadence = cadence
        // The grid point of the next frame while something animates; nil while nothing does.
        var deadline: TimeInterval?
        // Whether something moved after the last frame was drawn: asked once a frame (it looks
        // at every animated layer), and nothing runs between that frame and the next wait.
        var animating = session.isAnimating

        while !session.wantsToQuit {
            let timeout = nextTimeout(frameDeadline: deadline, cadence: cadence, animating: animating)
            let events = screen.waitForInput(timeout: timeout, wakingOn: reloader?.wakeDescriptor)
            // Bring the clock to now before acting on keys, so a push starts at this moment.
            let now = Self.now()
            session.advance(by: now - last)
            last = now
            for event in events {
                switch event {
                case .interrupt:
                    return 128 + SIGINT
                case .terminate(let signal):
                    return 128 + signal
                case .resize(let columns, let rows):
                    // The phone moved under the finger: the touch is cancelled, as iOS cancels
                    // touches when the system takes the screen.
                    session.cancelTouch()
                    grid.resize(columns: columns, rows: rows)
                    renderer.invalidate()
                case .pointer(let pointer):
                    // Too small to show the playground: the mouse does nothing unseen.
                    guard let layout else { continue }
                    session.handlePointer(
                        pointer.phase, at: layout.windowPoint(forCell: (pointer.column, pointer.row)))
                default:
                    guard let key = PlaygroundKey(event) else {
                        session.dismissHelp()  // any key closes the help, unmapped ones too
                        continue
                    }
                    // Too small to show the playground: only q acts, nothing happens unseen.
                    if layout == nil && key != .quit { continue }
                    session.handle(key)
                }
            }
            // `S`: the frame on the screen, before the next is drawn.
            session.saveRequestedFrame(grid, glyphs: renderer.glyphs, depth: renderer.depth)
            takeNews(&pendingEntries)
            // What the keys started (a push's first frame, a queued completion) before drawing.
            if !events.isEmpty { session.advance(by: 0) }
            if session.isAnimating { meter.frame(at: now) } else { meter.reset() }
            let fps = meter.framesPerSecond.map { min($0, Double(frameRate)) }
            layout = renderer.render(session, into: &grid, fps: fps, output: screen.recentOutput(lines: 3))
            screen.draw(grid)
            animating = session.isAnimating
            if !animating {
                deadline = nil
            } else if let due = deadline, now < due {
                // Input woke the loop before the frame was due: the grid keeps its point.
            } else {
                // The frame just drawn was due (or starts the animation, and the grid with it).
                deadline = cadence.nextDeadline(after: deadline ?? now, now: Self.now())
            }
        }
        return 0
    }

    /// Takes what `reloader` has: its status into the session, a new build into `pending`,
    /// which the session takes as soon as no transition runs.
    private func takeNews(_ pending: inout AnimatorReload?) {
        if let reloader {
            let news = reloader.poll()
            if let status = news.status { session.runStatus = status }
            if news.entries != nil { pending = news }
        }
        if let news = pending, let entries = news.entries,
            session.reloadAnimators(entries, selectingFirst: news.selectsFirstEntry)
        {
            pending = nil
            renderer.invalidate()
        }
        session.runStatus?.isReloadPending = pending != nil
    }

    /// How long to wait for input: until the next frame's `deadline` while `animating` (the
    /// session's `isAnimating` now), until the next timer (e.g. a frozen-transition check) when
    /// idle with one pending, else for ever.
    private func nextTimeout(
        frameDeadline deadline: TimeInterval?, cadence: FrameCadence, animating: Bool
    ) -> TimeInterval? {
        if animating {
            let now = Self.now()
            return cadence.wait(until: deadline ?? now, now: now)
        }
        let engine = AnimationEngine.shared
        var timeout: TimeInterval?
        if !session.isPaused, let due = engine.nextTimerTime, engine.speed > 0 {
            timeout = max(0, (due - engine.currentTime) / engine.speed)
        }
        // A transition that nothing moves now — a push, pop, presentation, dismissal or tab
        // switch — may be waiting for work on the main dispatch queue (`asyncAfter` in an
        // animator): look in 20 times a second until it ends. Not while a scrub or a finger
        // holds it (it waits for keys or the mouse), while paused (everything waits for a key),
        // or when no transition runs (idle: no wake-ups).
        if session.isAnyTransitioning && session.scrub == nil && session.finger == nil && !session.isPaused {
            timeout = min(timeout ?? Self.dispatchPollInterval, Self.dispatchPollInterval)
        }
        return timeout
    }

    /// Monotonic seconds, on the clock `TerminalScreen.waitForInput` waits by.
    static func now() -> TimeInterval {
        MonotonicClock.now()
    }
}

/// Frames per second over the last second of animation.
struct FrameRateMeter {
    private var times: [TimeInterval] = []

    mutating func frame(at time: TimeInterval) {
        times.append(time)
        times.removeAll { $0 < time - 1 }
    }

    mutating func reset() {
        times.removeAll()
    }

    var framesPerSecond: Double? {
        guard times.count >= 2, let first = times.first, let last = times.last, last > first else { return nil }
        return Double(times.count - 1) / (last - first)
    }
}

extension CellRect {
    /// Whether the cell at `column`, `row` is inside.
    func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < self.column + columns && row >= self.row && row < self.row + rows
    }
}
