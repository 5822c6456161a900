import Foundation

/// An animation of a change of a layer's content, as Core Animation's `CATransition`: added
/// to a layer with `add(_:forKey:)` (the key `kCATransition` is customary), it animates from
/// how the layer looked in the last frame drawn to how it looks as the transition runs, in the
/// style of `type` (`.fade` by default) and the direction of `subtype` (`.fromLeft` when nil),
/// over `duration` with `timingFunction` (linear when nil), from `startProgress` to
/// `endProgress` of the whole change. The classic custom push:
///
///     let transition = CATransition()
///     transition.duration = 0.5
///     transition.type = .push
///     transition.subtype = .fromRight
///     navigationController.view.layer.add(transition, forKey: nil)
///     navigationController.pushViewController(next, animated: false)
///
/// The change may come before or after the transition is added in the same run-loop turn
/// (`label.text = …` then `label.layer.add(fade, forKey: nil)` works too), as on iOS.
///
/// Drawn as Core Animation's render server does it, outside the layer tree: the old look is a
/// frozen copy of the layer's view (`snapshotView(afterScreenUpdates:)`) as the last frame
/// showed it — what changed since is undone for the copy (`ChangeJournal`: animatable layer
/// properties, `isHidden`, sublayers, labels' text and style, image views' images) — the new
/// look is the layer itself, and both are drawn within the
/// layer's bounds — `fade`: the old content fades out over the new; `push`: the new content
/// slides in from the subtype's side and pushes the old out the other; `moveIn`: the new slides
/// in over the old, which stays; `reveal`: the old slides out towards the other side,
/// uncovering the new, which stays. Ours: only view-backed layers are drawn this way; other
/// type names draw as `fade`. The delegate hears
/// `animationDidStart` and `animationDidStop(_:finished:)` as for other animations.
/// Source: Apple's Core Animation documentation for `CATransition`.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The style: `.fade` (default), `.moveIn`, `.push` or `.reveal`.
    open var type: CATransitionType = .fade
    /// The direction the motion starts from; nil (default) means `.fromLeft`. `fade` has none.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, as a fraction (0…1) of the whole change (default 0).
    open var startProgress: Float = 0
    /// Where the transition ends, as a fraction (0…1) of the whole change (default 1).
    open var endProgress: Float = 1

    /// The old look of the layer's view as the last frame showed it, frozen when the layer took
    /// this (copy of the) transition; in the layer's bounds coordinates.
    private(set) var oldContent: UIView?

    /// A fade with Core Animation's defaults.
    public override init() {
        super.init()
    }

    /// Transitions are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeBlank() -> CAAnimation {
        CATransition()
    }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        if let copy = copy as? CATransition {
            copy.type = type
            copy.subtype = subtype
            copy.startProgress = startProgress
            copy.endProgress = endProgress
        }
    }

    /// Freezes how `layer`'s view looked in the last frame drawn as the old content: changes
    /// made since — before the transition was added, in the same run-loop turn — are undone
    /// for the snapshot (`ChangeJournal`), as Core Animation's render server still shows the
    /// last frame. Nothing for a layer that backs no view.
    func captureOldContent(of layer: CALayer) {
        guard let view = layer.owningView else { return }
        var frozen: UIView?
        var bounds = layer.bounds
        AnimationEngine.shared.journal.withLastFrame(inside: layer) {
            frozen = view.snapshotView(afterScreenUpdates: false)
            bounds = layer.bounds
        }
        guard let snapshot = frozen else { return }
        UIView.performWithoutAnimation {
            snapshot.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
        oldContent = snapshot
    }

    /// How the old and new content are placed at `progress` (0…1 after the timing function) of
    /// the transition on a layer whose bounds are `size` points.
    func frame(progress: Double, size: CGSize) -> ContentTransitionFrame? {
        guard let oldContent else { return nil }
        let start = Double(startProgress)
        let p = min(max(start + (Double(endProgress) - start) * progress, 0), 1)
        // Where the new content enters from: a whole width or height to that side.
        let entry: CGPoint
        switch subtype ?? .fromLeft {
        case .fromRight: entry = CGPoint(x: size.width, y: 0)
        case .fromTop: entry = CGPoint(x: 0, y: -size.height)
        case .fromBottom: entry = CGPoint(x: 0, y: size.height)
        default: entry = CGPoint(x: -size.width, y: 0)
        }
        func scaled(_ point: CGPoint, _ factor: Double) -> CGPoint {
            CGPoint(x: point.x * factor, y: point.y * factor)
        }
        switch type {
        case .push:
            return ContentTransitionFrame(
                oldContent: oldContent, oldOffset: scaled(entry, -p), oldOpacity: 1, newOffset: scaled(entry, 1 - p),
                oldOnTop: false)
        case .moveIn:
            return ContentTransitionFrame(
                oldContent: oldContent, oldOffset: .zero, oldOpacity: 1, newOffset: scaled(entry, 1 - p),
                oldOnTop: false)
        case .reveal:
            return ContentTransitionFrame(
                oldContent: oldContent, oldOffset: scaled(entry, -p), oldOpacity: 1, newOffset: .zero,
                oldOnTop: true)
        default:
            return ContentTransitionFrame(
                oldContent: oldContent, oldOffset: .zero, oldOpacity: 1 - p, newOffset: .zero, oldOnTop: true)
        }
    }
}

/// The key Core Animation uses for a layer's transition animation (`"transition"`), customary
/// in `layer.add(transition, forKey: kCATransition)`. Source: `CATransition.h`.
public let kCATransition = "transition"
