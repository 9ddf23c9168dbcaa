import pytest

from newsfuse.order import dangling, order
from newsfuse.pipeline import build_story, summarize
from newsfuse.select import select


def test_dangling():
    assert dangling("He spoke Arabic with a north African accent.")
    assert dangling('"They destroyed everything," he said.') is True
    assert not dangling("Helen Smith spoke Arabic.")


def test_brief_does_not_open_on_a_pronoun_and_keeps_article_order(kobani_story):
    for words in (60, 120, 250):
        out = order(kobani_story, select(kobani_story, words))
        assert not dangling(out[0].display)
        rest = out[1:]  # the opener may have been moved up to avoid a dangling start
        for art in {s.article for s in rest}:
            idx = [s.index for s in rest if s.article == art]
            assert idx == sorted(idx)


def test_timeline_dates_relative_words_only_across_days():
    import datetime as dt

    from newsfuse.order import Timeline
    from newsfuse.pipeline import build_story

    arts = [{"source": "AP", "published": "1998-06-25", "text": "The court ruled today that the "
             "veto law is void. \"We will appeal tomorrow,\" the lawyer said."},
            {"source": "Xinhua", "published": "1997-10-07",
             "text": "WASHINGTON, October 6 (Xinhua) -- Clinton today used the veto."}]
    story = build_story(arts)
    tl = Timeline.of(story)
    assert tl is Timeline.of(story)  # built once per story
    assert tl.refs == (dt.date(1998, 6, 25), dt.date(1997, 10, 6))  # the dateline's day
    by = {k: next(s for s in story.sentences if k in s.text) for k in ("court", "Clinton", "will")}
    assert tl.dated(by["court"])[0] == "The court ruled today [1998-06-25] that the veto law " \
        "is void."
    assert tl.dated(by["Clinton"])[0].endswith("Clinton today [1997-10-06] used the veto.")
    assert tl.edit_words(by["Clinton"]) == 1
    assert tl.dated(by["will"])[1] == ()  # the quotation's day is not given
    one = build_story([arts[0], dict(arts[0], text="The court ruled today on the veto.")])
    assert Timeline.of(one).dated(one.sentences[0])[1] == ()  # one day: "today" reads right


_TRIAL = [
    {"source": "AP", "published": "2000-09-07", "text": "A jury found the Aryan Nations "
     "negligent on Thursday and awarded $6.3 million to a mother and her son. Butler said he "
     "would appeal the verdict of the jury."},
    {"source": "NYT", "published": "2000-08-24", "text": "In a lawsuit that goes to trial "
     "Monday, attorney Morris Dees is representing a mother and son attacked by guards."},
    {"source": "Reuters", "published": "2000-08-31", "text": "One of two guards denied being a "
     "member of the group on Thursday during testimony in the civil rights case."},
]


def test_a_story_told_over_days_reads_in_time_order():
    """The verdict's article leads by position; the trial's preview and its testimony come
    before it in time, and the verdict's sentences keep their source order."""
    from newsfuse.order import Timeline
    from newsfuse.pipeline import build_story

    story = build_story(_TRIAL)
    assert Timeline.of(story).several_days
    out = [s.display for s in order(story, list(story.sentences))]
    assert [t.split()[0] for t in out] == ["In", "One", "A", "Butler"], out
    # the same articles of one day: where the sources put each fact (the leads first)
    one_day = build_story([dict(a, published="2000-09-07") for a in _TRIAL])
    assert order(one_day, list(one_day.sentences))[0].display.startswith("A jury")
    # one news cycle (a day apart): also where the sources put each fact
    cycle = build_story([dict(a, published=d, text=a["text"].replace(" on Thursday", ""))
                         for a, d in zip(_TRIAL, ("2000-09-08", "2000-09-07", "2000-09-07"))])
    assert Timeline.of(cycle).several_days
    assert order(cycle, list(cycle.sentences))[0].display.startswith("A jury")


def test_the_day_of_a_fact_is_the_earliest_the_story_places_it():
    import datetime as dt

    from newsfuse.order import Timeline
    from newsfuse.pipeline import build_story

    story = build_story([
        {"source": "AP", "published": "1999-07-24", "text": "The plane was found Wednesday off "
         "Martha's Vineyard by Navy divers. The search will end Monday, officials said."},
        {"source": "NYT", "published": "1999-07-18", "text": "The small plane carrying John "
         "Kennedy disappeared late Friday off the coast."}])
    tl = Timeline.of(story)
    day = {s.display.split()[1]: tl.day(s) for s in story.sentences}
    assert day["plane"] == dt.date(1999, 7, 21)  # "Wednesday" in a Saturday's article
    assert day["search"] == dt.date(1999, 7, 24)  # a day to come: as things stood that day
    assert day["small"] == dt.date(1999, 7, 16)


def test_without_a_main_event_a_story_over_days_opens_on_its_earliest_lead():
    """Background from deep in the oldest article does not open the brief."""
    from newsfuse.pipeline import build_story

    arts = [{"source": "AP", "published": "2000-09-07", "text": "A jury found the Aryan "
             "Nations negligent and awarded $6.3 million to a mother and her son."},
            {"source": "NYT", "published": "1999-08-22", "text": "Morris Dees founded the "
             "center in Montgomery in 1971 with a partner. Lawyers from the center have won "
             "several large verdicts against hate groups over the years. Dees plans more "
             "suits against the groups."}]
    story = build_story(arts)
    deep = next(s for s in story.sentences if s.display.startswith("Lawyers"))
    out = order(story, [story.sentences[0], deep])
    assert out[0].display.startswith("A jury")  # the only lead: it opens
    assert out[1] is deep


def test_without_a_main_event_a_story_over_days_opens_on_the_lead_most_articles_report():
    """Of the leads of a story told over days, the development the most articles report opens
    (the verdict two of them tell), not the first day's preview or a side event of the trial;
    the rest keeps its time order."""
    from newsfuse.order import told_by
    from newsfuse.pipeline import build_story

    arts = [{"source": "AP", "published": "2000-08-24", "text": "In a lawsuit that goes to "
             "trial Monday, attorney Morris Dees is representing a mother and son."},
            {"source": "Reuters", "published": "2000-08-31", "text": "One of two guards denied "
             "being a member of the group on Thursday during testimony in the civil case."},
            {"source": "AP", "published": "2000-09-07", "text": "A jury in Idaho ordered the "
             "Aryan Nations to pay $6.3 million to a mother and her son on Thursday."},
            {"source": "AP", "published": "2000-09-08", "text": "A jury in Idaho ordered the "
             "Aryan Nations to pay $6.3 million to a mother and her son, lawyers said."}]
    story = build_story(arts)
    lead = {s.article: s for s in story.sentences if s.index == 0}
    assert set(told_by(story, lead[2])) == {2, 3}  # one outlet, two articles
    assert told_by(story, lead[0]) == (0,)
    out = order(story, [lead[0], lead[1], lead[2]])
    assert out[0] is lead[2], [s.display for s in out]
    assert out[1:] == [lead[0], lead[1]]  # then in time order
    # without the second article it is the earliest lead again
    three = build_story(arts[:3])
    assert order(three, [s for s in three.sentences if s.index == 0])[0].article == 0


def test_a_quote_lede_or_background_does_not_open_when_the_news_can():
    """A quotation before the event it answers, and a sentence set in a year well before its
    article's, are not a story's news: the first sentence that is opens the brief instead."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    arts = [{"source": "AP", "published": "1998-11-09", "text": (
        '"Every Israeli citizen is important to us and we will work for their release," the '
        "minister told reporters in Jerusalem. Cyprus has been in a tense dispute with Turkey "
        "since 1974, when Turkish forces seized the north of the island. Cypriot police "
        "arrested two Israeli men on Saturday on suspicion of spying near a naval base.")}]
    story = build_story(arts)
    quote, history, news = story.sentences
    assert not can_open(story, quote) and not can_open(story, history)
    assert can_open(story, news)
    assert order(story, [quote, history, news])[0] is news
    # a title in quotation marks, a year in a relative clause or of the article's own time
    titled = build_story([{"source": "AP", "published": "2017-03-01", "text": (
        '"Star Trek" star George Takei said on Saturday he would run for Congress. '
        "Marty Balin, who co-founded the band in 1965, died on Thursday at 76. "
        "The company was sold in March 2016 to a rival.")}])
    assert all(can_open(titled, s) for s in titled.sentences)
    # how something began, told as a participle: background
    origin = build_story([{"source": "AP", "published": "2017-04-25", "text": (
        "Founded by bespoke shoemaker Jimmy Choo in the 1990s, the company makes most of its "
        "revenue from shoes. Michael Kors agreed on Tuesday to buy the shoemaker Jimmy Choo "
        "for $1.2 billion.")}])
    founded, deal = origin.sentences
    assert not can_open(origin, founded) and can_open(origin, deal)
    assert order(origin, [founded, deal])[0] is deal


def test_a_sentence_that_names_nothing_does_not_open_when_the_news_can():
    """'Police initially said there was no foul play suspected, but that changed a day later.'
    (Multi-News 3651, the strict reader: which police, what case?) and a teaser ('A
    once-worried mother is now expressing relief ...') name no one, no place, no figure: the
    brief opens on a sentence that says which story it is; a study's finding with no name may
    open ('..., a new study finds')."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "2017-02-15", "text": (
        "Police initially said there was no foul play suspected, but that changed a day "
        "later. Police confirmed Wednesday the identities of the two girls found dead near "
        "Delphi, Indiana. A once-worried mother is now expressing relief after her son was "
        "found safe. Whether an injury leads to chronic pain may depend on the brain, a new "
        "study finds.")}])
    initially, confirmed, teaser, study = story.sentences
    assert not can_open(story, initially) and not can_open(story, teaser)
    assert can_open(story, confirmed) and can_open(story, study)
    assert order(story, [initially, confirmed])[0] is confirmed
    # a sentence mostly in someone's words is a quotation lede, its speaker named first or not
    quoted = build_story([{"source": "AP", "published": "2017-07-07", "text": (
        'A hospital spokesman said: "Two international hospitals and their researchers have '
        'told us they have fresh evidence about their proposed experimental treatment." '
        "A London hospital said on Friday that it would reconsider its decision to turn off "
        "life support for Charlie Gard.")}])
    spokesman, hospital = quoted.sentences
    assert not can_open(quoted, spokesman) and can_open(quoted, hospital)


def test_a_list_item_or_an_address_to_the_reader_does_not_open_when_the_news_can():
    """Multi-News 3340 opened on a defendants-list item ("Jonathan Polansky, 22, Beverly, MA.
    Charged with ...": both blind readers, not the news), 3211 on a feature's "If you've ever
    eaten a McRib, ...": the brief opens on the news instead. A name with an age in a real
    sentence, and a "you" lede that reports a finding, still may open."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "2014-02-12", "text": (
        "Jonathan Polansky, 22, Beverly, MA. Charged with eight counts of permitting a minor "
        "to possess alcohol. Patrick Callahan, 21, of Mansfield, charged with eight counts of "
        "permitting a minor to possess alcohol. State police have charged six University of "
        "Connecticut students in connection with the death of student Jeffny Pally. "
        "John Smith, 45, of Boston, was charged with murder on Monday. Making sure you don't "
        "blow your budget on a McRib is the hard part, your first reaction probably was. You "
        "can imagine the scientists' surprise when they discovered that the volcano is cold "
        "inside.")}])
    # ("If you've ever eaten a McRib, ..." is an aside to the reader that cleaning leaves out:
    # clean.talks_to_reader)
    item, item2, news, sentence, you, finding = story.sentences
    assert not can_open(story, item) and not can_open(story, item2)
    assert not can_open(story, you)
    assert can_open(story, news) and can_open(story, sentence) and can_open(story, finding)
    assert order(story, [item, news])[0] is news
    assert order(story, [you, news])[0] is news


def test_a_recurring_rate_is_carried_but_does_not_open():
    """DUC D0728G opened on "hepatitis C now causes 8,000 to 10,000 deaths a year" (three
    agencies' background line; the blind reader: not the news): a rate told with no event may
    be the fact select makes the brief carry (``as_content``), but the brief opens on the
    news. A rate in a sentence that tells an event may open."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "1998-06-04", "text": (
        "In the United States alone, hepatitis C now causes 8,000 to 10,000 deaths a year. "
        "The Food and Drug Administration on Wednesday approved a combination of two antiviral "
        "drugs to treat chronic hepatitis C. The company said it would cut 1,000 jobs a year "
        "until 2001.")}])
    rate, approved, cuts = story.sentences
    assert not can_open(story, rate) and can_open(story, rate, as_content=True)
    assert can_open(story, approved) and can_open(story, cuts)
    assert order(story, [rate, approved])[0] is approved


def test_a_lede_that_opines_or_withholds_the_event_does_not_open_when_the_news_can():
    """MN 4960 opened on "A Wendy Davis run for Texas governor may be just what the Democratic
    party needs ..." (a blind reader: an opinion lede, not the news); a lede that "did what all
    New Yorkers do ... — she walked in" withholds the event: the brief opens on the news."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "2014-02-12", "text": (
        "A Wendy Davis run for Texas governor may be just what the Democratic party needs. "
        "A young Brooklyn mother pushing her baby in a stroller Thursday did what all New "
        "Yorkers do when the elevator doors open — she walked in. "
        "A 6-week-old baby died Thursday when her stroller plunged down an elevator shaft in "
        "Brooklyn. State Sen. Wendy Davis said on Monday she would run for governor.")}])
    opinion, withheld, news, run = story.sentences
    assert not can_open(story, opinion) and not can_open(story, withheld)
    assert can_open(story, news) and can_open(story, run)
    assert order(story, [withheld, news])[0] is news


def test_a_teaser_cut_short_does_not_open():
    """MN 4794 opened its 250-word brief on "LFO singer Devin Lima has died after a yearlong
    battle with stage 4 cancer ..." (a teaser that trails off); a complete sentence of the same
    news opens instead."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "2018-11-22", "text": (
        "LFO singer Devin Lima has died after a yearlong battle with stage 4 cancer ... "
        "LFO singer Devin Lima died on Wednesday, the band's manager confirmed.")}])
    teaser, news = story.sentences
    assert teaser.display.endswith("...")
    assert not can_open(story, teaser) and can_open(story, news)


def test_of_equally_wide_and_early_facts_a_happening_opens_before_a_view():
    """MN 132 opened on Amnesty's "Today's appeal verdict against Bahraini activist Zainab
    Al-Khawaja, confirming her conviction ..., is the latest example of the authorities' total
    disregard ..." over the news, told by both outlets as early: "The Bahraini Court of
    Appeals confirmed the conviction ...". Of facts as widely told and as early, one that tells
    a happening opens first."""
    from newsfuse.order import opening
    from newsfuse.pipeline import build_story

    view = ("Today's appeal verdict against Bahraini activist Zainab Al-Khawaja is the latest "
            "example of the authorities' disregard for free speech.")
    news = ("The Bahraini Court of Appeals confirmed the conviction of Zainab Al-Khawaja on "
            "Monday and reduced her sentence to one year.")
    story = build_story([{"source": "Amnesty", "text": f"{view} She tore up a photo. {news}"},
                         {"source": "AP", "text": f"{news} {view}"}])
    v = next(s for s in story.sentences if s.article == 0 and s.display.startswith("Today"))
    n = next(s for s in story.sentences if s.article == 1 and s.display.startswith("The Bah"))
    assert opening(story, [v, n], [2, 2], lambda i: True) == 1
    assert opening(story, [n, v], [2, 2], lambda i: True) == 0


def test_a_judgement_or_background_lede_does_not_open_when_the_news_can():
    """Seed 113's readers: MN 4035 opened on "For Republicans on Capitol Hill, Donald Trump may
    finally have gone too far." (a judgement), 2366 on "For years, the weather has been a
    scapegoat for ..." (background first), 3658 on "Perceived effectiveness measures are often
    used to pretest ..." (what usually is): none may open; a lede on a month ("This July, ...
    some hospitals are reporting ...") may."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "2014-07-12", "text": (
        "For Republicans on Capitol Hill, Donald Trump may finally have gone too far. "
        "For years, the weather has been a scapegoat for spikes in births in Washington. "
        "Perceived effectiveness measures are often used to pretest Campaign messages. "
        "This July, some hospitals in Washington are reporting higher numbers of births. "
        "Over the weekend, Donald Trump fired the director of the FBI.")}])
    judgement, years, usually, july, news = story.sentences
    assert not can_open(story, judgement) and not can_open(story, years)
    assert not can_open(story, usually)
    assert can_open(story, july) and can_open(story, news)
    assert order(story, [years, july])[0] is july


def test_a_reputation_does_not_open_when_the_news_can():
    """MN 1902 opened on "[Alex] Lowe was regarded as the world's greatest mountain climber when
    he was swept to his death at age 40." (two outlets tell it, as background) before the news
    that climbers found his body; an aside between commas ("Lowe, who was 40 ..., was regarded
    as") is the same; a name known as another inside a clause of its own is no reputation."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "2016-05-02", "text": (
        "Alex Lowe was regarded as the world's greatest mountain climber when he was swept to "
        "his death at age 40. "
        "Alex Lowe, who was 40 at the time of his death, was widely considered as the best "
        "American mountaineer of his generation. "
        "A Swiss climber found the bodies of Alex Lowe and David Bridges on Shishapangma. "
        "The suspect, who was known as El Gordo, was arrested in Mexico City on Monday.")}])
    regarded, considered, news, arrest = story.sentences
    assert not can_open(story, regarded) and not can_open(story, considered)
    assert can_open(story, news) and can_open(story, arrest)


def test_a_detail_of_a_set_told_before_does_not_open_when_the_news_can():
    """Seed 647's reader: MN 4684 opened on its article's update line "Of the 12 arrested on
    Saturday, seven were booked at the Anaheim Detention Facility ..." before the brawl, the
    stabbings and the arrests it counts from; "Among the 16 officials listed ..." is the
    same. A lede on what the set is ("Among Anaheim's residents, a brawl ...") may open."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "2016-02-28", "text": (
        "Of the 12 arrested on Saturday, seven were booked at the Anaheim Detention Facility, "
        "according to a statement released by Anaheim Police. "
        "Among the 16 government officials listed, three work for the Anaheim mayor. "
        "Three people were stabbed and 12 people were arrested during a brawl on Saturday at an "
        "Anaheim park, police said. "
        "Among Anaheim's residents, a brawl at a Klan rally in the city park on Saturday "
        "caused alarm.")}])
    booked, listed, news, residents = story.sentences
    assert not can_open(story, booked) and not can_open(story, listed)
    assert can_open(story, news) and can_open(story, residents)
    assert order(story, [booked, news])[0] is news


def test_a_lede_about_whoever_does_not_open_when_the_news_can():
    """The readers of seeds 613, 619 and 647: MN 1907 opened on its kicker "Whoever makes a
    play for 64 Perry St. next had better not be put off by the swarms of tourists it
    attracts." before the news that the house is back on the market."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "NY Post", "published": "2014-06-13", "text": (
        "Whoever makes a play for 64 Perry St. next had better not be put off by the swarms of "
        "tourists it attracts. "
        "Those who know the West Village say the street was quiet before the show. "
        "The townhouse that served as Carrie Bradshaw's home in Sex and the City is back on the "
        "market for $9.65 million.")}])
    whoever, those, news = story.sentences
    assert not can_open(story, whoever) and not can_open(story, those)
    assert can_open(story, news)
    assert order(story, [whoever, news])[0] is news


def test_a_reaction_to_a_thing_described_does_not_open_when_the_news_can():
    """Both blind readers of seed 419: MN 2053 opened on "Heather Sculthorpe, chief executive
    of the Tasmanian Aboriginal Center, called the work an 'insult.'", a reaction before the
    work it judges (an artist buried under a Hobart road); the one it is said of opens."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "2018-06-15", "text": (
        "Heather Sculthorpe, chief executive of the Tasmanian Aboriginal Center, called the "
        "work an \u201cinsult.\u201d "
        "An artist has been buried alive beneath a busy Hobart road for a winter festival. "
        "The mayor called a meeting of the council for Monday.")}])
    reaction, news, meeting = story.sentences
    assert not can_open(story, reaction)
    assert can_open(story, news) and can_open(story, meeting)
    assert order(story, [reaction, news])[0] is news


def test_what_had_happened_before_the_news_does_not_open_when_the_news_can():
    """Reader f6's MN 3717 ("the argument precedes the ruling, and the pluperfect 'had argued'
    shows that it was lifted from later"), and MN 3391's feature lede "Jan Harding and her
    husband had just arrived at a Utah restaurant ...": a main clause in the past perfect tells
    what had happened before the news. A report of it ("said it had carried out"), a time
    clause and a relative clause are another clause's, and the fact select must carry is still
    one (``as_content``)."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([
        "Defense lawyer Jack McMahon had argued Tuesday that no evidence showed a baby was born "
        "alive at Kermit Gosnell's clinic. Jan Harding and her husband had just arrived at a "
        "Utah restaurant for lunch when she filled her cup with sweet tea. France's Carmat said "
        "on Friday it had carried out its first implant of an artificial heart. After the judge "
        "had ruled, the crowd left the Philadelphia courtroom. A judge has thrown out three "
        "murder charges against Philadelphia abortion provider Kermit Gosnell."])
    argued, arrived, carmat, after, news = story.sentences
    assert not can_open(story, argued) and not can_open(story, arrived)
    assert can_open(story, argued, as_content=True)
    assert can_open(story, carmat) and can_open(story, after) and can_open(story, news)
    assert order(story, [argued, news])[0] is news


@pytest.mark.parametrize("text,past_perfect", [
    ("Defense lawyer Jack McMahon had made his case Tuesday.", True),  # irregular participles
    ("The team had won the title twice before the final.", True),
    ("The storm had hit the coast on Monday.", True),  # a participle spelt as its lemma
    ("He had been in prison since 2001.", True),
    ("The suspect had red paint on his hands when police arrived Tuesday.", False),  # "had" the
    ("Smith had seven children and a farm in Iowa, officials said Tuesday.", False),  # verb
    ("The couple had lunch at the restaurant on Sunday.", False),
    ("France's Carmat said on Friday it had carried out its first implant.", False),
])
def test_the_past_perfect_is_had_and_a_participle_by_word_class(text, past_perfect):
    """The reviewer's finding 3: the word after "had" is read by its word classes, not its
    ending: "had made", "had won", "had hit" are the past perfect; "had red paint", "had seven
    children" are "had" the verb."""
    from newsfuse.order import _pluperfect

    assert _pluperfect(text) is past_perfect


def test_a_state_that_has_lasted_since_well_before_the_article_s_day_does_not_open():
    """Reader d9's DUC D0729G: "[Eric] Rudolph has been on the run since the January 1998
    bombing ..." (told in March 1999) opened, background with no event; "has been missing
    since Friday" in Monday's paper is the news, a report of the state is the saying's,
    and select may still carry it (``as_content``)."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "published": "1999-03-15", "text":
                          "Eric Rudolph has been on the run since the January 1998 bombing of "
                          "a Birmingham abortion clinic. A boy from Andrews has been missing "
                          "since Friday, the sheriff said. The sheriff said Eric Rudolph has "
                          "been on the run since January. More than 200 agents searched the "
                          "mountains of western North Carolina for Eric Rudolph on Sunday."}])
    run, missing, said, search = story.sentences
    assert not can_open(story, run) and can_open(story, run, as_content=True)
    assert can_open(story, missing) and can_open(story, said) and can_open(story, search)
    assert order(story, [run, search])[0] is search


def test_a_headline_run_in_as_a_sentence_may_not_open():
    """"Dan, Fran Keller were victims of ..., their lawyer says.": two people joined by a comma
    for "and" is a headline's or standfirst's style, not the news told as a sentence."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "Statesman", "title": "Kellers", "text":
                          "Dan, Fran Keller were victims of satanic panic that swept the nation "
                          "in the early 1990s, their lawyer says. Dan and Fran Keller will "
                          "receive $3.4 million from a state fund. Smith, Jane Doe's lawyer, "
                          "said Austin will appeal."}])
    headline, news, lawyer = story.sentences
    assert not can_open(story, headline)
    assert can_open(story, news) and can_open(story, lawyer)


def test_an_opening_that_stands_on_its_own_is_one_that_may_open_too():
    """When the first sentence leans on something the brief never says, the first that stands
    on its own and may open opens, not background a lede may not be ("For years, ...")."""
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "AP", "title": "Suit", "text":
                          "The lawsuit contends Napster broke copyright law many times. "
                          "For years, fans have swapped songs online without paying. "
                          "Metallica sued Napster and three universities on Thursday."}])
    suit, years, sued = story.sentences
    out = order(story, [suit, years, sued])
    assert out[0] is sued


def test_edit_words_counts_a_name_edit_only_where_the_brief_needs_it():
    """"Rodman, who met ..." is completed as "[Dennis] Rodman" only when no sentence before it
    in the brief names him: one word after the sentence with the full name, none before it."""
    from newsfuse.order import edit_words
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "Outlet", "title": "A story", "text": (
        "Former basketball star Dennis Rodman arrived in North Korea on Tuesday for a visit. "
        "Rodman, who met the country's leader in March, said he had no plans to negotiate.")}])
    full, surname = story.sentences
    assert edit_words(story, [full, surname]) == 0
    assert edit_words(story, [surname, full]) == 1
    assert edit_words(story, [surname]) == 1


def test_nothing_happens_and_tells_past_event():
    from newsfuse.order import nothing_happens, tells_past_event

    for lede in ("The Good Country Index doesn’t measure what countries do at home.",
                 "Well, Republicans have a convenient sound bite for next year's election "
                 "against President Obama.",
                 "Every time McDonald's trots out its McRib sandwich, fans clamor for the "
                 "saucy, vaguely pork-y delicacy.",
                 "American Airlines is no fan of the world’s favorite airline, Qatar Airways."):
        assert nothing_happens(lede), lede
        assert not tells_past_event(lede), lede
    for news in ("McCullum faces two counts of cyberstalking.",  # -s after a name: a verb
                 "The on-line delivery service Kozmo.com is teaming up with Starbucks.",
                 "Rihanna's recent hit topped the dance chart this week.",
                 "American Airlines on Thursday said it received a notice from Qatar Airways.",
                 "Fees rose 4% this year.",  # a figure
                 "Fat makes rats lazy, according to researchers."):  # a finding
        assert not nothing_happens(news), news
    assert tells_past_event("The latest edition of the index has crowned Sweden.")
    assert tells_past_event("Joining the menu today at McDonald's is the McRibster.")
    # a day alone is no past event when asked without it (a photo caption's present)
    caption = "Vladimir Putin takes part in a friendly hockey match in Sochi on Saturday."
    assert tells_past_event(caption)
    assert not tells_past_event(caption, by_day=False)
    assert not tells_past_event('He says "we won" every week.')  # only in the quotation


def test_a_lede_that_tells_no_event_gives_way_to_an_early_one_that_does():
    """A feature's lede that tells nothing that happened does not open when another article's
    early sentence tells the news; a later sentence of the lede's own article, which may lean on
    the ones before it, does not jump above them."""
    from newsfuse.pipeline import build_story

    story = build_story([
        "The Good Country Index doesn’t measure what countries do at home. Stars including "
        "Britain and Denmark are near the top. The Danish entry was written on Monday by "
        "a panel of experts in Copenhagen. It has 35 categories. Norway is fifth. Finland is "
        "sixth. Iceland is seventh. Ireland is eighth. Canada is ninth. Austria is tenth.",
        "The latest edition of the Good Country Index crowned Sweden as the world’s best "
        "country, while the United States came 21st. The index uses 35 categories."])
    a = [s for s in story.sentences if s.article == 0]
    b = [s for s in story.sentences if s.article == 1]
    out = order(story, [a[0], b[0]])
    assert out == [b[0], a[0]], [s.display for s in out]
    # only the lede's own article: its later sentence stays after the ones before it
    out = order(story, [a[0], a[1], a[2]])
    assert out[0] is a[0]


def test_the_word_stems_a_definite_is_looked_for_in_are_each_words_stem():
    from newsfuse.order import _word_stems
    from newsfuse.terms import stem

    text = "The Hospitals said the patients' families were told on Tuesday."
    assert _word_stems(text) == {stem(w) for w in text.lower().split()}
    assert stem("hospitals") in _word_stems(text)


def test_a_definition_gives_way_to_the_news_it_explains():
    """A sentence that defines its subject ("... is a disease caused by ...") is background for
    after the news, even when two outlets give it early; a sentence that only mentions a
    thing is not one."""
    from newsfuse.order import defines
    from newsfuse.pipeline import build_story

    assert defines("Rocky Mountain Spotted Fever (RMSF) is a disease caused by the bacteria "
                   "Rickettsia rickettsii.")
    assert defines("Malaria is one of the most common infectious diseases in the world.")
    assert not defines("Officials said the fever, a disease caused by bacteria, is spreading.")
    assert not defines("The woman is in hospital.")
    story = build_story([
        "A 40-year-old woman from Shawnee, Oklahoma, had both legs amputated after a tick bite "
        "on a vacation, her husband said on Friday. Rocky Mountain Spotted Fever (RMSF) is a "
        "disease caused by the bacteria Rickettsia rickettsii. She is in intensive care. Her "
        "husband visits every day. The couple had hiked near a waterfall in July. She felt sick "
        "a week later and thought it was the flu.",
        "Rocky Mountain Spotted Fever (RMSF) is a disease caused by the bacteria Rickettsia "
        "rickettsii. It is spread by ticks. Most cases are in the summer. Doctors treat it "
        "with doxycycline. Early symptoms include fever and headache. A rash often follows. "
        "Hikers are urged to check for ticks. The state logged 400 cases last year."])
    woman = story.sentences[0]
    fever = next(s for s in story.sentences if s.article == 1 and s.index == 0)
    assert story.alignment.independent(story.alignment.articles_of(fever)) == 2
    assert order(story, [fever, woman])[0] is woman


def test_told_before_is_the_time_a_sentence_s_main_clause_places_its_past_event():
    import datetime as dt

    from newsfuse.order import told_before

    ref = dt.date(1998, 9, 16)
    assert told_before("ETA declared a truce for one week in 1996.", ref) == dt.date(1996, 12, 31)
    assert told_before("Congress enacted the veto in 1996, and Clinton used it 82 times last "
                       "year.", ref) == dt.date(1996, 12, 31)  # the earliest
    assert told_before("The group began observing a cease-fire on Sept. 1.", ref) == \
        dt.date(1998, 9, 1)
    assert told_before("Metallica sued the company last month for racketeering.", ref) == \
        dt.date(1998, 8, 31)
    for text in ("Cyprus is split since Turkey, which invaded the island in 1974, stayed.",
                 "Rudolph has been on the run since the January 1998 bombing of a clinic.",
                 "Rudolph is charged in the 1996 Olympic Park bombing.",  # a noun's year
                 "Officials expressed hope after last week's judgment.",
                 "The law, passed only last year, was struck down.",  # a participle's
                 "Obesity soared from one in eight in 1991 to one in five last year.",
                 "Almost 55 percent are overweight, compared to 43 percent in 1962.",
                 "Sha'ath said the agreement signed early last year stipulates a pullout.",
                 "ETA has claimed 800 lives since it began in 1968.",
                 "The parliament will convene in Bilbao in July.",
                 '"We won in 1996," he said.',  # in someone's words
                 "Napster began blocking members last weekend.",
                 "The council met on Sept. 15 and voted."):  # within the news cycle
        assert told_before(text, ref) is None, text
    assert told_before("ETA declared a truce in 1996.", None) is None


def test_told_before_reads_a_fronted_time_and_yields_to_the_day_s_news():
    """A time that opens the sentence dates the clause after its comma; a sentence that also
    places an event in its article's news cycle is that day's news, whatever older date it
    gives ("was born in 1950 and died Tuesday" is not 1950's)."""
    import datetime as dt

    from newsfuse.order import told_before

    ref = dt.date(1998, 9, 16)
    assert told_before("In 1996, ETA declared a truce for one week.", ref) == \
        dt.date(1996, 12, 31)
    assert told_before("On Sept. 1, the group began observing a cease-fire.", ref) == \
        dt.date(1998, 9, 1)
    assert told_before("Last year, Clinton vetoed the bill.", ref) == dt.date(1997, 12, 31)
    for text in ("In 1996, when ETA declared a truce, Madrid refused to talk.",  # a subclause
                 "In 1996, ETA has declared a truce.",  # not the simple past
                 "In 1996, the group, which had declared a truce, said it would resume.",
                 "Smith was born in 1950 and died Tuesday.",
                 "Jones was convicted in 1996 of murder, and she was executed Tuesday.",
                 "He moved to Paris in 1990 and was arrested on Sept. 15."):
        assert told_before(text, ref) is None, text
    assert told_before("Kennedy earned his license in early 1996, according to officials, who "
                       "did not have a more precise date Tuesday.", ref) == dt.date(1996, 12, 31)


def test_background_a_later_article_dates_earlier_comes_before_what_it_led_to():
    """In a story told over days, a sentence whose own main clause dates its event (a truce
    in 1996, told in a September 1998 article) takes that place in time order, ahead of June
    1998's march, and out of its article's order (after the reaction its article tells after
    it: the news's day first); the news still opens."""
    from newsfuse.pipeline import build_story

    arts = [{"source": "AP", "published": "1998-09-16", "text": "The Basque group ETA "
             "announced an open-ended cease-fire on Wednesday, a newspaper reported. ETA declared "
             "a truce for one week in 1996. Spain's government called the move a trick."},
            {"source": "Reuters", "published": "1998-09-17", "text": "The Basque group ETA "
             "announced an open-ended cease-fire, a newspaper reported on Wednesday."},
            {"source": "NYT", "published": "1998-06-27", "text": "Thousands of Basque "
             "separatists marched in Bilbao on Saturday demanding peace talks."}]
    story = build_story(arts)
    by = {s.display.split()[1]: s for s in story.sentences if s.article != 1}
    out = order(story, [by["Basque"], by["government"], by["declared"], by["of"]])
    # the news, its day's reaction, then the 1996 truce before June 1998's march
    assert [s.display.split()[1] for s in out] == ["Basque", "government", "declared", "of"]


def test_after_the_news_its_own_day_s_details_come_before_older_background():
    """A story told over days that opens on its news (a ruling two outlets lead with) tells
    that day's details next, then the older events in time order: not a 1997 veto between the
    ruling and its 6-3 vote."""
    from newsfuse.pipeline import build_story

    arts = [{"source": "AP", "published": "1998-06-25", "text": "The Supreme Court struck down "
             "the line-item veto law on Thursday. In a 6-3 decision, the justices ruled the "
             "law violated the separation of powers."},
            {"source": "Reuters", "published": "1998-06-25", "text": "The Supreme Court struck "
             "down the line-item veto law on Thursday, a blow to President Clinton."},
            {"source": "Xinhua", "published": "1997-10-06", "text": "President Clinton used "
             "his line-item veto on Monday to strike out 38 military projects."}]
    story = build_story(arts)
    ruling, vote = story.sentences[0], story.sentences[1]
    veto = next(s for s in story.sentences if s.article == 2)
    assert [s.display.split()[1] for s in order(story, [veto, vote, ruling])] == \
        ["Supreme", "a", "Clinton"]


def test_background_an_older_article_reported_first_does_not_drag_its_article_s_lede():
    """A running toll a June 23 article reported, retold deep in a June 27 article, is placed
    on June 23 without pulling that article's June 27 march ahead of the June 24 killing."""
    from newsfuse.pipeline import build_story

    toll = "ETA has killed close to 800 people in its campaign for independence."
    arts = [{"source": "AP", "published": "1998-09-16", "text": "The Basque group ETA "
             "announced an open-ended cease-fire on Wednesday."},
            {"source": "Reuters", "published": "1998-09-17", "text": "The Basque group ETA "
             "announced an open-ended cease-fire on Wednesday."},
            {"source": "NYT", "published": "1998-06-23", "text": "Basque police raided three "
             "flats in San Sebastian on Tuesday. They seized arms and explosives. " + toll},
            {"source": "Xinhua", "published": "1998-06-24", "text": "A town councilor was "
             "killed by a bomb in Rentería on Wednesday."},
            {"source": "AFP", "published": "1998-06-27", "text": "Thousands of Basques "
             "marched in Bilbao on Saturday demanding peace talks. The march was peaceful. " +
             toll}]
    story = build_story(arts)
    pick = {(s.article, s.index): s for s in story.sentences}
    out = order(story, [pick[4, 0], pick[4, 2], pick[3, 0], pick[0, 0]])
    assert [(s.article, s.index) for s in out] == [(0, 0), (4, 2), (3, 0), (4, 0)]


def test_a_lead_the_brief_marks_as_widely_opens_before_a_detail_its_article_tells_after_it():
    """The aligner links the detail both articles tell in the same words ("Tamara Lovett, 48,
    was found guilty in January ...") and not the leads that tell the sentence in their own
    words; the brief marks the lead with both outlets (``told_by``), so the lead of an article
    that tells the detail after it opens: the news, then its background."""
    from newsfuse.order import told_by
    from newsfuse.pipeline import build_story

    arts = [
        "A Calgary mother convicted in her son's \"senseless\" death after failing to take the "
        "bedridden seven-year-old to a doctor for his treatable strep infection was sentenced to "
        "three years in prison Friday. Tamara Lovett, 48, was found guilty in January of criminal "
        "negligence causing the death of her son, Ryan, who died in 2013. \"Our children are "
        "vulnerable,\" said Court of Queen's Bench Justice Kristine Eidsvik. Defence lawyer Alain "
        "Hepner had proposed a jail term of one year plus probation, while the Crown argued Lovett "
        "should spend four to five years in prison. Eidsvik noted the sentence was also designed "
        "to deter other parents from failing their children in the same way. Lovett's sentence was "
        "handed down shortly after the judge denied her defence lawyer's application.",
        "A woman who failed to take her son to the doctor for a strep infection has been sentenced "
        "to three years in prison -- a punishment a Calgary judge says fits the grave crime that "
        "resulted in the seven-year-old boy's painful death. Tamara Lovett, 48, was convicted in "
        "January of criminal negligence causing death. Justice Kristine Eidsvik said it wasn't "
        "Lovett's fault her son Ryan got sick, but she had several days to get him proper medical "
        "care. The trial heard Lovett gave Ryan dandelion tea and oil of oregano when he developed "
        "the infection that kept him bedridden in their Calgary home for 10 days in 2013. She "
        "noted that Lovett is still suffering terribly from grief and has admitted what she did "
        "was wrong. The Crown had called for Lovett to spend up to five years in prison while her "
        "lawyer proposed one year behind bars and one year probation."]
    story = build_story(arts)
    lead, detail = story.sentences[0], story.sentences[1]
    assert story.alignment.articles_of(lead) == [0]
    assert story.alignment.articles_of(detail) == [0, 1]
    assert told_by(story, lead) == (0, 1)
    assert order(story, [detail, lead]) == [lead, detail]


def test_a_news_turn_leads_its_article_and_opens_before_its_set_up():
    """A feature's set-up ("Scientists have long wanted ...", what others tried) then the news
    turned to with "Now": the turn is the article's lead, the set-up before it is not, and a
    brief holding both opens on the turn."""
    from newsfuse.order import leads_article, news_turns
    from newsfuse.pipeline import build_story

    story = build_story([
        "Scientists have long wanted to produce sperm and eggs in the laboratory to help "
        "infertile couples conceive. Using embryonic stem cells, several teams made some progress "
        "in the past few years but were unable to produce viable sperm. Now a Kyoto University "
        "group has found a way to turn mouse stem cells into sperm precursor cells and produce "
        "normal mouse pups. Such research may eventually lead to treatments for human male "
        "infertility. The team reported its results in the journal Cell."])
    setup, tried, turn = story.sentences[:3]
    assert news_turns(story) == {0: 2}
    assert leads_article(story, turn) and not leads_article(story, tried)
    assert not leads_article(story, setup)
    assert order(story, [tried, turn])[0] is turn
    plain = build_story(["The Kyoto group found a way to turn mouse stem cells into sperm. "
                         "Now the team plans to try the method with human cells next year."])
    assert news_turns(plain) == {}  # a turn to a plan, no past event: no turn


def test_a_fact_another_outlet_tells_after_introducing_its_description_does_not_open():
    """MN 3717: "Prosecutors have argued all along that the babies were viable ..." is one
    outlet's fourth sentence, its "the babies" a first mention; the other tells the same fact
    after its lead's "babies allegedly born alive", where "the babies" points back (an unmet
    need of that telling). Read first, which babies? The fact, told by both, does not open;
    the lead does, and the fact follows it (``leans_back``). A telling deeper in its article
    than the sentence in its own is not asked."""
    from newsfuse.order import leans_back
    from newsfuse.pipeline import build_story
    from newsfuse.refs import Context

    story = build_story([
        "A judge has thrown out three murder charges against a Philadelphia abortion provider "
        "involving babies allegedly born alive. Common pleas court Judge Jeffrey Minehart "
        "dismissed the charges Tuesday against Dr. Kermit Gosnell. Prosecutors have argued that "
        "the babies were viable and that Gosnell and his staff cut them in the back of the neck "
        "to kill them. Gosnell still faces charges that he killed a patient. The trial began in "
        "March. Jurors heard from former clinic workers for five weeks. The clinic was raided in "
        "2010. Gosnell has pleaded not guilty. Closing arguments are expected next week.",
        "It took the prosecution five weeks to present their case against West Philly abortion "
        "doctor Kermit Gosnell. It took defense attorney Jack McMahon a couple of hours to knock "
        "a big hole in it. Journalists filled the courtroom in Philadelphia on Tuesday morning. "
        "Judge Jeffery Minehart went into chambers for about 30 minutes. Prosecutors have argued "
        "all along that the babies were viable and that Gosnell and his staff cut them in the "
        "back of the neck to kill them. Minehart granted the acquittals and broke for lunch."])
    ctx = Context.of(story)
    lead = story.sentences[0]
    argued = next(s for s in story.sentences if s.article == 1 and "all along" in s.display)
    twin = next(s for s in story.sentences if s.article == 0 and "Prosecutors" in s.display)
    assert story.alignment.articles_of(argued) == [0, 1]
    assert leans_back(ctx, argued) and not leans_back(ctx, lead)
    assert not leans_back(ctx, twin)  # its other telling comes later in its article
    assert order(story, [argued, lead])[0] is lead


def test_in_a_story_over_days_a_description_s_introduction_does_not_undo_time_order():
    """DUC D0701A: the preview of August 24 says "security guards for the white supremacist
    group", which its own article introduced; the testimony of August 31 says "the white
    supremacist group" too. Placing the preview after the sentence that introduces its noun
    told the story backwards after the verdict (all six readings last session): a sentence's
    introduction more than a news cycle later does not move it; within one day it still does."""
    from newsfuse.pipeline import build_story
    from newsfuse.refs import Context

    arts = [{"source": "AP", "published": "2000-09-07", "text": "A jury in Idaho ordered Aryan "
             "Nations founder Richard Butler on Thursday to pay $6.3 million to a mother and "
             "her son."},
            {"source": "CNN", "published": "2000-09-07", "text": "A jury in Idaho on Thursday "
             "ordered Aryan Nations founder Richard Butler to pay $6.3 million to a mother and "
             "her son."},
            {"source": "NYT", "published": "2000-08-24", "text": "A white supremacist group "
             "in northern Idaho faces a civil suit. In a lawsuit that goes to trial Monday, "
             "attorney Morris Dees is representing a mother and son who were attacked by "
             "security guards for the white supremacist group."},
            {"source": "Reuters", "published": "2000-08-31", "text": "One of two men convicted "
             "of assaulting a woman and her son outside the Aryan Nations headquarters denied "
             "being a member of the white supremacist group on Thursday during testimony."}]
    story = build_story(arts)
    verdict = story.sentences[0]
    preview = next(s for s in story.sentences if s.display.startswith("In a lawsuit"))
    testimony = next(s for s in story.sentences if s.article == 3)
    assert [n.kind for n in Context.of(story).sentence_needs(preview)] == ["definite"]
    assert order(story, [testimony, preview, verdict]) == [verdict, preview, testimony]
    one_day = build_story([dict(a, published="2000-09-07") for a in arts])
    pick = {s.display: s for s in one_day.sentences}
    out = order(one_day, [pick[preview.display], pick[testimony.display]])
    assert out == [pick[testimony.display], pick[preview.display]]  # (no date between them)


_VERDICT_OVER_WEEKS = [
    {"source": "AP", "published": "2000-09-07", "text": "A jury in Idaho ordered Aryan Nations "
     "founder Richard Butler on Thursday to pay $6.3 million to a mother and her son."},
    {"source": "CNN", "published": "2000-09-07", "text": "A jury in Idaho on Thursday ordered "
     "Aryan Nations founder Richard Butler to pay $6.3 million to a mother and her son."},
    {"source": "NYT", "published": "2000-08-24", "text": "In a lawsuit that goes to trial "
     "Monday, attorney Morris Dees is representing a mother and son who were attacked by "
     "security guards for the Aryan Nations."},
    {"source": "Reuters", "published": "2000-08-31", "text": "One of two men convicted of "
     "assaulting a woman and her son outside the Aryan Nations headquarters denied being a "
     "member of the group on Thursday during testimony."},
    {"source": "AP", "published": "2000-09-15", "text": "Richard Butler said on Friday that the "
     "Aryan Nations would hold its next congress in Pennsylvania."}]


def test_sections_say_where_a_brief_goes_back_in_time_and_forward_again():
    """A brief that opens on the verdict, then tells the trial's start and its testimony, then
    what came after: "earlier" and "later" by when each happened, the opening "news"; none
    where the brief never goes back (time order from its opening), in one news cycle, or
    where the sections would come out of order (after a "later", an "earlier")."""
    from newsfuse.order import EARLIER, LATER, NEWS, sections
    from newsfuse.pipeline import summarize

    story = build_story(_VERDICT_OVER_WEEKS)
    pick = {s.article: s for s in story.sentences}
    verdict, preview, testimony, congress = pick[0], pick[2], pick[3], pick[4]
    assert sections(story, [verdict, preview, testimony, congress]) == [
        NEWS, EARLIER, EARLIER, LATER]
    assert sections(story, [verdict, pick[1], preview]) == [NEWS, NEWS, EARLIER]
    assert sections(story, [preview, testimony, verdict]) == [None] * 3  # never goes back
    assert sections(story, [verdict, congress, preview]) == [None] * 3  # out of order
    assert sections(story, [verdict]) == [None]
    one_day = build_story([dict(a, published="2000-09-07") for a in _VERDICT_OVER_WEEKS])
    assert sections(one_day, list(one_day.sentences)) == [None] * len(one_day.sentences)
    # the brief: each sentence's section as it is read, the opening the verdict
    brief = summarize(story, 120)
    assert brief.sentences[0].sources == (0, 1)
    assert [s.section for s in brief.sentences] == sections(
        story, [story.sentences[s.sentence] for s in brief.sentences])
    assert [s.section for s in brief.sentences][:2] == [NEWS, EARLIER]
    assert [x["section"] for x in brief.to_dict()["sentences"]] == [
        s.section for s in brief.sentences]


def test_a_person_named_in_full_later_in_the_brief_is_met_before_the_surname():
    """MN 319: "A man with a "long gun" shot at the officers, [Mike] Carlson said." and his
    quote came before "Hennepin County Sheriff's Department Chief Deputy Mike Carlson said the
    two officers are in good condition ..." (readers: the surname before the role). The
    sentence that names him in full comes before the run the surname's sentence belongs to,
    and the surname then needs no edit; not before the opening, and not one that a sentence
    after it leans on."""
    arts = [{"source": "Star Tribune", "text":
             "Shots rang out at a city council meeting in New Hope on Monday night, and two "
             "police officers were wounded. The man who fired was shot and killed by police."},
            {"source": "KARE", "text":
             "A gunman opened fire on police officers outside New Hope City Hall on Monday. "
             "A man with a long gun shot at the officers, Carlson said. \"Two officers were "
             "struck,\" Carlson told reporters in a briefing. Hennepin County Chief Deputy Mike "
             "Carlson said the two officers are in good condition."}]
    story = build_story(arts)
    def pick(words: str):
        return next(s for s in story.sentences if words in s.display)

    lead, shot, struck, deputy = (pick("opened fire"), pick("long gun"), pick("were struck"),
                                  pick("Chief Deputy"))
    out = order(story, [lead, shot, struck, deputy])
    assert out == [lead, deputy, shot, struck]
    brief = summarize(story, 120)
    texts = [s.text for s in brief.sentences]
    assert texts.index(next(t for t in texts if "Chief Deputy" in t)) < \
        texts.index(next(t for t in texts if "long gun" in t))
    assert not any("[Mike]" in t for t in texts)
    # the opening keeps its place: a surname in it is completed instead
    assert order(story, [shot, lead, deputy])[0] in (lead, shot)


def test_a_second_sentence_after_a_first_that_leads_gives_the_opening_to_a_lead():
    """MN 101 (reader d9: "The decision ... the Big Ten school" has no antecedent, "the lead
    comes second"): with no fact two outlets tell early, the brief opened where the sources
    do, on an article's second sentence, detail after a first sentence that tells the news
    (``first_leads``). A lead in the brief that stands on its own opens instead (here the
    other article's second sentence, its lead after a headline-like kicker)."""
    from newsfuse.order import first_leads
    from newsfuse.pipeline import build_story
    from newsfuse.refs import Context

    story = build_story([
        "In a stunning ruling that could revolutionize college sports, a federal agency said "
        "Wednesday that football players at Northwestern University can create the nation's "
        "first union of college athletes. The decision by a regional director means football "
        "players at the Big Ten school qualify as employees and can legally unionize. The "
        "players were led by former quarterback Kain Colter. Colter testified in February. "
        "The university plans to appeal to the board in Washington. Other schools are watching "
        "the case closely. Labor lawyers called it a landmark.",
        "Northwestern players win their union case. Northwestern University football players "
        "on scholarship are employees of the school and entitled to hold a union election, an "
        "official of the National Labor Relations Board ruled Wednesday. Northwestern said it "
        "was disappointed."])
    ctx = Context.of(story)
    decision = story.sentences[1]
    ruled = next(s for s in story.sentences if s.article == 1 and s.index == 1)
    assert first_leads(story, ctx, 0) and not first_leads(story, ctx, 1)  # (a 6-word kicker)
    assert order(story, [decision, ruled]) == [ruled, decision]


def test_a_sentence_that_leans_on_its_kicker_does_not_open():
    """Train 14134 (the blind judge preferred the old opening): "The question of whether to
    allow the housing project will be debated ..." is its article's lead after the kicker
    "What used to be a black cemetery could now become a townhouse development.", which alone
    says what "the housing project" is; the brief opened on it without the kicker. The other
    outlet's "... plans to build 69 townhouses." opens, and the project follows it. A name
    before the description may be what it describes (no lean: "the school" after
    "Northwestern University"), a dateline is no kicker, "the wealthy" is a class."""
    from newsfuse.order import leans_on_kicker
    from newsfuse.pipeline import build_story

    story = build_story([
        "What used to be a black cemetery could now become a townhouse development. The "
        "question of whether to allow the housing project will be debated by the Deerfield "
        "Beach City Commission at a special meeting Tuesday night. The decision will cap a "
        "40-year debate about the future of the tract. Several studies have concluded there "
        "are no longer bodies at the cemetery.",
        "Deerfield Beach city officials said they have no idea, and might never be able to "
        "find out. It's unlikely the mystery of Deerfield Beach's former black cemetery will "
        "bury a developer's plans to build 69 townhouses. City officials say the site has been "
        "cleared of all remains and tombstones, but residents still want proof.",
        "Northwestern players win their union case. Northwestern University football players "
        "on scholarship are employees of the school, an official of the National Labor "
        "Relations Board ruled Wednesday.",
        "WOODS HOLE, Mass. Officials said the wreckage of the plane was found on Sunday.",
        "The idea that society benefits from investors is pretty widely held. Economists "
        "believe society often benefits from investments by the wealthy, Dean Baker says."])
    second = {s.article: s for s in story.sentences if s.index == 1}
    assert leans_on_kicker(story, second[0])
    assert not any(leans_on_kicker(story, second[a]) for a in (1, 2, 3, 4))
    assert order(story, [second[0], second[1]]) == [second[1], second[0]]


def test_a_state_since_long_before_takes_its_place_in_time_order_where_it_began():
    """The blind judge on DUC D0729G: with "Rudolph has been on the run since the January
    1998 bombing ..." kept from the opening (background, reader d9), it came after the March
    1999 report, "which breaks the time order; the killed officer and wounded nurse arrive
    late". It is placed in time order where the state began (``since_when``), so after the
    news it comes first, before the July 1998 truck and the March 1999 report."""
    import datetime as dt

    from newsfuse.order import Timeline, since_when
    from newsfuse.pipeline import build_story

    story = build_story([
        {"source": "AP", "published": "1998-07-20", "text": "More than 200 agents continued the "
         "search in the mountains of western North Carolina for Eric Rudolph on Sunday, but "
         "the suspect in the fatal bombing of a Birmingham abortion clinic eluded them."},
        {"source": "AP", "published": "1998-07-25", "text": "A pickup truck stolen by Eric "
         "Rudolph was abandoned in a remote camp site, the task force said on Friday."},
        {"source": "NYT", "published": "1999-03-16", "text": "Federal investigators said on "
         "Monday that they have no evidence connecting Eric Rudolph to an explosion at a "
         "clinic over the weekend. Rudolph has been on the run since the January 1998 bombing "
         "of a Birmingham abortion clinic that killed an off-duty police officer."}])
    search, truck, monday, run = story.sentences
    assert since_when(story, run) == dt.date(1998, 1, 1)
    assert since_when(story, monday) is None and since_when(story, search) is None
    assert Timeline.of(story).told(run) == dt.date(1998, 1, 1)
    assert order(story, [search, truck, monday, run]) == [search, run, truck, monday]
    # its time in order is where it began, but it holds as of its article's day: that day is
    # shown beside it (two blind readers missed D0729G's), unlike a dated past event's
    timeline = Timeline.of(story)
    assert not timeline.tells_own_time(run)
    past = build_story([
        {"source": "AP", "published": "1998-07-20", "text": "Agents searched the mountains of "
         "western North Carolina for Eric Rudolph on Sunday."},
        {"source": "NYT", "published": "1999-03-16", "text": "Federal investigators met on "
         "Monday. Eric Rudolph bombed a Birmingham abortion clinic in January 1998."}])
    assert Timeline.of(past).tells_own_time(past.sentences[-1])


def test_first_leads_is_one_test_that_select_asks_too():
    """The reviewer's item 5: ``order.first_leads`` and ``select._first_leads`` (now
    ``select._Details``) were two versions of "the first sentence leads" and disagreed on MN
    4328, whose second article opens on a question ("..., is this the time to start buying
    into the electric car maker?"): order said it leads, select (where a question is no
    candidate) did not. One test now, in order: a question is no lead; select asks it of the
    candidates' articles, whatever the budget."""
    from newsfuse.order import first_leads
    from newsfuse.pipeline import build_story
    from newsfuse.refs import Context
    from newsfuse.select import SelectParams, _Details, candidates

    story = build_story([
        "With reports of car fires and other bad news driving the price of Tesla Motors shares "
        "down 30% from the high it reached six weeks ago, is this the time to start buying into "
        "the electric car maker? Not yet, said Efraim Levy, an equity analyst at the firm.",
        "A law firm announced Friday that it had filed a class-action suit against Tesla Motors "
        "for allegedly misleading investors about the safety of its Model S sedan. The firm "
        "accused Tesla of making misleading statements about fire risks."])
    ctx = Context.of(story)
    assert not first_leads(story, ctx, 0) and first_leads(story, ctx, 1)
    sents = candidates(story, SelectParams())
    detail = _Details(story)
    assert {s.article for s in story.sentences if detail(s)} == {1}
    assert {s.article for s in sents if s.index > 0 and detail(s)} == {1}  # (its first aside)


def test_a_comparison_with_a_case_not_told_may_not_open():
    """MN 2447 (reader f8, counted "misleading opening"): "[Jim] Reischl, 67, a retired
    cartographer, is not the only soldier who has turned up in Vietnam looking for his lost
    love ..." is set against Reischl's own search, which the brief never tells. A sentence that
    says someone is "not the only" one follows the case it compares with; it does not open.
    Quoted, it is someone's words ('"He is not the only one," she said.' is a quote lede anyway)."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([
        "Jim Reischl, 67, a retired cartographer, is not the only soldier who has turned up in "
        "Vietnam looking for his lost love, according to Brian Hjort. Reischl isn't the only "
        "veteran to fly to Hanoi this year. Jim Reischl flew to Hanoi in March to look for the "
        "woman he loved during the war. Jim Reischl said the only thing he wanted was to find "
        "her."])
    compared, isnt, flew, only = story.sentences
    assert not can_open(story, compared) and not can_open(story, isnt)
    assert can_open(story, flew) and can_open(story, only)
    assert order(story, [compared, flew])[0] is flew


def test_a_study_rated_before_what_it_found_does_not_open():
    """MN 2850 (reader b2: "an evaluation of the study, placed before what the study found",
    and "the finding comes last"): "The new study, ... is the most comprehensive effort to date
    ..." opened as the fact two outlets tell; what the study found opens instead. Select may
    still carry the rating (``as_content``); "The study found that the disease is most common
    ..." tells a finding."""
    from newsfuse.order import can_open
    from newsfuse.pipeline import build_story

    story = build_story([
        "The new study, published in the journal JAMA Psychiatry on Wednesday, is the most "
        "comprehensive effort to date to establish the long-term consequences of childhood "
        "bullying, experts said. Reviewing two decades of data, researchers at Duke University "
        "found that bullied children face an elevated risk of anxiety disorders and depression. "
        "The study found that the risk is most common among children bullied for years."])
    rated, found, common = story.sentences
    assert not can_open(story, rated) and can_open(story, rated, as_content=True)
    assert can_open(story, found) and can_open(story, common)
    assert order(story, [rated, found])[0] is found


def test_a_fact_told_only_below_an_articles_first_sentences_does_not_open():
    """The main event is an early fact: inside the first quarter of a long article is not
    enough when the fact comes only after its first ten sentences ("In an e-mail from Lahore,
    Karamat said that Khan ... had tried 'to shift blame on others'", the 18th of 77), while
    the same support on a fact among the first sentences opens."""
    from newsfuse.order import EARLY_SENTENCES, opening
    from newsfuse.pipeline import build_story

    text = " ".join(f"Harbor officials counted {k * 7 + 3} fishing boats at pier {k} during "
                    f"inspection round {k + 40}." for k in range(48))
    story = build_story([{"source": "AP", "title": "Boats", "text": text}])
    sents = list(story.sentences)
    assert len(sents) == 48
    late = EARLY_SENTENCES + 1  # inside the first quarter, after the first sentences
    assert late / len(sents) <= 0.25
    indep = [1.0] * len(sents)
    indep[late] = 2.0
    assert opening(story, sents, indep, lambda i: True) is None
    assert opening(story, sents, indep, lambda i: True, value=[1.0] * len(sents)) is None
    indep[3] = 2.0
    assert opening(story, sents, indep, lambda i: True) == 3


def test_a_later_sentence_that_introduces_what_a_run_of_source_sentences_names_goes_first():
    # train 6729: "The assistant saw ..." (after its source's "The snacks consisted of ...")
    # came before "Officials say a classroom assistant ... mistook the cleaner for apple juice."
    a1 = ("A preschool in Hilo is reviewing its snack policy after three children sipped a "
          "household cleaner on Tuesday. The school has 40 pupils and six teachers. The snacks "
          "consisted of dry crackers and juice. The assistant saw the bottle on a cart in the "
          "kitchen and poured it into cups.")
    a2 = ("Paramedics were called to the Hilo preschool on Tuesday morning to check three girls. "
          "The girls, ages 4 and 5, were not hurt, the fire department said. Officials say a "
          "classroom assistant at the preschool mistook the cleaner for apple juice.")
    story = build_story([a1, a2])
    pick = [s for s in story.sentences if s.display.startswith(
        ("A preschool", "The snacks", "The assistant", "Officials say"))]
    shown = [s.display.split()[0] + " " + s.display.split()[1] for s in order(story, pick)]
    assert shown == ["A preschool", "Officials say", "The snacks", "The assistant"]
    # the run goes back to the opening, which keeps its place: nothing moves
    pick = [s for s in story.sentences if s.display.startswith(
        ("A preschool", "The school", "The snacks", "The assistant", "Officials say"))]
    shown = [s.display.split()[0] + " " + s.display.split()[1] for s in order(story, pick)]
    assert shown == ["A preschool", "The school", "The snacks", "The assistant", "Officials say"]


def test_a_phrase_of_when_follows_the_happening_its_own_article_means():
    """"Following the announcement, ..." reads as the last announcement before it: another
    outlet's sentence about another announcement (the birth) must not come between it and the
    pregnancy announcement its own article means."""
    us = ("Serena Williams has welcomed her first child with her fiance, a source close to the "
          "tennis champion confirms. Williams accidentally announced her pregnancy in a Snapchat "
          "photo on April 19. She posted a selfie that showed off her tiny baby bump. The "
          "photo drew wide attention across the sports world that week. Fans sent thousands of "
          "messages to the player. Following the announcement, Williams shared several more "
          "baby bump pictures on social media.")
    wpbf = ("Serena Williams gave birth to a baby girl on Friday at a hospital in Palm Beach. A "
            "news producer made the announcement on Twitter Friday afternoon, writing that mom "
            "and baby were doing well.")
    story = build_story([us, wpbf])
    by_start = {s.display.split(",")[0].split(" on ")[0]: s for s in story.sentences}
    told = by_start["Williams accidentally announced her pregnancy in a Snapchat photo"]
    other = by_start["A news producer made the announcement"]
    after = by_start["Following the announcement"]
    got = [s.display for s in order(story, [told, other, after])]
    assert got.index(after.display) == got.index(told.display) + 1, got
    # with no sentence of its own article that tells it, nothing moves
    alone = [s.display for s in order(story, [other, after])]
    assert set(alone) == {other.display, after.display}


def test_two_stories_are_never_interleaved():
    """Two articles that share almost no words tell two stories (validation 2168: a
    student-debt feature and a poverty-guidelines page): each one's sentences stay together,
    the opener's story first, though each would sit elsewhere by where its source put it."""
    from newsfuse.pipeline import summarize

    debt = ("Virginia Murphy borrowed a small fortune to attend law school in Florida. "
            "The Florida resident now owes more than $256,000 in student loans. "
            "She pays just $330 a month under an income-based repayment program. "
            "The program has become one of the fastest-growing entitlements in Washington. "
            "Economists warn that taxpayers will absorb the unpaid balances.")
    zoo = ("A rare white rhinoceros calf was born at the city zoo on Sunday morning. "
           "Keepers said the calf weighed about 60 kilograms and was standing within an hour. "
           "Visitors will be able to see the calf and its mother from next month. "
           "Only a few thousand of the animals survive in the wild.")
    brief = summarize([debt, zoo], words=250)
    arts = [s.article for s in brief.sentences]
    assert set(arts) == {0, 1}
    assert arts == sorted(arts, key=lambda a: a != arts[0])  # one block each
