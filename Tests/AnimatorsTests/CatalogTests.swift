import Foundation
import TestSupport
import Testing
import TransitionKit

@testable import Animators

/// Every catalogue entry, installed its author's way, pushes and pops without leaking.
@MainActor
@Suite struct CatalogTests {
    @Test func everyEntryReleasesWhatItPopped() {
        for entry in AnimatorCatalog.entries {
            let navigation = entry.makeNavigationController(TitledViewController("Home"))
            let delegate = entry.makeDelegate()
            if let delegate { navigation.delegate = delegate }
            let window = makeWindow(navigation)
            weak var popped: UIViewController?
            do {
                let next = TitledViewController("Next")
                popped = next
                navigation.pushViewController(next, animated: true)
                AnimationEngine.shared.advance(by: 4)
            }
            navigation.popViewController(animated: true)
            if let interaction = (delegate as? InteractivePopDelegate)?.interactionController {
                interaction.update(1)
                interaction.finish()
            }
            AnimationEngine.shared.advance(by: 4)
            #expect(navigation.viewControllers.count == 1, "\(entry.name)")
            #expect(popped == nil, "\(entry.name) keeps the popped screen alive")
            withExtendedLifetime(delegate) {}
            _ = window
        }
    }
}
