"""Facts asked after masking survive on the held-out corpus, with the router's defaults.

A sample of formats the excerpt code has no cutter of its own for (INI, Kubernetes YAML, stack
traces, `df`/`ps`, diffs, prose, email) and two structured ones, through a paginated loop and a
coding agent, one seed: the late questions' answers must reach the final request verbatim.
"""

from __future__ import annotations

import pytest

from router import Router
from tests.bench.heldout.measure import Table, run_all

FORMATS = (
    "ini_toml",
    "yaml_k8s",
    "stack_trace",
    "shell",
    "diff",
    "prose",
    "email",
    "graphql",
    "xml_feed",
)
WINDOW = 32_000


@pytest.fixture(scope="module")
def table() -> Table:
    outcomes = run_all(
        lambda: Router("gpt-4o-mini", context_window=WINDOW),
        seeds=(5,),
        window=WINDOW,
        rounds=6,
        formats=FORMATS,
        shapes=("paginated", "coding"),
    )
    return Table(outcomes)


def test_named_and_decided_facts_survive_on_every_sampled_format(table: Table) -> None:
    assert table.survival("named") >= 0.9
    assert table.survival("decision") == 1.0


def test_most_unusual_values_are_kept_without_being_named(table: Table) -> None:
    assert table.survival("unusual") >= 0.7


def test_nothing_sent_is_over_the_window_or_unpaired(table: Table) -> None:
    assert all(o.over == 0 and o.unpaired == 0 and not o.errors for o in table.outcomes)
