import Foundation

/// A timer that calls your code once per frame, as Core Animation's `CADisplayLink`, on the
/// engine's clock: added to the main run loop, it fires at the end of every
/// `AnimationEngine.shared.advance(by:)` (every frame the playground draws, every step a test
/// takes), with times in engine seconds — the clock of `CACurrentMediaTime()`.
///
/// iOS names the method to call with an Objective-C selector, `CADisplayLink(target: self,
/// selector: #selector(step))`; here the same call takes TransitionKit's `Selector`, made from
/// the method: `CADisplayLink(target: self, selector: Selector(Self.step))` (see `Selector`),
/// for a method taking the display link or nothing, as on iOS. The shorter form without
/// `Selector(…)`, `CADisplayLink(target: self, selector: MyViewController.step)`, is kept for
/// code written before `Selector` existed. The link holds its target strongly until
/// `invalidate()`, as iOS does.
///
/// Times: `timestamp` is the engine time of the frame that fired (0 before the first),
/// `duration` the time since the frame before (1/60 s until there is one: the engine's frames
/// come as often as it is advanced, not at a fixed rate; ours), `targetTimestamp` = `timestamp`
/// + `duration`, when the next frame is expected. With `preferredFramesPerSecond` (or a
/// `preferredFrameRateRange`) above 0 the link skips frames that come sooner than 1/rate after
/// the last it fired on (ours: iOS picks the display's nearest rate). A link that is added and
/// not paused keeps the engine animating (`hasActiveAnimations`), as a display link keeps an
/// iOS screen refreshing. Source: Apple's Core Animation documentation for `CADisplayLink`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var action: (@MainActor (CADisplayLink) -> Void)?
    private var observer: Int?
    private var lastFired: TimeInterval?
    private var modes: Set<RunLoop.Mode> = []

    /// A link calling `sel`'s method on `target` with the link every frame once added to a run
    /// loop, e.g. `CADisplayLink(target: self, selector: Selector(Self.step))` with `func
    /// step(_ link: CADisplayLink)` or `func step()`. A target of another type than the method's
    /// is never called.
    public init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        let site = "a CADisplayLink's selector"
        action = { link in sel.perform(on: object, sender: link, site: site) }
        super.init()
        sel.check(object, sender: self, site: site)
    }

    /// `init(target:selector:)` with the method given bare, e.g. `CADisplayLink(target: self,
    /// selector: ProgressViewController.step)` with `func step(_ link: CADisplayLink)`.
    public convenience init<Target: AnyObject>(
        target: Target, selector: @escaping @MainActor (Target) -> @MainActor (CADisplayLink) -> Void
    ) {
        self.init(target: target, selector: Selector(selector))
    }

    /// `init(target:selector:)` with the method given bare, e.g. `CADisplayLink(target: self,
    /// selector: ProgressViewController.tick)` with `func tick()`.
    public convenience init<Target: AnyObject>(
        target: Target, selector: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(target: target, selector: Selector(selector))
    }

    /// The engine time, in seconds, of the frame the link last fired on (0 before the first).
    public private(set) var timestamp: CFTimeInterval = 0

    /// Seconds between the last two frames (1/60 before the second; see the type's description).
    public private(set) var duration: CFTimeInterval = 1.0 / 60

    /// When the next frame is expected: `timestamp + duration`, in engine seconds.
    public var targetTimestamp: CFTimeInterval { timestamp + duration }

    /// Whether the link is paused: it does not fire, and does not keep the engine animating.
    open var isPaused = false {
        didSet {
            if isPaused != oldValue { reattach() }
        }
    }

    /// The most times a second the link should fire; 0 (the default) fires on every frame.
    open var preferredFramesPerSecond = 0

    /// The frame rates the link asks for; when not `.default`, its `preferred` rate (else its
    /// `maximum`) is used instead of `preferredFramesPerSecond`.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Starts firing: `runloop` is `RunLoop.main` (the engine's frames are the main run loop's)
    /// and `mode` any mode, `.common` or `.default` as iOS code passes them. Adding again in
    /// another mode changes nothing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil else { return }
        modes.insert(mode)
        reattach()
    }

    /// Stops firing in `mode`; once removed from every mode it was added in, it stops.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        reattach()
    }

    /// Stops the link for good and releases its target.
    open func invalidate() {
        modes.removeAll()
        action = nil
        reattach()
    }

    /// Registers with the engine while added, not paused and valid; unregisters otherwise.
    private func reattach() {
        let engine = AnimationEngine.shared
        if let observer {
            engine.removeFrameObserver(observer)
            self.observer = nil
        }
        guard !modes.isEmpty, !isPaused, action != nil else { return }
        // The engine holds the link while it runs, as the run loop does on iOS (`invalidate()`
        // lets go).
        observer = engine.addFrameObserver(drivesFrames: true) { time in
            self.frame(at: time)
        }
    }

    private var minimumInterval: TimeInterval {
        let range = preferredFrameRateRange
        let rate =
            range != .default
            ? Double(range.preferred.flatMap { $0 > 0 ? $0 : nil } ?? range.maximum)
            : Double(preferredFramesPerSecond)
        return rate > 0 ? 1 / rate : 0
    }

    private func frame(at time: TimeInterval) {
        if let last = lastFired, time - last < minimumInterval - 1e-9 { return }
        if let last = lastFired, time > last { duration = time - last }
        lastFired = time
        timestamp = time
        action?(self)
    }
}
