import Foundation

/// A path you build element by element, as Core Graphics' `CGMutablePath`. Every method takes
/// an optional affine `transform` (default identity) that maps the points it adds. Angles are
/// radians measured from the positive x axis towards the positive y axis (clockwise on a y-down
/// screen); lengths are points. Source: Apple's Core Graphics documentation for
/// `CGMutablePath`.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point` (a subpath with no start begins
    /// at the current point).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(point.applying(transform)))
    }

    /// Starts a subpath at the first of `points` and adds lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(control: control.applying(transform), to: end.applying(transform)))
    }

    /// Adds a cubic Bézier curve to `end` with control points `control1` and `control2`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        elements.append(
            .cubic(
                control1: control1.applying(transform), control2: control2.applying(transform),
                to: end.applying(transform)))
    }

    /// Closes the current subpath with a line to its start; the next element starts a new one
    /// there.
    public func closeSubpath() {
        elements.append(.close)
    }

    /// Adds `rect` as a closed subpath: its origin, then the other corners in the direction of
    /// increasing x first (clockwise on a y-down screen).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic Béziers, starting
    /// at the middle of the right side and going towards increasing angles (down first on a
    /// y-down screen).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let centre = CGPoint(x: r.midX, y: r.midY)
        let ellipse = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        for quarter in 0..<4 {
            appendUnitArc(from: CGFloat(quarter) * .pi / 2, sweep: .pi / 2, transform: ellipse)
        }
        closeSubpath()
    }

    /// Adds a rounded rectangle as a closed subpath: straight sides and elliptical corners of
    /// `cornerWidth` × `cornerHeight` points (clamped to half of each side), starting on the top
    /// side and going clockwise on a y-down screen.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2)
        let h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else {
            addRect(r, transform: transform)
            return
        }
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - w, y: r.minY + h), -.pi / 2),  // top right: from −90°
            (CGPoint(x: r.maxX - w, y: r.maxY - h), 0),  // bottom right
            (CGPoint(x: r.minX + w, y: r.maxY - h), .pi / 2),  // bottom left
            (CGPoint(x: r.minX + w, y: r.minY + h), .pi),  // top left
        ]
        for (centre, start) in corners {
            let corner = CGAffineTransform(scaleX: w, y: h)
                .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
                .concatenating(transform)
            addLine(to: CGPoint(x: cos(start), y: sin(start)), transform: corner)
            appendUnitArc(from: start, sweep: .pi / 2, transform: corner)
        }
        closeSubpath()
    }

    /// Adds an arc of the circle at `center` with `radius` from `startAngle` to `endAngle`:
    /// towards decreasing angles when `clockwise` (Core Graphics' sense, which is clockwise in
    /// its y-up space and so counter-clockwise on a y-down screen), increasing otherwise. A
    /// line joins the current point to the arc's start (a move when there is no subpath). A
    /// sweep of 2π or more in the arc's direction draws the whole circle; otherwise the sweep
    /// is taken modulo 2π.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = clockwise ? startAngle - endAngle : endAngle - startAngle
        if sweep >= fullTurn {
            sweep = fullTurn
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: clockwise ? -sweep : sweep,
            transform: transform)
    }

    /// Adds an arc of the circle at `center` with `radius` from `startAngle` through `delta`
    /// radians (positive: increasing angles), joined to the current point by a line.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let circle = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
        if elements.isEmpty || elements.last == .close {
            move(to: start, transform: circle)
        } else {
            addLine(to: start, transform: circle)
        }
        let pieces = max(Int((abs(delta) / (.pi / 2)).rounded(.up)), 1)
        let step = delta / CGFloat(pieces)
        for piece in 0..<pieces {
            appendUnitArc(from: startAngle + CGFloat(piece) * step, sweep: step, transform: circle)
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`, joined to the current point by a line (the
    /// rounded corner of `addArc(tangent1End:tangent2End:radius:)`). Collinear points add a
    /// line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let p0 = currentPoint.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2, radius > 0 else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let end = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        // The centre lies on the corner's bisector, radius / sin(angle / 2) from the corner.
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let reach = radius / sin(angle / 2)
        let centre = CGPoint(
            x: tangent1End.x + bisector.x / bisectorLength * reach,
            y: tangent1End.y + bisector.y / bisectorLength * reach)
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        let a1 = atan2(end.y - centre.y, end.x - centre.x)
        var delta = a1 - a0
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: centre, radius: radius, startAngle: a0, delta: delta, transform: transform)
    }

    /// Appends every element of `path`, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
    }

    /// Appends one cubic Bézier approximating the unit-circle arc from angle `start` through
    /// `sweep` (|sweep| ≤ π/2), mapped through `transform`: control points at distance
    /// k = 4/3·tan(sweep/4) along the tangents.
    private func appendUnitArc(from start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let end = start + sweep
        let k = 4 / 3 * tan(sweep / 4)
        let p0 = CGPoint(x: cos(start), y: sin(start))
        let p3 = CGPoint(x: cos(end), y: sin(end))
        let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
        let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
        addCurve(to: p3, control1: c1, control2: c2, transform: transform)
    }
}
