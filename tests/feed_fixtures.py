"""Fixture feeds and article pages for the feed tests (served from 127.0.0.1 in the test)."""

from __future__ import annotations

import json
from html import escape

PLACES = ["Kelso", "Tarbert", "Lerwick", "Wick", "Oban", "Dornoch", "Brora", "Ullapool",
          "Portree", "Thurso", "Nairn", "Buckie"]
EVENTS = [
    ("flood", "Flood waters rose three metres overnight in {p}, and crews built sandbag walls "
              "along the harbour as the river burst its banks near the old mill."),
    ("ferry", "A ferry carrying 212 passengers ran aground off {p} in heavy fog, and lifeboat "
              "crews brought everyone ashore before the tide turned."),
    ("bridge", "Engineers closed the {p} suspension bridge after inspectors found cracked "
               "cables, sending lorries on a ninety-mile detour through the glens."),
    ("fire", "Fire swept through the {p} distillery warehouse, destroying four thousand casks "
             "of whisky as firefighters fought the blaze through the night."),
    ("school", "Teachers at the {p} academy walked out over pay, closing classes for nine "
               "hundred pupils while the council and union met for talks."),
    ("wind", "Councillors approved a forty-turbine wind farm on the moor above {p} by seven "
             "votes to five after a heated debate over birds and peat."),
]


def story_text(i: int, variant: int = 0, words: int = 170) -> str:
    """A distinct news text about event ``i`` (same event for every variant, other wording)."""
    kind, lead = EVENTS[i % len(EVENTS)]
    place = PLACES[i % len(PLACES)]
    lead = lead.format(p=place)
    more = [
        f"Officials in {place} said the {kind} was the worst the town had seen in decades.",
        f"Residents of {place} described a long night of sirens, rain and waiting for news.",
        f"The {kind} in {place} drew a statement from the regional government on Tuesday.",
        f"Police asked people to keep away from the {kind} site in {place} while crews worked.",
        f"A spokesman for the {place} council promised a full review of what went wrong.",
        f"Local businesses in {place} counted the cost of the {kind} as roads reopened.",
    ]
    if variant:
        more = more[variant % len(more):] + more[:variant % len(more)]
    paras, n = [lead], len(lead.split())
    k = 0
    while n < words:
        s = more[k % len(more)] + (f" Update {k // len(more)}." if k >= len(more) else "")
        paras.append(s)
        n += len(s.split())
        k += 1
    return "\n\n".join(paras)


def article_html(title: str, text: str, site: str = "The Highland Courier",
                 canonical: str | None = None, date: str = "2024-05-01") -> str:
    paras = "".join(f"<p>{escape(p)}</p>" for p in text.split("\n\n"))
    canon = f'<link rel="canonical" href="{escape(canonical)}">' if canonical else ""
    return (f"<!doctype html><html><head><title>{escape(title)}</title>{canon}"
            f'<meta property="og:site_name" content="{escape(site)}">'
            f'<meta property="article:published_time" content="{date}"></head><body>'
            f"<nav><a href='/'>Home</a> <a href='/news'>News</a></nav><main><article>"
            f"<h1>{escape(title)}</h1>{paras}</article></main>"
            f"<footer>Copyright {escape(site)}</footer></body></html>")


def rss(title: str, link: str, items: list[dict]) -> str:
    out = []
    for it in items:
        parts = [f"<title>{escape(it['title'])}</title>"]
        if it.get("link"):
            parts.append(f"<link>{escape(it['link'])}</link>")
        if it.get("guid"):
            parts.append(f"<guid isPermaLink=\"false\">{escape(it['guid'])}</guid>")
        if it.get("date"):
            parts.append(f"<pubDate>{it['date']}</pubDate>")
        if it.get("summary"):
            parts.append(f"<description>{escape(it['summary'])}</description>")
        if it.get("content"):
            html = "".join(f"<p>{escape(p)}</p>" for p in it["content"].split("\n\n"))
            parts.append(f"<content:encoded><![CDATA[{html}]]></content:encoded>")
        if it.get("source"):
            parts.append(f"<source url=\"http://example.org/\">{escape(it['source'])}</source>")
        out.append("<item>" + "".join(parts) + "</item>")
    return ('<?xml version="1.0" encoding="utf-8"?><rss version="2.0" '
            'xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>'
            f"<title>{escape(title)}</title><link>{escape(link)}</link>"
            f"<description>news</description>{''.join(out)}</channel></rss>")


def atom(title: str, link: str, items: list[dict]) -> str:
    out = []
    for it in items:
        html = "".join(f"<p>{escape(p)}</p>" for p in it.get("content", "").split("\n\n"))
        out.append(f"<entry><title>{escape(it['title'])}</title>"
                   f'<link rel="alternate" href="{escape(it["link"])}"/>'
                   f"<id>{escape(it.get('guid') or it['link'])}</id>"
                   f"<updated>{it.get('date', '2024-05-01T10:00:00Z')}</updated>"
                   f'<content type="html">{escape(html)}</content></entry>')
    return ('<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">'
            f'<title>{escape(title)}</title><link href="{escape(link)}"/>'
            f"<id>{escape(link)}</id><updated>2024-05-01T10:00:00Z</updated>"
            f"{''.join(out)}</feed>")


def json_feed(title: str, link: str, items: list[dict]) -> str:
    return json.dumps({
        "version": "https://jsonfeed.org/version/1.1", "title": title, "home_page_url": link,
        "items": [{"id": it.get("guid") or it["link"], "url": it["link"], "title": it["title"],
                   "content_text": it.get("content") or it.get("summary", ""),
                   "date_published": it.get("date", "2024-05-01T10:00:00Z")} for it in items]})

