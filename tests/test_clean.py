import pytest

from newsfuse.clean import (
    clean_article,
    is_web_boilerplate,
    normalize,
    paragraph_noise,
    paragraphs_of,
    sentence_noise,
)
from newsfuse.model import Article


@pytest.mark.parametrize("par,reason", [
    ("ISIS launches assault on Iraqi city of Kirkuk 02:27", "video teaser"),
    ("Syrian refugees walk in the camp in Suruc, Turkey, Friday, Jan. 30, 2015. "
     "(AP Photo/Emrah Gurel) (The Associated Press)", "caption"),
    ("A Kurdish fighter walks with his child in Kobani (Getty Images)", "caption"),
    ("In this picture taken Friday, Jan. 30, 2015, rubble is seen in Kobani.", "caption"),
    ("Additional reporting by AP", "credit"),
    ("CNN's Brian Walker contributed to this report.", "credit"),
    ("By Jonas Pereth", "byline"),
    ("Share this article on Facebook", "prompt"),
    ("Deaths in Kobani", "heading"),
    ("Tweet with a location", "prompt"),
    ("You can add location information to your Tweets, such as your city or precise location, "
     "from the web and via third-party applications.", "web boilerplate"),
    ("___", "non-text"),
])
def test_noise_is_recognised(par, reason):
    assert paragraph_noise(par) == reason


@pytest.mark.parametrize("par", [
    "The Islamic State group has acknowledged for the first time that its fighters have been "
    "defeated in the Syrian town of Kobani and vowed to attack the town again.",
    '"The Islamic State will stay. Say that to Obama," said the fighter.',
    "The vote is at 10:30 a.m. on Monday, officials said.",
    "Photographers gathered at the scene, where the photo was taken by a resident.",
])
def test_story_text_is_kept(par):
    assert paragraph_noise(par) is None


def test_repeated_paragraphs_and_headline_removed():
    art = Article(id="a", title="Big news", text="Big news\n\nFirst real sentence here.\n\n"
                  "First real sentence here.\n\nSecond real sentence here.")
    kept, removed = clean_article(0, art)
    assert kept == ["First real sentence here.", "Second real sentence here."]
    assert sorted(r.reason for r in removed) == ["headline", "repeated"]


def test_normalize_quotes_mojibake_and_invisibles():
    assert normalize("He said ''no'' \u200bnow") == 'He said "no" now'
    assert normalize("Turkeyâ€™s camp") == "Turkey’s camp"


def test_hard_wrapped_lines_are_joined():
    text = ("The storm made landfall on Monday and moved north across the coastal towns\n"
            "where residents had been told to leave their homes before the water rose\n"
            "over the sea walls.\n\nSecond paragraph.")
    assert paragraphs_of(text)[0].endswith("rose over the sea walls.")
    assert len(paragraphs_of(text)) == 2


def test_sentence_noise():
    assert sentence_noise("(AP Photo/David Zalubowski)") == "credit"
    assert sentence_noise("Please enable Javascript to watch this video") == "web boilerplate"
    assert sentence_noise("The Rockies said fans could swap the jerseys.") is None


def test_web_boilerplate_needs_the_phrase_not_just_the_word():
    assert is_web_boilerplate("Starting in 1996, Alexa Internet has been donating their crawl "
                              "data to the Internet Archive.")
    assert not is_web_boilerplate("The archive of the town council was opened on Monday.")


def test_kobani_noise_never_reaches_sentences(kobani_story):
    texts = " ".join(s.text for s in kobani_story.sentences)
    for junk in ["02:27", "AP Photo", "Getty Images", "Additional reporting", "contributed to",
                 "A man walks in a street", "ISIS assault on Kirkuk"]:
        assert junk not in texts
    reasons = {r.reason for r in kobani_story.removed}
    assert {"caption", "video teaser", "credit", "heading"} <= reasons


def test_boilerplate_document_is_marked():
    from newsfuse.pipeline import build_story

    story = build_story([
        "Tweet with a location\n\nYou can add location information to your Tweets, such as "
        "your city or precise location, from the web and via third-party applications. You "
        "always have the option to delete your Tweet location history. Learn more",
        "The council approved the budget on Monday after a long debate. The mayor said the "
        "vote was a victory for the town. Opponents said they would appeal the decision."])
    assert story.boilerplate == frozenset({0})
