"""Markup output: HTML pages with tables or definition lists, XML documents, Atom and RSS feeds."""

from __future__ import annotations

import random
from html import escape
from xml.sax.saxutils import escape as xml_escape
from xml.sax.saxutils import quoteattr

from tests.bench.heldout.records import Table, token
from tests.bench.heldout.render_json import Page

NAV = """<header class="site-header"><a class="logo" href="/">Acme Portal</a>
<nav aria-label="Main"><ul><li><a href="/dashboard">Dashboard</a></li><li><a href="/reports">Reports</a></li>
<li><a href="/settings">Settings</a></li><li><a href="/help">Help centre</a></li></ul></nav></header>"""
FOOTER = """<footer><p>&copy; Acme Portal &middot; <a href="/privacy">Privacy</a> &middot;
<a href="/terms">Terms</a></p><script>window.dataLayer=window.dataLayer||[];</script></footer>"""


def _html_table(table: Table) -> str:
    head = "".join(f'<th scope="col">{escape(c)}</th>' for c in table.columns)
    rows = "\n".join(
        "<tr>" + "".join(f"<td>{escape(token(row[c]))}</td>" for c in table.columns) + "</tr>"
        for row in table.rows
    )
    return f'<table class="data-grid">\n<thead><tr>{head}</tr></thead>\n<tbody>\n{rows}\n</tbody>\n</table>'


def _html_dl(table: Table) -> str:
    parts = []
    for row in table.rows:
        ident = escape(token(row[table.id_name]))
        items = "".join(
            f"<dt>{escape(c)}</dt><dd>{escape(token(row[c]))}</dd>" for c in table.specs
        )
        parts.append(
            f'<section class="card" id="r-{ident}"><h3>{ident}</h3><dl>{items}</dl></section>'
        )
    return "\n".join(parts)


def html_page(rng: random.Random, table: Table, page: Page) -> str:
    """A full HTML page: head, navigation, the records as a table or cards, pager, footer."""
    title = f"{table.domain.plural.title()} — page {page.number}"
    body = _html_table(table) if rng.random() < 0.6 else _html_dl(table)
    pager = (
        f'<nav class="pager"><a rel="prev" href="?page={max(page.number - 1, 1)}">Previous</a> '
        f'<a rel="next" href="?page={page.number + 1}">Next</a></nav>'
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{rng.choice(("en", "de", "es"))}"><head><meta charset="utf-8">'
        f'<title>{escape(title)}</title><link rel="stylesheet" href="/assets/app.css"></head>\n'
        f'<body>{NAV}\n<main><h1>{escape(title)}</h1>\n<p class="lead">Showing {len(table.rows)} '
        f"{table.domain.plural}.</p>\n{body}\n{pager}</main>\n{FOOTER}</body></html>"
    )


def _xml_name(name: str) -> str:
    cleaned = "".join(ch if ch.isalnum() or ch in "_-" else "_" for ch in name)
    return cleaned if cleaned[:1].isalpha() else f"f_{cleaned}"


def _plain_xml(rng: random.Random, table: Table, page: Page) -> str:
    ns = "urn:example:" + table.domain.plural
    entity = _xml_name(table.domain.entity)
    lines = [
        f'<?xml version="1.0" encoding="UTF-8"?>\n<x:{table.domain.plural} xmlns:x="{ns}" '
        f'page="{page.number}" pages="{page.total}">'
    ]
    as_attr = rng.random() < 0.5
    for row in table.rows:
        ident = quoteattr(token(row[table.id_name]))
        if as_attr:
            attrs = " ".join(f"{_xml_name(c)}={quoteattr(token(row[c]))}" for c in table.specs)
            lines.append(f"  <x:{entity} id={ident} {attrs}/>")
        else:
            kids = "".join(
                f"<x:{_xml_name(c)}>{xml_escape(token(row[c]))}</x:{_xml_name(c)}>"
                for c in table.specs
            )
            lines.append(f"  <x:{entity} id={ident}>{kids}</x:{entity}>")
    lines.append(f"</x:{table.domain.plural}>")
    return "\n".join(lines)


def _atom(rng: random.Random, table: Table, page: Page) -> str:
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:d="urn:example:data">',
        f"  <title>{table.domain.plural.title()} updates</title>",
        f'  <link rel="next" href="https://feeds.example.com/{table.domain.plural}?p={page.number + 1}"/>',
    ]
    for row in table.rows:
        ident = xml_escape(token(row[table.id_name]))
        fields = "".join(
            f"<d:field name={quoteattr(c)}>{xml_escape(token(row[c]))}</d:field>"
            for c in table.specs
        )
        lines.append(
            f"  <entry><id>tag:example.com,2025:{ident}</id><title>{table.domain.entity} {ident}</title>"
            f"<updated>2025-05-0{rng.randrange(1, 9)}T12:00:00Z</updated>"
            f'<content type="xhtml">{fields}</content></entry>'
        )
    lines.append("</feed>")
    return "\n".join(lines)


def _rss(rng: random.Random, table: Table, page: Page) -> str:
    lines = [
        '<?xml version="1.0"?>',
        '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        f"<channel><title>{table.domain.plural.title()}</title><link>https://example.com/</link>",
    ]
    for row in table.rows:
        ident = xml_escape(token(row[table.id_name]))
        desc = "; ".join(f"{c}: {token(row[c])}" for c in table.specs)
        lines.append(
            f'<item><guid isPermaLink="false">{ident}</guid><title>{ident}</title>'
            f"<description>{xml_escape(desc)}</description><dc:creator>feedbot</dc:creator></item>"
        )
    lines.append("</channel></rss>")
    return "\n".join(lines)


def xml_feed(rng: random.Random, table: Table, page: Page) -> str:
    """An XML document with a namespace and attributes, an Atom feed, or an RSS feed."""
    return rng.choice((_plain_xml, _atom, _rss))(rng, table, page)


RENDERERS = {"html": html_page, "xml_feed": xml_feed}
