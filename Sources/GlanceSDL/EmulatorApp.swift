import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// The emulator window's loop: input to commands, real time to the simulated clock, and a
/// new frame only when something visible changed.
@MainActor
public final class EmulatorApp {
    public struct Options {
        /// Window pixels per point at the start; the window can then be resized at will, and is
        /// drawn anew at the scale it has (crisp at any size).
        public var zoom: Double = 2
        /// The window's size at the start, in screen units, instead of the zoom's.
        public var windowSize: (width: Int, height: Int)?
        /// Lower the zoom if the window would not fit the screen.
        public var fitsScreen = true
        /// Write a PNG of every frame that changed here.
        public var recordFolder: String?
        /// Where F12 screenshots go, made when missing; relative paths are to the current folder.
        public var screenshotFolder = "out"
        /// Keys typed into SDL's queue at start (tests and demos), e.g. `["l", "w"]`.
        public var keys: [String] = []
        /// Quit once the typed keys are handled and the frame after them is shown.
        public var quitAfterKeys = false
        /// Write the last frame here on exit.
        public var finalScreenshot: String?
        /// Called once the first frame after a successful reload is shown.
        public var reloadShown: (@MainActor () -> Void)?
        public init() {}
    }

    /// Reloads content when its files change: `nil` when nothing changed, else the new content or the reason it is bad.
    public typealias Reload = @MainActor () -> Result<(faces: [Face], widgets: [WidgetDescription]), EmulatorError>?

    let session: EmulatorSession
    let chrome: EmulatorChrome
    let rasterizer: CairoRasterizer
    let encode: (Bitmap) throws -> [UInt8]
    let reload: Reload
    var options: Options
    var showHeadsUp = false, showHelp = false
    var lastKey = ""
    var frameNumber = 0
    var timings = (frame: 0.0, chrome: 0.0)
    var window: SDLWindow?
    /// Window pixels per point of the last frame drawn: what clicks are mapped back with.
    var drawnScale = 1.0
    /// `tap:SLOT/ELEMENT` inputs typed at the start, by the number their queued event carries.
    var scriptedTaps: [String] = []

    public init(session: EmulatorSession, chrome: EmulatorChrome, encodePNG: @escaping (Bitmap) throws -> [UInt8], options: Options, reload: @escaping Reload) {
        (self.session, self.chrome, self.encode, self.options, self.reload) = (session, chrome, encodePNG, options, reload)
        rasterizer = CairoRasterizer()
    }

    /// Opens the window and runs until it is closed, Q is pressed, or the typed keys are done.
    /// Runs until quit. Each turn of the loop yields, so providers that deliver from main-actor
    /// tasks (App Intent and preview timelines) are heard while the window is open.
    public func run() async throws {
        let size = chrome.size(for: session.device)
        // Video starts once: the zoom is fitted to the display the window then opens on.
        try SDLWindow.startVideo()
        if options.fitsScreen { options.zoom = SDLWindow.fittingZoom(for: size, preferred: options.zoom) }
        let window = try SDLWindow(
            title: "Glance — \(session.face.name)", width: options.windowSize?.width ?? Int(size.width * options.zoom),
            height: options.windowSize?.height ?? Int(size.height * options.zoom))
        self.window = window
        defer {
            window.close()
            self.window = nil
        }
        for key in options.keys { type(key, into: window) }
        if options.quitAfterKeys { window.pushQuit() }
        var last = ContinuousClock.now
        var lastReloadCheck = last
        await settle()
        var shown = try draw()
        window.show(shown)
        lastKey = frameKey()
        var quitting = false
        while !quitting {
            let inputs = window.input(waiting: waitMilliseconds())
            for input in inputs where !quitting {
                let device = session.device.id
                quitting = input == .quit || !handle(input, shown: shown)
                await settle()
                if session.device.id != device { fitWindow(to: window) }
            }
            await settle()
            let now = ContinuousClock.now
            session.advance(realSeconds: Self.seconds(now - last))
            last = now
            var reloaded = false
            if now - lastReloadCheck > .milliseconds(250) {
                lastReloadCheck = now
                switch reload() {
                case .success(let content)?:
                    do {
                        try session.replace(faces: content.faces, widgets: content.widgets)
                        // The new content's first answers are waited for, so the next frame shows it.
                        await session.engine.letProvidersAnswer()
                        reloaded = true
                    } catch { session.note("not reloaded: \(error)") }
                case .failure(let error)?: session.note("kept the last good content: \(error)")
                case nil: break
                }
            }
            let key = frameKey()
            if reloaded || key != lastKey || inputs.contains(.resized) || window.pixelSize != shownFor {
                lastKey = key
                shown = try draw()
                window.show(shown)
                if reloaded { options.reloadShown?() }
                if let folder = options.recordFolder {
                    frameNumber += 1
                    try write(shown, to: "\(folder)/frame-\(String(format: "%05d", frameNumber)).png")
                }
            }
        }
        if let path = options.finalScreenshot { try write(shown, to: path) }
    }

    /// Types one of `options.keys` into the window's queue: a key (`l`, `shift+right`),
    /// `click:X,Y` for a click at a point of the display, or `tap:SLOT/ELEMENT` for a tap on a
    /// widget's button or toggle by name (`tap:X,Y` is a click).
    func type(_ key: String, into window: SDLWindow) {
        if key.hasPrefix("tap:"), key.contains("/") {
            scriptedTaps.append(String(key.dropFirst(4)))
            window.pushScripted(scriptedTaps.count - 1)
            return
        }
        if key.hasPrefix("click:") || key.hasPrefix("tap:") {
            let xy = key.drop { $0 != ":" }.dropFirst().split(separator: ",").compactMap { Double($0) }
            guard xy.count == 2 else {
                session.note("\(key): give X,Y (a point of the display)" + (key.hasPrefix("tap:") ? " or SLOT/ELEMENT" : ""))
                return
            }
            // Where that point of the display is in the window, as `show` places the picture.
            let scale = fittingScale(), size = chrome.size(for: session.device), display = chrome.displayRect(for: session.device)
            let pixels = window.pixelSize, unit = window.pixelsPerUnit
            let left = (Double(pixels.width) - (size.width * scale).rounded(.down)) / 2
            let top = (Double(pixels.height) - (size.height * scale).rounded(.down)) / 2
            window.pushClick(
                x: Int(((left + (display.minX + xy[0]) * scale) / unit).rounded()), y: Int(((top + (display.minY + xy[1]) * scale) / unit).rounded()))
            return
        }
        window.pushKey(key.hasPrefix("shift+") ? String(key.dropFirst(6)) : key, shift: key.hasPrefix("shift+"))
    }

    /// Lets pending main-actor work (timeline deliveries) run. A scripted run (typed keys, then
    /// quit) also waits for extensions' answers, so what it shows does not depend on machine load.
    private func settle() async {
        for _ in 0..<8 { await Task.yield() }
        guard options.quitAfterKeys else { return }
        // Tapped elements' actions finish (an extension's within its deadline; one in this
        // process is given 15 s) and their reloads are answered before the next input.
        let end = ContinuousClock.now + .seconds(15)
        while session.engine.hasRunningInteractions && ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(5))
            session.advance(realSeconds: 0)
        }
        await session.engine.letProvidersAnswer()
        session.advance(realSeconds: 0)
    }

    /// Carries out one input; `false` asks to quit.
    func handle(_ input: SDLInput, shown: Bitmap) -> Bool {
        switch input {
        case .key(let name, let shift):
            switch name {
            case "q", "escape": return false
            case "l": session.handle(session.state.lock == .unlocked ? .lock : .unlock)
            case "b": session.handle(.reboot)
            case "w": session.handle(.toggleWrist)
            case "m": session.handle(.cycleRenderingMode)
            case "t": session.handle(.cycleTint)
            case "space": session.handle(.togglePause)
            case "right": session.handle(.step(shift ? 3600 : 60))
            case "s": session.handle(.cycleSpeed)
            case "r": session.handle(.reloadAll)
            case "up": session.handle(.scroll(-1))
            case "down": session.handle(.scroll(1))
            case "n": session.handle(.nextFace)
            case "p": session.handle(.previousFace)
            case "d": session.handle(.nextDevice)
            case "[": session.handle(.entry(.previous))
            case "]": session.handle(.entry(.next))
            case "home": session.handle(.entry(.first))
            case "end": session.handle(.entry(.last))
            case "tab": session.handle(.nextSlot)
            case "h": showHeadsUp.toggle()
            case "?", "/": showHelp.toggle()
            case "f12":
                do { session.note("screenshot: \(try Screenshots.save(try encode(shown), in: options.screenshotFolder, at: session.clock.now))") } catch {
                    session.note("screenshot failed: \(error)")
                }
            default: break
            }
        case .wheel(let dy): session.handle(.scroll(dy > 0 ? -1 : 1))
        case .click(let x, let y):
            let display = chrome.displayRect(for: session.device)
            session.tap(at: Point(x: x / drawnScale - display.minX, y: y / drawnScale - display.minY))
        case .resized:
            // The person's size sets the scale the next device's window opens at.
            if let window, window.pixelSize.width > 0 { options.zoom = fittingScale() / window.pixelsPerUnit }
        case .scripted(let index):
            let spec = scriptedTaps.indices.contains(index) ? scriptedTaps[index] : ""
            let parts = spec.split(separator: "/", maxSplits: 1).map(String.init)
            if parts.count == 2 { session.tap(slot: parts[0], element: parts[1]) } else { session.note("tap:\(spec): give SLOT/ELEMENT or X,Y") }
        case .quit: break
        }
        return true
    }

    /// Everything a frame shows, as text: a new frame is drawn only when this changes.
    func frameKey() -> String {
        let now = session.clock.now.timeIntervalSince1970
        let tick = session.state.isLuminanceReduced ? floor(now / 60) : floor(now)
        let slots = session.face.slots.map { slot in
            session.instance(in: slot.id).map { "\($0.id)@\($0.entry(at: session.clock.now).date)\($0.interaction.isPending ? "…" : "")\($0.interaction.toggles.count)\($0.isWaiting)\($0.lastRequest?.timeIntervalSince1970 ?? 0)" } ?? "-"
        }
        return "\(tick)|\(session.faceIndex)|\(session.state)|\(session.status)|\(showHeadsUp)|\(showHelp)|\(slots)|\(session.timelineStrip.map(\.label) ?? "-")"
    }

    /// How long to wait for input: until the next visible tick, at most a quarter second (reloads are checked as often).
    func waitMilliseconds() -> Int32 {
        if session.clock.isPaused { return 250 }
        let now = session.clock.now.timeIntervalSince1970
        let unit = session.state.isLuminanceReduced ? 60.0 : 1.0
        let untilTick = (floor(now / unit) + 1) * unit - now
        return Int32(max(15, min(250, untilTick / session.clock.speed * 1000)))
    }

    /// The window's pixel size the shown frame was drawn for.
    var shownFor = (width: 0, height: 0)

    /// Window pixels per point that fit the chrome into the window's drawable pixels.
    func fittingScale() -> Double {
        let size = chrome.size(for: session.device)
        guard let pixels = window?.pixelSize, pixels.width > 0, pixels.height > 0 else { return options.zoom }
        return min(Double(pixels.width) / size.width, Double(pixels.height) / size.height)
    }

    /// Gives the window the new device's size at the scale in use (fitted to the screen).
    func fitWindow(to window: SDLWindow) {
        let size = chrome.size(for: session.device)
        let zoom = options.fitsScreen ? SDLWindow.fittingZoom(for: size, preferred: options.zoom) : options.zoom
        window.resize(width: Int(size.width * zoom), height: Int(size.height * zoom))
    }

    func draw() throws -> Bitmap {
        let t0 = ContinuousClock.now
        let frame = try session.frame()
        let t1 = ContinuousClock.now
        timings.frame = Self.seconds(t1 - t0) * 1000
        var hud = showHeadsUp ? session.headsUp : nil
        let slots = session.slotCache.lastFrame
        hud?.append(String(format: "frame %.1f ms (%d slots drawn, %d reused), window %.1f ms", timings.frame, slots.drawn, slots.reused, timings.chrome))
        // Drawn at the window's own pixel scale, so text and edges stay sharp at any window size.
        drawnScale = fittingScale()
        shownFor = window?.pixelSize ?? (0, 0)
        let list = chrome.displayList(
            frame: frame, device: session.device, status: session.status, headsUp: hud, help: showHelp ? EmulatorSession.keyHelp : nil,
            strip: session.timelineStrip, scale: drawnScale)
        let bitmap = try rasterizer.rasterize(list, scale: drawnScale, background: .black)
        timings.chrome = Self.seconds(ContinuousClock.now - t1) * 1000
        return bitmap
    }

    func write(_ bitmap: Bitmap, to path: String) throws {
        try OutputFile.write(try encode(bitmap), to: path, replacing: true)
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
