/// What one frame cost: CPU milliseconds of each phase, the bytes the terminal received, and
/// the minimal encoder's bytes for the same change. Ours.
struct FrameSample {
    /// `AnimationEngine.advance`: the model (TransitionKit), not the renderer.
    var model: Double
    /// `PlaygroundRenderer.render`: view tree and HUD into the cell grid.
    var rasterise: Double
    /// `NcursesCanvas.stage`: the changed cells into the ncurses window.
    var encode: Double
    /// `NcursesCanvas.flush`: ncurses works out the update and writes it.
    var write: Double
    /// Bytes the terminal received for this frame.
    var bytes: Int
    /// Bytes the minimal changed-cells encoder would send (`ReferenceEncoder`).
    var minimalBytes: Int
    /// Cells whose terminal form changed.
    var changedCells: Int
    /// Cells of the phone's screen the rasteriser drew again (`PlaygroundRenderer.lastDrawnPhoneCells`).
    var redrawnCells: Int
    /// The CPU floor of the frame (`CPUFloor`), in the same milliseconds; 0 where not measured
    /// (`--work`).
    var floor = 0.0
    /// Heap allocations of the model phase (`AllocationCounter`).
    var modelAllocations = 0
    /// Heap allocations of the renderer's phases: rasterise, encode and write.
    var rendererAllocations = 0

    /// The renderer's CPU time: rasterise + encode + write (the model is not included).
    var renderer: Double { rasterise + encode + write }
}
