import pytest

from newsfuse.segment import split_sentences


def test_abbreviations_and_quotes():
    assert split_sentences("The offensive began on Jan. 30, 2015. It failed.") == [
        "The offensive began on Jan. 30, 2015.", "It failed."]
    assert split_sentences("The U.S.-led coalition struck. Brig. Gen. Shirko Fateh was killed.") \
        == ["The U.S.-led coalition struck.", "Brig. Gen. Shirko Fateh was killed."]
    assert split_sentences('"The Islamic State will stay. Say that to Obama," said the fighter. '
                           "He left.") == [
        '"The Islamic State will stay. Say that to Obama," said the fighter.', "He left."]


def test_opening_quote_moves_to_the_next_sentence():
    out = split_sentences('"We had no plan," mom Mona said. "It just happened. We went on."')
    assert out[0] == '"We had no plan," mom Mona said.'
    assert out[1].startswith('"It just happened.')


def test_a_straight_mark_closing_a_curly_quotation_stays_with_its_sentence():
    par = ('Trump said: “Now I can go after her lawyer in the Great State of Texas. " '
           'The judge dismissed the suit on Monday.')
    assert split_sentences(par) == [
        'Trump said: “Now I can go after her lawyer in the Great State of Texas. "',
        "The judge dismissed the suit on Monday."]
    par = ('This is a small part of the broader “Operation Spartan Vanguard" initiative. '
           '"Operation Spartan Vanguard" was developed by agents at the embassy.')
    assert split_sentences(par)[1].startswith('"Operation Spartan Vanguard" was')


def test_a_quotation_whose_opening_mark_the_source_lost_still_closes_before_said():
    # wire copy whose dateline swallowed the opening mark: the "," + said closes it, so the
    # mark after "years." opens the next sentence instead of dangling at this one's end
    par = ('To Jerry\'s credit, he never censored anything," said Larry David, the co-creator '
           'of "Seinfeld" for seven years. "But he vetoed this."')
    assert split_sentences(par) == [
        'To Jerry\'s credit, he never censored anything," said Larry David, the co-creator of '
        '"Seinfeld" for seven years.', '"But he vetoed this."']


def test_quote_marks_are_read_across_the_sentences_of_a_paragraph():
    # a curly quotation closed by a straight mark two sentences on: the mark closes it
    assert split_sentences('Wright said: “Not only do the cups taste good. They smell good '
                           'too." Then she left the room.') == [
        'Wright said: “Not only do the cups taste good.', 'They smell good too."',
        'Then she left the room.']
    # a closing mark the splitter put at the start of the next sentence goes back
    assert split_sentences('He said: “First one is here. Second one is here." "Then I left '
                           'the room," he said.')[1:] == [
        'Second one is here."', '"Then I left the room," he said.']
    # a title's stop does not cut the quotation in two before its marks are read
    assert split_sentences('“Mr. Kushner volunteered to share what he knows," his lawyer '
                           'told NBC News. "He will do the same again."') == [
        '“Mr. Kushner volunteered to share what he knows," his lawyer told NBC News.',
        '"He will do the same again."']


def test_overlong_sentence_is_split():
    out = split_sentences(", ".join([f"item number {i}" for i in range(400)]) + ".")
    assert len(out) > 1 and all(len(s) <= 2000 for s in out)


def test_sentences_carry_terms(example_story):
    s = example_story.sentences[0]
    assert s.article == 0 and s.index == 0 and s.words == len(s.text.split())
    assert "landslid" in s.tokens or "hillsid" in s.terms
    assert "the" not in s.terms


def test_sentences_survive_pickling_into_another_process(example_story):
    import pickle
    import subprocess
    import sys

    data = pickle.dumps(example_story.sentences[:3])
    code = ("import pickle, sys; from newsfuse.terms import encode\n"
            "encode('zzz unrelated words first so ids differ')\n"
            "ss = pickle.loads(sys.stdin.buffer.read())\n"
            "print('|'.join(' '.join(s.terms) for s in ss))")
    out = subprocess.run([sys.executable, "-c", code], input=data, capture_output=True,
                         check=True).stdout.decode().strip()
    assert out == "|".join(" ".join(s.terms) for s in example_story.sentences[:3])


def test_titles_ranks_initials_and_decimals_never_end_a_sentence():
    cases = {
        "Chicago Ald. Ed Burke said the vote was fair. He left.": 2,
        "Gov. Nikki Haley will pick. Sen. Jim DeMint (R-S.C.) is retiring.": 2,
        "Lt. Gov. Dan Patrick spoke. Rep. Mark Walker (R-N.C.) added.": 2,
        "Brig. Gen. Shirko Fateh died. The No. 2 official left.": 2,
        "George W. Bush met Ald. Smith in Washington, D.C. on Monday. He said so.": 2,
        "He met Ms. Clifford and Atty. Gen. Janet Reno on Monday. She left.": 2,
        "The rate fell to 3.5 percent. It was 2.25 last year.": 2,
        "It was 11:30 p.m. ET. Police came.": 2,
        "It weighed 3 lbs. and cost $4.50. It was heavy.": 2,
        "TAUNTON, Mass. (AP) — A couple born on the same day married.": 1,
        "The Sept. 11 attacks changed it. Ranked No. 3, they won.": 2,
        "The case the high court decided, Clinton vs. New York City, marked the second "
        "time. It was argued in April.": 2,  # DUC D0730G [4]
        "In Roe v. The State the court ruled. Lawyers for Texas appealed.": 2,
    }
    for text, n in cases.items():
        out = split_sentences(text)
        assert len(out) == n, out
    assert split_sentences("About 4 million Americans have hepatitis C. The virus spreads.") \
        == ["About 4 million Americans have hepatitis C.", "The virus spreads."]


def test_a_letter_after_a_common_word_ends_a_sentence_and_clock_times_do_not():
    # "C." after a lower-case word is no one's initial; "George W. Bush" and "de C. Gaulle" are
    assert split_sentences("It was approved for treatment of hepatitis C. Prison system "
                           "officials decided in June to begin.") == [
        "It was approved for treatment of hepatitis C.",
        "Prison system officials decided in June to begin."]
    assert split_sentences("An AIDS drug appears to slow liver damage caused by hepatitis B. A "
                           "study in Thursday's journal looked at it.") == [
        "An AIDS drug appears to slow liver damage caused by hepatitis B.",
        "A study in Thursday's journal looked at it."]
    assert len(split_sentences("It was signed by George W. Bush in May. He said so.")) == 2
    assert len(split_sentences("It was written by Charles de C. Gaulle himself.")) == 1
    # a time zone or a day after "p.m." continues the sentence; a new sentence does not
    assert split_sentences("The launch is set for 8:30 p.m. EDT Friday at the cape. It was "
                           "delayed.") == ["The launch is set for 8:30 p.m. EDT Friday at the "
                                           "cape.", "It was delayed."]
    assert len(split_sentences("He left at 8 p.m. The police came later.")) == 2


def test_a_stock_ticker_with_its_exchange_is_no_sentence_end():
    text = ("U.S. retailer Michael Kors (KORS.N) agreed to buy luxury shoemaker Jimmy Choo CHOO.L "
            "for $1.2 billion. Shares of 3786.KU fell and AAPL.O rose. He sold shares of IBM. "
            "A spokesman declined to comment. It was in Washington, D.C. in July 1864.LOC "
            "researchers had to look further.")
    assert split_sentences(text) == [
        "U.S. retailer Michael Kors (KORS.N) agreed to buy luxury shoemaker Jimmy Choo CHOO.L "
        "for $1.2 billion.",
        "Shares of 3786.KU fell and AAPL.O rose.",
        "He sold shares of IBM.",
        "A spokesman declined to comment.",
        "It was in Washington, D.C. in July 1864.",
        "LOC researchers had to look further."]


def test_a_one_sentence_paragraph_its_page_cut_off_is_left_out_with_its_reason():
    from newsfuse.pipeline import build_story

    text = ("Rescuers searched the rubble in Velmora on Tuesday after the slide buried 40 homes. "
            "The mayor asked for help.\n\nIn a long statement, the governor outlined plans to "
            "rebuild the town, alongside the work of charities,...\n\nThe army sent two "
            "hundred soldiers to the town on Wednesday.")
    story = build_story([text])
    assert [s.text for s in story.sentences] == [
        "Rescuers searched the rubble in Velmora on Tuesday after the slide buried 40 homes.",
        "The mayor asked for help.",
        "The army sent two hundred soldiers to the town on Wednesday."]
    assert [r.reason for r in story.removed if "governor" in r.text] == ["cut-off text"]


def test_a_sentence_ends_after_may_before_a_capital():
    # sentencex reads "May." as an abbreviation; the month is never shortened
    assert split_sentences("He came back from the festival in May. Zeta-Jones had returned "
                           "from a trip.") == ["He came back from the festival in May.",
                                               "Zeta-Jones had returned from a trip."]
    assert split_sentences("Suharto had to quit in May. Indonesian rights workers say many "
                           "are missing.")[1].startswith("Indonesian")
    # a date and a title stay whole
    assert split_sentences("It was May 5. Gen. May spoke.") == ["It was May 5.", "Gen. May spoke."]


def test_a_sentence_ends_after_the_answer_no_before_a_capital():
    # sentencex reads a lower-case "no." as the abbreviation of a number
    assert split_sentences("Lt. Gov. Dan Patrick said no. Sgt. Maj. John Smith was hurt.") == [
        "Lt. Gov. Dan Patrick said no.", "Sgt. Maj. John Smith was hurt."]
    assert split_sentences("Well, no. Facebook has a history of funding its own.") == [
        "Well, no.", "Facebook has a history of funding its own."]
    # before a number it is the abbreviation
    assert len(split_sentences("It was case no. 12 in the file, the No. 2 man said.")) == 1


def test_a_sentence_in_parentheses_is_its_own_sentence():
    assert split_sentences(
        "His office does not yet know if Scott was ill. (Any ailments won't be known for "
        "several weeks.) Scott's publicist did not respond.") == [
        "His office does not yet know if Scott was ill.",
        "(Any ailments won't be known for several weeks.)",
        "Scott's publicist did not respond."]
    # an aside inside a sentence ends one only after a word, not an abbreviation
    assert split_sentences("It was a small part (a ratio close to the early episodes as well.) "
                           "Curb Your Enthusiasm turned out to be a mock documentary.") == [
        "It was a small part (a ratio close to the early episodes as well.)",
        "Curb Your Enthusiasm turned out to be a mock documentary."]
    assert len(split_sentences("He was promoting his Sunday night live (9 p.m.) HBO special, "
                               "\"I'm Telling You for the Last Time.\"")) == 1
    # an agency tag after a place's abbreviation is no sentence
    assert split_sentences("TAUNTON, Mass. (AP) \u2014 A man was shot on Monday.") == [
        "TAUNTON, Mass. (AP) \u2014 A man was shot on Monday."]


def test_a_quotation_that_opens_the_piece_ends_its_sentence():
    assert split_sentences('"I have never said no." For her part, Gillibrand waits.') == [
        '"I have never said no."', "For her part, Gillibrand waits."]
    # not before a speaker the next words name
    assert split_sentences("\u201cI have never said no.\u201d Smith said it twice.") == [
        "\u201cI have never said no.\u201d Smith said it twice."]
    assert split_sentences("\u201cI said no.\u201d Then we left.") == [
        "\u201cI said no.\u201d", "Then we left."]


def test_a_hyphenated_title_does_not_end_a_sentence():
    assert split_sentences("Investigators made the determination, Det.-Sgt. Susan Gomes said.") \
        == ["Investigators made the determination, Det.-Sgt. Susan Gomes said."]


@pytest.mark.parametrize("text,first", [
    ("The storm closed Interstate 35 from Ames, Iowa, through Albert Lea, Minn. Iowa and "
     "Wisconsin activated National Guard troops to help stranded drivers.",
     "The storm closed Interstate 35 from Ames, Iowa, through Albert Lea, Minn."),
    ("A bomb went off at a clinic in Birmingham, Ala. Days later, Rudolph disappeared into the "
     "woods of western North Carolina.", "A bomb went off at a clinic in Birmingham, Ala."),
    ("The center is on Lansdowne Avenue in Darby, Pa. That's across from the hospital on its "
     "campus.", "The center is on Lansdowne Avenue in Darby, Pa."),
    # every spelling of the shared table (terms.US_STATE_ABBREVIATIONS), the older ones too
    ("The tornado touched down near Salina, Kans. Three barns were destroyed in the storm.",
     "The tornado touched down near Salina, Kans."),
    ("The plant is in Fort Calhoun, Nebr. The river rose two feet overnight.",
     "The plant is in Fort Calhoun, Nebr."),
])
def test_a_states_abbreviation_after_its_town_ends_a_sentence(text, first):
    assert split_sentences(text)[0] == first


@pytest.mark.parametrize("text", [
    "The city of Portland, Ore. Mayor Ted Wheeler said on Monday that the camp would close.",
    "He moved to Portland, Ore., in 2010 and opened a bakery there with his wife.",
    "He lives in Albert Lea, Minn. with his wife and two children, the police said on Monday.",
])
def test_a_states_abbreviation_inside_a_sentence_stays(text):
    assert split_sentences(text) == [text]


@pytest.mark.parametrize("text", [
    # sentencex ends a sentence at a state's abbreviation even before a semicolon
    "Bases in Cape Cod, Mass.; Montauk, N.Y; Newport, R.I.; and Woods Hole, Mass., according "
    "to Coast Guard spokesman Mike Lapinski.",
    "The president called his uncle, Sen. Edward Kennedy, D-Mass.; and Housing Secretary Andrew "
    "M. Cuomo.",
])
def test_no_sentence_opens_on_a_semicolon(text):
    assert split_sentences(text) == [text]


def test_curly_marks_alone_are_read_by_the_last_one():
    """``_opens_next`` on a sentence with no straight mark reads only its last curly mark (or
    keeps what was open): the same answer as reading every mark in order."""
    import itertools

    from newsfuse.segment import _opens_next

    def every_mark(s: str, open_: bool) -> bool:
        for ch in s:
            if ch == "\u201c":
                open_ = True
            elif ch == "\u201d":
                open_ = False
        return open_

    for n in range(4):
        for marks in itertools.product("\u201c\u201d ax", repeat=n):
            s = "He said " + "".join(marks) + " it."
            for open_ in (False, True):
                assert _opens_next(s, open_) == every_mark(s, open_), (s, open_)
    assert _opens_next('He said \u201cgo." "Now', False) is True  # a straight mark: every mark


def test_a_sentences_words_are_its_whitespace_tokens_whatever_the_spaces():
    """``Sentence.words`` is the count of whitespace tokens: counted as spaces and one in a
    paragraph of single spaces, by ``split`` where other whitespace (a line separator, a
    thin or no-break space that clean left) or a run of spaces is in the paragraph."""
    from newsfuse.model import Story
    from newsfuse.segment import segment
    from newsfuse.terms import fresh_vocabulary

    pars = ("The mayor spoke on Monday. She said the town would rebuild its bridge.",
            "The mayor\u2028spoke on Monday. She said the town\u2029would rebuild.",
            "The mayor  spoke on Monday. She said the town would\u1680rebuild.",
            "A \u201cquoted\u201d word (and an aside.) Then more words here today.")
    with fresh_vocabulary() as vocab:
        story = segment(Story(articles=(), paragraphs=(pars,), vocab=vocab))
    assert len(story.sentences) >= 7
    for s in story.sentences:
        assert s.words == len(s.text.split()), s.text


def test_a_name_with_an_exclamation_mark_ends_no_sentence():
    assert split_sentences('"He was a gift," his rep told E! News in a statement. It aired.') == [
        '"He was a gift," his rep told E! News in a statement.', "It aired."]
    assert split_sentences("After the success of Mamma Mia! in 2008, she sang. It aired.") == [
        "After the success of Mamma Mia! in 2008, she sang.", "It aired."]
    # an exclamation before a capitalised word still ends its sentence, a tweet's link is its own
    assert split_sentences("Stop! Police are coming.") == ["Stop!", "Police are coming."]
    assert split_sentences("Wham! The band split in 1986.") == ["Wham!", "The band split in 1986."]
    assert split_sentences("GO! pic.twitter.com/x") == ["GO!", "pic.twitter.com/x"]


def test_a_pictures_caption_before_its_piped_credit_is_left_out_as_a_caption():
    from newsfuse.pipeline import build_story

    # a page's picture: its caption, its credit after a pipe, then a related story's headline
    # and standfirst, all in one paragraph; the caption repeats what the story says later
    text = ("Judge Neil Gorsuch was on the list of judges that President Donald Trump promised "
            "he would choose from during the campaign. | AP Photo Trump picks Gorsuch for "
            "Supreme Court The 49-year-old federal appeals court judge would be the court's "
            "first conservative addition in a decade.\n\nPresident Donald Trump on Tuesday "
            "tapped Judge Neil Gorsuch for the Supreme Court. Gorsuch was on the list of judges "
            "that Trump promised he would choose from during the campaign.")
    story = build_story([text])
    assert [s.text for s in story.sentences] == [
        "President Donald Trump on Tuesday tapped Judge Neil Gorsuch for the Supreme Court.",
        "Gorsuch was on the list of judges that Trump promised he would choose from during "
        "the campaign."]
    assert [r.reason for r in story.removed] == ["caption", "caption"]
    # a pipe inside story text, or a long paragraph before one, is no picture's caption
    text = ("The court ruled on Monday. The vote was 5-4, a narrow split, and the dissent was "
            "read from the bench by the chief justice in a long and angry statement that went "
            "on for most of an hour, the longest such reading in a decade or more, observers "
            "said afterwards. | AP Photo Trump picks Gorsuch for Supreme Court The judge "
            "would be the court's first conservative addition in a decade.")
    kept = [s.text for s in build_story([text]).sentences]
    assert kept[0] == "The court ruled on Monday."


@pytest.mark.parametrize("text,sentences", [
    # a question or an exclamation in quotation marks, then the name that speaks it
    ('“Should Ronald Reagan not have talked about it for 444 days?" Gingrich said on CNN\'s '
     '"State of the Union." "The fact is, we\'re in the middle of a mess."',
     ['“Should Ronald Reagan not have talked about it for 444 days?" Gingrich said on CNN\'s '
      '"State of the Union."', '"The fact is, we\'re in the middle of a mess."']),
    ('"Where does it stop?" Getty asked. The museum said nothing.',
     ['"Where does it stop?" Getty asked.', "The museum said nothing."]),
    ("“Let them try to write it!” David said on the set last week. Filming ended in May.",
     ["“Let them try to write it!” David said on the set last week.",
      "Filming ended in May."]),
    # a capitalised pronoun after the mark opens a sentence of its own
    ('Hannity cried, “Every conservative I know does not support racism, period!” He said '
     'liberals “get a pass” for this sort of thing.',
     ["Hannity cried, “Every conservative I know does not support racism, period!”",
      "He said liberals “get a pass” for this sort of thing."]),
    # a question the next sentence answers is not spoken by it
    ('"Is it legal?" That is the question.', ['"Is it legal?"', "That is the question."]),
])
def test_a_quoted_question_or_exclamation_keeps_the_name_that_speaks_it(text, sentences):
    assert split_sentences(text) == sentences


def test_an_ellipsis_of_one_character_ends_a_sentence_as_three_stops_do():
    # MN 3365: a blog post's last words and the reporter's next sentence, run together
    assert split_sentences("They were stuck in a very unfortunate position when Facebook "
                           "eventually changed the platform… Persson left to door open to "
                           "continuing the effort.") == \
        ["They were stuck in a very unfortunate position when Facebook eventually changed the "
         "platform…", "Persson left to door open to continuing the effort."]
    assert split_sentences("It worked … Then it stopped… And then it worked again.") == \
        ["It worked …", "Then it stopped…", "And then it worked again."]
    # not inside a word, nor inside a quotation (as sentencex reads three stops there)
    for keep in ("I have the greatest respect for the engineers at Oculus…but this is where we "
                 "part ways.",
                 "“We will fight… We will win,” he said.",
                 '"We will fight... We will win," he said.'):
        assert split_sentences(keep) == [keep]


def test_an_ellipsis_that_opens_a_sentence_stays_with_it():
    # train 43422: "… The officials emphasized ..." is one sentence, not "…" and the rest
    # (``trim`` shows it without the ellipsis)
    assert split_sentences("… The officials emphasized that they know of no instance.") == \
        ["… The officials emphasized that they know of no instance."]
