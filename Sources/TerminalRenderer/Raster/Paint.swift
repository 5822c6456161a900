/// A colour with an opacity (0…1), as read from a `backgroundColor`, `borderColor` or text
/// colour before the view's own opacity applies. Ours.
struct Paint: Equatable, Sendable {
    var color: RGB
    var alpha: Double
}
