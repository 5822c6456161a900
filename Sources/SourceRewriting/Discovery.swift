/// What `TransitionDiscovery.discover(in:)` found in a user's files: the catalogue entries
/// pushpop can make, and the types it cannot run, with why. Ours.
public struct Discovery: Equatable, Sendable {
    /// The entries, in the order of the files and of the types' places in them.
    public let entries: [DiscoveredTransition]
    /// The types refused, in the same order.
    public let refusals: [DiscoveryRefusal]

    /// `entries` and `refusals`.
    public init(entries: [DiscoveredTransition], refusals: [DiscoveryRefusal]) {
        self.entries = entries
        self.refusals = refusals
    }
}
