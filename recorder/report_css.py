"""The HTML audit report's inline style sheet."""

__all__ = ["CSS"]

CSS = """
:root{--ink:#1f2937;--muted:#6b7280;--line:#e5e7eb;--panel:#f9fafb;--bad:#dc2626}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);
background:#fff}
header{padding:20px 32px 12px;border-bottom:1px solid var(--line);background:var(--panel)}
h1{margin:0 0 4px;font-size:22px}
header p{margin:0 0 8px;color:var(--muted)}
nav a{margin-right:12px;color:#2563eb;text-decoration:none;font-family:ui-monospace,monospace}
main{padding:8px 32px 40px;max-width:1280px}
section.session{padding:12px 0 24px;border-bottom:1px solid var(--line)}
h2{font-size:18px;margin:12px 0 8px}
h3{font-size:15px;margin:20px 0 8px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px}
dl.facts{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 8px}
dl.facts div{background:var(--panel);border:1px solid var(--line);border-radius:6px;
padding:6px 12px}
dt{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
dd{margin:0;font-weight:600}
p.note{background:#fffbeb;border:1px solid #fde68a;border-radius:6px;padding:6px 10px}
figure{margin:12px 0 4px}
figcaption{font-weight:600;margin-bottom:2px}
p.levels-off{margin:4px 0 0;font-size:12px;color:var(--muted)}
.decision .id{color:var(--muted);font-size:12px}
svg.chart{width:100%;height:auto;display:block;border:1px solid var(--line);border-radius:6px}
svg .grid{stroke:#f0f1f3;stroke-width:1}
svg .tick,svg .axis,svg .level-label{font-size:11px;fill:var(--muted)}
svg .level-label{paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}
svg .series{fill:none;stroke-width:1.8;stroke-linejoin:round}
svg .sent{stroke:#111827}
svg .usage{stroke:#9ca3af;stroke-dasharray:4 3}
svg .billed{stroke:#111827}
svg .uncompacted{stroke:#ef4444;stroke-dasharray:6 4}
svg .discounted{stroke:#0ea5e9}
svg .level{fill:none}
svg .level.window{stroke:var(--bad);stroke-width:1.5}
svg .level.early{stroke:#6366f1;stroke-width:1.2;stroke-dasharray:8 3 2 3}
svg .level.trigger{stroke:#f59e0b;stroke-width:1.2;stroke-dasharray:6 4}
svg .level.target{stroke:#10b981;stroke-width:1.2;stroke-dasharray:2 3}
svg .window-label{fill:var(--bad)}
svg .early-label{fill:#4f46e5}
svg .marker line{stroke-width:2}
svg .cache-break{fill:var(--bad);opacity:.85}
.legend{display:flex;flex-wrap:wrap;gap:14px;font-size:12px;margin:2px 0 6px}
.key::before{content:"";display:inline-block;width:18px;height:3px;margin:0 6px 3px 0;
vertical-align:middle;background:var(--c,#6b7280)}
.key.sent,.key.billed{--c:#111827}.key.usage{--c:#9ca3af}.key.window{--c:var(--bad)}
.key.trigger{--c:#f59e0b}.key.target{--c:#10b981}.key.early{--c:#6366f1}
.key.uncompacted{--c:#ef4444}
.key.discounted{--c:#0ea5e9}.key.rung-mask{--c:#2563eb}.key.rung-retain{--c:#059669}
.key.rung-summarize{--c:#d97706}.key.rung-truncate{--c:#7c3aed}.key.rung-stop{--c:#dc2626}
.key[class*="rung-"]::before{width:9px;height:9px;border-radius:50%}
.key.break::before{width:0;height:0;background:none;border:5px solid transparent;
border-bottom:8px solid var(--bad);margin-bottom:4px}
details.decision{border:1px solid var(--line);border-radius:6px;margin:6px 0;background:#fff}
details.decision>summary{cursor:pointer;padding:7px 12px;display:flex;flex-wrap:wrap;gap:4px 10px;
align-items:baseline;background:var(--panel);border-radius:6px}
details.decision[open]>summary{border-bottom:1px solid var(--line);border-radius:6px 6px 0 0}
details.decision:target{outline:2px solid #2563eb}
.rung{color:#fff;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600}
.where{color:var(--muted)}
.numbers{font-variant-numeric:tabular-nums}
.reason{color:var(--muted);flex-basis:100%;font-size:13px}
p.kept{margin:8px 12px;font-size:13px}
table{border-collapse:collapse;width:100%}
table.side-by-side{table-layout:fixed}
table.side-by-side th,table.side-by-side td{border-top:1px solid var(--line);padding:6px 10px;
vertical-align:top;text-align:left}
table.side-by-side thead th{font-size:11px;text-transform:uppercase;letter-spacing:.04em;
color:var(--muted);border-top:0}
table.side-by-side col.key{width:150px}
tr.more>td{padding:0}
tr.more summary{cursor:pointer;padding:6px 10px;color:#2563eb;font-size:13px}
tr.more table.side-by-side{margin:0}
tbody th .kind{display:block;font-weight:400;font-size:11px;color:var(--muted)}
td.original{background:#fef2f2}
td.sent{background:#f0fdf4}
.tokens{font-size:11px;font-weight:600;color:var(--muted);margin-bottom:2px}
pre{margin:0;white-space:pre-wrap;word-break:break-word;max-height:8.5em;overflow:auto;
font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace}
p.missing,p.cut{margin:0;color:var(--muted);font-style:italic;font-size:12px}
details.calls{margin-top:14px}
details.calls>summary{cursor:pointer;font-weight:600}
table.log{font-size:12px;font-variant-numeric:tabular-nums;margin-top:6px}
table.log th,table.log td{border-bottom:1px solid var(--line);padding:3px 8px;text-align:right}
table.log th:nth-child(2),table.log td:nth-child(2),table.log th:nth-child(3),
table.log td:nth-child(3),table.log td:nth-child(10){text-align:left}
"""
