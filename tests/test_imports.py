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


# -- inside router: the folders follow the path a request takes, and import one way -----------

ROUTER = ROOT / "router"
# Which router parts each part may import. `errors`, `offline` and `config` are leaves every part
# may use; `facade` is the `Router` class, `package` the `router/__init__.py` re-exports.
LEAVES = {"errors", "offline", "config", "config_model", "config_types"}
ROUTER_ALLOWED = {
    "reading": {"reading"},
    "history": {"reading", "history"},
    "engine": {"reading", "history", "engine"},
    "provider": {"reading", "history", "engine", "provider"},
    "facade": {"reading", "history", "engine", "provider", "facade"},
    "cli": {"cli", "package", "provider", "reading", "history", "engine", "facade"},
}
NO_LITELLM = ("reading", "history", "engine")


def module_name(path: Path) -> str:
    """`router.engine.flow` for router/engine/flow.py, `router.cli` for router/cli/__init__.py."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def part_of(module: str) -> str:
    """The router part a module belongs to: its folder, or its own name at the top."""
    parts = module.split(".")
    if len(parts) == 1:
        return "package"
    return parts[1]


def imported_modules(path: Path) -> set[str]:
    """Every absolute module a file imports, also inside functions and for type checking only."""
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def router_modules() -> dict[str, Path]:
    """The router's own modules by dotted name (the separately built parts left out)."""
    separate = ("testing", "integrations", "formats")
    return {
        module_name(path): path
        for path in sorted(ROUTER.rglob("*.py"))
        if path.relative_to(ROUTER).parts[0] not in separate
    }


def test_router_parts_import_one_way() -> None:
    modules = router_modules()
    for name, path in modules.items():
        part = part_of(name)
        if part in LEAVES or part == "package" or name == "router.audit_cli":
            continue
        for target in imported_modules(path) & set(modules):
            used = part_of(target)
            allowed = ROUTER_ALLOWED[part] | LEAVES
            assert used in allowed, f"{name} ({part}) imports {target} ({used})"


def test_reading_history_and_engine_import_no_litellm_and_no_provider() -> None:
    for name, path in router_modules().items():
        if part_of(name) in NO_LITELLM:
            imported = imported_modules(path)
            assert not any(m.split(".")[0] in ("litellm", "openai") for m in imported), name
            assert not any(m.startswith("router.provider") for m in imported), name


def test_the_leaves_import_nothing_of_the_router_but_leaves() -> None:
    modules = router_modules()
    for leaf in LEAVES:
        targets = imported_modules(ROUTER / f"{leaf}.py") & set(modules)
        assert {part_of(t) for t in targets} <= LEAVES, f"router.{leaf} imports {targets}"


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of the graph, as a path that ends where it starts; None if there is none."""
    done: set[str] = set()
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        if node in stack:
            return [*stack[stack.index(node) :], node]
        if node in done:
            return None
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            cycle = visit(target)
            if cycle:
                return cycle
        stack.pop()
        done.add(node)
        return None

    for start in sorted(graph):
        cycle = visit(start)
        if cycle:
            return cycle
    return None


def test_no_import_cycle_among_router_modules() -> None:
    modules = router_modules()
    # A module's own packages are imported before it anyway: those edges are not counted.
    graph = {
        name: {t for t in imported_modules(path) & set(modules) if not name.startswith(t + ".")}
        for name, path in modules.items()
    }
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph) or [])


def package_modules(package: str) -> dict[str, Path]:
    """Every module of one of the four packages (integrations and adapters included)."""
    return {module_name(path): path for path in sorted((ROOT / package).rglob("*.py"))}


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_in_any_package(package: str) -> None:
    modules = package_modules(package)
    graph = {
        name: {t for t in imported_modules(path) & set(modules) if not name.startswith(t + ".")}
        for name, path in modules.items()
    }
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph) or [])


def test_the_cycle_finder_sees_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_the_rules_see_a_wrong_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("import litellm\nfrom router.provider.drivers import drive\n")
    imported = imported_modules(module)
    assert "litellm" in imported and "router.provider.drivers" in imported
    assert part_of("router.provider.drivers") not in ROUTER_ALLOWED["engine"]


def test_framework_adapters_use_only_the_public_router() -> None:
    """router/integrations and router/formats build on `router`'s public names alone."""
    for folder in ("integrations", "formats"):
        for path in sorted((ROUTER / folder).glob("*.py")):
            used = {m for m in imported_modules(path) if m.split(".")[0] == "router"}
            inner = {m for m in used if not _public(m)}
            assert not inner, f"{path.relative_to(ROOT)} imports {sorted(inner)}"


def _public(module: str) -> bool:
    """The package, a name of `router.__all__`, the error tree, or the adapters themselves."""
    import router

    head, _, name = module.rpartition(".")
    if module == "router" or (head == "router" and name in router.__all__):
        return True
    return module.startswith(("router.errors", "router.integrations", "router.formats"))
