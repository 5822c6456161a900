import Foundation
import TestSupport
import Testing
import TransitionKit

/// The half sheet of Fixtures/HalfSheetPresentation.swift (Swift 6 mode): frames and the
/// dimming at chosen times, worked by hand.
@MainActor
@Suite struct HalfSheetTests {
    /// Ease-out is the cubic Bézier (0, 0, 0.58, 1).
    private func easeOut(_ x: Double) -> Double { bezierProgress(x, 0, 0, 0.58, 1) }

    @Test func presentsTheBottomHalfOverADimmedList() throws {
        let list = ListViewController()
        let window = makeWindow(list)
        defer { withExtendedLifetime(window) {} }
        let filters = list.showFilters()
        let controller = try #require(list.sheetTransition.lastPresentationController)
        // The container fills the 390 × 844 window; the sheet is (844 · 0.5).rounded() = 422 tall
        // at y = 844 − 422 = 422, and starts one container height down, at y = 844.
        #expect(controller.frameOfPresentedViewInContainerView == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(isClose(presentedFrame(filters.view).minY, 844))
        #expect(controller.dimmingSuperview === controller.containerView)
        // Half-way through the 0.4 s: the sheet's ease-out is at easeOut(0.5); the dimming runs
        // alongside with the default ease-in-out, at 0.5 (symmetric).
        AnimationEngine.shared.advance(by: 0.2)
        let y = 844 - 422 * easeOut(0.5)
        #expect(isClose(presentedFrame(filters.view).minY, CGFloat(y), 0.01))
        #expect(isClose(CGFloat(presented(controller.dimmingSuperview?.subviews.first ?? UIView()).opacity), 0.5, 0.01))
        AnimationEngine.shared.advance(by: 0.21)
        #expect(filters.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(controller.dimmingAlpha == 1)
        // The list stays in the window below the container (a custom presentation keeps the
        // presenter's view), rounded top corners on the sheet from containerViewDidLayoutSubviews.
        #expect(list.view.superview === window)
        #expect(filters.view.layer.cornerRadius == 16)
        #expect(list.presentedViewController === filters)

        filters.dismiss(animated: true)
        AnimationEngine.shared.advance(by: 0.41)
        #expect(filters.view.superview == nil)
        #expect(controller.dimmingSuperview == nil)
        #expect(list.presentedViewController == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func aResizeSendsTheSheetItsHalfAndLaysItOutAgain() throws {
        let list = ListViewController()
        let window = makeWindow(list)
        defer { withExtendedLifetime(window) {} }
        let filters = list.showFilters()
        let controller = try #require(list.sheetTransition.lastPresentationController)
        AnimationEngine.shared.advance(by: 0.41)
        // The phone turns: 390 × 844 → 844 × 390. The presentation controller's
        // size(forChildContentContainer:) gives the sheet 844 × (390 · 0.5).rounded() = 844 × 195,
        // and its frame is at y = 390 − 195 = 195; the dimming covers the new 844 × 390 container.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(filters.sizesTransitionedTo == [CGSize(width: 844, height: 195)])
        #expect(controller.containerView?.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(filters.view.frame == CGRect(x: 0, y: 195, width: 844, height: 195))
        #expect(controller.dimmingSuperview?.subviews.first?.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }
}
