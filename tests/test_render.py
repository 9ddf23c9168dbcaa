import json
import re
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


NOTICE = ("NEW AMERICA NEWS SERVICE\n\n(Distributed by New York Times Special Features)\n\n"
          "To purchase this material contact New York Times Syndicate Sales Executive DEBORAH "
          "WEYDERT at 1-732-390-4480.)")


@pytest.fixture(scope="module")
def brief_with_left_out(example_dir):
    arts = [p.read_text() for p in sorted(example_dir.iterdir())]
    return newsfuse.summarize([*arts, {"text": NOTICE, "source": "NYT", "id": "nyt-7",
                                       "title": "NOVEL PROVIDES AMMUNITION"}], words=120)


def test_an_article_left_out_is_named_with_its_reason_in_every_format(brief_with_left_out):
    b = brief_with_left_out
    info = b.articles[-1]
    assert info.left_out and info.left_out.startswith("no story text")
    assert "editors' note" in info.left_out
    d = json.loads(render(b, "json"))
    assert d["articles"][-1]["left_out"] == info.left_out
    assert any(w.startswith("left out NYT") and "nyt-7" in w for w in d["warnings"])
    for fmt in ("text", "markdown", "html"):
        out = render(b, fmt)
        assert "left out" in out and "nyt-7" in out and "editors" in out, fmt
    html_out = render(b, "html")
    assert 'class="warning"' in html_out


def test_issue_15_long_one_paragraph_article_with_picture_credit_is_briefed():
    sentences = [f"Archaeologists digging under a car park in Dingwall on day {i} found more "
                 f"signs of a Viking assembly site, the council said in its {i + 2}th update."
                 for i in range(20)]
    text = " ".join(sentences) + " Picture: Contributed"
    assert len(text.split()) > 400
    b = newsfuse.summarize([text, "The council in Dingwall said the Viking site under the car "
                            "park was a parliament called a Thing. Work will go on for a month."],
                           words=60)
    assert b.articles[0].left_out is None and b.articles[0].words > 380
    assert any(s.article == 0 for s in b.sentences)
    assert not any("left out" in w for w in b.warnings)


def test_digest_names_non_news_documents_it_leaves_out(example_dir):
    from newsfuse.render import render_digest
    from newsfuse.stories import cluster_articles, digest

    arts = [{"text": p.read_text(), "id": p.stem} for p in sorted(example_dir.iterdir())]
    arts.append({"id": "tweet-1", "text": "Tweet with a location\n\nYou can add location "
                 "information to your Tweets, such as your city or precise location, from the "
                 "web and via third-party applications. Learn more"})
    d = digest(cluster_articles(newsfuse.pipeline.coerce_articles(arts)), 80)
    assert d.left_out == 1
    assert any("tweet-1" in w and "not news" in w for w in d.warnings)
    for fmt in ("text", "markdown", "html", "json"):
        assert "tweet-1" in render_digest(d, fmt), fmt


# a story told over months: each source's day in the legend, each sentence's day beside it
_MARCH = {"text": "The Harwick city council approved a budget of $4 million for road repairs on "
                  "Monday. Mayor Dana Pell said the repairs would start in the spring and last "
                  "two years.", "source": "Wire A", "published": "2019-03-04",
          "title": "Council approves road budget"}
_JUNE = {"text": "Road crews began rebuilding the Harwick river bridge, a month later "
                 "than planned. Two lanes of traffic on the bridge will stay closed until the "
                 "autumn, the city's engineer Omar Lutz said. Storms had washed out the "
                 "bridge's eastern span in 1988.", "source": "Wire B",
         "published": "2019-25-06", "title": "Bridge work begins"}  # DUC's day-month order


@pytest.fixture(scope="module")
def over_months():
    return newsfuse.summarize([_MARCH, _JUNE], words=120)


def test_a_brief_told_over_days_gives_each_sentence_its_day_in_every_format(over_months):
    brief = over_months
    assert brief.over_days
    days = {0: "2019-03-04", 1: "2019-06-25"}
    assert [s.reported for s in brief.sentences] == [days[s.article] for s in brief.sentences]
    # a sentence whose date edit gives its day ("on Monday [2019-03-04]") needs no other, nor
    # one after a sentence of its own article
    ss = brief.sentences
    dated = [s for k, s in enumerate(ss) if s.dated or (k and ss[k - 1].article == s.article)]
    tagged = [s for s in ss if s not in dated]
    assert tagged and any(s.dated for s in dated) and all("[2019-" in s.text for s in ss
                                                          if s.edits)
    # nor one whose own words date it before its article's day ("... in 1988")
    old = next(s for s in ss if "1988" in s.text)
    assert old.own_time and old.dated and old in dated
    text = render(brief, "text")
    assert "[1] Wire A, 2019-03-04 “Council approves road budget”" in text
    assert "[2] Wire B, 2019-06-25 “Bridge work begins”" in text
    flat = " ".join(text.split())
    for s in tagged:
        assert f"{s.text} {marks(s.sources)} (reported {s.reported})" in flat
    for s in dated:
        assert f"{s.text} {marks(s.sources)}" in flat and f"{s.text} {marks(s.sources)} (" \
            not in flat
    # a tag is never broken over two lines, however the sentence wraps
    assert all(re.search(r"\(reported \d{4}-\d\d-\d\d\)", line)
               for line in text.splitlines() if "(reported" in line)
    assert text.count("(reported ") == len(tagged)
    md = render(brief, "markdown")
    assert "1. **Wire A**, 2019-03-04" in md
    assert md.count("(reported ") == len(tagged)
    page = render(brief, "html")
    assert "Wire B</b>, 2019-06-25" in page
    assert page.count(">reported ") == len(tagged)
    d = json.loads(render(brief, "json"))
    assert [x["reported"] for x in d["sentences"]] == [s.reported for s in brief.sentences]
    assert d["articles"][1]["published"] == "2019-25-06"  # the input as given


def test_every_format_heads_what_came_before_and_after_a_briefs_news(over_months):
    """A brief of a story told over days that opens on its news and goes back in time
    (``BriefSentence.section``, ``order.sections``): "Earlier" before the first sentence of
    what came before, "Later" where it turns to what came after, once each, in every format
    (the JSON gives each sentence's section); a brief without sections shows no heading."""
    from dataclasses import replace

    from newsfuse.server.pages import brief_page

    ss = over_months.sentences
    assert len(ss) >= 3
    plain = {fmt: render(over_months, fmt) for fmt in ("text", "markdown", "html")}
    assert not any("Earlier" in out or "Later" in out for out in plain.values())
    placed = ["news", "earlier"] + ["later"] * (len(ss) - 2)
    brief = replace(over_months, sentences=[replace(s, section=x) for s, x in zip(ss, placed)])
    text = render(brief, "text")
    lines = text.splitlines()
    assert lines.count("Earlier:") == 1 and lines.count("Later:") == 1
    flat = " ".join(text.split())
    assert flat.index(ss[0].text) < flat.index("Earlier:") < flat.index(ss[1].text) < \
        flat.index("Later:") < flat.index(ss[2].text)
    md = render(brief, "markdown")
    assert md.count("*Earlier:*") == 1 and md.count("*Later:*") == 1
    assert md.index("*Earlier:*") < md.index("*Later:*")
    html = render(brief, "html")
    assert html.count('<p class="section"><b>Earlier</b></p>') == 1
    assert html.count('<p class="section"><b>Later</b></p>') == 1
    page = brief_page(brief, heading="A story", words=120)
    assert page.count('<h3 class="section">Earlier</h3>') == 1
    assert page.count('<h3 class="section">Later</h3>') == 1
    d = json.loads(render(brief, "json"))
    assert [x["section"] for x in d["sentences"]] == placed


def test_headings_say_their_day_when_the_opening_was_first_reported_before(over_months):
    """An opening in words of a later article than the one that first reported it (DUC
    D0729G: "reported 2000-03-21; first reported 1998-10-15", seed 821's reader took a 1999
    sentence under "Later" for a wrong heading): the headings name the day they go back or on
    from, in every format; a brief whose opening was first reported in its own words keeps
    the plain ones."""
    from dataclasses import replace

    from newsfuse.server.pages import brief_page

    ss = over_months.sentences
    placed = ["news", "earlier"] + ["later"] * (len(ss) - 2)
    brief = replace(over_months, sentences=[replace(s, section=x) for s, x in zip(ss, placed)])
    opening = replace(brief.sentences[0], edits=(), own_time=False)  # its day shown
    brief = replace(brief, sentences=[opening, *brief.sentences[1:]])
    assert opening.reported == opening.first_reported
    assert "Earlier:" in render(brief, "text").splitlines()
    first = "1900-01-02"
    brief = replace(brief, sentences=[replace(opening, first_reported=first),
                                      *brief.sentences[1:]])
    assert f"(reported {opening.reported}; first reported {first})" in \
        " ".join(render(brief, "text").split())
    lines = render(brief, "text").splitlines()
    assert f"Earlier (before {first}):" in lines and f"Later (after {first}):" in lines
    assert f"*Earlier (before {first}):*" in render(brief, "markdown")
    assert f"<b>Later (after {first})</b>" in render(brief, "html")
    assert f'<h3 class="section">Earlier (before {first})</h3>' in \
        brief_page(brief, heading="A story", words=120)


def test_a_fact_first_reported_before_its_words_shows_that_day_too(over_months):
    """The earliest day an article that reports the fact came out (``first_reported``: the day
    order places the fact by) is shown beside the day of its words when it is earlier, in every
    format; the JSON gives it for every sentence."""
    from dataclasses import replace

    brief = over_months
    days = {0: "2019-03-04", 1: "2019-06-25"}
    assert [s.first_reported for s in brief.sentences] == \
        [min(days[a] for a in s.sources) for s in brief.sentences]
    d = json.loads(render(brief, "json"))
    assert [x["first_reported"] for x in d["sentences"]] == \
        [s.first_reported for s in brief.sentences]
    assert "first reported" not in render(brief, "text")  # no fact told earlier than its words
    k = next(k for k, s in enumerate(brief.sentences) if s.reported == "2019-06-25" and
             "(reported 2019-06-25)" in " ".join(render(brief, "text").split()))
    moved = replace(brief, sentences=[replace(s, first_reported="2019-03-04") if i == k else s
                                      for i, s in enumerate(brief.sentences)])
    s = moved.sentences[k]
    flat = " ".join(render(moved, "text").split())
    assert f"{s.text} {marks(s.sources)} (reported 2019-06-25; first reported 2019-03-04)" in flat
    assert render(moved, "text").count("first reported") == 1
    assert "(reported 2019-06-25; first reported 2019-03-04)" in render(moved, "markdown")
    assert "reported 2019-06-25; first reported 2019-03-04" in render(moved, "html")


def test_a_brief_of_one_day_or_undated_shows_no_day_per_sentence(brief):
    one_day = newsfuse.summarize([dict(_MARCH, published="2019-03-04"),
                                  dict(_JUNE, published="2019-03-04T18:00:00Z")], words=120)
    assert not one_day.over_days and one_day.sentences
    assert "(reported" not in render(one_day, "text")
    assert "[2] Wire B, 2019-03-04" in render(one_day, "text")
    assert not brief.over_days  # the bundled example's articles give no date
    assert all(s.reported is None for s in brief.sentences)
    assert "(reported" not in render(brief, "text") and "reported" not in render(brief, "html")


def test_a_short_tag_goes_whole_to_the_next_line_when_the_last_has_no_room():
    from newsfuse.render import WIDTH, _fill_tagged

    body = "word " * ((WIDTH - 10) // 5) + "[1,2]"  # one line, nearly full
    out = _fill_tagged(body, " (reported 1998-06-25)")
    assert out.splitlines() == [body, "(reported 1998-06-25)"]
    assert all(len(line) <= WIDTH for line in out.splitlines())
    short = _fill_tagged("A short sentence. [1]", " (reported 1998-06-25)")
    assert short == "A short sentence. [1] (reported 1998-06-25)"


def test_a_sentence_after_one_that_tells_its_own_earlier_time_still_gets_its_day():
    from newsfuse.model import ArticleInfo, Brief, BriefSentence, Edit
    from newsfuse.render import reported_days

    arts = [ArticleInfo(0, "a", "Wire A", None, 10, published="1998-06-25"),
            ArticleInfo(1, "b", "Wire B", None, 10, published="1999-03-15")]

    def bs(article: int, text: str, **kw) -> BriefSentence:
        day = arts[article].published
        return BriefSentence(text, (article,), 0, article, 1, reported=day, **kw)

    ruling = bs(0, "The court struck the law down.")
    since = bs(1, "He has been on the run since the January 1998 bombing.", own_time=True)
    after = bs(1, "Agents searched the forest again.")
    then = bs(1, "They found a camp.")
    dated = bs(0, "He spoke today [1998-06-25].", edits=(Edit("1998-06-25", "", "date"),))
    brief = Brief([ruling, since, after, then, dated], arts, 120)
    assert reported_days(brief) == \
        ["1998-06-25", None, "1999-03-15", None, None]
