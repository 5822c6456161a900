import Foundation
import TestSupport
import Testing
import TransitionKit

/// Images drawn with UIKit's renderers and contexts: pixels worked by hand (a pixel belongs to
/// a drawing when its centre falls inside it; colours blend source over).
@MainActor
@Suite struct DrawingTests {
    typealias Pixel = [UInt8]

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> Pixel {
        guard let bitmap = image.cgImage, x < bitmap.width, y < bitmap.height else { return [] }
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixelData[i..<(i + 4)])
    }

    static let red: Pixel = [255, 0, 0, 255]
    static let blue: Pixel = [0, 0, 255, 255]
    static let clear: Pixel = [0, 0, 0, 0]

    @Test func rendererFillsAndScales() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        #expect(format.opaque == false && format.preferredRange == .automatic)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 1))
        }
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 2)
        #expect(image.cgImage?.width == 8 && image.cgImage?.height == 4)
        // Points (0…2, 0…2) are pixels 0…3 × 0…3; points (2…4, 0…1) pixels 4…7 × 0…1.
        #expect(pixel(image, 3, 3) == Self.red)
        #expect(pixel(image, 4, 1) == Self.blue)
        #expect(pixel(image, 4, 2) == Self.clear)
    }

    @Test func transformsStateAndClip() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.saveGState()
            cg.translateBy(x: 1, y: 0)
            cg.scaleBy(x: 2, y: 1)
            // (0, 0, 1, 1) in user space is x 1…3, y 0…1 in the image.
            cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            cg.restoreGState()
            cg.setFillColor(UIColor.blue.cgColor)
            cg.clip(to: CGRect(x: 0, y: 2, width: 2, height: 2))
            cg.fill(CGRect(x: 0, y: 1, width: 4, height: 3))
        }
        #expect(pixel(image, 0, 0) == Self.clear && pixel(image, 1, 0) == Self.red)
        #expect(pixel(image, 2, 0) == Self.red && pixel(image, 3, 0) == Self.clear)
        // The fill covers rows 1…3, the clip keeps x 0…2, y 2…4.
        #expect(pixel(image, 0, 1) == Self.clear && pixel(image, 1, 2) == Self.blue)
        #expect(pixel(image, 2, 3) == Self.clear && pixel(image, 0, 3) == Self.blue)
    }

    /// A 2-point stroke of (1, 1, 6, 6) is centred on the outline: the band from 0 to 2 and from
    /// 6 to 8. Half-transparent white over nothing stays white at alpha ½ (128).
    @Test func strokesAlphaAndEllipses() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            let cg = context.cgContext
            cg.setStrokeColor(UIColor.red.cgColor)
            cg.stroke(CGRect(x: 1, y: 1, width: 6, height: 6), width: 2)
            cg.setAlpha(0.5)
            cg.setFillColor(UIColor.white.cgColor)
            cg.fill(CGRect(x: 3, y: 3, width: 2, height: 2))
        }
        #expect(pixel(image, 0, 0) == Self.red && pixel(image, 1, 4) == Self.red && pixel(image, 7, 7) == Self.red)
        #expect(pixel(image, 2, 2) == Self.clear)
        #expect(pixel(image, 3, 4) == [255, 255, 255, 128])

        let circle = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.blue.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        // Pixel (0, 0) has its centre (0.5, 0.5) at √40.5 ≈ 6.4 from the centre (5, 5): outside
        // the radius 5; (1, 5) at 3.5: inside.
        #expect(pixel(circle, 0, 0) == Self.clear && pixel(circle, 1, 5) == Self.blue)
    }

    @Test func imageContextFunctions() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), true, 0)
        let context = UIGraphicsGetCurrentContext()
        #expect(context?.width == 3 && context?.height == 2, "scale 0 is the screen's, 1")
        UIColor.red.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 2))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.map { pixel($0, 0, 1) } == Self.red)
        #expect(image.map { pixel($0, 2, 0) } == [0, 0, 0, 255], "opaque: black underneath")

        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        #expect(UIGraphicsGetCurrentContext()?.width == 1)
        UIGraphicsEndImageContext()
    }

    /// A 1 × 2 bitmap, red over blue. `UIImage.draw(in:)` draws it upright; `CGContext.draw`
    /// upside down, as in a UIKit context on iOS.
    @Test func imagesUprightAndFlipped() throws {
        let redOverBlue = try #require(CGImage(width: 1, height: 2, pixelData: Self.red + Self.blue))
        let upright = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { _ in
            UIImage(cgImage: redOverBlue).draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(pixel(upright, 0, 0) == Self.red && pixel(upright, 0, 1) == Self.blue)
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { context in
            context.cgContext.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(pixel(flipped, 0, 0) == Self.blue && pixel(flipped, 0, 1) == Self.red)
        let data = try #require(upright.pngData())
        #expect(try ImageDecoder.decode(data) == upright.cgImage)
    }

    @Test func currentImageIsASnapshotOfTheDrawingSoFar() {
        var early: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            early = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(early.map { pixel($0, 1, 0) } == Self.clear)
        #expect(pixel(final, 1, 0) == Self.red)
    }

    /// A 40 × 20 white card with a red 20 × 10 box at (10, 5), a 10 × 10 circle at (0, 0) and a
    /// label "Hi" in 10-point text: each character 5.5 points wide, lines 12 apart; one line
    /// centred vertically is 12 tall from y 4, its ink box 10 tall from y 5, 11 wide from x 0
    /// (natural alignment). Ink: black at 0.3 over white → 255 · 0.7 = 178.5 → 179.
    private func makeCard() -> (card: UIView, box: UIView) {
        let card = UIView(frame: CGRect(x: 50, y: 60, width: 40, height: 20))
        card.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        box.backgroundColor = .red
        let label = UILabel(frame: card.bounds)
        label.text = "Hi"
        label.font = .systemFont(ofSize: 10)
        label.textColor = .black
        card.addSubview(box)
        card.addSubview(label)
        return (card, box)
    }

    @Test func layerRenderDrawsTheModelTree() {
        let window = makeWindow(UIViewController())
        let (card, box) = makeCard()
        window.addSubview(card)
        card.alpha = 0.5
        UIView.animate(withDuration: 1) { box.frame.origin.x = 20 }
        AnimationEngine.shared.advance(by: 0.5)
        let image = UIGraphicsImageRenderer(bounds: card.bounds).image { context in
            card.layer.render(in: context.cgContext)
        }
        #expect(image.size == CGSize(width: 40, height: 20))
        // The model: the box already at x 20…40; the card's own alpha is not applied.
        #expect(pixel(image, 15, 10) == [255, 255, 255, 255])
        #expect(pixel(image, 25, 10) == Self.red)
        #expect(pixel(image, 5, 10) == [179, 179, 179, 255], "ink of the text")
        #expect(pixel(image, 12, 17) == [255, 255, 255, 255], "below the line's ink")
        #expect(image.layerTree != nil, "the image keeps the frozen views")
    }

    /// `drawHierarchy` draws what is on screen: half-way through an ease-in-out move from x 10
    /// to 20 the box is at 15 (symmetry).
    @Test func drawHierarchyAndResizableSnapshotsDrawWhatIsOnScreen() {
        let window = makeWindow(UIViewController())
        let (card, box) = makeCard()
        window.addSubview(card)
        UIView.animate(withDuration: 1) { box.frame.origin.x = 20 }
        AnimationEngine.shared.advance(by: 0.5)
        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 0)
        #expect(card.drawHierarchy(in: card.bounds, afterScreenUpdates: true))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image.map { pixel($0, 14, 10) } == [255, 255, 255, 255])
        #expect(image.map { pixel($0, 15, 10) } == Self.red)
        #expect(!card.drawHierarchy(in: card.bounds, afterScreenUpdates: false), "no current context")

        let part = card.resizableSnapshotView(
            from: CGRect(x: 15, y: 5, width: 10, height: 10), afterScreenUpdates: false, withCapInsets: .zero)
        let partImage = (part as? UIImageView)?.image
        #expect(part?.bounds.size == CGSize(width: 10, height: 10))
        #expect(partImage.map { pixel($0, 0, 0) } == Self.red)
    }
}
