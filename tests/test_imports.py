"""Imports run one way: router may import rungs, judges and recorder; those never import upward."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("router", "judges", "rungs", "recorder")
ALLOWED = {
    "router": {"router", "rungs", "judges", "recorder"},
    "judges": {"judges"},
    "rungs": {"rungs"},
    "recorder": {"recorder"},
}


def imported_packages(path: Path) -> set[str]:
    """Top-level project packages a module imports."""
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found.update(name.split(".")[0] for name in names if name.split(".")[0] in PACKAGES)
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_imports_run_one_way(package: str) -> None:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"{package} has no modules"
    for path in files:
        wrong = imported_packages(path) - ALLOWED[package]
        assert not wrong, f"{path.relative_to(ROOT)} imports {sorted(wrong)}"


def test_the_walker_sees_a_sideways_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("from recorder.types import EditRecord\nimport judges\n")
    assert imported_packages(module) == {"recorder", "judges"}


def test_each_package_has_a_module_docstring_and_all() -> None:
    for package in PACKAGES:
        source = (ROOT / package / "__init__.py").read_text()
        tree = ast.parse(source)
        assert ast.get_docstring(tree), f"{package} lacks a module docstring"
        assert "__all__" in source or package == "router.testing", f"{package} lacks __all__"
