"""A held-out workload corpus: agent conversations in many formats with facts a later question asks."""

from tests.bench.heldout.measure import Table, measure
from tests.bench.heldout.records import Fact
from tests.bench.heldout.workload import FORMATS, SHAPE_NAMES, Workload, build, survived

SHAPES = SHAPE_NAMES

__all__ = ["FORMATS", "SHAPES", "Fact", "Table", "Workload", "build", "measure", "survived"]
