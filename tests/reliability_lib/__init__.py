"""The reliability cases, shared by tests/test_reliability.py and the bench.

Each case module has a `run(...)` that returns a `Row` of the reliability table; the test suite
runs them small and asserts the zeros, `tests/bench/reliability.py` runs them full and prints.
"""
