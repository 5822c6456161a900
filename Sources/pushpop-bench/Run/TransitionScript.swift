import Animators
import Foundation
import Playground
import TerminalRenderer
import TransitionKit

/// Runs one animator through the benchmark's fixed script on one screen and measures every
/// frame: from the Home screen push (to the photo grid), push again (a photo, zooming from
/// the selected tile with the photo-zoom animator), pop, pop. After each key, frames follow
/// every 1/60 s of model time for as long as something animates, as the interactive run loop
/// draws them. A transition that waits for the person (the interactive pop) is dragged by
/// `[` one step per frame to half way, then released with Enter. Deterministic: the clock is
/// advanced by hand. Ours.
@MainActor
struct TransitionScript {
    /// The keys, in order.
    static let keys: [PlaygroundKey] = [.push, .push, .pop, .pop]
    /// Model seconds between frames.
    static let frameInterval = 1.0 / 60
    /// Safety limit on frames per key.
    static let maximumFramesPerKey = 1200

    let animatorIndex: Int
    let catalog: ScreenCatalog
    let renderer: PlaygroundRenderer
    let screen: NcursesScreen
    let meter: OutputMeter
    let columns: Int
    let rows: Int
    /// Runs once on the new session before the first frame (a bench case adds its views here).
    var prepare: (PlaygroundSession) -> Void = { _ in }

    /// The measured frames (the first frame, a full paint of the Home screen, is drawn but not
    /// measured), whether anything was still animating afterwards (it must not be), and, when a
    /// transition did not end (an animator that never calls `completeTransition`, or one still
    /// moving after `maximumFramesPerKey` frames), which key's it was; the script stops there.
    func run() -> (samples: [FrameSample], idleFrames: Int, idleBytes: Int, unfinished: String?) {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: animatorIndex)
        var grid = CellGrid(columns: columns, rows: rows)
        var encoder = ReferenceEncoder(depth: screen.canvas.depth, glyphs: screen.canvas.glyphs)
        let canvas = screen.canvas
        prepare(session)
        canvas.invalidate()
        // The first frame: what the terminal shows before the script; everything is sent.
        session.advance(by: 0)
        renderer.render(session, into: &grid)
        canvas.draw(grid)
        _ = meter.endFrame()
        _ = encoder.encode(grid)

        var samples: [FrameSample] = []
        var floor = CPUFloor()
        func frame(_ step: () -> Void) {
            let start = AllocationCounter.count()
            let model = CPUClock.measure(step)
            let modelEnd = AllocationCounter.count()
            let rasterise = CPUClock.measure {
                renderer.render(session, into: &grid)
            }
            let encode = CPUClock.measure { canvas.stage(grid) }
            let write = CPUClock.measure { canvas.flush() }
            let rendererEnd = AllocationCounter.count()
            let bytes = meter.endFrame()
            let reference = encoder.encode(grid)
            let redrawn = renderer.lastDrawnPhoneCells
            let floorTime = meter.measureFloor(&floor, grid: grid, redrawn: redrawn) ?? 0
            samples.append(
                FrameSample(
                    model: model, rasterise: rasterise, encode: encode, write: write, bytes: bytes,
                    minimalBytes: reference.bytes, changedCells: reference.changedCells,
                    redrawnCells: redrawn, floor: floorTime, modelAllocations: modelEnd - start,
                    rendererAllocations: rendererEnd - modelEnd))
        }

        var unfinished: String?
        for (number, key) in Self.keys.enumerated() {
            frame {
                session.handle(key)
                session.advance(by: 0)
            }
            var count = 0
            while count < Self.maximumFramesPerKey {
                count += 1
                if let scrub = session.scrub, !session.isAnimating {
                    let interactor = scrub.interactor
                    frame {
                        if interactor.percentComplete < 0.5 {
                            session.handle(scrub.operation == .pop ? .scrubBack : .scrubForward)
                        } else {
                            session.handle(.enter)  // release: finish
                        }
                        session.advance(by: 0)
                    }
                    continue
                }
                guard session.isAnimating else { break }
                frame { session.advance(by: Self.frameInterval) }
            }
            if session.navigationController.isTransitioning || session.isAnimating {
                let what =
                    session.navigationController.isTransitionOverdue || !session.isAnimating
                    ? "its animator has not called completeTransition"
                    : "still animating after \(Self.maximumFramesPerKey) frames"
                unfinished = "key \(number + 1) (\(key)): the transition did not end, \(what)"
                break
            }
        }
        // Idle: the run loop would now block on input. One second of it, frame by frame as
        // the run loop would decide: frames only while something animates.
        var idleFrames = 0
        var idleBytes = 0
        for _ in 0..<60 where session.isAnimating {
            idleFrames += 1
            session.advance(by: Self.frameInterval)
        }
        // Drawing the unchanged screen again sends nothing.
        renderer.render(session, into: &grid)
        canvas.draw(grid)
        idleBytes = meter.endFrame()
        return (samples, idleFrames, idleBytes, unfinished)
    }
}
