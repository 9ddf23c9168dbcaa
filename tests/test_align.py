from newsfuse.align import credited_outlets, mark_paraphrases, told_twice
from newsfuse.pipeline import build_story


def _pairs(story):
    return {(d.article, d.derived_from) for d in story.alignment.derivations}


def test_kobani_independent_derived_from_ap(kobani_story):
    assert _pairs(kobani_story) == {(0, 1)}
    d = kobani_story.alignment.derivations[0]
    assert "AP" in d.evidence and d.shared > 0.4
    lin = kobani_story.alignment.lineage
    assert lin[0] == lin[1] != lin[2]
    assert credited_outlets(kobani_story, 0) == ["ap"]
    assert credited_outlets(kobani_story, 2) == []  # CNN's own staff, not a source


def test_example_reprint_detected(example_story):
    assert _pairs(example_story) == {(1, 0)}


def test_wire_copies_support_each_other(kobani_story):
    al = kobani_story.alignment
    by = {(s.article, s.index): s for s in kobani_story.sentences}
    s = next(x for x in kobani_story.sentences
             if x.text.startswith("More than 200,000 Kurds"))
    assert al.articles_of(s) == [0, 1]
    assert al.independent(al.articles_of(s)) == 1
    cnn_only = next(x for x in kobani_story.sentences if "979 ISIS combatants" in x.text)
    assert al.articles_of(cnn_only) == [2]
    assert by[(1, 0)].id != by[(0, 0)].id


def test_identical_articles_form_one_lineage():
    text = ("The council approved the budget on Monday after a long debate. The mayor said "
            "the vote was a victory for the town. Opponents said they would appeal.")
    story = build_story([text] * 4)
    assert len(set(story.alignment.lineage)) == 1
    assert len(story.alignment.derivations) == 3


def test_unrelated_articles_are_independent():
    story = build_story([
        "The council approved the budget on Monday after a long debate in the town hall.",
        "A rare orchid bloomed in the botanical garden for the first time in twenty years."])
    assert story.alignment.derivations == ()
    assert all(not s for s in story.alignment.support)


_WIRE = ("The council approved the new budget on Monday after a long debate in the town hall. "
         "The mayor said the vote was a victory for every family in the town. Opponents said "
         "they would appeal the decision to the regional court next month. The budget adds "
         "money for schools, roads and the harbour.")


def test_derivations_follow_dates_and_tell_updates_from_copies():
    later = _WIRE + " Late on Tuesday the opponents filed their appeal."
    story = build_story([
        {"text": later, "source": "Associated Press", "published": "2024-03-05", "id": "b"},
        {"text": _WIRE, "source": "Associated Press", "published": "2024-03-04", "id": "a"},
        {"text": _WIRE, "source": "Daily Courier", "published": "2024-03-06", "id": "c"},
    ])
    ds = {d.article: d for d in story.alignment.derivations}
    assert 1 not in ds  # the oldest article is the original, though it copies all of the others
    assert ds[0].derived_from == 1 and ds[0].kind == "update"
    assert "repeat Associated Press's own article of 2024-03-04" in ds[0].evidence
    assert ds[2].kind == "copy"
    assert story.alignment.lineage[0] == story.alignment.lineage[1] == story.alignment.lineage[2]


def test_one_statement_quoted_alike_is_no_copy():
    """Two outlets that quote one company statement word for word are not one copying the
    other (validation 4656, 2997: "derived from" a shorter article that only shares the
    quotation); a copied sentence of narrative among the quotations still is."""
    statement = ('"Although our products are nontoxic, we do not recommend using them to make '
                 'lipstick, eyeliner or other make-up," the company said on its website.')
    bloggers = ("Beauty bloggers have posted videos showing how to use colored pencils as "
                "eyeliner. " + statement + " The videos have been viewed millions of times.")
    warning = ("Crayola has warned parents against a new make-up trend among teenage girls. " +
               statement + " Doctors said the pigments can irritate the eyes.")
    story = build_story([bloggers, warning])
    assert story.alignment.derivations == ()
    assert len(set(story.alignment.lineage)) == 2
    reprint = build_story([_WIRE + " " + statement, _WIRE + " " + statement])
    assert len(reprint.alignment.derivations) == 1


def test_a_credit_never_points_to_a_later_article():
    text = _WIRE + " The Associated Press contributed to this report."
    story = build_story([
        {"text": text, "source": "Daily Courier", "published": "2024-03-04"},
        {"text": _WIRE, "source": "Associated Press", "published": "2024-03-07"},
    ])
    assert all(d.derived_from != 1 for d in story.alignment.derivations)


def test_one_outlets_several_articles_are_one_independent_outlet():
    """AP on Monday and AP on Tuesday telling one fact in their own words are one outlet, not
    two: marks, consensus and compare count outlets."""
    monday = ("Rescuers pulled three miners alive from the flooded coal mine near Dravan on "
              "Monday, the regional governor said. Nine miners are still missing.")
    tuesday = ("Divers resumed the search on Tuesday. On Monday rescuers brought three of the "
               "trapped miners to the surface alive, the governor told reporters.")
    courier = ("Families waited at the gate of the Dravan mine through the night. Three "
               "miners came out alive on Monday, according to the governor of the region.")
    story = build_story([
        {"text": monday, "source": "Associated Press", "published": "2024-03-04"},
        {"text": tuesday, "source": "AP", "published": "2024-03-05"},
        {"text": courier, "source": "Daily Courier", "published": "2024-03-04"},
    ])
    al = story.alignment
    assert al.voice[0] == al.voice[1] != al.voice[2]
    assert al.independent([0, 1]) == 1 and al.lineages([0, 1]) == 2
    assert al.independent([0, 1, 2]) == 2


def test_a_mark_needs_the_same_claim_not_a_neighbouring_fact():
    """Read briefs marked these pairs as the same fact; each is a neighbouring one."""
    from newsfuse.claims import verified

    wanted = ("Agents want to question Rudolph in three bombings in Atlanta _ the July 1996 "
              "explosion in Centennial Olympic Park and the 1997 bombings of a Sandy Springs "
              "abortion clinic and a gay nightclub.")
    charged = ("Rudolph, 33, is charged in three Atlanta bombings: the deadly explosion at "
               "Centennial Olympic Park on July 27, 1996, and the blasts in 1997 at an "
               "abortion clinic in the Atlanta area and a gay and lesbian nightclub.")
    questioning = ("Rudolph, a 31-year-old carpenter, also is wanted for questioning in three "
                   "bombings in the Atlanta area in 1996 and 1997, including the July 27, "
                   "1996, explosion at Centennial Olympic Park.")
    assert not verified(wanted, charged, 0.68)
    assert verified(wanted, questioning, 0.64)
    vetoed = ("U.S. President Bill Clinton today used his line-item veto power to strike out 38 "
              "projects worth 287 million U.S. dollars from a military construction bill.")
    overturned = ("In February, Congress overturned the vetoes of 38 military construction "
                  "projects worth $287 million.")
    used = ("Last month Clinton for the first time used the line-item authority to delete 38 "
            "projects in 24 states worth 287 million U.S. dollars.")
    assert not verified(vetoed, overturned, 0.71) and verified(vetoed, used, 0.65)
    assert not verified("Christos Vasiliades faces a litany of charges, including obstruction "
                        "of justice and witness intimidation.",
                        "Edgar Ivan Rodriguez, 33, also was charged with obstruction of justice "
                        "and witness intimidation.", 0.62)
    # a copula's complement holds the story another outlet tells, not the sentence's fact
    # (train 6710, a blind reader's wrong mark: Schumer's statement "was in response to" the
    # Post's story, which the Post's own article tells without Schumer)
    response = ("The statement from Sen. Charles E. Schumer (D-N.Y.), issued Saturday morning, "
                "was in response to a Washington Post story that intelligence agencies have "
                "identified individuals with connections to the Russian government who "
                "provided WikiLeaks with thousands of hacked emails from the Democratic "
                "National Committee to boost Trump and hurt Hillary Clinton's chances.")
    story = ("Intelligence agencies have identified individuals with connections to the "
             "Russian government who provided WikiLeaks with thousands of hacked emails from "
             "the Democratic National Committee and others, according to U.S. officials.")
    assert not verified(response, story, 0.69)
    assert verified("The man who fired at the officers was shot and killed by police.",
                    "Police shot and killed the man who fired at the officers.", 0.7)
    # the same quotation is the same statement, whoever words the attribution
    assert verified('"What we have in place today, the status quo, is horrible for America," '
                    "Rubio said.", "“What we have in place today, the status quo, is horrible "
                    "for America,” the Florida Republican said on NBC.", 0.63)
    # no predicate found ("On board were ..."): only a near-copy stands
    aboard = "On board were Kennedy's wife, Carolyn Bessette Kennedy, and her sister Lauren."
    assert not verified(aboard, "Until the plane is found, there is no way to say whether an "
                        "earlier search would have saved Kennedy, his wife, Carolyn Bessette "
                        "Kennedy, or her sister, Lauren Bessette.", 0.73)


def test_marks_need_the_figures_the_whom_and_take_aliases():
    from newsfuse.claims import verified

    high = ("In a 6-3 decision, the high court ruled the Line Item Veto Act violated the "
            "constitution's separation of powers between Congress and the president.")
    district = ("In February, a U.S. District Court here ruled the line-item veto "
                "unconstitutional, saying Congress violated the Constitution's separation of "
                "powers clause.")
    assert not verified(high, district, 0.62)  # no "6-3" there: another ruling
    rodriguez = ("Rodriguez, who identified himself as Vasiliades' interpreter, also was "
                 "charged with obstruction of justice and witness intimidation.")
    assert not verified(rodriguez, "Christos Vasiliades faces a litany of charges, including "
                        "obstruction of justice and witness intimidation.", 0.67)
    ap = ("The Islamic State group has acknowledged for the first time that its fighters have "
          "been defeated in the Syrian town of Kobani and vowed to attack the town again.")
    independent = ("For the first time since it was reported last week, Isis has confirmed "
                   "that it has been driven out of the Syrian town of Kobani — but said it will "
                   "return to attack.")
    assert verified(ap, independent, 0.6)  # acknowledged = confirmed; Islamic State = Isis


def test_a_mark_needs_the_same_action_governed():
    """D0714D: 'allows users to search for and download music' was marked with another outlet's
    'allows them to store and catalog their music': the same predicate, another action."""
    from newsfuse.claims import governed, verified

    napster = ("The Napster software program allows Internet users to search for and download "
               "music directly from each others' computer hard drives.")
    store = ("To use the Napster service, which is free, users download software over the "
             "Internet that allows them to store and catalog their music on their own "
             "computers.")
    allow = frozenset({"allow"})
    assert governed(napster, allow) == {"search", "download"}
    assert governed(store, allow) == {"store", "catalog"}
    assert not verified(napster, store, 0.68)
    assert verified(napster, "Napster's software allows users to search for and download "
                    "songs from one another's hard drives.", 0.7)
    # the other sentence also tells the governed action: the same plan
    assert verified("He reportedly had planned to drop off Miss Bessette at Martha's Vineyard "
                    "before proceeding on with his wife to Hyannis Port.",
                    "Kennedy was flying to Martha's Vineyard to drop off Lauren Bessette, after "
                    "which he planned to fly to Hyannis to attend the wedding of his cousin "
                    "Rory Kennedy.", 0.62)


def test_an_edit_of_wire_copy_is_a_mark_only_for_the_same_claim():
    """D0729G: a newspaper's edit of AP copy (one reprint family) reused 'the suspect in the
    Jan. 29 bombing' in a sentence about the search; it was marked on AP's 'Rudolph is charged
    in the Jan. 29 bombing'. Within a family, loose edits are verified like independent
    outlets; close copies stand."""
    charged = ("Rudolph, a 31-year-old outdoorsman and carpenter, is charged in the Jan. 29 "
               "bombing of the New Woman All Women clinic, which killed an off-duty police "
               "officer and seriously wounded a nurse in Birmingham, Alabama. Agents searched "
               "the mountains of western North Carolina for him for weeks. The FBI has offered "
               "a reward of $1 million for information leading to his arrest. His truck was "
               "found near Murphy, North Carolina, with food supplies missing from it.")
    search = ("More than 200 state, local and federal agents continued the search in the "
              "mountains of western North Carolina for Eric Robert Rudolph Sunday, but the "
              "31-year-old suspect in the fatal Jan. 29 bombing of a Birmingham abortion "
              "clinic continued to elude his trackers. The FBI has offered a reward of $1 "
              "million for information leading to his arrest. His truck was found near "
              "Murphy, North Carolina, with food supplies missing from it.")
    story = build_story([
        {"text": charged, "source": "Associated Press", "published": "1998-07-13"},
        {"text": search + " Additional reporting by The Associated Press.",
         "source": "Atlanta Journal-Constitution", "published": "1998-07-14"},
    ])
    al = story.alignment
    assert al.lineage[0] == al.lineage[1]  # the edit credits AP: one family
    first = next(s for s in story.sentences if s.article == 0 and s.index == 0)
    assert not any(a == 1 for a, _, _ in al.support[first.id])
    reward = next(s for s in story.sentences if s.article == 0 and "reward" in s.text)
    assert any(a == 1 for a, _, _ in al.support[reward.id])  # the copied sentence stands


def test_kobani_edits_of_wire_copy_stay_marked(kobani_story):
    """The Independent's edit of AP copy (a reprint family) rewords the same facts: the edits
    that share the claim's plain words ("claimed ... almost free" / "said ... almost cleared"),
    or that verification reads as the same claim, stay marked."""
    story = kobani_story
    al = story.alignment
    ind, ap = (next(i for i, a in enumerate(story.articles) if a.outlet == o)
               for o in ("000_3a2f79721ea5d7d1", "AP"))
    assert al.lineage[ind] == al.lineage[ap]

    def marked(fragment: str, by: int) -> bool:
        s = next(s for s in story.sentences if fragment in s.text)
        return any(a == by for a, _, _ in al.support[s.id])

    assert marked("Kurdish officials claimed the town was almost free", ap)
    assert marked("The Islamic State group has acknowledged for the first time", ind)
    assert marked("two masked fighters conceded defeat in Kobani", ap)
    assert marked("several Arab allies have been striking Isis positions", ap)


def test_a_hedged_figure_is_marked_by_the_same_figures():
    """D0724F: '97 million adults, or 55 percent, are considered overweight' has only the hedge
    for a predicate; another outlet giving the same figures without it tells the same fact, one
    giving only some of them does not."""
    from newsfuse.claims import verified

    x = "Some 97 million American adults, or 55 percent, are considered overweight or obese."
    assert verified(x, "The stakes are enormous, both in terms of improving the nation's health "
                    "_ some 55 percent, or 97 million _ of Americans are overweight and obese _ "
                    "but also gathering profits for biotech and pharmaceutical companies.", 0.67)
    assert not verified(x, "More adults and children are overweight than ever before, with 55 "
                        "percent of American adults weighing more than they should.", 0.62)
    assert not verified("Officials believe 40 people died in the fire.",
                        "Officials said 40 firefighters fought the fire.", 0.65)


def test_a_brief_sentence_told_in_other_words_is_marked(kobani_story):
    from newsfuse.align import mark_paraphrases

    video = next(s for s in kobani_story.sentences
                 if s.text.startswith("In a video released by the pro-IS Aamaq"))
    cnn = next(s for s in kobani_story.sentences
               if s.text.startswith("Two purported ISIS fighters"))
    al = kobani_story.alignment
    assert al.independent(al.articles_of(video)) == 1  # AP and its reprint only (cosine 0.3)
    marked = mark_paraphrases(kobani_story, [video.id])
    al2 = marked.alignment
    assert al2.articles_of(video) == [0, 1, 2] and al2.independent(al2.articles_of(video)) == 2
    assert (2, cnn.id) in {(a, j) for a, j, _ in al2.support[video.id]}
    assert al2.support[cnn.id] == al.support[cnn.id]  # only the brief's sentences are read
    assert mark_paraphrases(kobani_story, []) is kobani_story


def test_a_paraphrase_with_another_figure_is_no_mark():
    from newsfuse.align import mark_paraphrases

    lead = ("A jury on Thursday awarded $6.3 million to a woman and her son who were attacked "
            "by guards of the Aryan Nations and its founder Richard Butler in Idaho.")
    other = ("The jury on Thursday ordered the Aryan Nations and Richard Butler to pay {} to "
             "Victoria Keenan and her son, who had sued the white supremacist group.")
    filler = ("The case drew national attention to the group's compound in northern Idaho. "
              "Lawyers for the family said the verdict sent a message.")
    for figure, marked in (("$6.3 million", True), ("$4 million", False)):
        story = build_story([{"text": f"{lead} {filler}", "source": "AP"},
                             {"text": f"{other.format(figure)} Other details followed in "
                                      "court over several days of testimony.",
                              "source": "Reuters"}])
        s = next(x for x in story.sentences if x.text.startswith("A jury on Thursday"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_one_speakers_words_reported_by_another_outlet_are_marked():
    from newsfuse.align import mark_paraphrases

    quote = ("\"The family told us it is incorrect that he has inoperable brain cancer,\" said "
             "Craig Harvey, a chief with the coroner's office.")
    filler = ("The director was found dead on Sunday after jumping from a bridge in San Pedro. "
              "His films included Top Gun and Crimson Tide.")
    for speaker, marked in (("Craig Harvey", True), ("Ed Winter", False)):
        reported = (f"Coroner's chief investigator {speaker} said later that day that the "
                    "director's family told investigators it was \"incorrect\" that the "
                    "filmmaker had brain cancer.")
        story = build_story([{"text": f"{quote} {filler}", "source": "AP"},
                             {"text": f"{reported} The bridge was closed for hours on Sunday "
                                      "while the police investigated the scene.",
                              "source": "Reuters"}])
        s = next(x for x in story.sentences if x.text.startswith("\"The family"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_a_happening_in_other_words_is_marked_below_the_paraphrase_floor():
    """Another verb and another subject share few words: the outlet's sentence that tells the
    happening is put to ``same_fact`` though less similar than three others of its article."""
    from newsfuse.align import PARAPHRASE_FLOOR, mark_paraphrases

    lead = ("Two police officers were wounded when a man suddenly opened fire immediately "
            "after the swearing in of cops in the council chambers.")
    filler = ("The mayor praised the officers who responded. The city council meeting was "
              "cancelled for the rest of the week.")
    others = ("Officers returned fire in the council chambers, killing the man. A council "
              "member is heard swearing in the video of the chambers. The officers of the "
              "council had attended the swearing in ceremony of new cops. A volley of gunfire "
              "erupted outside the New Hope City Council meeting Monday night when a man shot "
              "at a group of police officers, injuring {} of them.")
    for count, marked in (("two", True), ("three", False)):
        story = build_story([{"text": f"{lead} {filler}", "source": "AP"},
                             {"text": others.format(count), "source": "Reuters"}])
        s = next(x for x in story.sentences if x.text.startswith("Two police"))
        y = next(x for x in story.sentences if x.text.startswith("A volley"))
        assert story.alignment.similarity[s.id, y.id] < PARAPHRASE_FLOOR
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_each_article_of_one_outlet_that_tells_the_fact_is_marked():
    """An agency's later article that retells the fact as background is marked too (the JSON
    ``support`` keeps its wording), though its outlet counts once."""
    from newsfuse.align import mark_paraphrases

    first = ("The armed Basque separatist group ETA has announced an open-ended cease-fire, a "
             "newspaper reported late Wednesday. Spain's government said it would wait and see.")
    later = ("Basque parties met in Bilbao on Monday to discuss the peace process. ETA declared "
             "an open-ended ceasefire on Sept. 16, its first in decades.")
    other = ("The Madrid stock market rose on Tuesday. ETA has announced an open-ended "
             "cease-fire and Spanish leaders reacted with caution on Wednesday.")
    story = build_story([{"text": first, "source": "AP", "published": "1998-09-17"},
                         {"text": later, "source": "AP", "published": "1998-10-05"},
                         {"text": other, "source": "Reuters", "published": "1998-09-17"}])
    al = story.alignment
    assert al.voice[0] == al.voice[1] != al.voice[2]  # one outlet, two articles
    s = next(x for x in story.sentences if x.text.startswith("The armed Basque"))
    out = mark_paraphrases(story, [s.id]).alignment
    assert {0, 1} <= set(out.articles_of(s))
    assert out.independent([0, 1]) == 1  # the outlet counts once


def test_an_article_published_before_the_happening_is_not_marked_with_it():
    """A happening told as of its article's week ("late Wednesday") is not reported by an
    article published weeks before: that one tells an earlier instance (a week-long truce of
    1996 is not the open-ended one of 1998)."""
    from newsfuse.align import mark_paraphrases

    first = ("The armed Basque separatist group ETA has announced a cease-fire, a newspaper "
             "reported late Wednesday. Spain's government said it would wait and see.")
    other = ("The Madrid stock market rose on Tuesday on the news. Spanish leaders answered "
             "the declaration of a cease-fire by ETA, the separatist group, with caution.")
    for published, marked in (("1998-09-17", True), ("1996-06-25", False)):
        story = build_story([{"text": first, "source": "AP", "published": "1998-09-17"},
                             {"text": other, "source": "Xinhua", "published": published}])
        s = next(x for x in story.sentences if x.text.startswith("The armed Basque"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked, published


_FIRE = ["A fire destroyed the old mill in Dravan on Monday night, the fire brigade said. "
         "Forty firefighters fought the blaze at the mill for six hours before it collapsed. "
         "No one was hurt, but the mill's owner said the damage would run to millions.",
         "Fire tore through Dravan's historic mill overnight on Monday, leaving it in ruins. "
         "The brigade sent forty firefighters, who battled the flames at the mill until dawn. "
         "The owner of the mill put the damage in the millions.",
         "The Dravan mill burned down on Monday night in a fire that took six hours to control. "
         "Firefighters said the blaze at the mill started in a storeroom. "
         "The mill's owner said he would rebuild."]
_HOROSCOPE = ("You can expect some amazing things to occur over the next 48 hours. "
              "Venus enters your sign, so romance and travel are favoured this week. "
              "Lucky numbers are seven and twelve; wear something green on Thursday.")


def test_an_article_about_another_story_is_left_out_with_its_reason():
    from newsfuse import summarize
    from newsfuse.align import off_story
    story = build_story([*_FIRE, _HOROSCOPE])
    far = dict(off_story(story))
    assert list(far) == [3] and far[3] < 0.03
    assert any(i == 3 and why.startswith("probably about another story")
               for i, why in story.left_out)
    brief = summarize([*_FIRE, _HOROSCOPE], 60)
    assert all(s.article != 3 for s in brief.sentences)
    assert any("about another story" in w for w in brief.warnings)
    # the same story told by every article: nothing is left out
    assert off_story(build_story(_FIRE)) == ()


def test_two_long_articles_about_different_stories_are_flagged_not_dropped():
    from newsfuse import summarize
    fire = " ".join(_FIRE)
    horoscope = _HOROSCOPE + (" Mars favours bold moves at work; avoid quarrels with friends. "
                              "Saturn asks for patience with money until the new moon.")
    brief = summarize([fire, horoscope], 80)
    assert any("share almost no words" in w for w in brief.warnings)
    assert {s.article for s in brief.sentences} <= {0, 1}
    assert not any("share almost no words" in w for w in summarize(_FIRE[:2], 80).warnings)
    # too short to tell: no warning
    assert not any("share almost no words" in w
                   for w in summarize([_FIRE[0], _HOROSCOPE], 80).warnings)


_ZOO = ["A rare white rhinoceros calf was born at the Lindholm zoo on Sunday morning. Keepers "
        "said the calf weighed about 60 kilograms and stood within an hour. Visitors will see "
        "the calf and its mother from next month. Only a few thousand white rhinos survive in "
        "the wild.",
        "The Lindholm zoo welcomed a white rhino calf on Sunday, its keepers said. The newborn "
        "weighed some 60 kilograms and was on its feet within the hour. The calf and its "
        "mother go on show next month. White rhinos number only a few thousand in the wild."]


def test_articles_of_two_stories_are_grouped_and_flagged():
    """Four articles, two of a fire and two of a zoo's newborn rhino: two groups of articles
    that share almost no words, named in a warning, each group's sentences together."""
    from newsfuse import summarize
    from newsfuse.align import story_groups
    story = build_story([*_FIRE[:2], *_ZOO])
    groups = story_groups(story)
    assert groups[0] == groups[1] != groups[2] == groups[3]
    assert story_groups(build_story(_FIRE)) == {}
    brief = summarize([*_FIRE[:2], *_ZOO], 250)
    assert any("fall into 2 groups" in w and "[1, 2]; [3, 4]" in w for w in brief.warnings)
    kinds = [s.article >= 2 for s in brief.sentences]
    assert len(set(kinds)) == 2 and kinds == sorted(kinds, key=lambda k: k != kinds[0])


def test_an_alias_revealed_is_marked_in_other_words():
    from newsfuse.align import mark_paraphrases

    lead = ("Activists said the ringleader of the website, hitherto known as Enoch, was in fact "
            "Mike Peinovich, a former tech worker. The group had grown fast this year.")
    for real, marked in (("Mike Peinovich", True), ("Mike Cernovich", False)):
        other = ("The movement was shaken on Saturday. According to a post that has since been "
                 f"taken down, Enoch is actually {real}. Followers reacted with anger online.")
        story = build_story([{"text": lead, "source": "AP"},
                             {"text": other, "source": "Reuters"}])
        s = next(x for x in story.sentences if x.text.startswith("Activists said"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked, real


def test_each_article_of_a_reprint_family_that_tells_the_fact_is_marked():
    """A press release and an outlet's story that copies it are one family (one voice); when
    the story's quotation of the release is marked, the release itself, which gives the same
    words unquoted, is marked too (it was skipped as of a family already marked)."""
    from newsfuse.align import mark_paraphrases

    q = ("At Universal we have had franchises with strong results at the box office, including "
         "Jurassic Park and the Bourne series, and although we take great pride in these "
         "accomplishments, what distinguishes Fast and Furious is that it is an original live "
         "action concept with an entirely diverse cast")
    copied = ("Today Furious 7 will reach $1 billion in worldwide box office grosses. On behalf "
              "of all of us, I am incredibly proud of the motion picture team at Universal and "
              "the cast and filmmakers of the franchise.")
    memo = f"{q.replace('Jurassic Park', 'JURASSIC PARK')}. {copied}"
    variety = f"“{q},” Meyer noted in the memo. {copied} The film opened in April."
    fair = (f"“{q},” said Ron Meyer, vice chairman of studio parent NBCUniversal, in a "
            "congratulatory note. The film stars Vin Diesel and the late Paul Walker. Its "
            "director is James Wan. Critics were kind to the sequel in March. Audiences in "
            "China bought the most tickets abroad. A ninth film is planned for next year.")
    story = build_story([{"text": memo, "source": "Universal"},
                         {"text": variety, "source": "Variety"},
                         {"text": fair, "source": "Vanity Fair"}])
    al = story.alignment
    assert al.lineage[0] == al.lineage[1] != al.lineage[2]  # the memo and its copy
    s = next(x for x in story.sentences if x.article == 2 and x.text.startswith("“At"))
    out = mark_paraphrases(story, [s.id]).alignment
    assert {0, 1, 2} <= set(out.articles_of(s))


def test_a_later_main_clause_told_by_another_outlet_is_marked():
    """"X died, and Y was arrested": an outlet that tells only the arrest, with its anchors,
    reports one of the sentence's facts; another person's arrest does not."""
    from newsfuse.align import mark_paraphrases

    lead = ("The boy, Jordan Belliveau, died, and Ms. Stinson was arrested Tuesday and charged "
            "with aggravated child abuse and first-degree murder.")
    filler = ("The boy had been the subject of an Amber Alert for two days. Neighbours left "
              "flowers near the sports complex.")
    for name, marked in (("Charisse Stinson", True), ("Marcus Hale", False)):
        other = (f"Officials arrested and charged 21-year-old {name} with first-degree murder "
                 "in the death of the boy. The search for the boy began early Sunday morning.")
        story = build_story([{"text": f"{lead} {filler}", "source": "AP"},
                             {"text": other, "source": "Fox 13"}])
        s = next(x for x in story.sentences if x.text.startswith("The boy, Jordan"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_one_speaker_s_statement_quoted_in_part_is_marked():
    from newsfuse.align import mark_paraphrases

    quote = ("\"While anyone can purchase our shares in the open market, we aren't particularly "
             "excited about Qatar's outreach, and we find it puzzling given our extremely "
             "public stance on the illegal subsidies that Qatar, Emirates and Etihad receive "
             "from their governments,\" Parker wrote.")
    filler = ("American Airlines shares fell two percent on Friday. The carrier is the world's "
              "largest by traffic.")
    for speaker, marked in (("Doug Parker", True), ("Robert Isom", False)):
        other = (f"In a letter to employees, American's chief executive, {speaker}, said that "
                 "rival Qatar Airways' plan was \"puzzling given our extremely public stance on "
                 "the illegal subsidies\" that American alleges the gulf carriers receive. "
                 "Qatar is buying the shares on the open market.")
        story = build_story([{"text": f"{quote} {filler}", "source": "CNN"},
                             {"text": other, "source": "Bloomberg"}])
        s = next(x for x in story.sentences if x.text.startswith("\"While"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_one_statement_quoted_by_another_outlet_is_marked_however_low_the_cosine():
    """The sentences put to the tests are the most similar; another outlet's quotation of the
    same words may share few others ("'never seen anything like' his situation" / "'I've been
    in this business 52 years, and I've never seen anything like this,' Cosby said"), and is
    found by a key word of the quotation."""
    from newsfuse.align import mark_paraphrases

    x = ("Bill Cosby says he has \"never seen anything like\" his situation after being "
         "accused by multiple women of sexual assault. The comedian appeared on Good Morning "
         "America on Friday.")
    for speaker, marked in (("Cosby", True), ("Davis", False)):
        other = ("Bill Cosby will tour Alabama schools in the spring, his foundation said. "
                 "Show business veterans gathered in Selma for the foundation's dinner. "
                 "Women's groups protested outside the Selma dinner on Thursday. "
                 "Several accusers have filed suits in California over the past years. "
                 "\u201cI\u2019ve been in this business 52 years, and I\u2019ve never seen "
                 "anything like this,\u201d "
                 f"{speaker} said. The interview aired on ABC News on Friday morning.")
        story = build_story([{"text": x, "source": "AP"}, {"text": other, "source": "ABC"}])
        s = next(y for y in story.sentences if y.text.startswith("Bill Cosby says"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_a_statement_the_other_gives_as_its_own_text_is_marked():
    """A quoted statement is reported by the article that gives its words unquoted (the
    transcript, the press release, the page itself); another statement is not."""
    from newsfuse.align import mark_paraphrases

    quote = ("\"You know, when Trayvon Martin was first shot, I said that this could have been my "
             "son. Another way of saying that is Trayvon Martin could have been me, 35 years "
             "ago,\" Obama told reporters at the White House on Friday, addressing last "
             "weekend's acquittal of Martin's shooter, George Zimmerman.")
    filler = "The president spoke for about 20 minutes. He took no questions afterwards."
    for words, marked in (("Another way of saying that is Trayvon Martin could have been me "
                           "35 years ago.", True),
                          ("Another way of saying that is that the country has come a long "
                           "way.", False)):
        other = (f"{words} The remarks came a week after the verdict in Sanford, Florida. "
                 "Reporters were told of the briefing an hour before.")
        story = build_story([{"text": f"{quote} {filler}", "source": "CNN"},
                             {"text": other, "source": "Transcript"}])
        s = next(x for x in story.sentences if x.text.startswith("\"You know"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_a_verb_of_no_known_kind_is_looked_for_in_its_irregular_forms():
    """The cheap look for the same verb of no known kind finds "won" for "win", "struck" for
    "strike" (the stem "win" is not in "won")."""
    from newsfuse.align import _has_form, mark_paraphrases, verb_forms

    assert verb_forms("win") == ("won",) and "struck" in verb_forms("strike")
    assert verb_forms("survive") == ()  # a regular verb: its stem is in every form
    assert _has_form("Berlusconi's conservatives won in a 316-301 vote.", ("won",))
    assert not _has_form("The wonder of it all.", ("won",))
    lead = ("With 316 votes for and 301 votes against, Mr. Berlusconi's center-right coalition "
            "won the vote.")
    filler = ("The opposition had hoped to topple the government. Markets in Milan rose after "
              "the result.")
    for figures, marked in (("316-301", True), ("299-314", False)):
        other = (f"Berlusconi's conservatives won in a {figures} vote in Parliament's lower "
                 "house, ending weeks of speculation about early elections and a collapse of "
                 "the fragile ruling coalition in Rome. The premier thanked his allies late on "
                 "Tuesday.")
        story = build_story([{"text": f"{lead} {filler}", "source": "NYT"},
                             {"text": other, "source": "AP"}])
        s = next(x for x in story.sentences if x.text.startswith("With 316"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_a_finding_told_by_another_verb_is_marked_after_sentences_that_tell_no_fact():
    """D0742J S4: x's main verb is no happening of a known kind ("have concluded"); the
    outlet's sentences more similar to it are read first and tell other things: the search
    goes on to the one that tells the finding ("findings confirm ... pilot error caused")."""
    from newsfuse.align import mark_paraphrases

    x = ("Federal investigators have concluded pilot error caused the plane crash that killed "
         "John F. Kennedy Jr., his wife and his sister-in-law, NBC News reported Thursday.")
    filler = "The report is expected to be released in July. The crash happened at night."
    for finding, marked in (("confirm", True), ("cannot confirm", False)):
        other = ("Federal investigators interviewed the pilots who flew the plane that night "
                 "near the crash of John F. Kennedy Jr. "
                 f"The NTSB findings {finding} early speculation that pilot error caused the "
                 "crash. Investigators also interviewed several pilots who flew that night.")
        story = build_story([{"text": f"{x} {filler}", "source": "AP"},
                             {"text": other, "source": "New York Times"}])
        s = next(t for t in story.sentences if t.text.startswith("Federal investigators have"))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def test_a_possessive_s_death_is_no_mark_for_the_mourned_death():
    # review s17 #5: "Devin Lima's father died in 2015" is not the death the mourning tells
    x = "Musician Brad Fischetti is mourning the death of his bandmate Devin Lima."
    filler = ("Lima was diagnosed with stage 4 cancer last year. The band LFO had a hit with "
              "Summer Girls.")
    for y, marked in (("Devin Lima's father died in 2015, and the singer often spoke of the "
                       "loss.", False),
                      ("LFO singer Devin Lima has died after a yearlong battle with stage 4 "
                       "cancer.", True)):
        story = build_story([{"text": f"{x} {filler}", "source": "AP"},
                             {"text": f"LFO's Summer Girls topped the charts in 1999. {y}",
                              "source": "Reuters"}])
        s = next(t for t in story.sentences if t.text.startswith(x[:25]))
        out = mark_paraphrases(story, [s.id]).alignment
        assert (1 in out.articles_of(s)) is marked


def _lead_marked(a: str, b: str, dates: tuple[str | None, str | None] = (None, None)) -> bool:
    """Whether the brief sentence ``a`` (the first article's lead) is marked with the second
    article, whose lead is ``b``."""
    arts = [{"text": t, "published": d, "source": f"Outlet {k}"} if d else
            {"text": t, "source": f"Outlet {k}"} for k, (t, d) in enumerate(zip((a, b), dates))]
    story = build_story(arts)
    s = story.sentences[0]
    assert s.article == 0 and story.alignment.articles_of(s) == [0]  # not marked before
    out = mark_paraphrases(story, [s.id]).alignment
    return 1 in out.articles_of(s)


def test_two_leads_that_tell_one_happening_in_their_own_words_mark_each_other():
    # MN 167: one arrest, told by two outlets' leads with few words in common
    a = ("An Algerian man suspected of planning an imminent attack on a church has been "
         "arrested in Paris, with police discovering Kalashnikovs and ammunition, top officials "
         "said on Wednesday. The man had called an ambulance.")
    b = ("Sid Ahmed Ghlam, a 24-year-old Algerian national, was detained on Sunday in Paris "
         "after he apparently shot himself by accident. He was a student.")
    assert _lead_marked(a, b)
    assert _lead_marked(a, b, ("2015-04-22", "2015-04-22"))


def test_two_leads_of_other_doers_other_days_or_a_denial_are_not_one_happening():
    # train 2086: two companies' factories seized: the other never names Kellogg
    assert not _lead_marked(
        "Kellogg confirmed later on Tuesday that its manufacturing plant in Venezuela had been "
        "seized by the leftist government of Nicolas Maduro. Workers were sent home.",
        "The government of Venezuela has said it has seized a factory owned by the US firm "
        "Kimberly-Clark, on orders of Nicolas Maduro. The plant made diapers.")
    a = ("An Algerian man suspected of planning an imminent attack on a church has been "
         "arrested in Paris, with police discovering Kalashnikovs and ammunition, top officials "
         "said on Wednesday. The man had called an ambulance.")
    b = ("Sid Ahmed Ghlam, a 24-year-old Algerian national, was detained on Sunday in Paris "
         "after he apparently shot himself by accident. He was a student.")
    assert not _lead_marked(a, b, ("2015-04-22", "2016-04-22"))  # a year apart: another
    # MN 4486: one woman's charges, but the ages disagree (28 / 29): no mark
    aged = a.replace("An Algerian man", "A twenty-four-year-old Algerian man")
    assert _lead_marked(aged, b)  # b: "a 24-year-old Algerian national"
    assert not _lead_marked(aged, b.replace("24-year-old", "25-year-old"))
    assert not _lead_marked(a, "Police in Paris said the Algerian man was not detained on "
                               "Sunday. He was a student.")


_DEAL = ("Congressional leaders on Wednesday clinched a two-year deal to lift strict budget caps "
         "on defense and domestic spending by $300 billion, likely putting an end to a series of "
         "short-term spending bills. The House must still vote.")
_PACT = ("The Senate's top leaders announced Wednesday they have sealed agreement on a two-year "
         "budget pact that would shower both the Pentagon and domestic programs with almost $300 "
         "billion above existing limits. Congressional aides expect a vote Thursday.")


def test_two_leads_a_day_apart_that_name_one_day_are_of_one_day():
    # DUC D0714D: the AP of Wednesday and the paper of Thursday tell Wednesday's injunction
    a = ("In a major victory for the recording industry, a federal judge Wednesday ordered the "
         "Napster online music service to stop permitting the exchange of copyrighted music "
         "owned by the major music labels. Napster's lawyer said the decision could effectively "
         "shut down the service.")
    b = ("Handing the recording industry a resounding victory, a San Francisco judge slapped "
         "Napster Inc. with a preliminary injunction Wednesday and ordered the Internet service "
         "to halt all illegal song swapping by midnight Friday. Judge Marilyn Hall Patel "
         "rejected all of Napster's legal arguments.")
    assert _lead_marked(a, b, ("2000-07-26", "2000-07-27"))
    # a week apart, or a day apart with another day named: each its own day's news
    assert not _lead_marked(a, b, ("2000-07-26", "2000-08-02"))
    assert not _lead_marked(a, b.replace("injunction Wednesday", "injunction Thursday"),
                            ("2000-07-26", "2000-07-27"))


def test_two_leads_that_tell_one_happening_alike_mark_each_other():
    # MN 3520: one budget deal, no happening of a known kind in common ("clinched a deal" /
    # "sealed agreement on a pact"), four ordinary words and the figure alike
    assert _lead_marked(_DEAL, _PACT)
    # the other way, the Senate and the Pentagon are names the other article never gives
    # ("Congressional leaders"): it may tell of another body's deal
    assert not _lead_marked(_PACT, _DEAL)
    assert _lead_marked(_DEAL, _PACT, ("2018-02-07", "2018-02-07"))


def test_two_leads_alike_read_the_main_clause_after_an_opening_phrase():
    # MN 5124 (listed missing by the reader of seed 11): the other lead's main clause comes
    # after its opening phrase ("Despite being in American theaters ..., Furious 7 just
    # grossed a billion dollars"), not before the phrase's comma
    assert _lead_marked(
        "Today Furious 7 will reach $1 billion in worldwide box office grosses. The studio "
        "said so.",
        "Despite being in American theaters for less than a month, Furious 7 just grossed a "
        "billion dollars at the box office. Fans cheered.")


def test_two_leads_alike_of_other_days_figures_a_denial_a_reaction_or_names_are_not_marked():
    assert not _lead_marked(_DEAL, _PACT, ("2018-02-07", "2018-02-14"))  # each its day's news
    # (two days apart, both "Wednesday" name February 7: one day, ``_one_day``)
    assert _lead_marked(_DEAL, _PACT, ("2018-02-07", "2018-02-09"))
    assert not _lead_marked(_DEAL, _PACT.replace("$300", "$500"))  # another figure
    assert not _lead_marked(_DEAL, _PACT.replace("they have sealed", "they have not sealed"))
    for reaction in ("praised", "criticized"):  # a reaction tells the deal in passing
        assert not _lead_marked(_DEAL, _PACT.replace(
            "The Senate's top leaders announced Wednesday they have sealed agreement on",
            f"Conservatives on Wednesday {reaction}"))
    # the other article never says who ("Congressional"): it may tell of another
    assert not _lead_marked(_DEAL, _PACT.replace("Congressional aides", "Aides"))
    # two ordinary words in common are not enough
    assert not _lead_marked(_DEAL, "The Senate's top leaders announced Wednesday an agreement "
                                   "that would shower the Pentagon with almost $300 billion. "
                                   "Congressional aides expect a vote Thursday.")


def test_two_leads_alike_in_background_a_finding_a_statement_or_counts_are_not_marked():
    # MN 4679: both leads tell of the crash that killed the Polish president alike; one is
    # about what investigators will look at, the other about press speculation (the other
    # lead's own clause, "The shocking and tragic death of the President of Poland", is not
    # told in this one)
    assert not _lead_marked(
        "Investigators seeking the cause of a plane crash that killed Polish President Lech "
        "Kaczynski, his wife and a delegation including dozens of high-level officials on "
        "Saturday are likely to focus on both the Tupolev 154 jetliner and the pilots' actions. "
        "Russia leads the inquiry.",
        "THE SHOCKING and tragic death of the President of Poland, his wife and a large official "
        "delegation in an air crash has prompted press speculation as to why Poland still used "
        "an ageing Soviet aircraft to carry national leaders, a Tupolev Tu-154. Editors wrote.")
    # a finding is what it finds: another act of the same investigators is not it
    assert not _lead_marked(
        "Federal investigators have concluded pilot error caused the plane crash that killed "
        "John F. Kennedy Jr., his wife and sister-in-law off Martha's Vineyard. The report is out.",
        "Federal investigators interviewed the pilots who flew the plane that night near the "
        "crash of John F. Kennedy Jr. off Martha's Vineyard. They took notes.")
    # one speaker's two statements of one day (D0704A: Amnesty on Cambodia, on Britain)
    assert not _lead_marked(
        "The human rights group Amnesty International on Tuesday called on countries concerned "
        "about Cambodia's political crisis to pressure its government to end violence. It "
        "named no country.",
        "Despite its human rights pledges, Britain's government continues selling arms to "
        "countries concerned about violence, Amnesty International said Tuesday. It named "
        "Indonesia.")
    # MN 1090: counts of their own ("three children" / "two children")
    three = ("Eight people including three children were injured in Philadelphia on Monday when a "
             "natural gas explosion tore through a row house under renovation, causing the "
             "collapse of three houses and the evacuation of about 70 homes. Crews came.")
    two = ("Eight people, including two children, were injured this morning after an apparent gas "
           "explosion caused a South Philadelphia rowhome undergoing extensive renovation to "
           "collapse. Police came.")
    assert not _lead_marked(three, two)
    assert _lead_marked(three, two.replace("two children", "three children"))


def test_a_vote_count_and_a_cast_list_mark_the_outlet_that_gives_them():
    # MN 2617: one outlet tells the vote by its count only; MN 5124: the cast list
    vote = _lead_marked(
        "Working into Friday's pre-dawn hours, senators approved the blueprint by a near "
        "party-line 52-46 vote, endorsing a measure that closely follows one the House passed "
        "Wednesday. Both budgets cut spending.",
        "The 52-46 vote on the non-binding budget resolution put Congress on a path to complete "
        "its first full budget in six years. Democrats objected.")
    assert vote
    assert not _lead_marked(
        "Working into Friday's pre-dawn hours, senators approved the blueprint by a near "
        "party-line 52-46 vote, endorsing a measure that closely follows one the House passed "
        "Wednesday. Both budgets cut spending.",
        "The 51-47 vote on the non-binding budget resolution put Congress on a path to complete "
        "its first full budget in six years. Democrats objected.")


def test_a_mark_of_a_mark_keeps_the_shared_words_and_the_happening():
    """Wire copy re-edited tells one fact in a chain of wordings: a third outlet that tells
    what a marked sentence tells, in the words the brief sentence and that sentence share, is
    marked too (DUC D0729G); one that keeps only their ages and names, not the deaths, is not
    (D0742J)."""
    from newsfuse.align import mark_paraphrases

    filler = ("Residents gathered at the church on Sunday. The mayor thanked the volunteers. "
              "Schools will reopen next week.")

    def marks(x: str, b: str, c: str) -> tuple[set[int], set[int]]:
        story = build_story([{"text": f"{x} {filler}", "source": "AP"},
                             {"text": f"{b} {filler.replace('church', 'hall')}",
                              "source": "NYT"},
                             {"text": f"{c} Officials gave no more details.",
                              "source": "Xinhua"}])
        s = next(t for t in story.sentences if t.article == 0 and t.index == 0)
        y = next(t for t in story.sentences if t.article == 1 and t.index == 0)
        return (set(mark_paraphrases(story, [s.id]).alignment.articles_of(s)),
                set(mark_paraphrases(story, [y.id]).alignment.articles_of(y)))

    x_marks, b_marks = marks(
        "Rudolph has been on the run since the January 1998 bombing of a Birmingham, Ala., "
        "abortion clinic that killed an off-duty police officer and severely wounded a nurse.",
        "The Birmingham attack killed an off-duty police officer working as a security guard "
        "at the clinic and seriously wounded a nurse.",
        "The bombing killed an off-duty policeman who was working as a security guard at the "
        "clinic and seriously injured a nurse.")
    assert 2 in b_marks  # the marked sentence's own mark ...
    assert x_marks == {0, 1, 2}  # ... is the brief sentence's
    x_marks, b_marks = marks(
        "Kennedy, 38, his wife, 33, and her sister were killed when the small private plane "
        "Kennedy was piloting crashed into the Atlantic off Martha's Vineyard.",
        "Killed were Kennedy, 38, his wife, Carolyn Bessette Kennedy, 33, and her 34-year-old "
        "sister, Lauren Bessette.",
        "Federal investigators with the NTSB have been interviewing witnesses at the Essex "
        "County Airport in New Jersey, from which the 38-year-old Kennedy, his wife, Carolyn "
        "Bessette Kennedy, 33, and her 34-year-old sister, Lauren Bessette departed Friday "
        "night.")
    assert 2 in b_marks
    assert x_marks == {0, 1}


def test_a_verb_of_no_known_kind_told_of_a_subject_described_is_marked():
    """A happening of no known kind ("were suspected of spying") is told by another outlet of
    the same people described by no name ("the two men", DUC D0710C): a mark. The same words
    of someone else ("a second man") are not."""
    from newsfuse.align import mark_paraphrases

    x = ("A Cypriot police source said the Israelis were suspected of spying on behalf of "
         "Turkey, which invaded the north of Cyprus in 1974. The mayor thanked the volunteers.")

    def marks(y: str) -> set[int]:
        story = build_story([
            {"text": x, "source": "AP"},
            {"text": "Two Israelis were arrested in a Cypriot village on Saturday. " + y +
             " Schools will reopen next week.", "source": "NYT"}])
        s = next(t for t in story.sentences if t.article == 0 and t.index == 0)
        return set(mark_paraphrases(story, [s.id]).alignment.articles_of(s))

    assert marks("A police official, speaking on condition of anonymity, said the two men were "
                 "suspected of spying for Israel on behalf of Turkey.") == {0, 1}
    assert marks("A police official, speaking on condition of anonymity, said a second man was "
                 "suspected of spying for Israel on behalf of Turkey.") == {0}


def test_told_twice_names_the_later_of_two_sentences_that_tell_one_fact():
    from story_samples import DIVER

    story = build_story(DIVER)
    first = next(s.id for s in story.sentences if s.text.startswith("A 23-year-old Navy"))
    second = next(s.id for s in story.sentences if s.text.startswith("Seaman Tomas"))
    other = next(s.id for s in story.sentences if s.text.startswith("Two other trainees"))
    marked = mark_paraphrases(story, [first, second, other])
    assert second in {j for _, j, _ in marked.alignment.support[first]}  # one fact, two leads
    assert told_twice(marked, [first, other, second]) == [second]
    assert told_twice(marked, [second, first]) == [first]
    assert told_twice(marked, [first, other]) == []
    assert told_twice(story, [first, second]) == []  # unmarked: nothing known yet


def test_a_sentence_that_tells_the_fact_before_it_only_in_passing_is_not_told_twice():
    """MN 3365: Persson's cancellation marks the Oculus deal it mentions in a clause ("after
    hearing the news the company is being acquired by Facebook"), a right mark, but its own
    fact is the cancellation: not told twice, so the brief keeps it."""
    story = build_story([
        {"text": "Facebook is buying Oculus VR, a startup that makes virtual reality headsets, "
                 "in a $2 billion deal. Oculus has not shipped a consumer headset yet.",
         "source": "Business Insider"},
        {"text": "Minecraft creator Markus Persson said he's canceling plans to create a "
                 "version of the popular block-building video game for Oculus VR's virtual "
                 "reality headset after hearing the news the company is being acquired by "
                 "Facebook. Persson said Facebook creeps him out.", "source": "NYT"}])
    deal = next(s.id for s in story.sentences if s.text.startswith("Facebook is buying"))
    minecraft = next(s.id for s in story.sentences if s.text.startswith("Minecraft"))
    marked = mark_paraphrases(story, [deal, minecraft])
    assert minecraft in {j for _, j, _ in marked.alignment.support[deal]}  # the mark stays
    assert told_twice(marked, [deal, minecraft]) == []


def test_one_sum_and_one_count_of_one_thing_mark_the_outlet_that_gives_both():
    # DUC D0730G: Xinhua's veto of 38 projects worth $287 million, told by another article as
    # "killing 38 military construction projects in 24 states worth 287 million U.S. dollars"
    # (every blind reader of seeds 11 to 349 listed it missing)
    x = ("U.S. President Bill Clinton today used his line-item veto power to strike out 38 "
         "projects worth 287 million U.S. dollars from a military construction bill. "
         "Congress may vote on it.")
    y = ("Last month, the president exercised his new authority by killing 38 military "
         "construction projects in 24 states worth 287 million U.S. dollars. Lawmakers "
         "objected.")
    assert _lead_marked(x, y)
    # another count, another sum, or the count alone is not the same report
    assert not _lead_marked(x, y.replace("killing 38", "killing 36"))
    assert not _lead_marked(x, y.replace("287 million", "278 million"))
    assert not _lead_marked(x, y.replace(" worth 287 million U.S. dollars", ""))


def test_a_share_is_marked_by_a_less_similar_sentence_that_gives_it():
    # DUC D0724F: the outlet's most similar sentence gives the share of other words; the one
    # that tells the statistic is further down the candidates, and is read all the same
    from newsfuse.align import mark_paraphrases
    x = ("Some 97 million American adults, or 55 percent, are considered overweight or obese. "
         "Doctors worry.")
    y = ("Some 97 million American adults are now considered at risk of heart disease, doctors "
         "said. Officials met on Monday. The share of adults in America who are overweight or "
         "obese has risen from 43 percent in the 1960s to about 55 percent today.")
    story = build_story([{"text": x, "source": "AP"}, {"text": y, "source": "NYT"}])
    s = story.sentences[0]
    assert story.alignment.articles_of(s) == [0]
    out = mark_paraphrases(story, [s.id]).alignment
    assert 1 in out.articles_of(s)
    told = [story.sentences[j].display for a, j, _ in out.support[s.id] if a == 1]
    assert told and told[0].startswith("The share of adults")


def test_two_leads_alike_in_three_ordinary_words_from_a_low_cosine_mark_each_other():
    # MN 351 (listed missing by seed 353's reader): one church conference's recommendation,
    # told in few words alike ("Community", "recommended", "allow": cosine under 0.3)
    a = ("The Community of Christ's USA National Conference has recommended policy changes that "
         "would allow for the ordination of gay people and marriages or covenant commitment "
         "services of gay couples. The vote was held in Independence.")
    b = ("Delegates with Community of Christ met at their headquarters over the weekend and have "
         "recommended to allow same-sex marriages where they are legal. The church has 250,000 "
         "members.")
    assert _lead_marked(a, b)
    # train 36248: a lead that defends the proposal the other tells of reacts to it
    proposal = ("Case in point is a paid family leave proposal that the White House rolled out "
                "this week in the President's 2018 budget. It would cost $25 billion.")
    defended = ("First daughter Ivanka Trump is defending a White House proposal to mandate paid "
                "leave for new parents in a letter to the editor published Wednesday in The Wall "
                "Street Journal. She wrote it.")
    assert not _lead_marked(proposal, defended)
    assert _lead_marked(proposal, defended.replace("is defending", "has unveiled"))


def test_a_paraphrase_below_three_more_alike_sentences_of_its_article_is_still_read():
    # DUC D0701A (listed missing by the readers of seeds 11, 37, 53, 89, 139, 149 and 317-353):
    # the AP's "a $6.3 million jury verdict returned Thursday against Aryan Nations founder
    # Richard Butler" tells the damages ordered; each article's four most alike sentences are
    # put to the test, not three
    import json

    from conftest import SHARED, need

    path = need(SHARED / "data" / "duc2007" / "dev.jsonl")
    topic = next(t for t in map(json.loads, path.read_text(encoding="utf-8").splitlines())
                 if t["id"] == "D0701A")
    story = build_story([{k: d[k] or None if k == "title" else d[k]
                          for k in ("text", "title", "source", "id", "published")}
                         for d in topic["documents"]])
    s = next(x for x in story.sentences if "were ordered to pay most of the $6.3 million" in
             x.display and x.article == 22)
    verdict = next(x for x in story.sentences if x.article == 5 and
                   "jury verdict returned Thursday" in x.display)
    out = mark_paraphrases(story, [s.id]).alignment
    assert (5, verdict.id) in [(a, j) for a, j, _ in out.support[s.id]]


def test_a_happening_each_tells_as_of_its_own_week_weeks_apart_is_two():
    """DUC D0728G: "The Food and Drug Administration on Wednesday approved ..." (June) was
    marked with a December article's "... Wednesday approved the expanded use of Rebetron": the
    support a fact-checker reads was another approval."""
    june = ("The Food and Drug Administration on Wednesday approved a combination of two "
            "antiviral drugs to treat chronic hepatitis C. Doctors welcomed the decision.")
    december = ("The Food and Drug Administration on Wednesday approved the expanded use of a "
                "combination of two antiviral drugs to treat chronic hepatitis C. The drugs "
                "cost about $18,000 a year.")

    def linked(dates: tuple[str, str]) -> bool:
        story = build_story([
            {"text": june, "source": "Associated Press", "published": dates[0]},
            {"text": december, "source": "New York Times", "published": dates[1]},
        ])
        first = story.sentences[0]
        marked = mark_paraphrases(story, [first.id]).alignment.support[first.id]
        return any(a == 1 for a, _, _ in marked)

    assert linked(("1998-06-03", "1998-06-04"))  # one week: one approval
    assert not linked(("1998-06-03", "1998-12-09"))  # six months apart: two
