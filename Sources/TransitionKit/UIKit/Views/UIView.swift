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

    /// The view this one is a subview of: the view whose layer is this layer's superlayer, as
    /// in UIKit; nil for a root.
    public var superview: UIView? { layer.superlayer?.owningView }

    /// Subviews, back to front: the views whose layers are this layer's sublayers, in the
    /// sublayers' order (UIKit derives `subviews` from the layer tree, so layers added directly
    /// with `addSublayer` count in the indices of `insertSubview(_:at:)`).
    public var subviews: [UIView] {
        if let cached = subviewsCache { return cached }
        let views = layer.storedSublayers.compactMap(\.owningView)
        subviewsCache = views
        return views
    }
    /// `subviews`, kept until the layer's sublayers change.
    private var subviewsCache: [UIView]?
    /// The subviews this view keeps alive (a layer knows its view only weakly), by identity.
    private var retainedSubviews: [ObjectIdentifier: UIView] = [:]

    /// The view controller whose root view this is (UIKit keeps it as the next responder).
    weak var owningViewController: UIViewController?

    private var needsLayout = true
    /// Whether this view or a view below it may need layout: set up the superview chain by
    /// `setNeedsLayout()` and by a change of subviews, cleared as a layout pass goes down, so
    /// that a pass skips whole subtrees where nothing needs layout. When a view's flag is set,
    /// so are its superviews'. Ours.
    private var subtreeNeedsLayout = true
    private var assignedSafeAreaInsets: UIEdgeInsets?

    /// Creates a view with frame `frame`, in points, in its future superview's coordinates.
    public init(frame: CGRect) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        layer.frame = frame  // before the layer knows its view: never animated
        super.init()
        layer.owningView = self
        layer.backsLabel = self is UILabel
        layer.backsImageView = self is UIImageView
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
        set {
            guard layer.acceptsGeometry("center", newValue.x, newValue.y) else { return }
            layer.position = newValue
        }
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

    /// A view whose coverage clips this view and its subviews (its layer becomes this layer's
    /// `mask`), in this view's bounds coordinates; not in any view hierarchy. Source: Apple's
    /// UIKit documentation for `mask`.
    open var mask: UIView? {
        didSet {
            guard mask !== oldValue else { return }
            layer.mask = mask?.layer
        }
    }

    /// An integer you can use to find the view (`viewWithTag(_:)`).
    open var tag = 0
    /// Whether the view takes part in hit-testing.
    open var isUserInteractionEnabled = true
    // Read by the renderer every frame: `@exclusivity(unchecked)`, as CALayer's values are.
    /// How content is fitted into the bounds (used by image views).
    @exclusivity(unchecked) open var contentMode: UIView.ContentMode = .scaleToFill
    /// The tint colour (stored; system blue when unset).
    open var tintColor: UIColor! = .systemBlue
    /// An identifier for tests and diagnostics.
    open var accessibilityIdentifier: String?
    /// The traits of the view's environment: `UITraitCollection.current` (light, compact width;
    /// ours: there is one environment). Source: Apple's UIKit documentation (`UITraitEnvironment`).
    open var traitCollection: UITraitCollection { .current }
    /// Called when the traits changed: never here, as they do not change (ours).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Whether the view says it is fully opaque (default true). Stored: drawing does not rely
    /// on it; `UIGraphicsBeginImageContextWithOptions(bounds.size, isOpaque, 0)` reads it.
    open var isOpaque = true
    /// How the view is resized when its superview's bounds size changes (default none; see
    /// `UIView.AutoresizingMask`).
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the view resizes its subviews by their `autoresizingMask` when its bounds size
    /// changes (default true).
    open var autoresizesSubviews = true
    /// Whether Auto Layout would turn the autoresizing mask into constraints (default true).
    /// Stored only: TransitionKit has no Auto Layout.
    open var translatesAutoresizingMaskIntoConstraints = true

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

    /// Adds `view` on top of the other subviews (and of every sublayer), first removing it from
    /// its old superview. A view that is already a subview moves to the front.
    open func addSubview(_ view: UIView) {
        adopt(view) { layer.addSublayer(view.layer) }
    }

    /// Inserts `view`'s layer at `index` among this layer's sublayers (0 = back; past the end
    /// appends), as UIKit does: layers added directly with `addSublayer` count in the index.
    open func insertSubview(_ view: UIView, at index: Int) {
        adopt(view) { layer.insertSublayer(view.layer, at: UInt32(clamping: max(index, 0))) }
    }

    /// Inserts `view` just below `siblingSubview` (at the back if it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        if view === siblingSubview { return }
        let sibling = siblingSubview.superview === self ? siblingSubview.layer : nil
        adopt(view) { layer.insertSublayer(view.layer, below: sibling) }
    }

    /// Inserts `view` just above `siblingSubview` (at the front if it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        if view === siblingSubview { return }
        let sibling = siblingSubview.superview === self ? siblingSubview.layer : nil
        adopt(view) { layer.insertSublayer(view.layer, above: sibling) }
    }

    /// Moves `view` in front of every sublayer.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        layer.moveSublayer(view.layer, to: layer.storedSublayers.count)
    }

    /// Moves `view` behind every sublayer (layers added directly included, as in UIKit).
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        layer.moveSublayer(view.layer, to: 0)
    }

    /// Swaps the subviews at `index1` and `index2` (indices into `subviews`), and so their
    /// layers.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let views = subviews
        guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2,
            let layer1 = layer.storedSublayers.firstIndex(where: { $0 === views[index1].layer }),
            let layer2 = layer.storedSublayers.firstIndex(where: { $0 === views[index2].layer })
        else { return }
        layer.changeSublayers { $0.swapAt(layer1, layer2) }
    }

    /// Removes the view from its superview. Running animations continue.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let movesOutOfWindow = window != nil
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if movesOutOfWindow { notifyWillMove(toWindow: nil) }
        layer.removeFromSuperlayerKeepingView()
        didMoveToSuperview()
        if movesOutOfWindow { notifyDidMoveToWindow() }
        parent.retainedSubviews[ObjectIdentifier(self)] = nil
    }

    /// The layer's sublayers changed: `subviews` is read again from them.
    func sublayersDidChange() {
        subviewsCache = nil
        // A new subview may need layout, or hold views that do.
        noteSubtreeNeedsLayout()
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

    /// Makes `view` a subview by running `placeLayer` (which puts its layer in this layer's
    /// sublayers), with UIKit's notifications around it when it comes from elsewhere: the
    /// superview and window "will move" calls, the old superview's `willRemoveSubview`, then
    /// `didMoveToSuperview`, `didAddSubview` and `didMoveToWindow`. A view already here only
    /// moves.
    private func adopt(_ view: UIView, placeLayer: () -> Void) {
        guard layer.acceptsSublayer(view.layer) else { return }
        if view.superview === self {
            placeLayer()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.retainedSubviews[ObjectIdentifier(view)] = nil
        }
        retainedSubviews[ObjectIdentifier(view)] = view
        placeLayer()
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.setNeedsLayout()
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
        noteSubtreeNeedsLayout()
    }

    /// Sets `subtreeNeedsLayout` here and up the superview chain, up to the first view that
    /// has it already (whose superviews have it too).
    private func noteSubtreeNeedsLayout() {
        var current: UIView? = self
        while let view = current, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            current = view.superview
        }
    }

    /// Lays out now what needs it: first the nearest ancestors that need layout too (from the
    /// outermost of them), then, depth first, every view below that needs it. A view
    /// controller's root view calls the controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` around its `layoutSubviews()`, as UIKit does. Inside an
    /// animation block, frames set by `layoutSubviews()` animate. Source: Apple's documentation
    /// for `layoutIfNeeded()` and Core Animation's for `CALayer.layoutIfNeeded()` ("the
    /// layer's superlayers are traversed until an ancestor layer is found that does not require
    /// layout").
    open func layoutIfNeeded() {
        var start: UIView = self
        while let parent = start.superview, parent.needsLayout { start = parent }
        start.layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Override to position subviews; the default does nothing. UIKit calls it — never call
    /// it yourself — when a view that needs layout (`setNeedsLayout()`, a change of bounds
    /// size, a new subview) is laid out: by `layoutIfNeeded()`, and at the end of every engine
    /// frame for the views of visible windows (UIKit's layout pass before each screen update).
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
    /// visible and interactive, front to back; nil if none. A view that is hidden, has alpha
    /// below 0.01 or `isUserInteractionEnabled` false is skipped with its subviews, and so is
    /// every subview when `point` lies outside this view's bounds (`point(inside:with:)`), even
    /// without `clipsToBounds`, as UIKit's documentation says; subviews are searched through
    /// their transforms (their affine part), the frontmost first. Source: Apple's UIKit
    /// documentation for `hitTest(_:with:)`.
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

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to the view, in the order they were added; nil when
    /// there are none. Setting it replaces them (each is attached as by
    /// `addGestureRecognizer(_:)`). Source: Apple's UIKit documentation for `gestureRecognizers`.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var attachedRecognizers: [UIGestureRecognizer] = []

    /// Attaches `gestureRecognizer` to the view (the view keeps it), first removing it from the
    /// view it was attached to; it then receives the touches that hit this view or its
    /// subviews. Source: Apple's UIKit documentation for `addGestureRecognizer(_:)`.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view; it no longer receives touches (a gesture in
    /// progress is cancelled). Does nothing if it is attached elsewhere.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedRecognizers.remove(at: index)
        gestureRecognizer.detachFromView()
    }

    /// Whether `gestureRecognizer` may begin: asked, after its delegate's
    /// `gestureRecognizerShouldBegin(_:)`, of the view it is attached to and of the view its
    /// touch hit (so that a view such as a slider or a button can keep a gesture of an
    /// ancestor's recognizer from taking its touches). The default is true. Source: Apple's UIKit documentation for
    /// `gestureRecognizerShouldBegin(_:)` on `UIView`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
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
