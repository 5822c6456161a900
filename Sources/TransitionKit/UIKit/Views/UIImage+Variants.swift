import Foundation

extension UIImage {
    /// The same image with rendering mode `renderingMode`. It draws as the original: nothing
    /// here is tinted (ours). Source: Apple's UIKit documentation for `withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The same image to be drawn in `color`. It draws as the original (ours: no tinting); its
    /// rendering mode is kept, as UIKit keeps it. Source: Apple's UIKit documentation for
    /// `withTintColor(_:)`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(self, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The same image to be drawn in `color` with `renderingMode`. It draws as the original
    /// (ours). Source: Apple's UIKit documentation for `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The same image with fixed edges `capInsets` (points) and a tiled interior. It draws as
    /// the original, stretched whole (ours). Source: Apple's UIKit documentation for
    /// `resizableImage(withCapInsets:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        UIImage(self, renderingMode: renderingMode, capInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with fixed edges `capInsets` (points) and an interior filled by
    /// `resizingMode`. It draws as the original, stretched whole (ours). Source: Apple's UIKit
    /// documentation for `resizableImage(withCapInsets:resizingMode:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }
}
