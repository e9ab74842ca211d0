"""Operations output: access/syslog/JSON logs, stack traces, shell commands, k8s YAML, INI/TOML."""

from __future__ import annotations

import json
import random
from typing import Any

import yaml  # type: ignore[import-untyped]

from tests.bench.heldout.records import Table, token
from tests.bench.heldout.render_json import Page


def _kind(table: Table, row: dict[str, Any], kind: str, default: str = "-") -> str:
    for column, spec in table.specs.items():
        if spec.kind == kind:
            return token(row[column])
    return default


def _status(table: Table, row: dict[str, Any]) -> str:
    for column, spec in table.specs.items():
        if spec.kind == "enum":
            return token(row[column])
    return "200"


def _clock(i: int) -> str:
    return f"{10 + i // 3600 % 12:02d}:{i // 60 % 60:02d}:{i % 60:02d}"


def logs(rng: random.Random, table: Table, page: Page) -> str:
    """Request logs as nginx access lines, syslog lines or JSON lines; errors are rare."""
    variant = rng.choice(("nginx", "syslog", "json"))
    host, lines = f"web-{rng.randrange(1, 9):02d}", []
    for i, row in enumerate(table.rows):
        level = "ERROR" if i == table.anomaly else rng.choice(("INFO", "INFO", "DEBUG"))
        rid = token(row[table.id_name])
        if variant == "nginx":
            lines.append(
                f"{_kind(table, row, 'ip')} - {_kind(table, row, 'handle')} [04/Mar/2025:{_clock(i)} +0000] "
                f'"GET {_kind(table, row, "path")} HTTP/1.1" {_status(table, row)} {rng.randrange(200, 90_000)} '
                f'"-" "Mozilla/5.0 (X11; Linux x86_64)" rt={_kind(table, row, "ms")} req={rid}'
            )
        elif variant == "syslog":
            fields = " ".join(f"{c}={token(row[c])}" for c in table.columns)
            lines.append(
                f"Mar  4 {_clock(i)} {host} api[{rng.randrange(900, 9_000)}]: {level} {fields}"
            )
        else:
            record = {
                "ts": f"2025-03-04T{_clock(i)}Z",
                "level": level.lower() if rng.random() < 0.3 else level,
                "logger": "http.access",
                "msg": "request completed",
                **row,
            }
            lines.append(json.dumps(record, ensure_ascii=False, separators=(",", ":")))
        if rng.random() < 0.05:
            lines.append(
                f"Mar  4 {_clock(i)} {host} systemd[1]: Started Daily apt upgrade and clean activities."
            )
    return "\n".join(lines)


def stack_trace(rng: random.Random, table: Table, page: Page) -> str:
    """Error events as Python tracebacks with frame locals or Java traces with a record dump."""
    java = rng.random() < 0.4
    out = []
    for row in table.rows:
        ident = token(row[table.id_name])
        if java:
            dump = ", ".join(f"{c}={token(row[c])}" for c in table.columns)
            out.append(
                f'Exception in thread "pool-3-thread-{rng.randrange(1, 16)}" com.example.sync.SyncException: '
                f"failed to sync {table.domain.entity} {ident}\n"
                f"\tat com.example.sync.Worker.push(Worker.java:{rng.randrange(40, 400)})\n"
                f"\tat com.example.sync.Worker.run(Worker.java:88)\n"
                f"\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
                f"Caused by: java.io.IOException: record{{{dump}}}\n\t... 3 more"
            )
        else:
            local = "\n".join(f"    {c!s:>18} = {token(row[c])!r}" for c in table.columns)
            out.append(
                "Traceback (most recent call last):\n"
                f'  File "/srv/app/sync/worker.py", line {rng.randrange(30, 300)}, in push\n'
                "    client.post(url, json=payload)\n"
                '  File "/srv/app/.venv/lib/python3.12/site-packages/httpx/_client.py", line 1145, in post\n'
                '    return self.request("POST", url, json=json)\n'
                f"httpx.ReadTimeout: timed out while syncing {table.domain.entity} {ident}\n"
                f"  locals:\n{local}"
            )
    return "\n\n".join(out)


def _ps(table: Table) -> str:
    lines = [
        "$ ps aux --sort=-%cpu",
        "USER         PID %CPU %MEM    VSZ   RSS TTY  STAT START   TIME COMMAND",
    ]
    for row in table.rows:
        lines.append(
            f"{_kind(table, row, 'enum'):<10} {token(row['PID']):>6} {_kind(table, row, 'cpu'):>4}  0.4 "
            f"812340 {_kind(table, row, 'count'):>5} ?    Ssl  Mar04   1:02 {_kind(table, row, 'command')}"
        )
    return "\n".join(lines)


def _ls(table: Table) -> str:
    lines = ["$ ls -l /var/exports", f"total {len(table.rows) * 8}"]
    for row in table.rows:
        lines.append(
            f"{_kind(table, row, 'enum')} 1 {_kind(table, row, 'handle'):<8} staff "
            f"{_kind(table, row, 'bytes'):>12} {_kind(table, row, 'date')} {token(row['name'])}"
        )
    return "\n".join(lines)


def _df(table: Table) -> str:
    lines = ["$ df -h", "Filesystem        Size  Used Avail Use% Mounted on"]
    for row in table.rows:
        size = _kind(table, row, "gsize")
        lines.append(
            f"{token(row['Filesystem']):<17} {size:>5} {size:>5}  12G {_kind(table, row, 'enum'):>4} "
            f"{_kind(table, row, 'path')}"
        )
    return "\n".join(lines)


def shell(rng: random.Random, table: Table, page: Page) -> str:
    """`ps aux`, `ls -l` or `df -h` output, by what the records are."""
    render = {"processes": _ps, "files": _ls, "mounts": _df}[table.domain.key]
    return render(table) + f"\n$ echo $?\n0\n{rng.choice(('deploy', 'ops'))}@host:~$ "


def yaml_k8s(rng: random.Random, table: Table, page: Page) -> str:
    """Kubernetes Deployment manifests, one YAML document each."""
    docs = []
    for row in table.rows:
        values = {spec.kind: row[c] for c, spec in table.specs.items()}
        doc: dict[str, Any] = {
            "apiVersion": "apps/v1",
            "kind": "Deployment",
            "metadata": {
                "name": row[table.id_name],
                "namespace": rng.choice(("prod", "staging", "payments")),
                "labels": {"app.kubernetes.io/part-of": "shop"},
                "annotations": {"owner": values.get("email", "platform@example.com")},
            },
            "spec": {
                "replicas": values.get("count", 2),
                "template": {
                    "spec": {
                        "containers": [
                            {
                                "name": "main",
                                "image": values.get("image", "registry.example.com/base:1.0.0"),
                                "resources": {
                                    "limits": {
                                        "memory": values.get("memory", "256Mi"),
                                        "cpu": "500m",
                                    }
                                },
                            }
                        ]
                    }
                },
            },
            "status": {"phase": values.get("enum", "Running")},
        }
        docs.append(yaml.safe_dump(doc, allow_unicode=True, sort_keys=rng.random() < 0.5))
    return "---\n" + "---\n".join(docs)


def ini_toml(rng: random.Random, table: Table, page: Page) -> str:
    """Service configuration as an INI file or a TOML document."""
    toml = rng.random() < 0.5
    lines = [f"# generated by confd for {rng.choice(('prod', 'staging'))} — do not edit"]
    for row in table.rows:
        ident = token(row[table.id_name])
        lines.append(f"\n[services.{ident}]" if toml else f"\n[{ident}]")
        for column in table.specs:
            value = row[column]
            key = column.replace(" ", "_")
            if toml:
                shown = (
                    str(value).lower()
                    if token(value) in ("true", "false")
                    else json.dumps(value, ensure_ascii=False)
                )
                lines.append(f"{key} = {shown}")
            else:
                lines.append(f"{key} = {token(value)}")
    return "\n".join(lines) + "\n"


RENDERERS = {
    "logs": logs,
    "stack_trace": stack_trace,
    "shell": shell,
    "yaml_k8s": yaml_k8s,
    "ini_toml": ini_toml,
}
