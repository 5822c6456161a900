// Written as iOS code in Swift 6 language mode is written: a screen whose progress bar is
// driven frame by frame by a `CADisplayLink`, timed with `CACurrentMediaTime()`. Only
// `import UIKit` became `import TransitionKit`, and the selector: iOS names the method with
// `#selector(updateProgress)` and marks it `@objc`; Linux has no selectors, so the method is
// named by reference (`UploadProgressViewController.updateProgress`).
import TransitionKit

final class UploadProgressViewController: UIViewController {
    let track = UIView()
    let bar = UIView()
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private let uploadDuration: CFTimeInterval = 2
    private(set) var isComplete = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        track.frame = CGRect(x: 20, y: 400, width: view.bounds.width - 40, height: 8)
        track.backgroundColor = .systemGray
        track.layer.cornerRadius = 4
        track.clipsToBounds = true
        track.autoresizingMask = [.flexibleWidth]
        bar.frame = CGRect(x: 0, y: 0, width: 0, height: 8)
        bar.backgroundColor = .systemBlue
        track.addSubview(bar)
        view.addSubview(track)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startTime = CACurrentMediaTime()
        let link = CADisplayLink(target: self, selector: UploadProgressViewController.updateProgress)
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayLink?.invalidate()
        displayLink = nil
    }

    func updateProgress(_ link: CADisplayLink) {
        let progress = min((link.timestamp - startTime) / uploadDuration, 1)
        bar.frame.size.width = track.bounds.width * CGFloat(progress)
        if progress >= 1 {
            isComplete = true
            link.invalidate()
            displayLink = nil
        }
    }
}
