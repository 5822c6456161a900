import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// `CATransform3D` and its functions, `NSValue(caTransform3D:)`, and the layer and view
/// properties built on them. Every expected entry is worked by hand from cos/sin in the
/// comments (Core Animation's row-vector convention: a point is `[x y z 1] · M`).
@MainActor
@Suite struct Transform3DTests {
    /// Entries of `t`, row by row.
    private func entries(_ t: CATransform3D) -> [CGFloat] {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ]
    }

    private func matches(_ a: CATransform3D, _ b: [CGFloat], _ tolerance: CGFloat = 1e-12) -> Bool {
        zip(entries(a), b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// About y by θ = π/6: cos θ = √3/2 ≈ 0.8660254, sin θ = ½. The rotation's rows are
    /// (cos θ, 0, −sin θ, 0), (0, 1, 0, 0), (sin θ, 0, cos θ, 0), (0, 0, 0, 1).
    @Test func rotationAboutYFromCosAndSin() {
        let t = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        let c = CGFloat(3).squareRoot() / 2
        #expect(matches(t, [c, 0, -0.5, 0, 0, 1, 0, 0, 0.5, 0, c, 0, 0, 0, 0, 1]))
        // The axis need not be a unit vector: (0, 7, 0) is the same axis.
        #expect(matches(CATransform3DMakeRotation(.pi / 6, 0, 7, 0), entries(t)))
        // About z it is CGAffineTransform(rotationAngle:): a = cos, b = sin, c = −sin, d = cos.
        let z = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        #expect(matches(z, [c, 0.5, 0, 0, -0.5, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "a zero axis is the identity")
    }

    /// About x by θ = π/3 (cos ½, sin √3/2): rows (1, 0, 0), (0, cos, sin), (0, −sin, cos),
    /// from m22 = t·0 + c, m23 = t·y·z + x·s = s, m32 = t·y·z − x·s = −s.
    @Test func rotationAboutX() {
        let s = CGFloat(3).squareRoot() / 2
        #expect(
            matches(CATransform3DMakeRotation(.pi / 3, 1, 0, 0), [1, 0, 0, 0, 0, 0.5, s, 0, 0, -s, 0.5, 0, 0, 0, 0, 1]))
    }

    /// `Concat(a, b)` applies a then b; `Translate/Scale/Rotate(t, …)` apply their step first.
    /// Translate by (10, 0, 0) then scale by 2: the point (0, 0, 0) goes to (10, 0, 0), then
    /// (20, 0, 0), so m41 = 20. Scale then translate: m41 = 10.
    @Test func concatenationOrder() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 2)
        #expect(CATransform3DConcat(translate, scale).m41 == 20)
        #expect(CATransform3DConcat(scale, translate).m41 == 10)
        #expect(CATransform3DTranslate(scale, 10, 0, 0).m41 == 20, "translate(…) · t")
        #expect(CATransform3DScale(translate, 2, 2, 2).m41 == 10, "scale(…) · t keeps t's translation")
        // Rotate(t, …) = rotation · t: a quarter turn about z then a translation by (10, 0, 0)
        // sends (1, 0, 0) to (0, 1, 0) then to (10, 1, 0).
        let turned = CATransform3DRotate(translate, .pi / 2, 0, 0, 1)
        #expect(abs(turned.m11) < 1e-15 && turned.m12 == 1 && turned.m41 == 10)
    }

    /// The inverse undoes the transform; a singular one comes back unchanged.
    @Test func inverse() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let t = CATransform3DTranslate(CATransform3DRotate(perspective, 0.7, 1, 2, 3), 5, -8, 13)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(matches(product, entries(CATransform3DIdentity), 1e-12))
        // The inverse of translate(5, 0, 0) is translate(−5, 0, 0).
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(5, 0, 0)).m41 == -5)
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }

    /// Affine transforms embed in the plane z = 0 and come back exactly.
    @Test func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(matches(t, [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1], 0))
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 0, 1, 0)))
    }

    /// The perspective `m34 = −1/500` (the eye 500 points in front). `[x y 0 1] · R` for R the
    /// turn by 30° about y is (x·cos 30°, y, −x·sin 30°, 1); times P, w = z·m34 + 1 =
    /// (−x/2)(−1/500) + 1 = 1 + x/1000. The corner (−100, −50) of a 200 × 100 layer (its near,
    /// left edge: z = +50) has w = 0.9: (−86.60254/0.9, −50/0.9) = (−96.22504, −55.55556); the
    /// corner (100, 50) has w = 1.1: (78.72958, 45.45455). The near edge is 111.1 points tall,
    /// the far one 90.9.
    @Test func perspectiveProjection() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let t = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), perspective)
        func project(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let w = x * t.m14 + y * t.m24 + t.m44
            return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
        }
        #expect(isClose(project(-100, -50), CGPoint(x: -96.22504, y: -55.55556), 1e-4))
        #expect(isClose(project(100, 50), CGPoint(x: 78.72958, y: 45.45455), 1e-4))
    }

    /// `NSValue(caTransform3D:)` keeps every entry; a value of another type reads as the identity.
    @Test func nsValueRoundTrip() {
        var t = CATransform3DMakeRotation(0.3, 1, 1, 0)
        t.m34 = -1.0 / 700
        t.m43 = 12.5
        let value = NSValue(caTransform3D: t)
        #expect(CATransform3DEqualToTransform(value.caTransform3DValue, t))
        #expect(CATransform3DIsIdentity(NSNumber(value: 3).caTransform3DValue))
        let any: Any = value
        #expect(LayerKeyPath("transform")?.convert(any) == .transform(t))
    }

    /// `UIView.transform` and `affineTransform()` are the affine part of the layer's transform;
    /// setting them replaces the whole transform; `transform3D` is the layer's.
    @Test func viewTransformIsTheAffinePart() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var t = CATransform3DMakeScale(2, 3, 4)
        t.m34 = -0.002
        view.layer.transform = t
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DEqualToTransform(view.transform3D, t))
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        #expect(view.layer.transform.m34 == 0 && view.layer.transform.m33 == 1, "replaced whole")
        view.transform3D = t
        #expect(CATransform3DEqualToTransform(view.layer.transform, t))
    }

    /// A perspective alone (m34) is a transform off rest; `putAtRest` clears it.
    @Test func aThreeDTransformIsNotAtRest() {
        _ = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        view.layer.transform = perspective
        #expect(view.transform.isIdentity, "its affine part is the identity")
        #expect(view.restDeviations == [.transform])
        _ = view.frame
        #expect(AnimationEngine.shared.diagnostics.map(\.kind) == [.frameWhileTransformed])
        #expect(view.putAtRest())
        #expect(CATransform3DIsIdentity(view.layer.transform) && view.restDeviations.isEmpty)
        // A whole turn about y counts as the identity (cos 2π within 1e-9 of 1).
        view.layer.transform = CATransform3DMakeRotation(2 * .pi, 0, 1, 0)
        #expect(view.restDeviations.isEmpty)
    }

    /// Presentation copies and snapshots carry the 3-D properties.
    @Test func presentationCarriesTheThreeDProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        view.layer.sublayerTransform = perspective
        view.layer.zPosition = 7
        view.layer.anchorPointZ = -3
        view.layer.isDoubleSided = false
        view.layer.transform = CATransform3DMakeRotation(0.4, 0, 1, 0)
        let copy = presented(view)
        #expect(CATransform3DEqualToTransform(copy.sublayerTransform, perspective))
        #expect(copy.zPosition == 7 && copy.anchorPointZ == -3 && !copy.isDoubleSided)
        #expect(CATransform3DEqualToTransform(copy.transform, view.layer.transform))
        let child = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        child.layer.isDoubleSided = false
        view.addSubview(child)
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        #expect(
            snapshot.map { CATransform3DIsIdentity($0.layer.transform) } == true,
            "the view's own transform is not in it")
        #expect(snapshot?.subviews.first?.layer.isDoubleSided == false)
    }
}
