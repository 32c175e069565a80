/// A C reference scene and the pixels it draws into, kept for a whole benchmark: the measured
/// call is the drawing alone, into memory already there (as Glance's canvases keep theirs).
final class CReferenceCanvas {
    let reference: CReferenceScene
    let scene: CReferenceScene.Scene
    private let pixels: UnsafeMutableRawPointer

    /// Opens the fonts and makes the pixels for `scene` at the 45 mm watch's sizes.
    init(_ scene: CReferenceScene.Scene) {
        reference = try! CReferenceScene(geometry: GlanceScenes.geometry)
        self.scene = scene
        let size = reference.pixelSize(scene)
        pixels = .allocate(byteCount: size.width * size.height * 4, alignment: 64)
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: size.width * size.height * 4)
    }

    deinit { pixels.deallocate() }

    /// Draws the scene for `entries`.
    func draw(_ entries: CEntries) { reference.draw(scene, entries, into: pixels) }
}
