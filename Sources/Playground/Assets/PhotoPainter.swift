import TransitionKit

/// Paints `PhotoRecipe`s into bitmaps with integer arithmetic only, exactly as
/// `Assets/tools/generate_assets.py` does, so built-in photos equal the PPM files. Ours.
enum PhotoPainter {
    /// The recipe's pixels as an RGBA8 bitmap (opaque).
    static func image(for recipe: PhotoRecipe) -> CGImage? {
        let rgb = paint(recipe)
        var rgba: [UInt8] = []
        rgba.reserveCapacity(recipe.width * recipe.height * 4)
        for pixel in 0..<(recipe.width * recipe.height) {
            rgba.append(contentsOf: [rgb[pixel * 3], rgb[pixel * 3 + 1], rgb[pixel * 3 + 2], 255])
        }
        return CGImage(width: recipe.width, height: recipe.height, pixelData: rgba)
    }

    /// The recipe's pixels as RGB bytes, row by row from the top.
    static func paint(_ recipe: PhotoRecipe) -> [UInt8] {
        let width = recipe.width
        let height = recipe.height
        var pixels = [UInt8](repeating: 0, count: width * height * 3)

        func put(_ x: Int, _ y: Int, _ rgb: [Int]) {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            let index = (y * width + x) * 3
            pixels[index] = UInt8(rgb[0])
            pixels[index + 1] = UInt8(rgb[1])
            pixels[index + 2] = UInt8(rgb[2])
        }
        func channels(_ color: Int) -> [Int] {
            [(color >> 16) & 0xFF, (color >> 8) & 0xFF, color & 0xFF]
        }
        func rows(_ y0: Int, _ y1: Int) -> Range<Int> {
            let low = max(0, y0)
            return low..<max(low, min(height, y1))
        }

        for operation in recipe.operations {
            switch operation {
            case .fill(let color):
                for y in 0..<height { for x in 0..<width { put(x, y, channels(color)) } }
            case .gradient(let top, let bottom, let y0, let y1):
                let (a, b) = (channels(top), channels(bottom))
                let span = max(1, y1 - y0 - 1)
                for y in rows(y0, y1) {
                    let t = y - y0
                    let rgb = (0..<3).map { (a[$0] * (span - t) + b[$0] * t) / span }
                    for x in 0..<width { put(x, y, rgb) }
                }
            case .rect(let x0, let y0, let x1, let y1, let color):
                for y in rows(y0, y1) {
                    for x in max(0, x0)..<max(max(0, x0), min(width, x1)) { put(x, y, channels(color)) }
                }
            case .circle(let cx, let cy, let r, let color):
                for y in 0..<height {
                    for x in 0..<width where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r {
                        put(x, y, channels(color))
                    }
                }
            case .triangle(let px, let py, let baseY, let halfWidth, let color):
                let span = max(1, baseY - py)
                for y in rows(py, baseY) {
                    for x in 0..<width where abs(x - px) * span <= (y - py) * halfWidth {
                        put(x, y, channels(color))
                    }
                }
            case .stripes(let y0, let y1, let period, let color):
                for y in rows(y0, y1) where period > 0 && (y - y0) % period == 0 {
                    for x in 0..<width { put(x, y, channels(color)) }
                }
            case .speckle(let x0, let y0, let x1, let y1, let seed, let count, let color):
                guard x1 > x0, y1 > y0 else { continue }
                var state = seed
                for _ in 0..<count {
                    state = (state * 1_103_515_245 + 12345) % 2_147_483_648
                    let x = x0 + (state >> 8) % (x1 - x0)
                    state = (state * 1_103_515_245 + 12345) % 2_147_483_648
                    let y = y0 + (state >> 8) % (y1 - y0)
                    put(x, y, channels(color))
                }
            }
        }
        return pixels
    }
}
