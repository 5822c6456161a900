import Foundation

/// The layer tree, as Core Animation's `CALayer` manages it: adding, inserting, replacing and
/// removing sublayers. A view's subview operations use these for the view's layer, so layers a
/// view's code adds directly (a `CAShapeLayer` outline, a plain coloured layer) sit among the
/// subviews' layers in the order they were added, as in UIKit. A layer is in at most one tree:
/// adding it somewhere removes it from its old superlayer. Source: Apple's Core Animation
/// documentation for `CALayer` ("Managing the Layer Hierarchy").
extension CALayer {
    /// Appends `layer` as the frontmost sublayer (moving it to the front if it is one already).
    /// Takes constant time for a layer from elsewhere, however many sublayers there are.
    public func addSublayer(_ layer: CALayer) {
        let others = storedSublayers.count - (layer.superlayer === self ? 1 : 0)
        insertSublayer(layer, at: UInt32(others))
    }

    /// Inserts `layer` at `idx` among the sublayers (0 = back); indices past the end append.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard acceptsSublayer(layer) else { return }
        layer.removeFromSuperlayerKeepingView()
        changeSublayers { $0.insert(layer, at: min(Int(idx), $0.count)) }
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling else { return }
        let others = storedSublayers.filter { $0 !== layer }
        let index = sibling.flatMap { s in others.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling else { return }
        let others = storedSublayers.filter { $0 !== layer }
        let index = sibling.flatMap { s in others.firstIndex { $0 === s }.map { $0 + 1 } } ?? others.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`; nothing
    /// happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayerKeepingView()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer (running animations continue). For a view's layer
    /// use `UIView.removeFromSuperview()`, which also updates `subviews`.
    public func removeFromSuperlayer() {
        removeFromSuperlayerKeepingView()
    }

    /// Detaches from the superlayer's list without telling any view.
    func removeFromSuperlayerKeepingView() {
        guard let parent = superlayer else { return }
        parent.changeSublayers { sublayers in sublayers.removeAll { $0 === self } }
        superlayer = nil
    }

    /// `sublayers`' setter: the old sublayers leave, `layers` join in order.
    func replaceAllSublayers(with layers: [CALayer]) {
        let layers = layers.filter { acceptsSublayer($0) }
        for old in storedSublayers where !layers.contains(where: { $0 === old }) { old.superlayer = nil }
        for layer in layers where layer.superlayer !== self { layer.removeFromSuperlayerKeepingView() }
        changeSublayers { $0 = layers.filter { $0 !== self } }
        for layer in storedSublayers { layer.superlayer = self }
    }

    /// Moves `layer` (a sublayer) to `index` among the sublayers without removing it from the
    /// tree (for view restacking).
    func moveSublayer(_ layer: CALayer, to index: Int) {
        guard let current = storedSublayers.firstIndex(where: { $0 === layer }) else { return }
        changeSublayers {
            $0.remove(at: current)
            $0.insert(layer, at: min(max(index, 0), $0.count))
        }
    }

    /// Whether `layer` may become a sublayer: not this layer nor one of its ancestors, which
    /// would make the tree a cycle. When it may not, a `hierarchy-cycle` diagnostic names both
    /// and the caller changes nothing (Core Animation raises "layer is a part of cycle in its
    /// layer tree"; ours: refused, so the playground never walks a cycle).
    func acceptsSublayer(_ layer: CALayer) -> Bool {
        guard isInSuperlayerChain(of: layer) else { return true }
        AnimationEngine.shared.diagnostics.reportFromAnimatorCode(
            .hierarchyCycle,
            "\(layer.hierarchyName) was added to \(layer === self ? "itself" : hierarchyName + ", which is inside it") "
                + "(iOS raises: a cycle in the layer tree); nothing was changed.")
        return false
    }

    /// Whether `ancestor` is this layer or one of its superlayers.
    func isInSuperlayerChain(of ancestor: CALayer) -> Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.superlayer
        }
        return false
    }

    /// A short name for messages: the owning view's, else the layer's class.
    var hierarchyName: String {
        owningView?.debugName ?? "a \(String(describing: type(of: self)))"
    }
}
