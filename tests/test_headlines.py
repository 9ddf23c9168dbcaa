"""Headlines: a story is called by a real headline, never by a caption, credit, timestamp,
warning, prompt or page debris."""

import pytest

from newsfuse.headlines import clean_title, lead_sentence, problem, shorten
from newsfuse.ingest import article_from_text
from newsfuse.model import Article
from newsfuse.stories import cluster_articles

# first lines of real Multi-News documents that were once shown as story headlines
DEBRIS = {
    "WARNING: The video contains subject matter of a graphic nature that some may find "
    "offensive": "warning",
    "2 years ago": "timestamp",
    "Published: January 2011 Special Series: 7 Billion": "timestamp",
    "Associated Press Tue Feb 19, 2013 7:44 PM": "timestamp",
    "UPDATE: November 8, 8:25 AM CST": "timestamp",
    "Photo: KUVP archives": "caption",
    "Collin Rose (Photo: Wayne State University)": "caption",
    "Image copyright Getty Images Image caption The band broke up in 1980": "caption",
    "Media playback is unsupported on your device": "caption",
    "Keurig Green Mountain K-Cup coffee packs. (Joe Raedle/Getty Images)": "caption",
    "Breaking News Emails Get breaking news alerts and special reports.": "debris",
    "Play Facebook": "prompt",
    "Follow CBSMIAMI.COM: Facebook | Twitter": "debris",
    "From Wikipedia, the free encyclopedia": "debris",
    "English >> World": "debris",
    "The seed for Wide00014 was:": "debris",
    "A statement from Elijah’s parents, following the recent media attention:": "debris",
    "By Staff Sgt. Benjamin W. Stratton, 7th Air Force Public Affairs / Published March 24, "
    "2017": "credit",
    "Copyright Marvel Comics": "credit",
    "“He really needs a lawyer,” Ms. O’Sullivan said. “He is building a case.”": "debris",
    "If you are trying to reach a page from a bookmark, the page URL may have changed": "debris",
    "&HT; &HT;": "debris",
    "Amnesty International blasts intimidation, violence ahead of": "truncated",
}
REAL = ["Syria Red Crescent bid to rescue Homs journalists fails",
        "Mobb Deep's Prodigy Dies At 42", "Black Caucus, progressives to oppose debt deal",
        "Sen. Kirsten Gillibrand: 'I Will Help Hillary Get Elected'",
        "Isis admits it was defeated in Kobani but vows to take it back",
        "FBI doubles search team after bombing suspect spotted in N.C.",
        "Lenovo IdeaCentre Horizon Table PC hands-on",
        "'I don't know how I can make it right' Snowmachiner talks before arrest"]


@pytest.mark.parametrize(("line", "why"), DEBRIS.items())
def test_debris_is_never_a_headline(line, why):
    assert problem(line) == why


@pytest.mark.parametrize("line", REAL)
def test_real_headlines_pass(line):
    assert problem(line) is None


def test_labels_are_not_story_headlines_but_may_be_an_articles_title():
    for label in ("Tina Fey", "Harvard Law Record", "Politics"):
        assert problem(label) == "debris" and problem(label, labels=False) is None
    # a picture agency's name alone is its photo's credit, even as an article's own first line
    assert problem("Getty", labels=False) == "credit"
    art = article_from_text("Headline here\n\nBody text. More body.", "a", None)
    assert art.title == "Headline here"


def test_a_debris_first_line_is_not_taken_for_the_title():
    art = article_from_text("Photo: KUVP archives\n\nThe largest dinosaur foot ever found was "
                            "unearthed in the Black Hills.", "a", None)
    assert art.title is None and art.text.startswith("Photo: KUVP")


def test_a_lead_sentence_first_line_stays_story_text():
    """A page whose first line is its lead keeps the lead as text: it is the story's main
    sentence, and taking it for a title left the next sentence's 'them' with nothing to mean."""
    body = "\n\nRecipients were told to keep them locked up. They were admonished."
    for lead in ('(CNN) The reports on a simulated anthrax attack were marked "For Official '
                 'Use Only."',
                 "TOKYO (AP) — Japan's top spokesman said Thursday that a threat is serious",
                 'A spokeswoman says the couple "are taking some time apart."',
                 "The scene of collapsed houses on Daly Street in 2013. (LUKE RAFFERTY / Staff)"):
        art = article_from_text(lead + body, "a", None)
        assert art.title is None and art.text.startswith(lead[:20]), lead
    for title in ('Gingrich calls Obama speech "naive"', "Japan: North Korea threat provocative",
                  "Could the end of unlimited data be far behind?"):
        assert article_from_text(title + body, "a", None).title == title


def test_clean_title_drops_labels_slugs_markup_and_recases_capitals():
    body = ("Leaders of the Aryan Nations were found negligent on Thursday. A jury in Idaho "
            "awarded $6.3 million. The Aryan Nations compound ...")
    assert clean_title("LEADERS OF ARYAN NATIONS FOUND NEGLIGENT IN ATTACK", body) == \
        "Leaders of Aryan Nations found negligent in attack"
    assert clean_title("COMMENTARY: STARING AT HATRED (DW)", "How deep is the hatred?") == \
        "Staring at hatred"
    assert clean_title("&HT; KOZMO, STARBUCKS LINK UP IN MARKETING DEAL", "Kozmo and "
                       "Starbucks will link up in a marketing deal.") == \
        "Kozmo, Starbucks link up in marketing deal"
    assert clean_title("Floods close the ring road again | The Daily Courier") == \
        "Floods close the ring road again"


def test_shorten_keeps_twenty_words_and_cuts_honestly():
    assert shorten("Four people were arrested in Hyde Park.") == \
        "Four people were arrested in Hyde Park"
    assert shorten("Fighting resumed in N.C.") == "Fighting resumed in N.C."
    long = ("Four people have been arrested in connection with the fatal Hyde Park shooting of "
            "a 19-year-old man, who was killed in front of his mother, police said.")
    assert shorten(long) == ("Four people have been arrested in connection with the fatal Hyde "
                             "Park shooting of a 19-year-old man")
    cut = shorten("word " * 30)
    assert cut.endswith(" …") and len(cut.split()) == 21


def test_lead_sentence_skips_captions_credits_and_the_dateline():
    text = ("Santa Clara County Superior Court Judge Aaron Persky is shown in this June 27, 2011 "
            "file photo. (Jason Doiy/The Recorder via AP)\n\n"
            "BOSTON (AP) — A Coast Guard helicopter crew rescued a person from the water on "
            "Tuesday.\n\nMore text follows here.")
    assert lead_sentence(text) == \
        "A Coast Guard helicopter crew rescued a person from the water on Tuesday"


def _art(id, title, text, source=None, published=None):
    return Article(id=id, text=text, title=title, outlet=source, published=published)


BODY = ("Fighters of the Islamic State group said in a video that air strikes by the "
        "US-led coalition forced them out of Kobani, the Syrian border town. Kurdish fighters "
        "now hold the town, activists said, after four months of fighting in Kobani.")


def test_headline_is_a_title_from_an_independent_outlet():
    arts = [_art("wire", "Islamic State fighters admit they lost Kobani", BODY, "AP"),
            _art("copy", "Isis admits defeat in Kobani", BODY + "\n\nAdditional reporting by AP",
                 "The Daily Courier"),
            _art("cnn", None, BODY.replace("Fighters of", "Militants from"), "CNN")]
    (group,) = cluster_articles(arts)
    assert group.headline == "Islamic State fighters admit they lost Kobani"


def test_headline_skips_debris_titles_and_uses_a_clean_lead():
    arts = [_art("a", "Photo: KUVP archives", "BOSTON — " + BODY),
            _art("b", "2 years ago", BODY)]
    (group,) = cluster_articles(arts)
    assert problem(group.headline) in (None, "truncated")
    assert group.headline.startswith("Fighters of the Islamic State group said")
    assert len(group.headline.split()) <= 21
