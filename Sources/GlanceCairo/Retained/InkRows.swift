import CCairo

/// Where a canvas buffer may differ from its backdrop: a span of pixels per row holding all
/// that was drawn into it since it was last all backdrop. Clearing the buffer for a frame
/// drawn whole then writes those spans only, not every pixel (a rectangular slot's three
/// lines of text leave about half of it untouched), and a glyph composited where no ink is
/// can store its pixels without reading what is under them.
///
/// Each buffer has its own rows, which copies of this share (the storage is a class read
/// through pointers, with no copy on write): a canvas hands a buffer's ink on with its buffer.
struct InkRows {
    /// The spans and the rows that may hold any.
    final class Storage {
        /// Each row's span, from `left` up to `right`; empty where `left >= right`.
        let left: UnsafeMutablePointer<Int32>
        let right: UnsafeMutablePointer<Int32>
        /// Rows `top..<bottom` hold every span there is.
        var top = 0, bottom = 0
        /// Set when the whole buffer may differ (a new buffer, or drawing whose extent is unknown).
        var everywhere: Bool

        init(width: Int, height: Int, everywhere: Bool) {
            left = .allocate(capacity: max(height, 1))
            right = .allocate(capacity: max(height, 1))
            left.initialize(repeating: Int32(width), count: height)
            right.initialize(repeating: 0, count: height)
            self.everywhere = everywhere
        }

        deinit {
            left.deallocate()
            right.deallocate()
        }
    }

    private let rows: Storage
    let width: Int
    let height: Int

    /// No ink in a `width` × `height` buffer, or ink everywhere.
    init(width: Int, height: Int, everywhere: Bool) {
        (self.width, self.height) = (width, height)
        rows = Storage(width: width, height: height, everywhere: everywhere)
    }

    /// Whether the whole buffer may differ from the backdrop.
    var everywhere: Bool { rows.everywhere }

    /// Adds the pixels of `box`, cut to the buffer.
    mutating func mark(_ box: PixelBox) {
        guard !rows.everywhere else { return }
        let (x0, x1) = (Int32(min(max(box.x0, 0), width)), Int32(max(min(box.x1, width), 0)))
        let (y0, y1) = (max(box.y0, 0), min(box.y1, height))
        guard x0 < x1, y0 < y1 else { return }
        let (left, right) = (rows.left, rows.right)
        for y in y0..<y1 {
            if x0 < left[y] { left[y] = x0 }
            if x1 > right[y] { right[y] = x1 }
        }
        if rows.top >= rows.bottom {
            (rows.top, rows.bottom) = (y0, y1)
        } else {
            (rows.top, rows.bottom) = (min(rows.top, y0), max(rows.bottom, y1))
        }
    }

    /// Whether no pixel of `box` (within the buffer) holds ink: all are the backdrop.
    func isClear(_ box: PixelBox) -> Bool {
        guard !rows.everywhere else { return false }
        let (y0, y1) = (max(box.y0, rows.top), min(box.y1, rows.bottom))
        guard y0 < y1 else { return true }
        let (x0, x1) = (Int32(clamping: box.x0), Int32(clamping: box.x1))
        let (left, right) = (rows.left, rows.right)
        for y in y0..<y1 where left[y] < x1 && right[y] > x0 && left[y] < right[y] { return false }
        return true
    }

    /// Writes `backdrop` over the ink of the buffer at `pixels` (rows `width` pixels apart),
    /// leaving it all backdrop, and forgets the ink.
    mutating func clear(_ pixels: UnsafeMutablePointer<UInt32>, to backdrop: UInt32) {
        if rows.everywhere {
            Self.fill(pixels, count: width * height, with: backdrop)
        } else {
            let (left, right) = (rows.left, rows.right)
            for y in rows.top..<max(rows.top, rows.bottom) where left[y] < right[y] {
                Self.fill(pixels + (y * width + Int(left[y])), count: Int(right[y] - left[y]), with: backdrop)
            }
        }
        forget()
    }

    /// Forgets the ink: the buffer is all backdrop.
    mutating func forget() {
        // Marks are not taken while ink is everywhere: the rows are empty then.
        rows.everywhere = false
        for y in rows.top..<max(rows.top, rows.bottom) {
            rows.left[y] = Int32(width)
            rows.right[y] = 0
        }
        (rows.top, rows.bottom) = (0, 0)
    }

    /// Writes `count` pixels of `value` at `pixels`: C's `wmemset` (`wchar_t` is 32 bits on
    /// Linux), which the C library runs with the widest stores the processor has, where a
    /// Swift loop is built for the baseline x86-64, sixteen bytes a store.
    private static func fill(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, with value: UInt32) {
        guard count > 0 else { return }
        UnsafeMutableRawPointer(pixels).withMemoryRebound(to: wchar_t.self, capacity: count) {
            _ = wmemset($0, wchar_t(bitPattern: value), count)
        }
    }
}
