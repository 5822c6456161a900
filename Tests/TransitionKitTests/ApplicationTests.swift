import Foundation
import TestSupport
import Testing
import TransitionKit

/// `UIScreen`, `UIApplication` and its scene: the values follow UIKit's documentation (the key
/// window is the last one made key; the screen's bounds are the key window's).
@MainActor
@Suite struct ApplicationTests {
    /// Calls the API iOS marks deprecated (`windows`, `keyWindow`, ignoring interaction events)
    /// as iOS code still does; the test is deprecated too so that the calls do not warn here.
    @available(*, deprecated)
    @Test func keyWindowWindowsAndScreen() {
        _ = freshEngine()
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        small.makeKeyAndVisible()
        #expect(small.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === small)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 320, height: 480), "scale 1")
        #expect(UIScreen.main.scale == 1 && UIScreen.main.nativeScale == 1)

        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let windows = UIApplication.shared.windows
        let smallIndex = windows.firstIndex { $0 === small }
        let phoneIndex = windows.firstIndex { $0 === phone }
        #expect(smallIndex != nil && phoneIndex != nil && smallIndex! < phoneIndex!, "creation order, hidden ones too")
        phone.makeKeyAndVisible()
        #expect(!small.isKeyWindow, "one key window at a time")
        #expect(phone.isKeyWindow)
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    }

    @Test func connectedScenesHoldTheWindows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let scenes = UIApplication.shared.connectedScenes
        #expect(scenes.count == 1)
        let scene = scenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        #expect(window.windowScene === scene)
        #expect(scene?.windows.contains { $0 === window } == true)
        #expect(scene?.keyWindow === window)
        // The pattern of iOS 15 code looking for the key window.
        let key = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first { $0.isKeyWindow }
        #expect(key === window)
    }

    @available(*, deprecated)
    @Test func ignoringInteractionEventsNests() {
        let application = UIApplication.shared
        #expect(!application.isIgnoringInteractionEvents)
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents, "two begins, one end")
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents, "an extra end is ignored")
    }

    @Test func smallValueTypes() {
        let vector = CGVector(dx: 3, dy: -4)
        #expect(vector.dx == 3 && vector.dy == -4)
        #expect(CGVector.zero == CGVector(dx: 0.0, dy: 0.0))
        #expect(CGVector() == .zero)
        let interval: CFTimeInterval = CACurrentMediaTime()
        #expect(interval == AnimationEngine.shared.currentTime)

        var path = IndexPath(row: 4, section: 2)
        #expect(path.row == 4 && path.section == 2 && path.item == 4)
        #expect(Array(path) == [2, 4], "Foundation's order: section first")
        path.row = 7
        #expect(path == IndexPath(item: 7, section: 2))
        #expect(IndexPath(item: 1, section: 0) < IndexPath(item: 0, section: 1))
    }

    /// Views, controllers and animations are NSObjects compared by identity: `==` is `===`,
    /// two distinct objects are `!=` even when alike, and they hash consistently (Set,
    /// dictionary keys), as `NSObject`'s `isEqual(_:)` and `hash` give on iOS.
    @Test func identityEqualityAndHashing() {
        let first = UIViewController()
        let second = UIViewController()
        #expect(first == first)
        #expect(first != second)
        let controllers: [UIViewController] = [first, second]
        #expect(controllers.firstIndex(of: second) == 1)
        var seen: [UIViewController: String] = [first: "first"]
        seen[second] = "second"
        #expect(seen[first] == "first" && seen.count == 2)

        let view = UIView(frame: .zero)
        let twin = UIView(frame: .zero)
        #expect(view != twin)
        #expect(Set([view, twin, view]).count == 2)
        #expect(view.hashValue == view.hashValue)

        let fade = CABasicAnimation(keyPath: "opacity")
        let sameLooking = CABasicAnimation(keyPath: "opacity")
        #expect(fade == fade)
        #expect(fade != sameLooking)
        #expect(Set<CAAnimation>([fade, sameLooking]).count == 2)
        let copy = fade.copy() as? CABasicAnimation
        #expect(copy != nil && copy != fade, "a copy is another object")
    }
}
