// Written as iOS code in Swift 5 mode is written: a `CABasicAnimation` subclass that sets
// itself up in `override init()` (with the `required init?(coder:)` Xcode adds), and a plain
// NSObject delegate that tells animations apart by a key-value-coded tag in
// `animationDidStop(_:finished:)`. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

class PulseAnimation: CABasicAnimation {
    override init() {
        super.init()
        keyPath = "transform.scale"
        fromValue = 1.0
        toValue = 1.2
        duration = 0.25
        autoreverses = true
        repeatCount = 2
        setValue("pulse", forKey: "animationID")
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class PulseCoordinator: NSObject, CAAnimationDelegate {
    private(set) var finishedIDs: [String] = []
    private(set) var pulsedLayers: [CALayer] = []

    func pulse(_ view: UIView) {
        let pulse = PulseAnimation()
        pulse.delegate = self
        pulse.setValue(view.layer, forKey: "layer")
        view.layer.add(pulse, forKey: "pulse")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, let id = anim.value(forKey: "animationID") as? String else { return }
        finishedIDs.append(id)
        if let layer = anim.value(forKey: "layer") as? CALayer {
            pulsedLayers.append(layer)
        }
    }
}
