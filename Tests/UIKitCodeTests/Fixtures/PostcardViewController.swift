// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// Written as iOS code in Swift 6 mode is written: a postcard you drag down to throw away (a
// pan following the finger, springing back unless dragged far or flicked), swipe left to see
// the next one, and a Close button with an iOS 14 UIAction. Edits from the iOS file: `import
// UIKit` became `import TransitionKit`, and the two `#selector(…)`s became `Selector(Self.…)`
// with their `@objc` dropped (Linux has no Objective-C runtime).
import TransitionKit

final class PostcardViewController: UIViewController {
    let cardView = UIView()
    let cityLabel = UILabel()
    let closeButton = UIButton(type: .system)

    let cities = ["Lisbon", "Porto", "Faro"]
    private(set) var currentIndex = 0
    private(set) var discardedCount = 0
    var onClose: (() -> Void)?

    private var restingCenter: CGPoint = .zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        cardView.frame = CGRect(x: 40, y: 200, width: view.bounds.width - 80, height: 400)
        cardView.backgroundColor = .systemTeal
        cardView.layer.cornerRadius = 16
        view.addSubview(cardView)

        cityLabel.frame = cardView.bounds
        cityLabel.textAlignment = .center
        cityLabel.text = cities[currentIndex]
        cardView.addSubview(cityLabel)

        let pan = UIPanGestureRecognizer(target: self, action: Selector(Self.handlePan(_:)))
        cardView.addGestureRecognizer(pan)

        let swipe = UISwipeGestureRecognizer(target: self, action: Selector(Self.showNextCity))
        swipe.direction = .left
        view.addGestureRecognizer(swipe)

        closeButton.setTitle("Close", for: .normal)
        closeButton.frame = CGRect(x: 20, y: 60, width: 80, height: 44)
        closeButton.addAction(UIAction { [weak self] _ in
            self?.onClose?()
        }, for: .touchUpInside)
        view.addSubview(closeButton)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began:
            restingCenter = cardView.center
        case .changed:
            cardView.center = CGPoint(x: restingCenter.x, y: restingCenter.y + max(translation.y, 0))
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view)
            if translation.y > 150 || velocity.y > 1000 {
                throwCardAway()
            } else {
                UIView.animate(withDuration: 0.3) {
                    self.cardView.center = self.restingCenter
                }
            }
        default:
            break
        }
    }

    func showNextCity() {
        currentIndex = (currentIndex + 1) % cities.count
        cityLabel.text = cities[currentIndex]
    }

    private func throwCardAway() {
        UIView.animate(withDuration: 0.25, animations: {
            self.cardView.center.y += self.view.bounds.height
            self.cardView.alpha = 0
        }, completion: { _ in
            self.discardedCount += 1
        })
    }
}
