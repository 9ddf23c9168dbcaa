"""The web pages in a real browser: Debian's Chromium, headless, driven by Playwright, against a
real uvicorn server on a loopback port. Without /usr/bin/chromium a local run skips; CI fails."""

import os
import re
from itertools import pairwise
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the server extra is not installed")
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

from live_server import serving  # noqa: E402

from newsfuse.server import create_app  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PAYLOAD = ('<script>window.__xss=1;alert("script")</script>'
           '<img src=x onerror="window.__xss=2;alert(\'img\')">')
JS_URL = "javascript:window.__xss=3;alert('url')"


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail("/usr/bin/chromium is missing: .ci/run must install Debian's chromium")
        pytest.skip("/usr/bin/chromium not installed (apt-get install chromium)")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    app = create_app(tmp_path_factory.mktemp("browser") / "s.db")
    with serving(app) as url:
        yield url


@pytest.fixture
def page(browser):
    """A page that records dialogs (alert, confirm) and requests leaving the server."""
    context = browser.new_context()
    pg = context.new_page()
    pg.dialogs = []
    pg.foreign = []
    pg.on("dialog", lambda d: (pg.dialogs.append(d.message), d.dismiss()))
    pg.on("request", lambda r: None if r.url.startswith(("http://127.0.0.1", "data:"))
          else pg.foreign.append(r.url))
    pg.set_default_timeout(15000)
    yield pg
    context.close()


def test_example_story_brief_and_sources_on_click(page, base):
    page.goto(base + "/")
    page.click("#load-example")  # the bundled example, added to the store
    page.wait_for_url("**/stories/s-*")
    assert "Velmora" in page.locator("h1").inner_text()
    first = page.locator("details.s").first
    sentences = page.locator("details.s summary .text")
    assert sentences.count() >= 3 and sentences.first.is_visible()
    assert page.locator("details.s .badge").count() >= sentences.count()
    side = first.locator(".side")
    assert not side.is_visible()
    first.locator("summary .text").click()  # click a sentence: its sources side by side
    assert side.is_visible()
    columns = side.locator(".col")
    assert columns.count() == 3
    said = side.locator(".col.said")
    assert said.count() >= 2  # the example's lead is reported by the wire and its reprint
    assert said.first.locator(".outlet").inner_text().startswith("1 ")
    assert "hillside" in said.first.inner_text()
    # the script (served from /static under the CSP) highlights the outlets in the source list
    page.wait_for_selector("#src0.hl")
    assert page.locator("section.sources tbody tr").count() == 3
    assert page.locator("#compare").is_visible()
    assert "How the outlets compare" in page.locator("#compare h2").first.inner_text()
    page.click("#open-all")
    assert page.locator("details.s[open]").count() == sentences.count()
    page.click("#close-all")
    assert page.locator("details.s[open]").count() == 0
    # and it is listed on the index
    page.goto(base + "/")
    assert "Velmora" in page.locator("ol.story-list").first.inner_text()
    assert not page.dialogs and not page.foreign


def test_paste_form_gives_a_brief(page, base, example_dir):
    texts = [p.read_text(encoding="utf-8") for p in sorted(example_dir.iterdir())]
    page.goto(base + "/")
    page.click("header.top nav >> text=Brief your articles")  # the form has its own page
    page.wait_for_url("**/brief")
    page.fill("#paste-text", "\n---\n".join(texts))
    page.fill("#paste-words", "60")
    page.click("#paste-submit")
    page.wait_for_url("**/brief")
    assert "Landslide buries homes" in page.locator("h1").inner_text()
    assert "of 60 words" in page.locator("#brief").inner_text()
    page.locator("details.s summary .text").first.click()
    assert page.locator("details.s .side").first.is_visible()
    assert page.locator("section.sources tbody tr").count() == 3


def test_upload_form_gives_a_brief(page, base, example_dir):
    page.goto(base + "/brief")
    page.set_input_files("#paste-files", [str(p) for p in sorted(example_dir.iterdir())])
    page.click("#paste-submit")
    page.wait_for_url("**/brief")
    assert page.locator("details.s").count() >= 3
    assert "Meridian Wire" in page.locator("section.sources").inner_text()


def _assert_inert(page):
    """Nothing ran, nothing was injected, and the payload reads as text."""
    assert page.evaluate("window.__xss") is None
    assert not page.dialogs
    assert page.locator("main script, main img, main svg, main iframe").count() == 0
    assert page.locator("[onerror], [onload]").count() == 0
    assert page.locator("a[href^='javascript']").count() == 0
    assert page.locator("script").count() == 1  # /static/newsfuse.js only
    assert page.get_by_text('<script>window.__xss=1;alert("script")</script>').first.is_visible()


def test_script_payloads_in_articles_stay_text(browser, base):
    import json
    import urllib.request

    articles = [
        {"text": f"{PAYLOAD} The harbour bridge in Korvel closed on Monday after engineers "
                 f"found cracks in two of its pillars, the city said. {PAYLOAD}\n\n"
                 f"Repairs will take six weeks, officials said. <a href=\"{JS_URL}\">more</a>",
         "title": f"Korvel bridge closed {PAYLOAD}",
         "source": 'Outlet"><img src=x onerror="window.__xss=4;alert(\'source\')">',
         "url": JS_URL},
        {"text": f"Engineers found cracks in two pillars of the Korvel harbour bridge, which "
                 f"closed on Monday, the city said. {PAYLOAD} Repairs will take six weeks.",
         "title": f"{PAYLOAD} Cracks close Korvel bridge", "source": PAYLOAD},
    ]
    req = urllib.request.Request(base + "/api/articles", json.dumps({"articles": articles})
                                 .encode(), {"content-type": "application/json"})
    added = json.loads(urllib.request.urlopen(req).read())
    story = added["added"][0]["story"]
    # the CSP would stop inline script anyway: bypass it, so that escaping alone is tested
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.dialogs = []
    page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))
    try:
        page.goto(f"{base}/stories/{story}")
        page.click("#open-all")  # every sentence's sources shown
        page.wait_for_selector("details.s[open]")
        _assert_inert(page)
        assert page.get_by_text(JS_URL).first.is_visible()  # the URL as text, not a link
        page.goto(base + "/")
        _assert_inert(page)
        # the paste form: the same payloads in pasted articles
        page.goto(base + "/brief")
        page.fill("#paste-text", f"Bridge {PAYLOAD}\n\n{articles[0]['text']}\n---\n"
                                 f"{articles[1]['text']}")
        page.click("#paste-submit")
        page.wait_for_url("**/brief")
        page.click("#open-all")
        _assert_inert(page)
    finally:
        context.close()


def test_csp_blocks_inline_script_even_if_some_got_through(page, base):
    """Defence in depth: the app's CSP header refuses inline script in its pages."""
    page.goto(base + "/")
    page.evaluate("""() => {
        const s = document.createElement('script');
        s.textContent = 'window.__xss = 5';
        document.body.appendChild(s);
    }""")
    assert page.evaluate("window.__xss") is None


def test_docs_page_renders_without_external_assets(page, base):
    page.goto(base + "/docs")
    page.wait_for_selector(".opblock")
    assert page.locator(".opblock-summary-path").filter(has_text="/api/summarize").count() == 1
    assert not page.foreign


# ---------------------------------------------------------------------------------------------
# a store of dated news: ordering, search, links to originals, collapsed panels, 390 px

LONG = "Supercalifragilisticexpialidocious" * 4  # one unbreakable 136-letter word
QUAKE_TEXT = ("A magnitude 6.8 earthquake struck the Andean town of Huaraz on {day}, collapsing "
              "the cathedral tower and killing at least 12 people, Peru's civil defence "
              "institute said. Rescuers dug through rubble in the market district overnight. "
              "Aftershocks rattled the Ancash region as families camped outside their homes.")


def _news():
    quake = [{"text": QUAKE_TEXT.format(day=day) + (f" {LONG}." if i == 0 else ""),
              "title": title, "source": outlet,
              "url": f"https://{host}/news/2024/05/huaraz-quake-{i}?ref={LONG}",
              "published": f"2024-05-0{1 + i % 3}T0{i}:00:00Z"}
             for i, (title, outlet, host, day) in enumerate([
                 ("Quake topples Huaraz cathedral tower", "Andina", "andina.example", "Monday"),
                 ("Huaraz earthquake toll rises to 12", "Reuters", "reuters.example", "Monday"),
                 ("Survivors camp out in Ancash", "El Comercio", "elcomercio.example", "Monday"),
                 ("Aftershocks keep Huaraz awake", "AP", "ap.example", "Monday"),
                 ("Cathedral tower falls in Huaraz quake", "BBC", "bbc.example", "Monday"),
                 ("Peru quake: 12 dead in Huaraz", "CNN", "cnn.example", "Monday"),
                 ("Huaraz mourns after earthquake", "La República", "larepublica.example",
                  "Monday"),
                 ("Rescuers search Huaraz market", "RPP", "rpp.example", "Monday"),
                 ("Ancash counts cost of quake", "Correo", "correo.example", "Monday"),
                 ("Huaraz quake leaves families homeless", "Perú21", "peru21.example",
                  "Monday")])]
    old = [{"text": "Brewing giant Kestrel Holdings agreed to buy rival Ostmark Breweries for $9 "
                    "billion, the companies said, creating Europe's third-largest beer maker. "
                    "Ostmark shareholders will receive 41 euros a share in cash.",
            "title": "Kestrel to buy Ostmark for $9 billion", "source": "Wire",
            "url": "https://wire.example/kestrel", "published": "2015-03-01"}]
    return old + quake  # the 2015 story arrives first, and has the most recent load time never


@pytest.fixture(scope="module")
def news_base(tmp_path_factory):
    import json
    import urllib.request

    app = create_app(tmp_path_factory.mktemp("news") / "s.db")
    with serving(app) as url:
        for batch in (_news()[1:], _news()[:1]):  # the old story is added last
            req = urllib.request.Request(url + "/api/articles",
                                         json.dumps({"articles": batch}).encode(),
                                         {"content-type": "application/json"})
            urllib.request.urlopen(req).read()
        app.state.store.add_feed("https://feeds.example/" + LONG, name="Example feed")
        yield url


def _narrow(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    page.set_default_timeout(15000)
    return context, page


def test_home_page_newest_by_published_time_with_outlets(page, news_base):
    page.goto(news_base + "/")
    heads = page.locator("li.story h2").all_inner_texts()
    assert heads[0] == "Quake topples Huaraz cathedral tower" or "Huaraz" in heads[0]
    assert heads[-1].startswith("Kestrel")  # loaded last, published in 2015
    first = page.locator("li.story").first
    meta = first.locator(".meta").inner_text()
    # ten outlets (all named), four listed; reprints of one text count as one independent
    assert re.search(r"10 articles from \d+ independent outlets?: ", meta), meta
    assert meta.endswith("and 6 more")
    assert first.locator("time").get_attribute("datetime") == "2024-05-03T08:00:00Z"
    assert first.locator(".snippet").inner_text().strip()
    page.click("text=Best covered")
    assert page.locator("li.story h2").first.inner_text() == heads[0]


def test_search_from_the_top_bar_keeps_the_query_in_the_url(page, news_base):
    page.goto(news_base + "/")
    page.fill("#top-q", "cathedral tower")
    page.press("#top-q", "Enter")
    page.wait_for_url("**/search?q=cathedral+tower")
    assert page.locator("#q").input_value() == "cathedral tower"
    results = page.locator("ol.story-list > li.story")
    assert results.count() == 1 and "Huaraz" in results.first.locator("h2").inner_text()
    assert results.first.locator("mark").count() >= 2
    assert "Kestrel" not in page.locator("main").inner_text()
    page.reload()  # the URL alone gives the same page
    assert page.locator("ol.story-list > li.story").count() == 1
    page.fill("#q", "Ostmark")
    page.press("#q", "Enter")
    page.wait_for_url("**/search?q=Ostmark")
    assert "Kestrel" in page.locator("ol.story-list").inner_text()
    page.click("ol.story-list li.story h2 a")
    page.wait_for_url("**/stories/s-*")
    assert page.locator("h1").inner_text().startswith("Kestrel")


def test_brief_sentences_link_to_each_outlets_original(page, news_base):
    page.goto(news_base + "/")
    page.click("li.story h2 a >> nth=0")
    page.wait_for_url("**/stories/s-*")
    first = page.locator("details.s").first
    links = first.locator("summary a.badge")
    assert links.count() >= 2  # several outlets report the lead: one link each
    for i in range(links.count()):
        href = links.nth(i).get_attribute("href")
        assert href.startswith("https://") and "/news/2024/05/huaraz-quake-" in href
        assert "noopener" in links.nth(i).get_attribute("rel")
    first.locator("summary .text").click()
    originals = first.locator(".side a", has_text="read the original")
    assert originals.count() == links.count()
    # the timeline lists the articles by published time, each linked to its original
    times = page.locator("ol.timeline time").evaluate_all(
        "els => els.map(e => e.getAttribute('datetime'))")
    assert times == sorted(times) and len(times) == 10
    assert page.locator("ol.timeline a[href^='https://']").count() == 10


def test_long_panels_are_collapsed(page, news_base):
    page.goto(news_base + "/")
    page.click("li.story h2 a >> nth=0")
    page.wait_for_url("**/stories/s-*")
    sources = page.locator("details.sources-list")
    table = sources.locator("table")
    assert not table.is_visible()  # ten articles: the source list starts closed
    sources.locator("summary").click()
    assert table.is_visible() and table.locator("tbody tr").count() == 10


def test_compare_panel_shows_ten_single_source_facts_and_the_rest_on_demand(
        page, news_base, kobani_dir):
    import json
    import urllib.request

    texts = [p.read_text(encoding="utf-8") for p in sorted(kobani_dir.iterdir())]
    req = urllib.request.Request(news_base + "/api/articles",
                                 json.dumps({"articles": texts}).encode(),
                                 {"content-type": "application/json"})
    story = json.loads(urllib.request.urlopen(req).read())["added"][0]["story"]
    page.goto(f"{news_base}/stories/{story}")
    unique = page.locator("#compare section", has=page.locator("#cmp-unique"))
    shown = unique.locator("ul.facts >> visible=true").locator("li")
    assert shown.count() == 10  # kobani has 38: ten shown ...
    more = unique.locator("details.more")
    assert more.count() == 1 and not more.evaluate("d => d.open")
    more.locator("summary").click()  # ... the rest on demand
    assert unique.locator("ul.facts li >> visible=true").count() > 10
    # one heading hierarchy: the page's h1, one h2 per section, the panel's parts below it
    assert page.locator("h1").count() == 1
    assert page.locator("#compare h2").count() == 1
    assert page.locator("#compare h3").count() >= 3
    levels = page.locator("main h1, main h2, main h3, main h4").evaluate_all(
        "els => els.map(e => Number(e.tagName[1]))")
    assert levels[0] == 1 and all(b - a <= 1 for a, b in pairwise(levels))


def test_form_page_shows_errors_next_to_the_field(page, base):
    page.goto(base + "/")
    page.click("header.top nav >> text=Brief your articles")
    page.wait_for_url("**/brief")
    page.click("#paste-submit")  # nothing pasted, no file
    page.wait_for_selector("#paste-text-error")
    err = page.locator("#paste-text-error").bounding_box()
    area = page.locator("#paste-text").bounding_box()
    assert 0 <= area["y"] - (err["y"] + err["height"]) < 40  # right above its field
    assert page.evaluate("document.activeElement.id") == "paste-text"
    assert page.locator("#paste-text").get_attribute("aria-invalid") == "true"
    page.fill("#paste-text", "Some text. More text here.")
    page.fill("#paste-words", "0")
    page.evaluate("document.getElementById('paste-words').removeAttribute('min')")
    page.click("#paste-submit")
    page.wait_for_selector("#paste-words-error")
    assert "whole number" in page.locator("#paste-words-error").inner_text()
    assert page.locator("#paste-text").input_value() == "Some text. More text here."


def test_skip_link_moves_to_the_content(page, news_base):
    page.goto(news_base + "/")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"
    assert page.locator("a.skip").is_visible()
    page.keyboard.press("Enter")
    assert page.evaluate("location.hash") == "#main"


def test_no_page_scrolls_sideways_at_390_px(browser, news_base):
    context, page = _narrow(browser)
    try:
        page.goto(news_base + "/")
        story = page.locator("li.story h2 a").first.get_attribute("href")
        for path in ("/", story, "/search?q=cathedral", "/search?q=" + LONG, "/brief",
                     "/feeds", "/stories/s-nothing"):  # not /docs: Swagger UI's own page
            page.goto(news_base + path)
            if path == story:
                page.click("#open-all")
                page.locator("details.sources-list summary").click()
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= 390, (path, width)
            assert page.evaluate("window.innerWidth") == 390
    finally:
        context.close()
