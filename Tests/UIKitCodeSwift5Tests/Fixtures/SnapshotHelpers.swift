// Written as iOS code in Swift 5 mode is written: the snapshot helpers apps keep in a UIView
// extension, with the image-context functions of UIKit before UIGraphicsImageRenderer and with
// drawHierarchy. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

extension UIView {
    func snapshotImage() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, isOpaque, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        layoutIfNeeded()
        layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    func screenImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: bounds.size)
        return renderer.image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }

    func snapshotImageView() -> UIImageView? {
        guard let image = snapshotImage() else { return nil }
        let imageView = UIImageView(image: image)
        imageView.frame = frame
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.layer.masksToBounds = true
        return imageView
    }
}

/// A badge whose picture is taken: a rounded, bordered orange square with a white dot.
class BadgeView: UIView {
    let dot = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .orange
        layer.cornerRadius = 8
        layer.borderWidth = 2
        layer.borderColor = UIColor.black.cgColor
        isOpaque = false
        dot.backgroundColor = .white
        addSubview(dot)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = CGRect(x: bounds.midX - 4, y: bounds.midY - 4, width: 8, height: 8)
    }
}
