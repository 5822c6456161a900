/// How to paint one built-in photo: a size and drawing operations applied in order. The
/// recipes live in `Assets/tools/generate_assets.py`, which writes both the PPM files and the
/// Swift copy in `BuiltInAssets`. Ours.
struct PhotoRecipe: Sendable {
    /// One drawing operation on integer pixel coordinates (x right, y down; ranges half-open;
    /// colours 0xRRGGBB).
    enum Operation: Sendable {
        /// Every pixel.
        case fill(Int)
        /// Rows `y0..<y1`, blended from `top` to `bottom`.
        case gradient(top: Int, bottom: Int, y0: Int, y1: Int)
        /// The rectangle `x0..<x1` × `y0..<y1`.
        case rect(x0: Int, y0: Int, x1: Int, y1: Int, color: Int)
        /// Pixels with (x−cx)² + (y−cy)² ≤ r².
        case circle(cx: Int, cy: Int, r: Int, color: Int)
        /// A peak at (px, py) widening linearly to `halfWidth` each side at row `baseY` (exclusive).
        case triangle(px: Int, py: Int, baseY: Int, halfWidth: Int, color: Int)
        /// Every `period`-th row of `y0..<y1`, starting at `y0`.
        case stripes(y0: Int, y1: Int, period: Int, color: Int)
        /// `count` pseudo-random pixels in the rectangle, from a linear congruential generator
        /// seeded with `seed`.
        case speckle(x0: Int, y0: Int, x1: Int, y1: Int, seed: Int, count: Int, color: Int)
    }

    /// The image name (`UIImage(named:)`).
    let name: String
    /// What the picture shows.
    let summary: String
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The operations, painted in order.
    let operations: [Operation]
}
