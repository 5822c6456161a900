extension Array {
    /// Adds `element` to at most `limit` elements kept for their size (`size`, e.g. cells):
    /// appended while there is room; when full, it takes the place of the smallest if it is
    /// larger — that one leaves, the others keep their order and `element` goes last. Nothing
    /// is kept when `limit` is 0 or less. Ours (the covers of `Rasterizer.dropCovered` and
    /// `OcclusionCulling`).
    mutating func keepLargest(_ element: Element, limit: Int, size: (Element) -> Int) {
        guard limit > 0 else { return }
        guard count >= limit else {
            append(element)
            return
        }
        guard let smallest = indices.min(by: { size(self[$0]) < size(self[$1]) }), size(self[smallest]) < size(element)
        else { return }
        remove(at: smallest)
        append(element)
    }
}
