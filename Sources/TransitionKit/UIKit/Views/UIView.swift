import Foundation

/// A rectangular region of the screen, as UIKit's `UIView`: geometry, appearance and a
/// hierarchy of subviews, backed by a `CALayer` that holds the values.
///
/// Geometry is in points in the superview's coordinate space (y grows downwards). `frame` is
/// derived from `center`, `bounds`, `transform` and the layer's anchor point; while the
/// transform is not the identity it is undefined in UIKit, and here reading or setting it then
/// reports a `frame-while-transformed` diagnostic (ours). Properties set inside
/// `UIView.animate…` blocks animate; the values on screen are `layer.presentation()`.
/// Source: Apple's UIKit documentation for `UIView`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of the layer created for each instance (UIKit's `layerClass`); a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer, which holds geometry, appearance and animations.
    public let layer: CALayer

    /// The view this one is a subview of; nil for a root (held weakly).
    public private(set) weak var superview: UIView?
    /// Subviews, back to front.
    public private(set) var subviews: [UIView] = []

    /// The view controller whose root view this is (UIKit keeps it as the next responder).
    weak var owningViewController: UIViewController?

    private var needsLayout = true
    private var assignedSafeAreaInsets: UIEdgeInsets?

    /// Creates a view with frame `frame`, in points, in its future superview's coordinates.
    public init(frame: CGRect) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        layer.frame = frame  // before the layer knows its view: never animated
        super.init()
        layer.owningView = self
    }

    /// Views are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, in points. Setting it sets
    /// `center` and `bounds.size`. Undefined while `transform` is not the identity.
    open var frame: CGRect {
        get {
            if !layer.transform.isEffectivelyIdentity { reportTransformedFrame(reading: true) }
            return layer.frame
        }
        set {
            if !layer.transform.isEffectivelyIdentity { reportTransformedFrame(reading: false) }
            layer.frame = newValue
        }
    }

    /// The view's own coordinate space: origin (usually .zero) and size, in points.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the frame (the layer's `position`) in the superview's coordinates, points.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The affine transform applied about the layer's anchor point (centre by default): the
    /// affine part of `layer.transform`, which setting replaces whole. Animatable.
    /// Source: Apple's UIKit documentation for `transform`.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's 3-D transform (`layer.transform`), applied about the anchor point.
    /// Animatable. Source: Apple's UIKit documentation for `transform3D` (iOS 13).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// Opacity, 0…1 (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view (and its subviews) is hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The fill colour; nil is transparent. Read from and written to the layer's
    /// `backgroundColor` (UIKit keeps no separate copy), so a value the layer gets directly —
    /// such as an interactive cancel putting an animation back — is what this returns.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// An integer you can use to find the view (`viewWithTag(_:)`).
    open var tag = 0
    /// Whether the view takes part in hit-testing.
    open var isUserInteractionEnabled = true
    /// How content is fitted into the bounds (used by image views).
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// The tint colour (stored; system blue when unset).
    open var tintColor: UIColor! = .systemBlue
    /// An identifier for tests and diagnostics.
    open var accessibilityIdentifier: String?

    // MARK: Hierarchy

    /// The view controller whose root view this is, else the superview (UIKit's responder chain).
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, first removing it from its old superview. A
    /// view that is already a subview moves to the front.
    open func addSubview(_ view: UIView) {
        insert(view, at: subviews.filter { $0 !== view }.count)
    }

    /// Inserts `view` at `index` in `subviews` (0 = back); indices past the end append.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview` (appends if it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        if view === siblingSubview { return }
        let others = subviews.filter { $0 !== view }
        let index = others.firstIndex(where: { $0 === siblingSubview }) ?? others.count
        insert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview` (appends if it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        if view === siblingSubview { return }
        let others = subviews.filter { $0 !== view }
        let index = others.firstIndex(where: { $0 === siblingSubview }).map { $0 + 1 } ?? others.count
        insert(view, at: index)
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        syncSublayers()
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        syncSublayers()
    }

    /// Swaps the subviews at `index1` and `index2`.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        syncSublayers()
    }

    /// Removes the view from its superview. Running animations continue.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let movesOutOfWindow = window != nil
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if movesOutOfWindow { notifyWillMove(toWindow: nil) }
        parent.subviews.removeAll { $0 === self }
        parent.syncSublayers()
        superview = nil
        layer.superlayer = nil
        didMoveToSuperview()
        if movesOutOfWindow { notifyDidMoveToWindow() }
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The view or its first descendant (depth first) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to a new superview (nil: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves into or out of a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}

    /// Inserts `view` so that it ends up at `index` among the other subviews (an index into
    /// `subviews` without `view`), moving it if it is already a subview.
    private func insert(_ view: UIView, at index: Int) {
        if view === self { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            syncSublayers()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
            old.syncSublayers()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.layer.superlayer = layer
        syncSublayers()
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.setNeedsLayout()
    }

    private func syncSublayers() {
        let layers = subviews.map(\.layer)
        layer.sublayers = layers.isEmpty ? nil : layers
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    // MARK: Layout

    /// Marks the view as needing `layoutSubviews()` before it is next drawn.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the view now if it needs it, then its subviews (depth first). A view
    /// controller's root view calls the controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` around its `layoutSubviews()`, as UIKit does.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Override to position subviews; the default does nothing.
    open func layoutSubviews() {}

    /// The insets, in points, that bars and the screen's rounded corners cover: set by the
    /// window and containers for their root views, derived from the superview for others.
    open var safeAreaInsets: UIEdgeInsets {
        if let assigned = assignedSafeAreaInsets { return assigned }
        guard let parent = superview else { return .zero }
        let outer = parent.safeAreaInsets
        let f = layer.frame
        let size = parent.bounds.size
        return UIEdgeInsets(
            top: max(0, outer.top - f.minY), left: max(0, outer.left - f.minX),
            bottom: max(0, outer.bottom - (size.height - f.maxY)), right: max(0, outer.right - (size.width - f.maxX)))
    }

    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}

    func assignSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard assignedSafeAreaInsets != insets else { return }
        assignedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    // MARK: Coordinates

    /// Maps `point` from this view's coordinates to `view`'s (nil: the window's), through the
    /// model geometry of both views' ancestors.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = point.applying(transformToRoot)
        guard let view else { return inRoot }
        return inRoot.applying(view.transformToRoot.inverted())
    }

    /// Maps `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    /// Maps `rect` to `view`'s coordinates (nil: the window's): the bounding box of its corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toRoot = transformToRoot
        let fromRoot = view?.transformToRoot.inverted() ?? .identity
        return rect.applying(toRoot.concatenating(fromRoot))
    }

    /// Maps `rect` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let toRoot = view?.transformToRoot ?? .identity
        return rect.applying(toRoot.concatenating(transformToRoot.inverted()))
    }

    /// Maps this view's coordinates to the topmost ancestor's (the window's, when in one).
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current, let parent = view.superview {
            result = result.concatenating(view.layer.transformToSuperlayer)
            current = parent
        }
        return result
    }

    // MARK: Hit-testing

    /// The farthest descendant containing `point` (in this view's coordinates) that is
    /// visible and interactive, front to back; nil if none.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = point.applying(subview.layer.transformToSuperlayer.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Snapshots

    /// A view of the right kind carrying this view's content, for snapshots (none for a plain
    /// view; labels and image views copy their text and image).
    func makeContentCopy() -> UIView {
        UIView(frame: .zero)
    }

    // MARK: Diagnostics

    private func reportTransformedFrame(reading: Bool) {
        AnimationEngine.shared.diagnostics.reportFromAnimatorCode(
            .frameWhileTransformed,
            "\(reading ? "read" : "set") frame of \(debugName) while its transform is not the identity "
                + "(UIKit leaves frame undefined then): use bounds and center, or reset transform first.")
    }

    /// A short name for messages: the owning view controller's class and title, or the class.
    var debugName: String {
        if let controller = owningViewController { return "the view of \(controller.debugName)" }
        if let identifier = accessibilityIdentifier { return "\(String(describing: type(of: self))) “\(identifier)”" }
        return "a \(String(describing: type(of: self)))"
    }
}

extension CGAffineTransform {
    /// Whether every entry is within 1e-9 (translation 1e-6 points) of the identity's: a
    /// rotation by 2π counts as the identity (`CATransform3D.isEffectivelyIdentity`).
    var isEffectivelyIdentity: Bool {
        CATransform3DMakeAffineTransform(self).isEffectivelyIdentity
    }
}
