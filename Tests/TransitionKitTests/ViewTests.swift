import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// View geometry, hierarchy and snapshots, checked against UIKit's documented behaviour.
@MainActor
@Suite struct ViewTests {
    @Test func frameIsDerivedFromCenterBoundsAndTransform() {
        _ = freshEngine()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the centre: 200 × 100 around (60, 45).
        #expect(view.layer.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test func anchorPointChangeKeepsPositionSoTheFrameMoves() {
        _ = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        #expect(view.layer.position == CGPoint(x: 195, y: 422))
        // The bottom centre now sits at (195, 422): the frame moved up by 422.
        #expect(view.frame == CGRect(x: 0, y: -422, width: 390, height: 844))
    }

    @Test func readingOrSettingFrameWhileTransformedIsReported() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        _ = view.frame
        #expect(engine.diagnostics.last?.kind == .frameWhileTransformed)
        #expect(engine.diagnostics.last?.message.hasPrefix("read frame of a UIView") == true)
        view.frame = .zero
        #expect(engine.diagnostics.last?.message.hasPrefix("set frame") == true)
    }

    @Test func mistakesInsideAnAnimatorNameIt() {
        let home = UIViewController()
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        final class Skewed: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            {
                0
            }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                guard let toView = ctx.view(forKey: .to) else { return }
                ctx.containerView.addSubview(toView)
                toView.transform = CGAffineTransform(rotationAngle: 0.1)
                toView.frame = ctx.containerView.bounds
                toView.transform = .identity
                ctx.completeTransition(true)
            }
        }
        let delegate = NamedAnimatorDelegate(animator: Skewed())
        navigation.delegate = delegate
        navigation.pushViewController(UIViewController(), animated: true)
        let diagnostic = AnimationEngine.shared.diagnostics.last
        #expect(diagnostic?.kind == .frameWhileTransformed)
        #expect(
            diagnostic?.message.hasPrefix("Skewed.animateTransition(using:): set frame of the view of UIViewController")
                == true)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func hierarchyOperationsKeepOrderAndLayers() {
        _ = freshEngine()
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        parent.sendSubviewToBack(a)
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        parent.addSubview(a)  // re-adding moves to the front
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map { ObjectIdentifier($0.layer) })
        let other = UIView()
        other.addSubview(b)
        #expect(parent.subviews.count == 2)
        #expect(b.superview === other)
        b.removeFromSuperview()
        #expect(b.superview == nil)
        #expect(other.subviews.isEmpty)
    }

    @Test func convertGoesThroughTransformsAndAnchors() {
        _ = freshEngine()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let outer = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 110, y: 210))
        outer.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotated about its centre (150, 250): local (10, 10) is (−40, −40) from the centre,
        // turned clockwise by π/2 → (40, −40) → (190, 210).
        #expect(isClose(inner.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 190, y: 210), 1e-9))
        #expect(isClose(inner.convert(CGPoint(x: 190, y: 210), from: nil), .zero, 1e-9))
        #expect(window.hitTest(CGPoint(x: 185, y: 215), with: nil) === inner)
    }

    @Test func snapshotFreezesWhatIsOnScreen() throws {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        view.backgroundColor = .systemBlue
        view.transform = CGAffineTransform(rotationAngle: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        view.addSubview(label)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { label.alpha = 0 })
        engine.advance(by: 0.5)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(
            snapshot.frame == CGRect(x: 0, y: 0, width: 200, height: 100), "bounds size at the origin, untransformed")
        #expect(snapshot.backgroundColor == .systemBlue)
        let copy = try #require(snapshot.subviews.first as? UILabel)
        #expect(copy.text == "Hello")
        #expect(isClose(copy.alpha, 0.5, 1e-6), "the on-screen alpha, frozen")
        engine.advance(by: 1)
        #expect(isClose(copy.alpha, 0.5, 1e-6))
    }

    @Test func viewControllerLoadsItsViewLazily() {
        _ = freshEngine()
        final class Screen: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let screen = Screen()
        #expect(screen.isViewLoaded == false)
        _ = screen.view
        _ = screen.view
        #expect(screen.loads == 1)
        #expect(screen.view.frame == UIScreen.main.bounds)
    }

    @Test func colorsAndImages() throws {
        var red: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(&red, green: nil, blue: nil, alpha: &alpha))
        #expect(red == 0 && alpha == 1)
        #expect(UIColor.named["systemTeal"] == .systemTeal)
        let ppm = Data("P6 2 1 255\n".utf8) + Data([255, 0, 0, 0, 0, 255])
        let image = try #require(UIImage(data: ppm))
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.cgImage?.pixel(x: 1, y: 0).blue == 1)
        #expect(throws: ImageDecodingError(reason: "expected height, found end of data", offset: 5)) {
            try NetpbmDecoder.decode(Data("P6 2 ".utf8))
        }
        let pam =
            Data("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8) + Data([1, 2, 3, 4])
        #expect(try NetpbmDecoder.decode(pam).pixelData == [1, 2, 3, 4])
    }
}

/// A delegate that always hands out `animator`.
@MainActor
final class NamedAnimatorDelegate: UINavigationControllerDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}
