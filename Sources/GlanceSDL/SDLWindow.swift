import Foundation
import CSDL2
import GlanceGraphics

/// What the person did, in the window's terms.
public enum SDLInput: Equatable, Sendable {
    /// A key, by name: a lower-case letter or digit, `space`, `left`, `right`, `up`, `down`, `f12`, `escape`, `?`,
    /// `[`, `]`, `home`, `end`, `tab`.
    case key(String, shift: Bool)
    case wheel(Int)
    /// A click at a point of the content (in content pixels, not window pixels).
    case click(x: Double, y: Double)
    case resized
    case quit
    /// A scripted input the app queued (`pushScripted`), by its number.
    case scripted(Int)
}

/// An SDL2 window showing bitmaps scaled to fit with their aspect kept, and its input.
@MainActor
public final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    var texture: OpaquePointer?
    var textureSize = (0, 0)
    /// Where the content was last drawn in the window, in window pixels.
    var destination = SDL_Rect(x: 0, y: 0, w: 0, h: 0)

    /// Opens a resizable window, in the screen's own pixels on a HiDPI screen; throws with SDL's
    /// reason when there is no video device.
    public init(title: String, width: Int, height: Int) throws(SDLError) {
        try Self.startVideo()
        let position = Int32(SDL_WINDOWPOS_UNDEFINED_MASK)
        guard let w = SDL_CreateWindow(title, position, position, Int32(width), Int32(height), SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue) else {
            let reason = String(cString: SDL_GetError())
            Self.stopVideo()
            throw SDLError(reason)
        }
        guard let r = SDL_CreateRenderer(w, -1, 0) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let reason = String(cString: SDL_GetError())
            SDL_DestroyWindow(w)
            Self.stopVideo()
            throw SDLError(reason)
        }
        (window, renderer) = (w, r)
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
    }

    /// Whether a window can be shown: a display is set, or SDL is told which video driver to use.
    public static func hasDisplay(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty || environment["SDL_VIDEODRIVER"] != nil
    }

    /// Whether SDL's video is started (by `startVideo`, and not yet stopped by `close`).
    static var videoStarted = false

    /// Starts SDL's video once, for the display probe and the window alike: video is never quit
    /// and started again in between, since an X server with no client left (Xvfb) can drop the
    /// connection in that gap, and SDL then falls back to a driver without a screen.
    ///
    /// With `DISPLAY` set and no `WAYLAND_DISPLAY`, SDL is told to use X11 (and Wayland the
    /// other way round) unless `SDL_VIDEODRIVER` says otherwise, so it neither probes Wayland
    /// (which prints `XDG_RUNTIME_DIR is invalid or not set`) nor falls back to `offscreen`.
    /// Throws, naming the driver, the display and SDL's reason, when video cannot start or starts
    /// on a driver with no screen while a display is set and no driver was asked for.
    public static func startVideo(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(SDLError) {
        if videoStarted { return }
        let display = environment["DISPLAY"] ?? "", wayland = environment["WAYLAND_DISPLAY"] ?? ""
        let chosen = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        if !chosen, display.isEmpty != wayland.isEmpty { SDL_SetHint(SDL_HINT_VIDEODRIVER, display.isEmpty ? "wayland" : "x11") }
        let named = Self.displayNames(display: display, wayland: wayland)
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let reason = String(cString: SDL_GetError())
            if named.isEmpty { throw SDLError(reason) }
            throw SDLError("SDL could not start its video on \(named): \(reason); is the display server running and reachable?")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if !chosen, !named.isEmpty, !screenDrivers.contains(driver) {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw SDLError(
                "SDL's video started on the '\(driver)' driver, which has no screen, though \(named) is set"
                    + (reason.isEmpty ? "" : " (SDL: \(reason))") + "; is the display server running and reachable?")
        }
        videoStarted = true
    }

    /// The video drivers that show a window on the screen `DISPLAY` or `WAYLAND_DISPLAY` names.
    static let screenDrivers: Set<String> = ["x11", "wayland"]

    /// `DISPLAY=:0` and/or `WAYLAND_DISPLAY=wayland-0`, for messages; empty with neither set.
    static func displayNames(display: String, wayland: String) -> String {
        [display.isEmpty ? nil : "DISPLAY=\(display)", wayland.isEmpty ? nil : "WAYLAND_DISPLAY=\(wayland)"].compactMap { $0 }.joined(separator: " and ")
    }

    /// Shuts SDL down; the next `startVideo` starts it anew.
    static func stopVideo() {
        SDL_Quit()
        videoStarted = false
    }

    /// The largest zoom up to `preferred` at which `size` (points) fits the main display's usable
    /// area, read from SDL's running video (started here if it is not yet; never stopped here).
    public static func fittingZoom(for size: Size, preferred: Double) -> Double {
        guard (try? startVideo()) != nil else { return preferred }
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return preferred }
        let fit = min(Double(bounds.w) / size.width, Double(bounds.h) / size.height) * 0.95
        return max(0.5, min(preferred, (fit * 4).rounded(.down) / 4))
    }

    /// The window's drawable size in pixels (on a HiDPI screen, more than its size in screen units).
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Sets the window's size in screen units.
    public func resize(width: Int, height: Int) {
        SDL_SetWindowSize(window, Int32(width), Int32(height))
    }

    /// Output pixels per screen unit (2 on a typical HiDPI screen, else 1).
    public var pixelsPerUnit: Double {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return w > 0 ? Double(pixelSize.width) / Double(w) : 1
    }

    /// The video driver SDL picked (`x11`, `wayland`, `dummy`…).
    public var driver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none" }

    /// Shows `bitmap` scaled to fit the window, centred, with its aspect kept.
    public func show(_ bitmap: Bitmap) {
        if texture == nil || textureSize != (bitmap.width, bitmap.height) {
            if let texture { SDL_DestroyTexture(texture) }
            // Bytes B, G, R, A in memory (`Bitmap`): ARGB8888 on a little-endian machine.
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(bitmap.width), Int32(bitmap.height))
            textureSize = (bitmap.width, bitmap.height)
        }
        guard let texture else { return }
        _ = bitmap.pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(bitmap.width * 4)) }
        var ww: Int32 = 0, wh: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &ww, &wh)
        let fit = min(Double(ww) / Double(bitmap.width), Double(wh) / Double(bitmap.height))
        let w = Int32(Double(bitmap.width) * fit), h = Int32(Double(bitmap.height) * fit)
        destination = SDL_Rect(x: (ww - w) / 2, y: (wh - h) / 2, w: w, h: h)
        SDL_SetRenderDrawColor(renderer, 12, 12, 14, 255)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        SDL_RenderPresent(renderer)
    }

    /// Waits up to `milliseconds` for input, then returns everything that arrived.
    public func input(waiting milliseconds: Int32) -> [SDLInput] {
        var event = SDL_Event()
        var result: [SDLInput] = []
        guard SDL_WaitEventTimeout(&event, milliseconds) == 1 else { return result }
        repeat {
            if let input = translate(event) { result.append(input) }
        } while SDL_PollEvent(&event) == 1
        return result
    }

    /// Puts a key press in SDL's queue, as if typed: how tests drive the real event path.
    public func pushKey(_ name: String, shift: Bool = false) {
        guard let code = SDLKeys.code(for: name) else { return }
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = code
        event.key.keysym.mod = UInt16(shift ? KMOD_LSHIFT.rawValue : 0)
        SDL_PushEvent(&event)
    }

    /// Puts a left click at (`x`, `y`) in screen units of the window in SDL's queue.
    public func pushClick(x: Int, y: Int) {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = Int32(x)
        event.button.y = Int32(y)
        SDL_PushEvent(&event)
    }

    /// Puts a scripted input numbered `index` in SDL's queue, in order with typed keys and clicks.
    public func pushScripted(_ index: Int) {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        event.user.code = Int32(index)
        SDL_PushEvent(&event)
    }

    /// Puts a quit request in SDL's queue.
    public func pushQuit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        SDL_PushEvent(&event)
    }

    func translate(_ event: SDL_Event) -> SDLInput? {
        switch event.type {
        case SDL_QUIT.rawValue: return .quit
        case SDL_KEYDOWN.rawValue:
            guard let name = SDLKeys.name(for: event.key.keysym.sym) else { return nil }
            return .key(name, shift: event.key.keysym.mod & UInt16(KMOD_SHIFT.rawValue) != 0)
        case SDL_MOUSEWHEEL.rawValue: return .wheel(Int(event.wheel.y))
        case SDL_USEREVENT.rawValue: return .scripted(Int(event.user.code))
        case SDL_MOUSEBUTTONDOWN.rawValue:
            let d = destination, size = textureSize
            guard d.w > 0, d.h > 0 else { return nil }
            // Mouse positions are in screen units, the drawing in output pixels.
            let unit = pixelsPerUnit
            let x = (Double(event.button.x) * unit - Double(d.x)) * Double(size.0) / Double(d.w)
            let y = (Double(event.button.y) * unit - Double(d.y)) * Double(size.1) / Double(d.h)
            return .click(x: x, y: y)
        case SDL_WINDOWEVENT.rawValue:
            return event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) || event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) ? .resized : nil
        default: return nil
        }
    }

    /// Closes the window and shuts SDL down.
    public func close() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        Self.stopVideo()
    }
}

/// Why SDL could not open a window.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
