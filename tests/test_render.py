import json
from html.parser import HTMLParser

import pytest

import newsfuse
from newsfuse.render import marks, render

EVIL = '<script>alert(1)</script><img src=x onerror="alert(2)"> [link](javascript:alert(3))'


@pytest.fixture(scope="module")
def brief(example_dir):
    return newsfuse.summarize(newsfuse.build_story([p.read_text() for p in
                                                    sorted(example_dir.iterdir())]), words=120)


@pytest.fixture(scope="module")
def evil_brief():
    body = (f"The council met on Monday {EVIL} and approved the budget after a long debate. "
            f"The mayor said the vote was a victory for the whole town and its people.")
    return newsfuse.summarize([{"text": body, "title": EVIL, "source": EVIL},
                               {"text": body, "source": "Plain"}], words=60)


def test_text_has_legend_and_marks(brief):
    out = render(brief, "text")
    assert out.startswith("Sources\n  [1] Meridian Wire")
    assert "derived from [1]" in out
    assert f"Brief ({brief.words} of 120 words)" in out
    for s in brief.sentences:
        assert marks(s.sources) in out


def test_marks_are_one_based():
    assert marks((0, 2)) == "[1,3]"


def test_json_round_trips(brief):
    d = json.loads(render(brief, "json"))
    assert d["summary"] == brief.summary
    assert [s["sources"] for s in d["sentences"]] == [list(s.sources) for s in brief.sentences]
    assert d["derivations"][0]["article"] == 1 and d["derivations"][0]["derived_from"] == 0


def test_markdown(brief):
    out = render(brief, "markdown")
    assert out.startswith("## Brief") and "## Sources" in out and "1. **Meridian Wire**" in out


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str | None]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs += attrs


def test_html_is_self_contained_and_escaped(evil_brief):
    out = render(evil_brief, "html")
    p = _Tags()
    p.feed(out)
    assert "script" not in p.tags and "img" not in p.tags
    assert not any(k.startswith("on") for k, _ in p.attrs)
    assert "&lt;script&gt;" in out
    assert "http://" not in out and "https://" not in out  # no external asset


def test_markdown_escapes_html(evil_brief):
    out = render(evil_brief, "markdown")
    assert "<script>" not in out and "\\<script\\>" in out
