/// Where a canvas buffer may differ from its backdrop: a span of pixels per row holding all
/// that was drawn into it since it was last all backdrop. Clearing the buffer for a frame
/// drawn whole then writes those spans only, not every pixel (a rectangular slot's three
/// lines of text leave about half of it untouched).
struct InkRows {
    /// Each row's span, from `left` up to `right`; empty where `left >= right`.
    private var left: [Int32]
    private var right: [Int32]
    /// Set when the whole buffer may differ (a new buffer, or drawing whose extent is unknown).
    private(set) var everywhere: Bool
    let width: Int

    /// No ink in a `width` × `height` buffer, or ink everywhere.
    init(width: Int, height: Int, everywhere: Bool) {
        self.width = width
        left = Array(repeating: Int32(width), count: height)
        right = Array(repeating: 0, count: height)
        self.everywhere = everywhere
    }

    var height: Int { left.count }

    /// Adds the pixels of `box`, cut to the buffer.
    mutating func mark(_ box: PixelBox) {
        guard !everywhere else { return }
        let (x0, x1) = (Int32(min(max(box.x0, 0), width)), Int32(max(min(box.x1, width), 0)))
        let (y0, y1) = (max(box.y0, 0), min(box.y1, height))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            if x0 < left[y] { left[y] = x0 }
            if x1 > right[y] { right[y] = x1 }
        }
    }

    /// Writes `backdrop` over the ink of the buffer at `pixels` (rows `width` pixels apart),
    /// leaving it all backdrop, and forgets the ink.
    mutating func clear(_ pixels: UnsafeMutablePointer<UInt32>, to backdrop: UInt32) {
        if everywhere {
            UnsafeMutableBufferPointer(start: pixels, count: width * height).update(repeating: backdrop)
        } else {
            for y in 0..<height where left[y] < right[y] {
                UnsafeMutableBufferPointer(start: pixels + (y * width + Int(left[y])), count: Int(right[y] - left[y]))
                    .update(repeating: backdrop)
            }
        }
        forget()
    }

    /// Forgets the ink: the buffer is all backdrop.
    mutating func forget() {
        everywhere = false
        for y in 0..<height {
            left[y] = Int32(width)
            right[y] = 0
        }
    }
}
