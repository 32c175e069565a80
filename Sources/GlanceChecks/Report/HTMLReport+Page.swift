extension HTMLReport {
    /// The page: the frame, its style and its script; the rows come from `report.js`.
    static func page(title: String) -> String {
        let title = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="Glance (glance report --html)">
            <title>\(title)</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1>\(title)</h1><p id="totals"></p><ul id="warnings"></ul></header>
            <details id="summary-box" open><summary>Summary by widget and check</summary><div id="summary-wrap"><table id="summary"></table></div></details>
            <form id="filters" onsubmit="return false">
            <label>Widget <select id="f-widget"></select></label>
            <label>Family <select id="f-family"></select></label>
            <label>Device <select id="f-device"></select></label>
            <label>State <select id="f-state"></select></label>
            <label>Check <select id="f-check"></select></label>
            <label>Result <select id="f-level"></select></label>
            <label>Text <input id="f-q" type="search" placeholder="in messages"></label>
            <label class="tick"><input id="f-passing" type="checkbox"> passing goldens</label>
            <button id="f-clear" type="button">Clear</button>
            <span id="count" role="status"></span>
            </form>
            <main id="list"></main>
            <div id="more"></div>
            <div id="detail" hidden>
            <div class="bar"><button id="d-prev" title="Previous (←)">←</button><button id="d-next" title="Next (→)">→</button>
            <span id="d-title"></span><span class="modes" id="d-modes">
            <button data-mode="side">Side by side</button><button data-mode="slider">Slider</button>
            <button data-mode="onion">Onion skin</button><button data-mode="diff">Difference</button></span>
            <button id="d-close" title="Close (Esc)">✕</button></div>
            <div id="d-view"></div><p id="d-message"></p>
            </div>
            <script src="report.js"></script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    static let style = """
        :root { --bg: #111; --panel: #1c1c1e; --text: #eee; --dim: #999; --line: #333; --error: #ff453a; --warning: #ffd60a; --note: #64d2ff; --ok: #30d158; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--text); }
        header, #summary-box, #filters, #list { padding: 0 16px; }
        h1 { font-size: 20px; margin: 12px 0 4px; }
        #totals { margin: 0 0 8px; color: var(--dim); }
        #totals b { color: var(--text); }
        #warnings { color: var(--warning); margin: 0 0 8px; }
        #summary-box summary { cursor: pointer; color: var(--dim); margin: 4px 0; }
        #summary-wrap { max-height: 34vh; overflow: auto; display: inline-block; margin-bottom: 8px; }
        table { border-collapse: collapse; }
        thead th { position: sticky; top: 0; background: var(--bg); }
        td, th { padding: 2px 10px; border-bottom: 1px solid var(--line); text-align: right; }
        td:first-child, td:nth-child(2), th { text-align: left; }
        #summary tbody tr { cursor: pointer; }
        #summary tbody tr:hover { background: var(--panel); }
        #filters { position: sticky; top: 0; z-index: 2; background: var(--bg); display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; padding-top: 8px; padding-bottom: 8px; border-bottom: 1px solid var(--line); }
        #filters label { color: var(--dim); }
        select, input, button { background: var(--panel); color: var(--text); border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; font: inherit; }
        button { cursor: pointer; }
        #count { color: var(--dim); margin-left: auto; }
        .row { display: grid; grid-template-columns: 190px 80px 1fr; gap: 12px; padding: 8px 0; border-bottom: 1px solid var(--line); cursor: pointer; align-items: center; }
        .row:hover { background: var(--panel); }
        .thumbs { display: flex; gap: 4px; height: 64px; align-items: center; }
        .thumbs img { max-height: 64px; max-width: 92px; background: #000; image-rendering: auto; }
        .badge { font-size: 12px; font-weight: 600; border-radius: 10px; padding: 1px 8px; text-align: center; justify-self: start; }
        .error, .failed, .missing { background: var(--error); color: #000; }
        .recorded, .warning { background: var(--warning); color: #000; }
        .note { background: var(--note); color: #000; }
        .passed { background: var(--ok); color: #000; }
        .where { color: var(--dim); font-size: 12px; }
        .msg { white-space: pre-wrap; overflow-wrap: anywhere; }
        #detail { position: fixed; inset: 0; z-index: 5; background: #0b0b0c; display: flex; flex-direction: column; }
        #detail[hidden] { display: none; }
        .bar { display: flex; gap: 8px; align-items: center; padding: 10px 16px; background: var(--panel); }
        #d-title { flex: 1; }
        .modes button.on { background: #0a84ff; border-color: #0a84ff; }
        #d-view { flex: 0 1 auto; overflow: auto; display: flex; gap: 24px; justify-content: center; align-items: flex-start; padding: 24px; }
        #d-view figure { margin: 0; text-align: center; color: var(--dim); }
        #d-view img { image-rendering: pixelated; background: #000; border: 1px solid var(--line); }
        .stack { position: relative; display: inline-block; }
        .stack img { display: block; }
        .stack img.top { position: absolute; left: 0; top: 0; }
        .stack .edge { position: absolute; top: 0; bottom: 0; width: 2px; background: #0a84ff; pointer-events: none; }
        #d-view input[type=range] { width: 100%; margin-top: 10px; }
        #d-message { padding: 0 24px 24px; margin: 0; white-space: pre-wrap; max-height: 30vh; overflow: auto; }
        .none { color: var(--dim); font-style: italic; }
        """
}
