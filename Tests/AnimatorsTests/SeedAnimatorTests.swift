import Foundation
import TestSupport
import Testing
import TransitionKit
import TransitionTesting

@testable import Animators

/// The seed animators run against TransitionKit with a 390 × 844 window; every expected value
/// is computed by hand from the article's geometry and the ease-in-out curve (which gives
/// exactly 0.5 at half time, by symmetry of the Bézier). The pushes and pops of seeds 000, 002
/// and 004 run through TransitionTesting.
@MainActor
@Suite struct SeedAnimatorTests {
    @Test func seed000PushSlidesTheNewScreenDownFromAbove() throws {
        let home = TitledViewController("Home")
        let navigation = AnimatedNavigationController(rootViewController: home)
        let next = TitledViewController("Next")
        let run = try TransitionRun.push(next, in: navigation)

        // t = 0: toViewInitFrame.origin.y = −fromViewInitFrame.height = −844.
        #expect(isClose(run.presentation(of: next.view).frame.minY, -844))
        #expect(isClose(run.presentation(of: home.view).frame.minY, 0))
        try run.advance(to: 0.5)
        // Half time: ease-in-out gives 0.5, so −844 + 0.5 · 844.
        #expect(isClose(run.presentation(of: next.view).frame.minY, -422))
        #expect(isClose(run.presentation(of: home.view).frame.minY, 0), "the old screen stays")
        #expect(try run.finish().map(\.title) == ["Home", "Next"])
        #expect(isClose(run.time, 1, 1e-9))
        #expect(isClose(run.presentation(of: next.view).frame.minY, 0))
        #expect(home.view.superview == nil, "the old screen left the container")
        #expect(next.view.superview != nil)
        #expect(navigation.isTransitioning == false)
    }

    @Test func seed000PopLiftsTheOldScreenAway() {
        let home = TitledViewController("Home")
        let navigation = AnimatedNavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let next = TitledViewController("Next")
        navigation.pushViewController(next, animated: false)
        navigation.popViewController(animated: true)
        let engine = AnimationEngine.shared
        // Pop: the revealed screen is at y = 0, sent to the back; the old one goes to −844.
        #expect(home.view.superview?.subviews.first === home.view)
        engine.advance(by: 0.5)
        #expect(isClose(presentedFrame(next.view).minY, -422))
        #expect(isClose(presentedFrame(home.view).minY, 0))
        engine.advance(by: 0.5)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(next.view.superview == nil)
        #expect(isClose(home.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844)))
        _ = window
    }

    @Test func seed001PushGrowsThePhotoFromTheTappedPoint() throws {
        let home = TitledViewController("Photos")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = PhotoZoomDelegate()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let pixels = [UInt8](repeating: 200, count: 4 * 4 * 4)
        let image = UIImage(cgImage: try #require(CGImage(width: 4, height: 4, pixelData: pixels)))
        delegate.prepareForTransition(from: CGPoint(x: 100, y: 200), image: image)
        let photo = TitledViewController("Photo 3")
        navigation.pushViewController(photo, animated: true)

        let imageView = try #require(home.view.subviews.last as? UIImageView)
        #expect(imageView.image == image)
        // The new screen waits off to the right: x = width = 390.
        #expect(isClose(presentedFrame(photo.view), CGRect(x: 390, y: 0, width: 390, height: 844)))
        AnimationEngine.shared.advance(by: 0.5)
        // From (100, 200, 0, 0) to (0, 0, 390, 844), half way.
        #expect(isClose(presentedFrame(imageView), CGRect(x: 50, y: 100, width: 195, height: 422)))
        AnimationEngine.shared.advance(by: 0.5)
        #expect(isClose(photo.view.frame, navigation.view.bounds), "the new screen takes the container's bounds")
        #expect(imageView.superview == nil, "the image view is gone")
        #expect(navigation.viewControllers.map(\.title) == ["Photos", "Photo 3"])
        _ = window
    }

    @Test func seed001PopShrinksThePhotoBackIntoThePoint() throws {
        let home = TitledViewController("Photos")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = PhotoZoomDelegate()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        delegate.prepareForTransition(from: CGPoint(x: 100, y: 200), image: UIImage())
        let photo = TitledViewController("Photo 3")
        navigation.pushViewController(photo, animated: false)
        navigation.popViewController(animated: true)
        let container = try #require(home.view.superview)
        let imageView = try #require(container.subviews.last as? UIImageView)
        #expect(photo.view.alpha == 0, "the photo stands in for the popped screen")
        AnimationEngine.shared.advance(by: 0.5)
        #expect(isClose(presentedFrame(imageView), CGRect(x: 50, y: 100, width: 195, height: 422)))
        AnimationEngine.shared.advance(by: 0.5)
        #expect(imageView.superview == nil)
        #expect(photo.view.alpha == 1)
        #expect(navigation.viewControllers.map(\.title) == ["Photos"])
        #expect(isClose(home.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844)))
        _ = window
    }

    @Test func seed001PopsShrinkIntoTheTileEachScreenGrewFrom() throws {
        let home = TitledViewController("Photos")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = PhotoZoomDelegate()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        delegate.prepareForTransition(from: CGPoint(x: 100, y: 200), image: UIImage())
        navigation.pushViewController(TitledViewController("Photo 1"), animated: true)
        AnimationEngine.shared.advance(by: 1)
        delegate.prepareForTransition(from: CGPoint(x: 300, y: 600), image: UIImage())
        navigation.pushViewController(TitledViewController("Photo 2"), animated: true)
        AnimationEngine.shared.advance(by: 1)
        for expected in [CGPoint(x: 300, y: 600), CGPoint(x: 100, y: 200)] {
            navigation.popViewController(animated: true)
            let container = try #require(navigation.topViewController?.view.superview)
            let imageView = try #require(container.subviews.last as? UIImageView)
            AnimationEngine.shared.advance(by: 1 - 1e-9)
            // Just before the end the photo has all but shrunk into its point.
            #expect(isClose(presentedFrame(imageView).origin, expected, 1e-3))
            AnimationEngine.shared.advance(by: 1e-9)
        }
        #expect(navigation.viewControllers.map(\.title) == ["Photos"])
        _ = window
    }

    @Test func seed001ReturnsNilForNoneSoTheDefaultRuns() {
        let delegate = PhotoZoomDelegate()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let animator = delegate.navigationController(
            navigation, animationControllerFor: .none, from: UIViewController(), to: UIViewController())
        #expect(animator == nil)
    }

    @Test func seed002PushScalesTheOldScreenAndFadesTheNewOne() throws {
        let home = TitledViewController("Home")
        let next = TitledViewController("Next")
        let run = try TransitionRun.push(next, onto: home, delegate: CustomNavigationControllerDelegate())
        #expect(next.view.layer.presentation()?.opacity == 0)
        try run.advance(to: 0.3)
        // Half of 0.6 s: scale 1 + (0.1 − 1) · 0.5 = 0.55, opacity 0 + 1 · 0.5.
        #expect(isClose(presentedScale(home.view), 0.55))
        #expect(isClose(CGFloat(run.presentation(of: next.view).opacity), 0.5))
        #expect(try run.finish().map(\.title) == ["Home", "Next"])
        #expect(home.view.transform == .identity, "the completion resets the old screen")
        #expect(home.view.superview == nil)
    }

    @Test func seed002PopIsTheReverse() throws {
        let home = TitledViewController("Home")
        let next = TitledViewController("Next")
        let run = try TransitionRun.pop(from: next, to: home, delegate: CustomNavigationControllerDelegate())
        #expect(isClose(presentedScale(home.view), 0.1))
        try run.advance(to: 0.3)
        #expect(isClose(presentedScale(home.view), 0.55))
        #expect(isClose(CGFloat(run.presentation(of: next.view).opacity), 0.5))
        #expect(try run.finish().map(\.title) == ["Home"])
        #expect(home.view.transform == .identity)
        #expect(next.view.alpha == 1)
    }

    @Test func seed004PushSwingsTheOldScreenAboutItsBottomEdge() throws {
        let home = TitledViewController("Home")
        let next = TitledViewController("Next")
        let run = try TransitionRun.push(next, onto: home, delegate: KeyframeFlipDelegate())

        // The anchor moved to the bottom centre and the frame stayed.
        #expect(home.view.layer.anchorPoint == CGPoint(x: 0.5, y: 1))
        #expect(home.view.layer.position == CGPoint(x: 195, y: 844))
        #expect(isClose(presentedFrame(home.view), CGRect(x: 0, y: 0, width: 390, height: 844)))
        // New screen below the old one.
        #expect(home.view.superview?.subviews.last === home.view)

        // Keyframe time 0.65 is reached when ease-in-out(t / 3) = 0.65.
        let quarterTurn = 3 * easeInOutTime(reaching: 0.65)
        #expect(abs(quarterTurn - 1.766) < 0.001)
        try run.advance(to: quarterTurn)
        #expect(isClose(presentedAngle(home.view), .pi / 2, 1e-4))
        // A positive angle turns clockwise on screen (y grows downwards): at π/2 about the
        // bottom centre (195, 844) the screen's top swings to the right and it lies on its side:
        // x 195 … 195 + 844, y 844 − 195 … 844 + 195.
        #expect(isClose(presentedFrame(home.view), CGRect(x: 195, y: 844 - 195, width: 844, height: 390)))

        try run.advance(to: 3 - 0.001)
        #expect(isClose(abs(presentedAngle(home.view)), .pi, 1e-3))
        #expect(run.isComplete == false)
        #expect(try run.finish().map(\.title) == ["Home", "Next"])
        #expect(isClose(run.time, 3, 1e-9))
        #expect(isClose(abs(home.view.transform.rotationAngleForTests), .pi, 1e-9))
        #expect(home.view.superview == nil, "the completion removed it")
        // The second keyframe (0.65 + 1.0) overran 1 and was reported.
        #expect(run.diagnostics.contains { $0.kind == .keyframeOutOfRange })
    }

    @Test func seed004PopEndsWithTheRevealedScreenUpright() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = KeyframeFlipDelegate()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let next = TitledViewController("Next")
        navigation.pushViewController(next, animated: true)
        AnimationEngine.shared.advance(by: 3)
        navigation.popViewController(animated: true)
        let engine = AnimationEngine.shared
        let container = home.view.superview
        // Snapshot of the popped screen below Home; the real view gone.
        #expect(next.view.superview == nil)
        #expect(container?.subviews.count == 2, "\(container?.subviews.map { String(describing: type(of: $0)) } ?? [])")
        #expect(container?.subviews.last === home.view)
        // Home still carries π: presentation starts there.
        #expect(isClose(abs(presentedAngle(home.view)), .pi, 1e-6))
        engine.advance(by: 3 * easeInOutTime(reaching: 0.65))
        // π + π/2 = 3π/2, which atan2 names −π/2.
        #expect(isClose(presentedAngle(home.view), -.pi / 2, 1e-4))
        engine.advance(by: 3)
        #expect(home.view.transform.isEffectivelyIdentityForTests)
        #expect(isClose(home.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844), 1e-6))
        #expect(container?.subviews.count == 1, "the snapshot is gone")
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        _ = window
    }
}

extension CGAffineTransform {
    var rotationAngleForTests: CGFloat { atan2(b, a) }
    var isEffectivelyIdentityForTests: Bool {
        abs(a - 1) < 1e-9 && abs(b) < 1e-9 && abs(c) < 1e-9 && abs(d - 1) < 1e-9 && abs(tx) < 1e-6 && abs(ty) < 1e-6
    }
}
