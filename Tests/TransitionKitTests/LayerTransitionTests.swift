import Foundation
import TestSupport
import Testing

@_spi(Rendering) @testable import TransitionKit

/// `CATransition` on a layer: what it freezes, and where the old and new content are at chosen
/// times (`contentTransitionFrame`, what the renderer draws). Offsets worked by hand from the
/// Core Animation documentation's descriptions of the types and subtypes.
@MainActor
@Suite struct LayerTransitionTests {
    private final class RecordingDelegate: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// The accessibility identifiers of `view` and everything inside it.
    private func identifiers(_ view: UIView) -> [String] {
        [view.accessibilityIdentifier].compactMap { $0 } + view.subviews.flatMap(identifiers)
    }

    private func card() -> (UIView, UILabel) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: view.bounds)
        label.text = "old"
        view.addSubview(label)
        return (view, label)
    }

    @Test func defaults() {
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        #expect(CATransitionType.push.rawValue == "push" && CATransitionSubtype.fromRight.rawValue == "fromRight")
        #expect(kCATransition == "transition")
    }

    /// Push from the right over 0.5 s, linear: the new content starts a whole width (100) to the
    /// right and the old leaves by the left. At 0.125 s, p = ¼: new at (1 − ¼)·100 = 75, old at
    /// −¼·100 = −25. The old content is the look frozen when the transition was added.
    @Test func pushFromTheRight() throws {
        let engine = freshEngine()
        let (view, label) = card()
        engine.advance(by: 0)  // a frame shows "old": the transition's old look
        let delegate = RecordingDelegate()
        let transition = CATransition()
        transition.duration = 0.5
        transition.type = .push
        transition.subtype = .fromRight
        transition.delegate = delegate
        view.layer.add(transition, forKey: kCATransition)
        label.text = "new"
        var frame = try #require(view.layer.contentTransitionFrame)
        #expect(frame.newOffset == CGPoint(x: 100, y: 0) && frame.oldOffset == .zero)
        #expect((frame.oldContent.subviews.first as? UILabel)?.text == "old")
        #expect(frame.oldContent.frame == view.bounds, "placed over the layer's bounds")
        engine.advance(by: 0.125)
        frame = try #require(view.layer.contentTransitionFrame)
        #expect(frame.newOffset == CGPoint(x: 75, y: 0) && frame.oldOffset == CGPoint(x: -25, y: 0))
        #expect(frame.oldOpacity == 1 && !frame.oldOnTop)
        engine.advance(by: 0.375)
        #expect(view.layer.contentTransitionFrame == nil)
        #expect(delegate.events == ["start", "stop true"])
    }

    /// Move in from the top between 20 % and 60 % of the change, easing in and out over 1 s: at
    /// 0.25 s the curve gives f = B(0.25), the change is at p = 0.2 + 0.4 f, the new content
    /// comes down from a whole height (50) above: y = −50 (1 − p); the old stays, underneath.
    @Test func moveInFromTheTopWithProgressRangeAndCurve() throws {
        let engine = freshEngine()
        let (view, _) = card()
        let transition = CATransition()
        transition.duration = 1
        transition.type = .moveIn
        transition.subtype = .fromTop
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(transition, forKey: nil)
        engine.advance(by: 0.25)
        let frame = try #require(view.layer.contentTransitionFrame)
        let p = 0.2 + 0.4 * bezierProgress(0.25, 0.42, 0, 0.58, 1)
        #expect(isClose(frame.newOffset.y, -50 * (1 - p), 1e-5) && frame.newOffset.x == 0, "to the Bézier's precision")
        #expect(frame.oldOffset == .zero && !frame.oldOnTop)
    }

    /// Reveal from the bottom: the old content slides up off the new, on top; at p = ½ (0.5 of
    /// 1 s, linear) it is half a height (25) up.
    @Test func revealFromTheBottom() throws {
        let engine = freshEngine()
        let (view, _) = card()
        let transition = CATransition()
        transition.type = .reveal
        transition.subtype = .fromBottom
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        engine.advance(by: 0.5)
        let frame = try #require(view.layer.contentTransitionFrame)
        #expect(frame.oldOffset == CGPoint(x: 0, y: -25) && frame.newOffset == .zero && frame.oldOnTop)
    }

    /// Fade (the default type): the old content on top at opacity 1 − p; 0.1 s of 0.25 s (the
    /// default duration): 1 − 0.4 = 0.6.
    @Test func fadeByDefault() throws {
        let engine = freshEngine()
        let (view, _) = card()
        view.layer.add(CATransition(), forKey: nil)
        engine.advance(by: 0.1)
        let frame = try #require(view.layer.contentTransitionFrame)
        #expect(isClose(CGFloat(frame.oldOpacity), 0.6, 1e-9) && frame.oldOnTop && frame.newOffset == .zero)
    }

    /// The classic custom push: the transition on the navigation controller's view, then a push
    /// without animation. The stack changes at once; the old look (Home's screen) slides out to
    /// the left while the new slides in, and after 0.5 s nothing is left of it.
    @Test func classicNavigationPush() throws {
        let home = TitledViewController("Home")
        home.view.accessibilityIdentifier = "home"
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        AnimationEngine.shared.advance(by: 0)  // a frame shows Home: the transition's old look
        let detail = TitledViewController("Detail")
        let transition = CATransition()
        transition.duration = 0.5
        transition.type = .push
        transition.subtype = .fromRight
        navigation.view.layer.add(transition, forKey: nil)
        navigation.pushViewController(detail, animated: false)
        AnimationEngine.shared.advance(by: 0)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.window === window, "the new screen is in place at once")
        let frame = try #require(navigation.view.layer.contentTransitionFrame)
        #expect(identifiers(frame.oldContent).contains("snapshot of home"))
        AnimationEngine.shared.advance(by: 0.25)
        let middle = try #require(navigation.view.layer.contentTransitionFrame)
        #expect(middle.oldOffset == CGPoint(x: -195, y: 0) && middle.newOffset == CGPoint(x: 195, y: 0))
        AnimationEngine.shared.advance(by: 0.25)
        #expect(navigation.view.layer.contentTransitionFrame == nil)
        #expect(!AnimationEngine.shared.hasActiveAnimations)
    }

    /// The change may come first: the old look is the last frame drawn, as on iOS (where the
    /// render server still shows it), so `label.text = …` then `add(fade)` fades from the text
    /// the last frame showed, and so does a change of the label's colour made before it.
    @Test func aChangeMadeBeforeTheTransitionIsAddedStillAnimates() throws {
        let engine = freshEngine()
        let (view, label) = card()
        engine.advance(by: 0)  // a frame shows "old"
        label.text = "new"
        label.textColor = .systemRed
        view.layer.add(CATransition(), forKey: kCATransition)
        let frame = try #require(view.layer.contentTransitionFrame)
        let oldLabel = frame.oldContent.subviews.first as? UILabel
        #expect(oldLabel?.text == "old" && oldLabel?.textColor == .label, "the old look is the last frame's")
        #expect(label.text == "new" && label.textColor == .systemRed, "the change itself stays")
        // A change made before a frame was drawn is no longer undone.
        engine.advance(by: 1)
        label.text = "newer"
        view.layer.add(CATransition(), forKey: kCATransition)
        let next = try #require(view.layer.contentTransitionFrame)
        #expect((next.oldContent.subviews.first as? UILabel)?.text == "new")
    }

    /// The classic custom push with the lines the other way round: the push first, then the
    /// transition. The old look is Home (the last frame), not the new screen.
    @Test func classicNavigationPushWithTheTransitionAddedAfterThePush() throws {
        let home = TitledViewController("Home")
        home.view.accessibilityIdentifier = "home"
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        AnimationEngine.shared.advance(by: 0)
        let detail = TitledViewController("Detail")
        detail.view.accessibilityIdentifier = "detail"
        navigation.pushViewController(detail, animated: false)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        navigation.view.layer.add(transition, forKey: nil)
        let frame = try #require(navigation.view.layer.contentTransitionFrame)
        let old = identifiers(frame.oldContent)
        #expect(old.contains("snapshot of home") && !old.contains("snapshot of detail"))
        #expect(detail.view.window === window, "the new screen is in place at once")
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
    }
}
