import Foundation
import TestSupport
import Testing
import TransitionKit

/// Layout as UIKit runs it and the autoresizing mask. Expected frames are worked by hand from
/// Apple's description of `autoresizingMask`: the change of the superview's size is shared by
/// the flexible parts in proportion to their sizes before it.
@MainActor
@Suite struct LayoutTests {
    /// A view that logs its layout passes.
    final class LoggingView: UIView {
        var log: [String] = []
        var name = ""
        weak var sink: LoggingView?
        override func layoutSubviews() {
            (sink ?? self).log.append(name)
        }
    }

    private func parent(_ mask: UIView.AutoresizingMask) -> (parent: UIView, child: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    @Test func flexibleWidthAndRightMarginShareTheGrowth() {
        let (parent, child) = parent([.flexibleWidth, .flexibleRightMargin])
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        // Width 100 and right margin 300 − 120 = 180 share +100: width + 100·100/280.
        #expect(isClose(child.frame, CGRect(x: 20, y: 30, width: 100 + 10_000.0 / 280, height: 50)))
    }

    @Test func bothMarginsKeepTheViewInProportion() {
        let (parent, child) = parent([.flexibleLeftMargin, .flexibleRightMargin])
        parent.bounds = CGRect(x: 0, y: 0, width: 400, height: 200)
        // Margins 20 and 180 share +100: the left one grows by 100·20/200 = 10.
        #expect(isClose(child.frame, CGRect(x: 30, y: 30, width: 100, height: 50)))
    }

    @Test func topMarginAndHeight() {
        let (parent, child) = parent([.flexibleTopMargin, .flexibleHeight])
        parent.bounds.size.height = 280
        // Top 30 and height 50 share +80: +30 and +50; the bottom margin stays 120.
        #expect(isClose(child.frame, CGRect(x: 20, y: 60, width: 100, height: 100)))
    }

    @Test func fillingViewFollowsTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fill = UIView(frame: parent.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        parent.addSubview(fill)
        parent.addSubview(fixed)
        parent.frame.size = CGSize(width: 390, height: 844)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 40, height: 40), "no mask: unchanged")
        #expect(fixed.translatesAutoresizingMaskIntoConstraints, "UIKit's default, stored")

        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(fill.frame.size == CGSize(width: 390, height: 844), "autoresizesSubviews off")
    }

    /// Resizing inside an animation block animates the subviews' new frames with it: at half of
    /// an ease-in-out animation the progress is exactly ½ (the curve is symmetric).
    @Test func autoresizingAnimatesInsideAnAnimationBlock() {
        let window = makeWindow(UIViewController())
        let (parent, child) = parent([.flexibleWidth])
        window.addSubview(parent)
        UIView.animate(withDuration: 1) {
            parent.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        }
        #expect(child.frame.width == 200, "the model changes at once: +100 all to the width")
        AnimationEngine.shared.advance(by: 0.5)
        #expect(isClose(presented(child).bounds.width, 150))
    }

    /// `setNeedsLayout()` is answered by the engine's layout pass at the end of the next frame
    /// in a visible window; `layoutIfNeeded()` lays out the ancestors that need it first.
    @Test func layoutPassesRunAsUIKitRunsThem() {
        let window = makeWindow(UIViewController())
        let outer = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        outer.name = "outer"
        inner.name = "inner"
        inner.sink = outer
        outer.addSubview(inner)
        window.addSubview(outer)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        #expect(outer.log == ["outer", "inner"], "new views are laid out in the next frame, outer first")

        outer.log.removeAll()
        AnimationEngine.shared.advance(by: 1.0 / 60)
        #expect(outer.log.isEmpty, "nothing needs layout")

        outer.setNeedsLayout()
        inner.setNeedsLayout()
        inner.layoutIfNeeded()
        #expect(outer.log == ["outer", "inner"], "the ancestor that needs layout goes first")

        outer.log.removeAll()
        inner.bounds.size = CGSize(width: 60, height: 60)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        #expect(outer.log == ["inner"], "a new size needs layout")

        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let unseen = LoggingView(frame: .zero)
        hidden.addSubview(unseen)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        #expect(unseen.log.isEmpty, "a hidden window is not laid out")
    }

    /// A pass goes down only where something needs layout, and still reaches every view that
    /// does: root ⊃ (a ⊃ a1, b). After the first pass (all four, depth first), only a1
    /// needing layout lays out a1 alone; a view that needs layout moved in with its subtree
    /// from a parent outside the tree (moved ⊃ deep, both new) is laid out with it, moved
    /// first; and nothing at all runs once nothing needs layout.
    @Test func passesReachEveryViewThatNeedsLayoutAndOnlyThose() {
        func view(_ name: String, sink: LoggingView?) -> LoggingView {
            let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.name = name
            view.sink = sink
            return view
        }
        let root = view("root", sink: nil)
        let a = view("a", sink: root)
        let a1 = view("a1", sink: root)
        let b = view("b", sink: root)
        a.addSubview(a1)
        root.addSubview(a)
        root.addSubview(b)
        root.layoutIfNeeded()
        #expect(root.log == ["root", "a", "a1", "b"])

        root.log.removeAll()
        a1.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.log == ["a1"])

        root.log.removeAll()
        let outside = UIView(frame: .zero)
        let moved = view("moved", sink: root)
        let deep = view("deep", sink: root)
        moved.addSubview(deep)
        outside.addSubview(moved)
        b.addSubview(moved)
        root.layoutIfNeeded()
        #expect(root.log == ["moved", "deep"])

        root.log.removeAll()
        root.layoutIfNeeded()
        #expect(root.log.isEmpty)
    }
}
