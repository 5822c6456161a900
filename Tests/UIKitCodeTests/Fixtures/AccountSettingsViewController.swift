// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// Written as iOS code in Swift 6 mode is written: a settings list whose title is long, pushing
// an "Alerts" screen with a small badge label sized to its text with `sizeToFit()`. The back
// button on Alerts is left to UIKit ("‹ Account Settings" where it fits, else "‹ Back", else
// the chevron). Edits from the iOS file: `import UIKit` became `import TransitionKit`.
import TransitionKit

final class AccountSettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account Settings"
        view.backgroundColor = .systemGroupedBackground
    }

    func showAlerts() {
        navigationController?.pushViewController(AlertsViewController(), animated: false)
    }
}

final class AlertsViewController: UIViewController {
    let badgeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Alerts"
        view.backgroundColor = .systemBackground

        badgeLabel.text = "3 new"
        badgeLabel.font = .preferredFont(forTextStyle: .caption1)
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.textColor = .white
        badgeLabel.sizeToFit()
        badgeLabel.frame.origin = CGPoint(x: 20, y: 120)
        view.addSubview(badgeLabel)
    }
}
