"""How long the HTML audit report of a long session takes to build and open, and its size.

    python tests/bench/report_html.py [--quick] [--screenshot FILE]

A tool loop (200 rounds with --quick; 200 and 500 otherwise) runs through the public Router
with a scripted judge and provider that logs main calls (tests/recorder/html_report_session.py).
Printed: reading the data from the recorder, rendering the HTML (median of 5), the file size,
and, when /usr/bin/chromium exists, how long headless Chromium takes to load and serialise the
report against an empty page. Targets: under 1 s and under 2 MB. No assertions on time.
`--screenshot FILE` also writes a 1280x2000 screenshot of the 200-round report.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from recorder import Recorder
from recorder.html_report import render_report, report_data_from_recorder
from router.testing.tokens import count_text
from tests.recorder.html_report_session import drive

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync")  # fmt: skip


def timed_chromium(folder: Path, *args: str) -> float:
    """Seconds one headless Chromium run takes."""
    started = time.perf_counter()
    command = [str(CHROMIUM), *FLAGS, f"--user-data-dir={folder / 'profile'}", *args]
    subprocess.run(command, capture_output=True, timeout=120, check=True)
    return time.perf_counter() - started


def measure(folder: Path, rounds: int, screenshot: Path | None) -> None:
    """Drive one session of `rounds` rounds and print the report's figures."""
    db = folder / f"r{rounds}.db"
    drive(db, "agent", rounds, log_main_calls=True)
    with Recorder(db, readonly=True) as recorder:
        started = time.perf_counter()
        data = report_data_from_recorder(recorder, count_tokens=count_text)
        read = time.perf_counter() - started
    renders = []
    for _ in range(5):
        started = time.perf_counter()
        html = render_report(data)
        renders.append(time.perf_counter() - started)
    page = folder / f"r{rounds}.html"
    page.write_text(html, encoding="utf-8")
    size = page.stat().st_size
    decisions = len(data[0].decisions)
    print(f"{rounds} rounds, {decisions} decisions: read {read * 1000:.0f} ms, "
          f"render {statistics.median(renders) * 1000:.0f} ms, {size / 1024:.0f} KiB "
          f"({'under' if size < 2 * 1024 * 1024 else 'OVER'} 2 MB)")  # fmt: skip
    if not CHROMIUM.exists():
        print("  (no /usr/bin/chromium: .ci/ensure_chromium installs it)")
        return
    empty = folder / "empty.html"
    empty.write_text("<!doctype html><title>empty</title>", encoding="utf-8")
    base = min(timed_chromium(folder, "--dump-dom", empty.as_uri()) for _ in range(3))
    load = min(timed_chromium(folder, "--dump-dom", page.as_uri()) for _ in range(3))
    print(f"  chromium: empty page {base:.2f} s, report {load:.2f} s, "
          f"report's own share {max(load - base, 0.0):.2f} s")  # fmt: skip
    if screenshot is not None:
        timed_chromium(folder, f"--screenshot={screenshot.resolve()}", "--window-size=1280,2000",
                       page.as_uri())  # fmt: skip
        print(f"  screenshot: {screenshot}")


def main() -> None:
    """Parse arguments and measure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="only the 200-round session")
    parser.add_argument("--screenshot", type=Path, help="write a screenshot of the report here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for rounds in (200,) if args.quick else (200, 500):
            measure(Path(tmp), rounds, args.screenshot if rounds == 200 else None)


if __name__ == "__main__":
    main()
