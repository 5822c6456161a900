import Foundation
import TerminalRenderer
import TransitionKit

/// How the inspector writes values: points and fractions with at most the places asked for and
/// no trailing zeros (`390`, `0.5`, `-12.25`), angles in degrees, a frame as `x,y w×h`, and a
/// transform as its 2-D parts or its 3-D matrix. In ASCII, `×` is `x` and `°` is ` deg`. Ours.
enum InspectorFormat {
    /// `value` with at most `places` decimals (0…3), trailing zeros and a lone minus on zero
    /// dropped.
    static func number(_ value: Double, places: Int = 1) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value > 0 ? "inf" : "-inf" }
        var text = HUDTypesetting.decimal(value, places: places)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `value` (points, or a 0…1 fraction) as `number`.
    static func number(_ value: CGFloat, places: Int = 1) -> String {
        number(Double(value), places: places)
    }

    /// `x,y`.
    static func point(_ point: CGPoint, places: Int = 1) -> String {
        number(point.x, places: places) + "," + number(point.y, places: places)
    }

    /// `x,y w×h` (points).
    static func frame(_ rect: CGRect, ascii: Bool) -> String {
        point(rect.origin) + " " + number(rect.width) + (ascii ? "x" : "×") + number(rect.height)
    }

    /// `radians` in degrees with `places` decimals: `48.27°`.
    static func degrees(_ radians: Double, places: Int, ascii: Bool) -> String {
        number(radians * 180 / .pi, places: places) + (ascii ? " deg" : "°")
    }

    /// A 2-D transform's parts: `t` = scale, then shear, then rotation, then translation, as
    /// UIKit composes `CGAffineTransform`s (a point is scaled first and moved last).
    struct AffineParts {
        /// Scale along x and y (y negative for a reflection).
        let scale: (x: Double, y: Double)
        /// The rotation, radians, in (−π, π].
        let rotation: Double
        /// Shear (x += shear · y before the rotation); 0 for most transforms.
        let shear: Double
        /// Translation, points.
        let translation: (x: Double, y: Double)

        /// The parts of `t`: `a = sx·cos θ`, `b = sx·sin θ`; `sy` from the determinant
        /// (`ad − bc = sx·sy`), the shear from what is left of `c`.
        init(_ t: CGAffineTransform) {
            let a = Double(t.a)
            let b = Double(t.b)
            let c = Double(t.c)
            let d = Double(t.d)
            let sx = (a * a + b * b).squareRoot()
            let sy = sx == 0 ? (c * c + d * d).squareRoot() : (a * d - b * c) / sx
            rotation = sx == 0 ? 0 : atan2(b, a)
            shear = sx == 0 || sy == 0 ? 0 : (a * c + b * d) / (sx * sy)
            scale = (sx, sy)
            translation = (Double(t.tx), Double(t.ty))
        }
    }

    /// The short form the tree's column shows: the rotation of a 2-D transform (`48.3°`, `0°`
    /// for none), `3-D` for a transform with 3-D parts.
    static func rotation(_ t: CATransform3D, ascii: Bool) -> String {
        guard CATransform3DIsAffine(t) else { return "3-D" }
        return degrees(AffineParts(CATransform3DGetAffineTransform(t)).rotation, places: 1, ascii: ascii)
    }

    /// The transform in full: `identity`; for a 2-D one `2-D: rotation 48.27°, scale 1×1,
    /// translation 0,0 pt` (the parts that differ from the identity, shear only when there is
    /// some); for a 3-D one its matrix, row by row (`m11 m12 m13 m14` …), as `CATransform3D`
    /// stores it. One line for 2-D, five for 3-D.
    static func transform(_ t: CATransform3D, ascii: Bool) -> [String] {
        if CATransform3DIsIdentity(t) { return ["identity"] }
        guard CATransform3DIsAffine(t) else {
            let rows: [[CGFloat]] = [
                [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
                [t.m41, t.m42, t.m43, t.m44],
            ]
            return ["3-D: matrix, rows m11…m14 to m41…m44"]
                + rows.map { row in
                    row.map { value in
                        let text = number(value, places: 3)
                        return String(repeating: " ", count: max(0, 8 - text.count)) + text
                    }.joined()
                }
        }
        let parts = affineParts(CATransform3DGetAffineTransform(t), ascii: ascii)
        let words = parts.map { "\($0.name) \($0.value)" }
        return [(words.isEmpty ? ["2-D: identity"] : ["2-D: " + words[0]] + words.dropFirst()).joined(separator: ", ")]
    }

    /// A 2-D transform's parts that differ from the identity's, as name and value: `rotation`
    /// `48.27°`, `scale` `1×0.5`, `shear` `0.2`, `translation` `10,0 pt`.
    static func affineParts(_ t: CGAffineTransform, ascii: Bool) -> [(name: String, value: String)] {
        let parts = AffineParts(t)
        // Parts within 10⁻⁹ of the identity's are left out: rounding in a product of rotations.
        func isNear(_ value: Double, _ target: Double) -> Bool { abs(value - target) < 1e-9 }
        var list: [(name: String, value: String)] = []
        if !isNear(parts.rotation, 0) { list.append(("rotation", degrees(parts.rotation, places: 2, ascii: ascii))) }
        if !isNear(parts.scale.x, 1) || !isNear(parts.scale.y, 1) {
            list.append(
                ("scale", number(parts.scale.x, places: 3) + (ascii ? "x" : "×") + number(parts.scale.y, places: 3)))
        }
        if !isNear(parts.shear, 0) { list.append(("shear", number(parts.shear, places: 3))) }
        if !isNear(parts.translation.x, 0) || !isNear(parts.translation.y, 0) {
            list.append(("translation", number(parts.translation.x) + "," + number(parts.translation.y) + " pt"))
        }
        return list
    }

    /// How the tree and the details name `view`: its class, then what tells it apart — a
    /// label's text or a button's title in quotes, else its accessibility identifier in
    /// brackets — as the cells will hold it (`TerminalText.cellText`: escape sequences and
    /// control characters removed, as the HUD's titles are) and cut to 40 columns.
    @MainActor
    static func name(of view: UIView) -> String {
        let type = String(describing: Swift.type(of: view))
        var detail: String?
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            detail = "\"" + text + "\""
        } else if let button = view as? UIButton, let title = button.title(for: .normal), !title.isEmpty {
            detail = "\"" + title + "\""
        } else if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            detail = "[" + identifier + "]"
        }
        guard let detail else { return type }
        return type + " " + PanelWriter.fit(TerminalText.cellText(detail), 40)
    }
}
