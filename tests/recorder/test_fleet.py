"""A small fleet on one PostgreSQL recorder: workers SIGKILLed and resumed on another host.

The same run as ``python tests/bench/fleet.py --quick``, smaller, with its guarantees asserted.
"""

from __future__ import annotations

from pathlib import Path

from recorder import Recorder
from tests.bench.fleet import run_fleet, tally
from tests.recorder.pgserver import PostgresServer

SHAPE = {"hosts": 2, "processes": 2, "threads": 2, "sessions": 8, "rounds": 8, "kills": 1}


def test_killed_workers_resume_elsewhere_with_nothing_lost_doubled_or_changed(
    pg_server: PostgresServer, tmp_path: Path
) -> None:
    url = pg_server.create_database()
    Recorder(url).close()
    fleet, resumed, _ = run_fleet(url, SHAPE, tmp_path)
    figures = tally(fleet, url)
    assert resumed > 0
    assert figures["decisions (database rows)"] > 0
    assert figures["distinct requests"] == SHAPE["sessions"] * SHAPE["rounds"]
    assert figures["lost decisions"] == 0
    assert figures["duplicated decisions"] == 0
    assert figures["resent requests whose bytes differ"] == 0
    assert figures["judge calls paid twice (reply recorded)"] == 0
