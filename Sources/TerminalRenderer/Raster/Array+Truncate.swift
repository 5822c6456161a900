extension Array {
    /// Removes the elements from index `count` on. Writes nothing when there are none: a
    /// `removeSubrange` of an empty range still makes the buffer unique, which copies it while
    /// a view record shares it (`ViewRecord.clipShapes`, `CoverageContent.masks` are the
    /// rasteriser's stacks as they stood) — an allocation per view per frame. Ours.
    mutating func truncate(to count: Int) {
        guard self.count > count else { return }
        removeSubrange(count...)
    }
}
