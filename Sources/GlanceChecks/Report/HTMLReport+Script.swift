extension HTMLReport {
    /// The page's script: filters (kept in the address's `#` part, so a link opens the same
    /// view), rows added 150 at a time as the list scrolls, and a viewer of a row's images.
    /// When ready it sets `data-ready-ms`, `data-shown` and `data-total` on `<html>`, and each
    /// filtering sets `data-filter-ms` (docs/bench.md, "The HTML report").
    static let script = #"""
        "use strict";
        const R = window.GLANCE_REPORT, rows = R.rows, $ = (id) => document.getElementById(id);
        const esc = (s) => String(s ?? "").replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
        const bad = (r) => r.level !== "passed";
        const fields = ["widget", "family", "device", "state", "check", "level"];
        let shown = [], drawn = 0, openAt = -1, mode = "side";

        // Totals and the summary per widget and check.
        const count = (f) => rows.reduce((n, r) => n + (f(r) ? 1 : 0), 0);
        const goldens = count((r) => r.kind === "golden");
        $("totals").innerHTML = [
            `<b>${count((r) => r.level === "error")}</b> errors`, `<b>${count((r) => r.level === "warning")}</b> warnings`,
            `<b>${count((r) => r.level === "note")}</b> notes`,
            goldens ? `<b>${count((r) => r.kind === "golden" && bad(r))}</b> of ${goldens} goldens not passing` : "",
            `${R.cellsChecked} cells checked`, `made ${esc(R.generated)}`].filter(Boolean).join(" · ");
        $("warnings").innerHTML = R.warnings.map((w) => `<li>${esc(w)}</li>`).join("");
        const groups = new Map();
        for (const r of rows) {
            const key = r.widget + "\u0001" + r.check;
            let g = groups.get(key);
            if (!g) groups.set(key, (g = { widget: r.widget, check: r.check, error: 0, warning: 0, note: 0, failing: 0, passed: 0 }));
            if (r.kind === "golden") g[bad(r) ? "failing" : "passed"]++; else g[r.level]++;
        }
        const sorted = [...groups.values()].sort((a, b) => b.error + b.failing - a.error - a.failing || a.widget.localeCompare(b.widget));
        // Columns for what the report has: findings' severities, goldens' outcomes.
        const columns = [["error", "Errors"], ["warning", "Warnings"], ["note", "Notes"]].filter(() => rows.some((r) => r.kind === "finding"))
            .concat(goldens ? [["failing", "Goldens failing"], ["passed", "passing"]] : []);
        $("summary").innerHTML = "<thead><tr><th>Widget</th><th>Check</th>" + columns.map((c) => `<th>${c[1]}</th>`).join("") + "</tr></thead><tbody>"
            + sorted.map((g) => `<tr data-widget="${esc(g.widget)}" data-check="${esc(g.check)}"><td>${esc(g.widget)}</td><td title="${esc(R.checks[g.check])}">${esc(g.check)}</td>`
                + columns.map((c) => `<td>${g[c[0]] || ""}</td>`).join("") + "</tr>").join("") + "</tbody>";
        $("summary").addEventListener("click", (e) => {
            const tr = e.target.closest("tr[data-widget]");
            if (!tr) return;
            $("f-widget").value = tr.dataset.widget; $("f-check").value = tr.dataset.check;
            if (tr.dataset.check === "golden") $("f-passing").checked = true;
            apply(true);
        });

        // Filters: each select lists the values rows have.
        for (const f of fields) {
            const values = [...new Set(rows.map((r) => r[f]))].filter((v) => v !== "").sort();
            $("f-" + f).innerHTML = `<option value="">all</option>` + values.map((v) => `<option>${esc(v)}</option>`).join("");
        }
        function matches(r, want, q) {
            for (const f of fields) if (want[f] && r[f] !== want[f]) return false;
            if (!want.passing && r.kind === "golden" && !bad(r) && want.level !== "passed") return false;
            return !q || (r.message + " " + r.widget).toLowerCase().includes(q);
        }
        function wanted() {
            const want = { passing: $("f-passing").checked, q: $("f-q").value.trim().toLowerCase() };
            for (const f of fields) want[f] = $("f-" + f).value;
            return want;
        }
        function apply(remember) {
            const started = performance.now(), want = wanted();
            shown = [];
            for (let i = 0; i < rows.length; i++) if (matches(rows[i], want, want.q)) shown.push(i);
            $("list").innerHTML = ""; drawn = 0; more();
            $("count").textContent = `${shown.length} of ${rows.length} shown`;
            if (remember) remember_(want);
            document.documentElement.dataset.filterMs = (performance.now() - started).toFixed(1);
        }
        function remember_(want) {
            const p = new URLSearchParams();
            for (const f of fields) if (want[f]) p.set(f, want[f]);
            if (want.q) p.set("q", want.q);
            if (want.passing) p.set("passing", "1");
            if (openAt >= 0) { p.set("open", String(openAt)); p.set("mode", mode); }
            history.replaceState(null, "", "#" + p.toString());
        }

        // The list, 150 rows at a time as its end comes into view; images load as they scroll in.
        const thumb = (src) => src ? `<img loading="lazy" decoding="async" src="${esc(src)}" alt="">` : "";
        function more() {
            const html = [];
            for (const end = Math.min(shown.length, drawn + 150); drawn < end; drawn++) {
                const i = shown[drawn], r = rows[i];
                const where = [r.family, r.device, r.state, r.entry != null ? "entry " + r.entry : ""].filter(Boolean).join(" · ");
                html.push(`<div class="row" data-id="${i}"><div class="thumbs">${thumb(r.images[0])}${thumb(r.images[1])}</div>`
                    + `<span class="badge ${esc(r.level)}">${esc(r.level)}</span><div><div class="where">${esc(r.widget)} · ${esc(r.check)} · ${esc(where)}</div>`
                    + `<div class="msg">${esc(r.message.split("\n")[0])}</div></div></div>`);
            }
            $("list").insertAdjacentHTML("beforeend", html.join(""));
        }
        new IntersectionObserver((e) => { if (e[0].isIntersecting && drawn < shown.length) more(); }, { rootMargin: "800px" }).observe($("more"));
        $("list").addEventListener("click", (e) => { const row = e.target.closest(".row"); if (row) openRow(Number(row.dataset.id)); });

        // The viewer: side by side, a slider, an onion skin or the difference of a golden cell.
        function figure(src, label, zoom) {
            return `<figure>${src ? `<img src="${esc(src)}" style="zoom:${zoom}" alt="${esc(label)}">` : `<div class="none">no ${esc(label)} image</div>`}<figcaption>${esc(label)}</figcaption></figure>`;
        }
        function openRow(i) {
            openAt = i;
            const r = rows[i], [golden, actual, diff] = r.images, compared = r.kind === "golden" && golden && actual;
            if (!compared) mode = "side";
            $("d-title").textContent = [r.widget, r.check, r.family, r.device, r.state, r.entry != null ? "entry " + r.entry : ""].filter(Boolean).join(" · ");
            $("d-modes").style.visibility = compared ? "visible" : "hidden";
            for (const b of document.querySelectorAll("[data-mode]")) b.classList.toggle("on", b.dataset.mode === mode);
            const v = $("d-view"), zoom = 2;
            if (r.kind === "finding") v.innerHTML = figure(golden, "the cell as drawn, the problem outlined", 1.5);
            else if (!compared) v.innerHTML = figure(golden, "golden", zoom);
            else if (mode === "side") v.innerHTML = figure(golden, "golden", zoom) + figure(actual, "actual", zoom) + figure(diff, "difference", zoom);
            else if (mode === "diff") v.innerHTML = figure(diff, "difference (red: beyond the tolerance)", zoom * 1.5);
            else {
                v.innerHTML = `<figure><div class="stack"><img src="${esc(golden)}" style="zoom:${zoom * 1.5}" alt="golden"><img class="top" src="${esc(actual)}" style="zoom:${zoom * 1.5}" alt="actual">`
                    + (mode === "slider" ? `<div class="edge"></div>` : "") + `</div><input id="d-range" type="range" min="0" max="100" value="50">`
                    + `<figcaption>${mode === "slider" ? "golden ◀ drag ▶ actual" : "golden ◀ opacity ▶ actual"}</figcaption></figure>`;
                const top = v.querySelector(".top"), edge = v.querySelector(".edge"), range = $("d-range");
                const set = () => {
                    const x = Number(range.value);
                    if (mode === "slider") { top.style.clipPath = `inset(0 0 0 ${x}%)`; edge.style.left = x + "%"; } else top.style.opacity = x / 100;
                };
                range.addEventListener("input", set); set();
            }
            $("d-message").textContent = r.message;
            $("detail").hidden = false;
            remember_(wanted());
        }
        function closeRow() { $("detail").hidden = true; openAt = -1; remember_(wanted()); }
        function step(by) { const at = shown.indexOf(openAt); if (at >= 0 && shown[at + by] != null) openRow(shown[at + by]); }
        $("d-close").onclick = closeRow; $("d-prev").onclick = () => step(-1); $("d-next").onclick = () => step(1);
        for (const b of document.querySelectorAll("[data-mode]")) b.onclick = () => { mode = b.dataset.mode; openRow(openAt); };
        document.addEventListener("keydown", (e) => {
            if ($("detail").hidden || e.target.tagName === "INPUT") return;
            if (e.key === "Escape") closeRow(); else if (e.key === "ArrowLeft") step(-1); else if (e.key === "ArrowRight") step(1);
        });
        for (const f of fields) $("f-" + f).addEventListener("change", () => apply(true));
        $("f-passing").addEventListener("change", () => apply(true));
        $("f-q").addEventListener("input", () => apply(true));
        $("f-clear").onclick = () => { for (const f of fields) $("f-" + f).value = ""; $("f-q").value = ""; $("f-passing").checked = false; apply(true); };

        // The view the address names (#widget=…&check=…&open=12&mode=slider), then "ready".
        const p = new URLSearchParams(location.hash.slice(1));
        for (const f of fields) if (p.has(f)) $("f-" + f).value = p.get(f);
        $("f-q").value = p.get("q") || ""; $("f-passing").checked = p.get("passing") === "1";
        apply(false);
        if (["side", "slider", "onion", "diff"].includes(p.get("mode"))) mode = p.get("mode");
        if (p.has("open") && rows[Number(p.get("open"))]) openRow(Number(p.get("open")));
        const root = document.documentElement.dataset;
        root.readyMs = String(Math.round(performance.now())); root.shown = String(shown.length); root.total = String(rows.length);
        """#
}
