import Animators
import Playground
import TransitionKit

/// A bench case for `--views`: the catalogue's screens with a Home screen of many rows, or
/// with views added to it that draw nothing on screen — what a frame must cost no more for
/// (issue 12: within 20 % of the 6-row Home screen). Ours.
@MainActor
struct ViewCountCase {
    /// The name in the report.
    let name: String
    /// The screens.
    let catalog: ScreenCatalog
    /// Adds the case's views to the session's Home screen before the first frame.
    let prepare: (PlaygroundSession) -> Void

    /// Views per kind of view that draws nothing: 40 cards of 25 views (a card, its label and
    /// 23 boxes).
    static let viewsPerKind = 40 * 25

    /// The cases, the built-in screens first (whose Home screen has 6 rows): Home with 1 000
    /// rows; with them, 4 000 views that draw nothing — hidden, in a transparent (alpha 0)
    /// container, off the screen, clipped away by a `clipsToBounds` ancestor; and 1 000 views
    /// under an opaque view that covers them.
    static func all(builtIn assets: PlaygroundAssets) -> [ViewCountCase] {
        let builtIn = ScreenCatalog(assets: assets)
        let many = ScreenCatalog(assets: withHomeRows(1000, assets))
        return [
            ViewCountCase(name: "Home, 6 rows", catalog: builtIn) { _ in },
            ViewCountCase(name: "Home, 1000 rows", catalog: many) { _ in },
            ViewCountCase(name: "1000 rows + 4000 hidden, alpha 0, off-screen, clipped views", catalog: many) {
                addInvisibleViews(to: $0)
            },
            ViewCountCase(name: "1000 rows + 1000 covered views", catalog: many) { addCoveredViews(to: $0) },
        ]
    }

    /// `assets` with the root screen's rows repeated (numbered) up to `count`.
    private static func withHomeRows(_ count: Int, _ assets: PlaygroundAssets) -> PlaygroundAssets {
        let document = assets.document
        let screens = document.screens.map { screen -> Screen in
            guard screen.id == document.root, case .rows(let rows) = screen.content, !rows.isEmpty else {
                return screen
            }
            let more = (0..<count).map { index -> ScreenRow in
                let row = rows[index % rows.count]
                return index < rows.count
                    ? row : ScreenRow(title: "\(row.title) \(index + 1)", subtitle: row.subtitle, push: row.push)
            }
            return Screen(
                id: screen.id, title: screen.title, colors: screen.colors, push: screen.push, present: screen.present,
                content: .rows(more))
        }
        let changed =
            document.tabs.isEmpty
            ? ScreenDocument(
                version: document.version, root: document.root, detail: document.detail, present: document.present,
                screens: screens)
            : ScreenDocument(
                version: document.version, tabs: document.tabs, detail: document.detail, present: document.present,
                screens: screens)
        return PlaygroundAssets(
            source: assets.source, screensFile: assets.screensFile, document: changed, images: assets.images)
    }

    /// The Home screen's view (the root of the shown navigation stack).
    private static func home(_ session: PlaygroundSession) -> UIView? {
        session.navigationController.viewControllers.first?.view
    }

    /// 40 cards of 25 views in `container`, each card 120 × 60 points, in rows of 3.
    private static func addCards(to container: UIView, hidingEach: Bool = false) {
        for index in 0..<40 {
            let card = UIView(
                frame: CGRect(
                    x: CGFloat(index % 3) * 125, y: CGFloat(index / 3) * 65, width: 120, height: 60))
            card.backgroundColor = .systemTeal
            card.layer.cornerRadius = 8
            card.isHidden = hidingEach
            let label = UILabel(frame: CGRect(x: 8, y: 4, width: 104, height: 20))
            label.text = "Card \(index + 1)"
            label.textColor = .label
            card.addSubview(label)
            for box in 0..<23 {
                let dot = UIView(frame: CGRect(x: 4 + CGFloat(box) * 5, y: 40, width: 4, height: 12))
                dot.backgroundColor = .systemOrange
                card.addSubview(dot)
            }
            container.addSubview(card)
        }
    }

    /// Four kinds of 1 000 views that draw nothing: hidden cards, cards in an alpha-0
    /// container, cards in a container wholly left of the screen, and cards inside a
    /// clipping container but outside its bounds (a list scrolled past them).
    private static func addInvisibleViews(to session: PlaygroundSession) {
        guard let home = home(session) else { return }
        let width = home.bounds.width
        let hidden = UIView(frame: home.bounds)
        addCards(to: hidden, hidingEach: true)
        let transparent = UIView(frame: home.bounds)
        transparent.alpha = 0
        addCards(to: transparent)
        let offScreen = UIView(frame: CGRect(x: -2 * width, y: 0, width: width, height: home.bounds.height))
        addCards(to: offScreen)
        let clipping = UIView(frame: CGRect(x: 0, y: 100, width: width, height: 40))
        clipping.clipsToBounds = true
        let scrolled = UIView(frame: CGRect(x: 0, y: 60, width: width, height: 900))
        addCards(to: scrolled)
        clipping.addSubview(scrolled)
        for container in [hidden, transparent, offScreen, clipping] {
            container.isUserInteractionEnabled = false
            home.addSubview(container)
        }
    }

    /// 1 000 views (40 cards) under an opaque view of the Home screen's colour that covers
    /// them all.
    private static func addCoveredViews(to session: PlaygroundSession) {
        guard let home = home(session) else { return }
        let covered = UIView(frame: home.bounds)
        covered.isUserInteractionEnabled = false
        addCards(to: covered)
        let cover = UIView(frame: home.bounds)
        cover.isUserInteractionEnabled = false
        cover.backgroundColor = home.backgroundColor
        home.insertSubview(covered, at: 0)
        home.insertSubview(cover, aboveSubview: covered)
    }
}
