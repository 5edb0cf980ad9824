import ListFixKit

/// `fix --review FILE`: one self-contained HTML page (no network, no external files) with the
/// run's findings, each fix's diff and a checkbox per fix; its script assembles a patch of the
/// checked fixes, to download or copy. File contents are escaped text, never markup or script.
struct ReviewPage {
    private var files: [FixChoices] = []

    mutating func add(_ file: FixChoices) {
        if !file.findings.isEmpty { files.append(file) }
    }

    var fixCount: Int { files.reduce(0) { $0 + $1.fixes.count } }
    var findingCount: Int { files.reduce(0) { $0 + $1.findings.count } }

    /// The page, given the number of files the run checked.
    func html(checkedFiles: Int) -> String {
        var out = ReviewPage.head
        out += summary(checkedFiles: checkedFiles)
        var id = 0
        var data: [String] = []
        for file in files {
            out += "<section class=\"file\"><h2>\(escape(Report.shown(file.path)))</h2>\n"
            var shown = Set<FindingKey>()
            var choices: [String] = []
            for d in file.findings where !shown.contains(FindingKey(d)) {
                if let choice = file.fixes.first(where: { $0.findings.contains { FindingKey($0) == FindingKey(d) } }) {
                    for f in choice.findings { shown.insert(FindingKey(f)) }
                    out += fixBlock(choice, id: id, path: file.path)
                    choices.append("{\"id\":\(id),\"start\":\(choice.lines.lowerBound),\"end\":\(choice.lines.upperBound),"
                        + "\"replacement\":[\(choice.replacement.map(ReviewPage.json).joined(separator: ","))]}")
                    id += 1
                } else {
                    out += "<article class=\"finding nofix\">\(findingHeader(d, path: file.path))"
                    out += "<p class=\"safety\">\(d.status == .unsafe ? "unsafe fix, not offered (run with --unsafe-fixes)" : "no automatic fix")</p></article>\n"
                }
            }
            out += "</section>\n"
            if !choices.isEmpty {
                let header = String(decoding: UnifiedDiff.header(file.diffPath), as: UTF8.self)
                data.append("{\"header\":\(ReviewPage.json(header)),\"lines\":[\(file.originalLines.map(ReviewPage.json).joined(separator: ","))],"
                    + "\"choices\":[\(choices.joined(separator: ","))]}")
            }
        }
        out += rulePages()
        out += "<script type=\"application/json\" id=\"data\">{\"files\":[\(data.joined(separator: ",\n"))]}</script>\n"
        out += ReviewPage.script
        out += "</body></html>\n"
        return out
    }

    private func summary(checkedFiles: Int) -> String {
        var byRule: [String: (findings: Int, safe: Int, unsafe: Int, none: Int)] = [:]
        for file in files {
            for d in file.findings {
                var row = byRule[d.rule, default: (0, 0, 0, 0)]
                row.findings += 1
                switch d.status {
                case .fixable: row.safe += 1
                case .unsafe: row.unsafe += 1
                case .noFix, .dropped: row.none += 1
                }
                byRule[d.rule] = row
            }
        }
        var out = "<h1>listfix review</h1>\n<p class=\"lede\">\(Report.plural(findingCount, "finding", "findings")) in "
        out += "\(Report.plural(files.count, "file", "files")) of \(checkedFiles) checked; \(Report.plural(fixCount, "fix", "fixes")) to choose from. "
        out += "Check the fixes you accept, then download the patch and apply it with <code>git apply</code> from the repository root.</p>\n"
        out += "<div class=\"scroll\"><table class=\"summary\"><thead><tr><th>rule</th><th>findings</th><th>safe fix</th><th>unsafe fix</th><th>no fix</th></tr></thead><tbody>\n"
        var total = (findings: 0, safe: 0, unsafe: 0, none: 0)
        for (rule, row) in byRule.sorted(by: { $0.key < $1.key }) {
            out += "<tr><td><a href=\"#rule-\(escape(rule))\">\(escape(rule))</a></td><td>\(row.findings)</td><td>\(row.safe)</td><td>\(row.unsafe)</td><td>\(row.none)</td></tr>\n"
            total.findings += row.findings; total.safe += row.safe; total.unsafe += row.unsafe; total.none += row.none
        }
        out += "</tbody><tfoot><tr><th>all (\(Report.plural(files.count, "file", "files")))</th><td id=\"total-findings\">\(total.findings)</td>"
        out += "<td id=\"total-safe\">\(total.safe)</td><td id=\"total-unsafe\">\(total.unsafe)</td><td id=\"total-none\">\(total.none)</td></tr></tfoot></table></div>\n"
        out += "<div class=\"bar\"><button id=\"download\" type=\"button\">Download patch</button> <span id=\"chosen\"></span></div>\n"
        return out
    }

    private func findingHeader(_ d: ReportedFinding, path: String) -> String {
        "<header><span class=\"where\">\(escape(Report.shown(path))):\(d.line):\(d.column)</span> "
            + "<span class=\"sev \(d.severity.rawValue)\">\(d.severity.rawValue)</span> "
            + "<a class=\"rule\" href=\"#rule-\(escape(d.rule))\">\(escape(d.rule))</a></header>"
            + "<p class=\"message\">\(escape(d.message))</p>"
    }

    private func fixBlock(_ choice: FixChoices.Choice, id: Int, path: String) -> String {
        var out = "<article class=\"finding fix\" id=\"fix-\(id)\">"
        for d in choice.findings { out += findingHeader(d, path: path) }
        let safety: String
        switch choice.fix.applicability {
        case .safe: safety = "<span class=\"safe\">safe</span>"
        case .unsafe(let reason): safety = "<span class=\"unsafe\">unsafe</span>: \(escape(reason))"
        }
        out += "<label class=\"pick\"><input type=\"checkbox\" class=\"choice\" data-choice=\"\(id)\"\(choice.isSafe ? " checked" : "")> "
        out += "apply: \(escape(choice.fix.message)) (\(safety))</label>\n"
        out += diffTable(choice.diff)
        return out + "</article>\n"
    }

    /// The diff as a table: old and new line numbers, then the line.
    private func diffTable(_ diff: [UInt8]) -> String {
        var out = "<div class=\"scroll\"><table class=\"diff\">"
        for line in DiffHunkLine.parse(diff) {
            let row: String
            switch line.kind {
            case .hunk: row = "hunk"
            case .removed: row = "del"
            case .added: row = "add"
            case .note: row = "note"
            case .context: row = "same"
            }
            out += "<tr class=\"\(row)\"><td>\(line.old.map(String.init) ?? "")</td><td>\(line.new.map(String.init) ?? "")</td>"
                + "<td>\(escape(String(line.text)))</td></tr>"
        }
        return out + "</table></div>\n"
    }

    private func rulePages() -> String {
        let rules = Set(files.flatMap { $0.findings.map(\.rule) }).sorted()
        var out = "<h2>Rules</h2>\n"
        for rule in rules {
            out += "<details class=\"page\" id=\"rule-\(escape(rule))\"><summary>\(escape(rule))</summary>"
            out += "<pre>\(escape(RuleDocumentation.text[rule] ?? ""))</pre></details>\n"
        }
        return out
    }

    private func escape(_ text: String) -> String { MarkupText.escaped(text) }

    /// A JSON string that is also safe inside a `<script>` element.
    static func json(_ text: String) -> String {
        Report.quote(text).replacingEvery("<", with: "\\u003c").replacingEvery(">", with: "\\u003e").replacingEvery("&", with: "\\u0026")
            .replacingEvery("\u{2028}", with: "\\u2028").replacingEvery("\u{2029}", with: "\\u2029")
    }

    static let head = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
    <title>listfix review</title>
    <style>
    :root { --bg: #fff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --add: #e6ffec; --del: #ffebe9; --hunk: #f0f4ff; --card: #f9f9fb; --accent: #0066cc; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #111214; --fg: #e8e8ed; --muted: #a1a1a6; --line: #3a3a3c; --add: #12361f; --del: #4a1a1a; --hunk: #1c2540; --card: #1a1b1e; --accent: #4da3ff; }
    }
    body { background: var(--bg); color: var(--fg); font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1rem; }
    a { color: var(--accent); }
    h1 { font-size: 1.5rem; margin: .2rem 0; } h2 { font-size: 1.1rem; margin: 1.6rem 0 .5rem; word-break: break-all; }
    .lede { color: var(--muted); }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; }
    .summary td, .summary th { border-bottom: 1px solid var(--line); padding: .25rem .7rem; text-align: right; }
    .summary td:first-child, .summary th:first-child { text-align: left; white-space: nowrap; }
    .bar { position: sticky; top: 0; background: var(--bg); padding: .6rem 0; border-bottom: 1px solid var(--line); z-index: 1; }
    button { font: inherit; padding: .35rem .9rem; border-radius: .4rem; border: 1px solid var(--line); background: var(--card); color: var(--fg); }
    .finding { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: .6rem .8rem; margin: .7rem 0; }
    .finding header { font-size: .9rem; }
    .where { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
    .sev { font-weight: 600; } .sev.error { color: #d70015; } .sev.warning { color: #b25000; } .sev.note { color: var(--muted); }
    .message { margin: .3rem 0; }
    .pick { display: block; margin: .4rem 0; font-weight: 600; }
    .safe { color: #1a7f37; } .unsafe { color: #b25000; }
    .safety { color: var(--muted); margin: 0; }
    .diff { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; width: 100%; }
    .diff td { white-space: pre; padding: 0 .4rem; vertical-align: top; }
    .diff td:nth-child(-n+2) { color: var(--muted); text-align: right; user-select: none; width: 1%; }
    .diff .add td:last-child { background: var(--add); } .diff .del td:last-child { background: var(--del); }
    .diff .hunk td { background: var(--hunk); color: var(--muted); }
    .page pre, #patch { white-space: pre-wrap; font: 12.5px/1.4 ui-monospace, Menlo, monospace; background: var(--card); padding: .6rem; border-radius: .4rem; }
    #notes { color: #b25000; }
    </style></head><body>

    """

    /// Assembles the checked fixes' patch from each file's lines and each fix's replaced lines, so
    /// any subset applies: hunks are rebuilt with 3 lines of context and shifted line numbers.
    static let script = """
    <h2>Patch of the checked fixes</h2>
    <p id="notes"></p>
    <pre id="patch"></pre>
    <script>
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("data").textContent);
      var boxes = Array.prototype.slice.call(document.querySelectorAll("input.choice"));
      function line(mark, text) {
        return text.charAt(text.length - 1) === "\\n" ? mark + text : mark + text + "\\n\\\\ No newline at end of file\\n";
      }
      function span(start, count) { return count === 1 ? String(start) : start + "," + count; }
      function assemble(chosen) {
        var out = "", notes = [];
        data.files.forEach(function (file) {
          var picked = file.choices.filter(function (c) { return chosen.has(c.id); })
            .sort(function (a, b) { return a.start - b.start; });
          var changes = [];
          picked.forEach(function (c) {
            var last = changes[changes.length - 1];
            if (last && c.start < last.end) { notes.push("fix " + c.id + " touches the lines of fix " + last.id + " and was left out"); return; }
            changes.push(c);
          });
          if (!changes.length) return;
          var hunks = [], current = null;
          changes.forEach(function (c) {
            if (current && c.start - 3 <= current.end + 3) { current.changes.push(c); current.end = c.end; }
            else { current = { start: c.start, end: c.end, changes: [c] }; hunks.push(current); }
          });
          var lines = file.lines, delta = 0;
          out += file.header;
          hunks.forEach(function (h) {
            var from = Math.max(0, h.start - 3), to = Math.min(lines.length, h.end + 3);
            var body = "", a = 0, b = 0, i = from;
            h.changes.forEach(function (c) {
              for (; i < c.start; i++) { body += line(" ", lines[i]); a++; b++; }
              for (; i < c.end; i++) { body += line("-", lines[i]); a++; }
              c.replacement.forEach(function (r) { body += line("+", r); b++; });
            });
            for (; i < to; i++) { body += line(" ", lines[i]); a++; b++; }
            out += "@@ -" + span(a ? from + 1 : from, a) + " +" + span(b ? from + 1 + delta : from + delta, b) + " @@\\n" + body;
            delta += b - a;
          });
        });
        return { patch: out, notes: notes };
      }
      function chosen() {
        var set = new Set();
        boxes.forEach(function (box) { if (box.checked) set.add(Number(box.getAttribute("data-choice"))); });
        return set;
      }
      function update() {
        var result = assemble(chosen());
        document.getElementById("patch").textContent = result.patch;
        document.getElementById("notes").textContent = result.notes.join("; ");
        document.getElementById("chosen").textContent = chosen().size + " of " + boxes.length + " fixes checked";
        return result.patch;
      }
      // #select=0,2 (or #select=none) sets the checkboxes: a choice can be shared as a link.
      var match = /^#select=(.*)$/.exec(location.hash);
      if (match) {
        var ids = match[1] === "none" ? [] : match[1].split(",").map(Number);
        boxes.forEach(function (box) { box.checked = ids.indexOf(Number(box.getAttribute("data-choice"))) >= 0; });
      }
      boxes.forEach(function (box) { box.addEventListener("change", update); });
      document.getElementById("download").addEventListener("click", function () {
        var blob = new Blob([update()], { type: "text/x-diff" });
        var link = document.createElement("a");
        link.href = URL.createObjectURL(blob);
        link.download = "listfix-review.patch";
        document.body.appendChild(link);
        link.click();
        link.remove();
      });
      update();
    })();
    </script>

    """
}
