"""Seeded values of every kind, in one of several house styles per workload."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

FIRST = (
    "Ilse",
    "Jürgen",
    "Amara",
    "Chen",
    "José",
    "Saoirse",
    "Kwame",
    "Yuki",
    "Łukasz",
    "Priya",
    "Oluwaseun",
    "Mirela",
    "Anders",
    "Fatima",
    "Tomás",
    "Ngozi",
    "Hiroshi",
    "Élodie",
    "Rafael",
    "Zainab",
    "Dmitri",
    "Ingrid",
    "Mateo",
    "Aiko",
    "Bjørn",
    "Leila",
    "Nikolai",
    "Chiara",
    "Wei",
)
LAST = (
    "Varga",
    "Groß",
    "Okafor",
    "Nakamura",
    "Núñez",
    "Ó Briain",
    "Mensah",
    "Kowalczyk",
    "Iyer",
    "Haddad",
    "Lindqvist",
    "Ferreira",
    "Adeyemi",
    "Petrović",
    "Tanaka",
    "Dubois",
    "Moreau",
    "Castillo",
    "Schäfer",
    "Rossi",
    "Brennan",
    "Abebe",
    "Volkov",
    "Hashemi",
    "Nguyen",
    "Søndergaard",
)
CITIES = (
    "Rotterdam",
    "São Paulo",
    "Osaka",
    "Nairobi",
    "Kraków",
    "Montréal",
    "Zürich",
    "Valparaíso",
    "Tbilisi",
    "Da Nang",
    "Aarhus",
    "Gdańsk",
    "Porto",
    "Brno",
    "Cebu",
    "Mombasa",
    "Leipzig",
)
TEXTS = (
    "customer asked for a split shipment",
    "Rechnung bitte per Post senden",
    "pago parcial recibido",
    "à vérifier avec la comptabilité",
    "renewal pending legal review",
    "配送先の住所を確認中",
    "migrated from the old billing system",
    "entrega programada para la tarde",
    "needs PO number",
    "Kunde wünscht Ratenzahlung",
    "duplicate of an earlier request",
    "prioridade alta segundo o gerente",
)
PRODUCTS = (
    "Trail Runner GTX",
    "Espresso Tamper 58mm",
    "Merino Crew Sock",
    "USB-C Dock Pro",
    "Kayak Paddle",
    "Cast Iron Skillet",
    "Noise-Cancelling Headset",
    "Bamboo Cutting Board",
    "LED Desk Lamp",
    "Thermos 750ml",
    "Yoga Mat Eco",
    "Wool Beanie",
    "Bike Light Set",
    "Ceramic Teapot",
)
COMMANDS = (
    "/usr/bin/python3 -m gunicorn app:wsgi",
    "/usr/sbin/nginx -g daemon off;",
    "postgres: writer",
    "/opt/java/bin/java -Xmx2g -jar indexer.jar",
    "node /srv/web/server.js",
    "/usr/bin/redis-server",
    "celery -A tasks worker",
    "/usr/lib/systemd/systemd-journald",
    "sshd: deploy@pts/0",
)
HOSTS = ("db", "cache", "queue", "search", "billing", "auth", "ledger", "media", "edge")
PATHS = (
    "/api/v2/orders",
    "/api/v2/carts",
    "/healthz",
    "/login",
    "/api/v1/search",
    "/static/app.js",
    "/graphql",
    "/api/v2/payments",
    "/metrics",
    "/var/lib/data",
    "/srv/backups",
    "/home",
)


@dataclass(frozen=True)
class Style:
    """One workload's house style: how dates, money, ids and enums are written."""

    date: str
    money: str
    case: str
    id_width: int
    units: str

    @classmethod
    def pick(cls, rng: random.Random) -> Style:
        """A random style."""
        return cls(
            date=rng.choice(("iso", "isodt", "us", "eu", "long", "rfc", "epoch")),
            money=rng.choice(("float", "usd", "eur_de", "cents", "code")),
            case=rng.choice(("lower", "upper", "title")),
            id_width=rng.choice((4, 5, 6, 7)),
            units=rng.choice(("metric", "compact", "verbose")),
        )


def _date(rng: random.Random, style: Style, far: bool = False) -> Any:
    base = datetime(2024, 1, 1, tzinfo=UTC) + timedelta(
        days=rng.randrange(700), seconds=rng.randrange(86_400)
    )
    formats = {
        "iso": "%Y-%m-%d",
        "isodt": "%Y-%m-%dT%H:%M:%SZ",
        "us": "%m/%d/%Y",
        "eu": "%d.%m.%Y",
        "long": "%d %B %Y",
        "rfc": "%a, %d %b %Y %H:%M:%S +0000",
    }
    if style.date == "epoch":
        return int(base.timestamp())
    return base.strftime(formats[style.date])


def _money(rng: random.Random, style: Style, outlier: bool) -> Any:
    cents = rng.randrange(2_500_000, 9_900_000) if outlier else rng.randrange(1_000, 98_000)
    whole, frac = divmod(cents, 100)
    if style.money == "float":
        return round(cents / 100, 2) if frac % 10 else f"{whole}.{frac:02d}"
    if style.money == "usd":
        return f"${whole:,}.{frac:02d}"
    if style.money == "eur_de":
        return f"{whole:,}".replace(",", ".") + f",{frac:02d} €"
    if style.money == "cents":
        return cents
    return f"{whole}.{frac:02d} {rng.choice(('EUR', 'GBP', 'CHF', 'JPY'))}"


def _cased(value: str, style: Style) -> str:
    return {"lower": value.lower(), "upper": value.upper(), "title": value.title()}[style.case]


def make_id(rng: random.Random, kind: str, style: Style) -> Any:
    """A fresh identifier of `kind`."""
    digits = "".join(rng.choices(string.digits, k=style.id_width))
    hexes = "".join(rng.choices("0123456789abcdef", k=8))
    return {
        "inv": f"INV-{digits}",
        "ticket": f"SUP-{digits}",
        "user": f"u_{hexes}",
        "sku": f"SKU-{rng.choice(string.ascii_uppercase)}{rng.choice(string.ascii_uppercase)}-{digits}",
        "track": f"1Z{hexes.upper()}{digits}",
        "req": f"{hexes}-{digits}",
        "pid": rng.randrange(1_000, 99_999),
        "file": f"{rng.choice(('report', 'dump', 'export', 'ledger'))}_{digits}.{rng.choice(('csv', 'gz', 'log'))}",
        "dev": f"/dev/{rng.choice(('sd', 'nvme0n', 'xvd'))}{rng.choice('abcdefgh')}{digits[:2]}",
        "deploy": f"{rng.choice(HOSTS)}-{rng.choice(('api', 'worker', 'cron'))}-{digits}",
        "svc": f"{rng.choice(HOSTS)}_{digits}",
    }[kind]


def make_value(rng: random.Random, kind: str, style: Style, *, outlier: bool = False) -> Any:
    """A value of `kind` (an outlier of it when asked)."""
    n = rng.randrange
    if kind == "person":
        return f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    if kind == "email":
        user = rng.choice(FIRST).lower().encode("ascii", "ignore").decode() or "ops"
        return f"{user}.{n(100, 9999)}@{rng.choice(('example.com', 'acme.io', 'firma.de', 'corp.example'))}"
    if kind == "money":
        return _money(rng, style, outlier)
    if kind == "date":
        return _date(rng, style)
    if kind in ("count", "minutes"):
        value = n(40_000, 90_000) if outlier else n(1, 3_000)
        return f"{value} min" if kind == "minutes" and style.units == "verbose" else value
    if kind == "ms":
        value = n(45_000, 99_000) if outlier else n(3, 2_900)
        return {"metric": value, "compact": f"{value}ms", "verbose": f"{value / 1000:.3f} s"}[
            style.units
        ]
    if kind == "weight":
        grams = n(80_000, 99_000) if outlier else n(100, 30_000)
        return {
            "metric": round(grams / 1000, 3),
            "compact": f"{grams / 1000:.3f}kg",
            "verbose": f"{grams / 1000:.3f} kg",
        }[style.units]
    if kind == "cpu":
        return f"{n(900, 999) / 10:.1f}" if outlier else f"{n(0, 60) / 10:.1f}"
    if kind == "bytes":
        return n(50_000_000_000, 90_000_000_000) if outlier else n(200, 9_000_000)
    if kind == "gsize":
        return f"{n(1, 900)}{rng.choice('GM')}"
    if kind == "port":
        return n(1_025, 65_000)
    if kind == "memory":
        return f"{n(1, 64) * 64}Mi"
    if kind == "image":
        return f"registry.example.com/{rng.choice(HOSTS)}:{n(1, 9)}.{n(0, 40)}.{n(0, 99)}"
    if kind == "host":
        return f"{rng.choice(HOSTS)}-{n(10, 99)}.internal.example.net"
    if kind == "ip":
        return f"10.{n(0, 255)}.{n(0, 255)}.{n(1, 254)}"
    if kind == "handle":
        return (
            f"{rng.choice(FIRST).lower().encode('ascii', 'ignore').decode() or 'svc'}{n(10, 999)}"
        )
    if kind == "path":
        return f"{rng.choice(PATHS)}/{n(100, 99_999)}"
    if kind == "command":
        return rng.choice(COMMANDS)
    if kind == "city":
        return rng.choice(CITIES)
    if kind == "product":
        return f"{rng.choice(PRODUCTS)} {rng.choice(('Mk', 'Rev', 'Gen'))}{n(2, 99)}"
    if kind == "text":
        return rng.choice(TEXTS)
    raise ValueError(f"unknown value kind {kind!r}")


def styled_enum(value: str, style: Style) -> str:
    """An enumerated value in the workload's casing (numbers and codes unchanged)."""
    if value[:1].isalpha() and value.isascii() and not value.startswith("-"):
        return _cased(value, style)
    return value
