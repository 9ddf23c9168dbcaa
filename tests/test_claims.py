"""claims.same_fact: one fact in other words, and the traps that look like it."""

import pytest

from newsfuse.claims import (
    dies_by_name,
    event_keys,
    events_told,
    fact_of,
    later_clauses,
    main_verb,
    mourned_deaths,
    noun_clauses,
    quoted_from,
    same_act,
    same_cast,
    same_count,
    same_counts,
    same_fact,
    same_finding,
    same_founding,
    same_statement,
    same_sum,
    same_tally,
    statement,
    tallies,
    verb_events,
)
from newsfuse.terms import stem, words

# (brief sentence, another outlet's sentence): the same fact, told with another main verb
SAME = [
    ("The Supreme Court struck down as unconstitutional a law giving the president a "
     "line-item veto, which let him cancel specific items in tax and spending measures.",
     "WASHINGTON _ The Supreme Court on Thursday dealt a blow to the power of U.S. presidents, "
     "striking down as unconstitutional a law that enabled chief executives to delete "
     "individual funding items from massive budget legislation."),
    ("The Supreme Court struck down the line-item veto on Thursday, ruling that it violates "
     "the Constitution's separation of powers.",
     "The Supreme Court on Thursday declared the line-item veto unconstitutional in a 6-3 "
     "ruling."),
    ("A jury awarded $6.3 million against the Aryan Nations and its founder Richard Butler "
     "on Thursday.",
     "The jury on Thursday ordered the Aryan Nations and Richard Butler to pay $6.3 million "
     "to a woman and her son."),
    ("Joseph Buddenberg, 31, and Nicole Kissane, 28, were both charged with conspiracy to "
     "violate the Animal Enterprise Terrorism Act, said U.S. Attorney Laura Duffy.",
     "Kissane, 28, who used to live in Escondido, and Buddenberg, 31, have been indicted on "
     "charges of conspiracy to violate the Animal Enterprise Terrorism Act."),
    ("The suspected shooter, 27-year-old Kanasho Johns, was taken into custody outside "
     "Houston, Texas, on Tuesday morning, Detective Chris Barling said.",
     "The suspected gunman, identified by police as 27-year-old Kanasho Johns, was arrested "
     "Tuesday morning outside Houston, Texas, police said."),
    ("Republicans muscled a balanced-budget plan through the Senate early Friday, positioning "
     "Congress for months of battling President Barack Obama over the GOP's goals of slicing "
     "spending and dismantling his health care law.",
     "WASHINGTON The Senate passed a Republican-authored budget plan early on Friday that "
     "seeks $5.1 trillion in domestic spending cuts over 10 years while boosting military "
     "funding."),
    ("Two police officers were wounded when a man suddenly opened fire in the council chambers "
     "of New Hope on Monday night.",
     "A man shot at a group of police officers outside the New Hope council meeting Monday "
     "night, injuring two of them."),
    # the other voice: the one acted on is the passive's subject, the doer its "by ..."
    ("Napster has been sued by the Recording Industry Association of America in federal "
     "court in San Francisco.",
     "The Recording Industry Association of America sued Napster in December, accusing it "
     "of creating a musical black market online."),
    ("French police have arrested a man suspected of planning an attack on a church in a "
     "Paris suburb, the interior minister said.",
     "An Algerian man suspected of planning an imminent attack on a church has been arrested "
     "in Paris, police said."),
    # news's other words for deaths; a span ("30-year") and a year ("since 1968") say when
    ("ETA has killed close to 800 people during its 30-year campaign for an independent "
     "Basque homeland.",
     "ETA's armed drive for an independent Basque homeland has claimed nearly 800 lives since "
     "it began in 1968."),
    # on a list: "remains on" tells a state of its subject, as a passive does
    ("Rudolph remains on the FBI's list of the 10 most-wanted fugitives.",
     "The FBI placed Rudolph on its 10 most wanted list on May 6 and increased the reward to "
     "$1 million."),
    ("Rudolph remains on the FBI's list of the 10 most-wanted fugitives.",
     "Rudolph was placed on the FBI's 10 most wanted list and a reward of $1 million was "
     "posted."),
    ("ETA has killed nearly 800 people since 1968 in its campaign for Basque independence.",
     "ETA has been fighting since 1968 for an independent Basque state, leaving 800 people "
     "dead."),
]

# the same words about another fact: never the same
TRAPS = [
    # on a list: the one on it, the list's figure
    ("Rudolph remains on the FBI's list of the 10 most-wanted fugitives.",
     "The FBI placed Smith on its 10 most wanted list on May 6 and raised the reward."),
    ("Rudolph remains on the FBI's list of the 10 most-wanted fugitives.",
     "Rudolph was placed on the FBI's list of 15 fugitives sought for terrorism."),
    # another subject
    ("Christos Vasiliades was charged with obstruction of justice and witness intimidation.",
     "Edgar Rodriguez, who identified himself as Vasiliades' interpreter, also was charged "
     "with obstruction of justice and witness intimidation."),
    # another figure
    ("A jury awarded $6.3 million against the Aryan Nations and its founder Richard Butler "
     "on Thursday.",
     "The jury on Thursday ordered the Aryan Nations and Richard Butler to pay $4 million "
     "to a woman and her son."),
    ("Eight people including three children were injured in Philadelphia on Monday when a gas "
     "explosion tore through a row house.",
     "Eight people, including two children, were injured in Philadelphia on Monday after a gas "
     "explosion caused a rowhome to collapse."),
    # negated
    ("Prosecutors said Smith was not charged with murder in the Detroit shooting on Friday.",
     "Prosecutors said Smith was charged with murder in the Detroit shooting on Friday."),
    # planned, not done
    ("The Senate will approve the Republican budget plan on Friday, leaders said.",
     "The Senate approved the Republican budget plan on Friday, leaders said."),
    ("Rosenstein said several Russian nationals were to be indicted over election meddling.",
     "Several Russian nationals were indicted over election meddling, Rosenstein said."),
    # another day
    ("The Senate passed the Republican budget plan on Friday after a long debate.",
     "The Senate passed the Republican budget plan on Tuesday after a long debate."),
    # what the predicate acts on differs
    ("The storm was blamed for deaths in at least five states, with parts of Iowa hit hardest.",
     "Blinding snow is blamed for a 30-car pileup on Interstate 35 near Fort Dodge, Iowa, "
     "that killed two people."),
    # a participle describing a noun is not what the sentence asserts
    ("Federal officials said there was no evidence linking Eric Rudolph, the fugitive charged "
     "in four Southern bombings, to an explosion in Asheville.",
     "Rudolph was formally charged in last year's attacks against a north Atlanta abortion "
     "clinic and a local gay nightclub."),
    # the other voice, but another doer or another one acted on
    ("Napster has been sued by the Recording Industry Association of America in federal "
     "court.",
     "Metallica sued Napster in federal court in April over copyright."),
    ("The Recording Industry Association of America sued Napster in federal court in "
     "December.",
     "MP3.com was sued by the Recording Industry Association of America in federal court."),
    ("French police have arrested a man suspected of planning an attack on a church in Paris.",
     "A woman suspected of planning an attack on a church in Paris has been arrested."),
    # another year is another occasion; another span, another count of lives
    ("A car bombing in the Basque city of Bilbao killed 12 people in 1996, police said.",
     "A car bombing in the Basque city of Bilbao killed 12 people in 1998, police said."),
    ("The group's campaign for independence has claimed 800 lives since 1968.",
     "The group's campaign for independence has claimed 300 lives since 1968."),
    ("The 10-day siege of the city killed 40 people, officials said.",
     "The 3-day siege of the city killed 40 people, officials said."),
    ("Up to now, mentions of the base in officially released documents were rare, said "
     "Jeffrey Richelson of the National Security Archive.",
     "The map and other documents were released in response to a request submitted by "
     "Jeffrey T. Richelson of the National Security Archive."),
]


@pytest.mark.parametrize("x, y", SAME)
def test_the_same_fact_in_other_words(x: str, y: str) -> None:
    assert same_fact(x, y) or same_fact(y, x)


@pytest.mark.parametrize("text", [
    "The company ANNOUNCED it had Acquired the startup.", "Police Arrested two men on Monday.",
    "Nothing happened here at all.", "Das Unternehmen kündigte an, es habe gekauft.",
])
def test_event_hint_lower_cased_is_the_case_blind_pattern(text):
    # may_tell_event reads ASCII text lower-cased with a pattern without IGNORECASE: the same
    # words, so the same answer as the case-blind pattern
    from newsfuse.claims import _HINT, _HINT_LOWER, may_tell_event

    assert _HINT_LOWER.pattern == _HINT.pattern and \
        not any(c.isupper() for c in _HINT.pattern.replace("\\b", ""))
    assert may_tell_event.__wrapped__(text) == (_HINT.search(text) is not None)


@pytest.mark.parametrize("x, y", TRAPS)
def test_neighbouring_facts_are_never_the_same(x: str, y: str) -> None:
    assert not same_fact(x, y)
    assert not same_fact(y, x)


def test_the_reading_of_a_main_predicate() -> None:
    f = fact_of("Police said the man was arrested in Houston on Tuesday.")
    assert f.events and not f.negated and not f.modal
    assert fact_of("The council will vote to approve the plan on Monday.").modal
    assert fact_of("The judge did not sentence him to prison.").negated
    # a verb of no known happening: no fact to compare (only quotations and copies then)
    assert not fact_of("Rep. Ted Poe called today for the removal of a judge who sentenced "
                       "a former athlete convicted of sexual assault.").events


def test_the_same_statement_needs_most_of_the_quotation() -> None:
    x = '"This is just another attempt by Republicans to vilify Ms. Lerner for political ' \
        'gain," said the lawyer, William W. Taylor III.'
    y = '"The referral affects nothing. This is just another attempt by Republicans to ' \
        'vilify Ms. Lerner for political gain," Taylor said in a statement.'
    assert statement(x) and same_statement(x, y) and same_fact(x, y)
    # seven words of a long quotation in common are a coincidence, not the statement
    x2 = 'He noted: "This is not our preferred outcome. These sanctions would not only have ' \
         'a significant impact on the Russian economy, but could also be disruptive."'
    y2 = '"You can expect even more disruptive economic actions that could end up having a ' \
         'significant impact on the Russian economy," he said.'
    assert not same_statement(x2, y2)
    # a title in quotation marks is no statement
    x3 = '"They parted ways a while ago," the friend says of the "We Are Never Ever Getting ' \
         'Back Together" singer.'
    assert not same_statement(x3, '"We Are Never Ever Getting Back Together" topped charts.')


def test_event_keys_are_the_cheap_first_look() -> None:
    def keys(t: str) -> frozenset[str]:
        return event_keys(stem(w) for w in words(t))

    assert keys("The court struck down the law") & keys("It declared the law unconstitutional")
    assert keys("A jury awarded $1 million") & keys("The jury ordered them to pay $1 million")
    assert not keys("The weather was fine in the city")


def test_an_infinitive_is_no_main_predicate() -> None:
    x = ("Fresh attempts to evacuate two wounded Western journalists from Homs in Syria have "
         "failed, the Red Cross says.")
    y = ("Red Cross spokesman Hicham Hassan said aid workers were also not able Monday to "
         "recover and evacuate the bodies of two journalists killed in Baba Amr last week.")
    assert not fact_of(x).events and not same_fact(x, y)


def test_a_phrase_of_when_or_why_is_no_main_predicate() -> None:
    """"after being left", "after she was left": the predicate is the verb before (train 5240:
    the girl's death had been read as "left", the parse's reduced relative)."""
    died = fact_of("The girl died.").events
    for x in ("The 1-year-old girl died after being left in a car seat all day in a pickup "
              "truck parked at her family's home, according to police.",
              "Her toddlers died after she left them in a hot car as 'a lesson.'",
              "The man died after being shot by police."):
        f = fact_of(x)
        assert f.events == died and f.verb == "died", x
    f = fact_of("The man was charged after having been arrested twice.")
    assert f.verb == "charged" and f.passive
    assert fact_of("He was fired for being drunk at work.").verb == "fired"



def test_a_participle_and_its_day_after_a_noun_describe_it():
    # DUC D0724F: "A study released Tuesday by the CDC showed that ..." tells what the study
    # showed, not a release (nine readers from seed 11 to 353 listed [16], one [17])
    assert fact_of("A study released Tuesday by the CDC showed that obesity soared.").verb != \
        "released"
    assert fact_of("The man arrested Monday was charged with murder.").verb == "charged"
    # a name's own verb, a verb its object follows, or a past form no finite verb shows
    assert fact_of("Police arrested a man Monday and charged him with murder.").verb == \
        "arrested"
    assert fact_of("The Senate voted Tuesday by a 52-46 margin to pass the bill.", True).verb \
        == "voted"
    assert fact_of("The group released Tuesday a report on the attack.").verb == "released"


# a main verb of no known kind: the same verb, as the other's own predicate, same anchors
SAME_VERB = [
    # a finite verb after the next comma does not make "agreed" a reduced relative
    ("On Tuesday, Michael Kors Holdings said it had agreed to buy the shoe company Jimmy Choo "
     "for about $1.2 billion.",
     "U.S. retailer Michael Kors (KORS.N) agreed to buy luxury shoemaker Jimmy Choo CHOO.L for "
     "$1.2 billion, snapping up a British company whose stilettos have been made famous by "
     "celebrity customers."),
    # the same rare figures, in the same order, and a name
    ("The most expensive place to get married last year was Manhattan (an average cost of "
     "$76,328), five times the cost in Utah, the least expensive place ($15,257).",
     "Manhattan and Long Island have the highest average wedding spend ($76,328 and $55,327), "
     "and Arkansas and Utah had the lowest ($18,031 and $15,257)."),
    ("Italian Premier Silvio Berlusconi survived a confidence vote in Parliament on Friday, "
     "but his narrow majority raises doubts over his ability to govern.",
     "In his narrowest escape yet, Prime Minister Silvio Berlusconi barely survived a "
     "confidence vote on Friday, saving his government from collapse."),
    ("Researchers trained 29 rats on two different challenges for sugar pellets.",
     "They trained 29 rats to perform an experiment in which the animals chose an easy or "
     "difficult challenge to earn sugary treats."),
    ("Rudolph was placed on the FBI's 10 most wanted list in May.",
     "The FBI placed Rudolph on its 10 most wanted list on May 6."),
]
SAME_VERB_TRAPS = [
    # the same rare figures the other way round, or denied
    ("Wedding costs in Manhattan rose from $31,213 to $76,328 last year.",
     "Wedding costs in Manhattan fell from $76,328 to $31,213 last year."),
    ("Wedding costs in Manhattan rose from $31,213 to $76,328 last year.",
     "Wedding costs in Manhattan did not rise from $31,213 to $76,328 last year."),
    # the verb in a clause of when, not the sentence's own predicate
    ("The suspect entered the business school Tuesday afternoon, police said.",
     "Police said that after three officers entered a computer lab at the school, the "
     "suspect pulled out a gun on Tuesday."),
    # told in passing by the other
    ("A small plane carrying John F. Kennedy Jr. disappeared late Friday off the Massachusetts "
     "coast.",
     "The dog is safe: it was taken to Massachusetts by a friend of Kennedy shortly after "
     "their plane disappeared last Friday."),
    # another subject, another figure, negated, only planned
    ("Researchers trained 29 rats on two different challenges.",
     "Researchers trained 35 rats on two different challenges."),
    ("Berlusconi survived a confidence vote in Parliament on Friday.",
     "Berlusconi did not survive a confidence vote in Parliament on Friday."),
    ("Berlusconi survived a confidence vote in Parliament on Friday.",
     "Berlusconi hopes to survive a confidence vote in Parliament on Friday."),
    ("Berlusconi survived a confidence vote in Parliament on Friday.",
     "Prodi survived a confidence vote in Parliament on Friday."),
    # an opinion about the happening is no report of it
    ("Bill Cosby is responding to questions about allegations of sexual assault for the first "
     "time in an interview with ABC News.",
     "It is kind of amazing that, after all this time, Cosby still responds to questions "
     "about these allegations as if he is surprised."),
    # what it acts on is another thing, though the names around it are the same
    ("Turkey today welcomed a statement by the European Union, which confirmed the perspective "
     "of Turkey's full membership to the group.",
     "Turkey today welcomed the European Union's attitude toward its dispute with Greece and "
     "urged the EU to release financial assistance immediately."),
    # a verb that tells little by itself
    ("The company made a profit of $3 million in the quarter.",
     "The company made a loss of $3 million in the quarter."),
]


@pytest.mark.parametrize("x, y", SAME_VERB)
def test_the_same_verb_of_no_known_kind(x: str, y: str) -> None:
    assert same_fact(x, y, any_verb=True) or same_fact(y, x, any_verb=True)
    assert not same_fact(x, y) or fact_of(x).events  # without any_verb: known kinds only


@pytest.mark.parametrize("x, y", SAME_VERB_TRAPS)
def test_the_same_verb_is_not_enough(x: str, y: str) -> None:
    assert not same_fact(x, y, any_verb=True)
    assert not same_fact(y, x, any_verb=True)


def test_a_quotation_with_its_contractions_written_out_is_the_same() -> None:
    x = '"I am in Tripoli and not in Venezuela. Do not believe the channels belonging to ' \
        'stray dogs," Gaddafi told Libyan state TV.'
    y = '"I am in Tripoli and not in Venezuela. Don\'t believe those misleading dog ' \
        'stations," he said.'
    assert same_statement(x, y) and same_fact(x, y)
    x2 = 'Netanyahu said: "Every Israeli citizen is important to us. We will clarify this, ' \
         'and of course we will bring them home."'
    y2 = 'Asked Sunday, Netanyahu said, "Every Israeli citizen is important to us. We\'ll ' \
         'clarify this, and of course we\'ll bring them home."'
    assert same_statement(x2, y2)
    # written out, "won't" is not "will"
    y3 = 'Asked Sunday, Netanyahu said, "Every Israeli citizen is important to us. We won\'t ' \
         'clarify this, and of course we won\'t bring them home."'
    assert not same_statement(x2, y3)


# session 6: the happening told by its noun, a subject the sentence before names, parses
SAME_S6 = [
    # a noun after a verb that starts it: "announced" / "declared" / "began observing"
    ("The armed Basque separatist group ETA has announced an open-ended cease-fire, a "
     "newspaper reported late Wednesday.",
     "The armed Basque group ETA began observing an open-ended ceasefire on Sept. 18."),
    ("Metallica sued Napster and three universities in federal court in Los Angeles.",
     "Metallica filed a lawsuit against Napster and three universities in federal court in "
     "Los Angeles."),
    # a relative clause set off by commas ends at its comma, its verb found or not
    ("ETA has killed close to 800 people during its 30-year campaign for Basque independence.",
     "ETA, whose name stands for Basque Homeland and Freedom, has killed nearly 800 people "
     "since 1968 in its campaign for Basque independence."),
    # an age after the name is who, not a figure of what happened
    ("Rudolph, 33, is charged in three Atlanta-area bombings, including the 1996 Olympic Park "
     "bombing.",
     "Federal authorities on Wednesday charged Eric Robert Rudolph, one of the FBI's 10 "
     "most-wanted fugitives, with bombings including one in Atlanta during the 1996 "
     "Olympics."),
    # a clause of when that opens on a participle has no comma to end it
    ("A Calgary mother convicted in her son's death after failing to take the bedridden "
     "seven-year-old to a doctor for his strep infection was sentenced to three years in "
     "prison Friday.",
     "A woman who failed to take her son to the doctor for a strep infection has been "
     "sentenced to three years in prison, a Calgary judge said, for the seven-year-old "
     "boy's death."),
    # a participle after a name followed by "and" + another verb is the predicate
    ("Libyan leader Muammar Gaddafi has appeared on state television to signal his defiance "
     "in the face of a mounting revolt against his 41-year rule.",
     "Libyan leader Moammar Gadhafi appeared for less than a minute Tuesday morning on state "
     "television and made brief remarks to say he was in the capital amid the violent "
     "revolt against his 41-year rule."),
    ("Juan McCullum, 35, was indicted by a grand jury on two counts of cyberstalking.",
     "McCullum faces two counts of cyberstalking and his co-worker faces two counts of "
     "obstruction of justice."),
    ("The suspect was taken to Highland Hospital in Oakland, police said.",
     "The suspect was hospitalized at Highland Hospital in Oakland, police said."),
]
TRAPS_S6 = [
    # the end of a cease-fire is not one
    ("The armed Basque separatist group ETA has announced an open-ended cease-fire.",
     "The armed Basque separatist group ETA has announced the end of its open-ended "
     "cease-fire."),
    ("The armed Basque separatist group ETA has announced an open-ended cease-fire.",
     "The armed Basque separatist group ETA has called off its open-ended cease-fire."),
    ("The armed Basque separatist group ETA has announced an open-ended cease-fire.",
     "The armed Basque separatist group ETA rejected calls for an open-ended cease-fire."),
    # prices up are not prices down
    ("Shares of Acme Corp. rose 10 percent in New York trading on Monday.",
     "Shares of Acme Corp. fell 10 percent in New York trading on Monday."),
]


@pytest.mark.parametrize("x, y", SAME_S6)
def test_the_same_fact_by_another_reading(x: str, y: str) -> None:
    assert same_fact(x, y) or same_fact(x, y, any_verb=True)


@pytest.mark.parametrize("x, y", TRAPS_S6)
def test_the_other_happening_of_the_same_words(x: str, y: str) -> None:
    for a, b in ((x, y), (y, x)):
        assert not same_fact(a, b) and not same_fact(a, b, any_verb=True)


def test_a_subject_named_in_the_sentence_before() -> None:
    x = "ETA has killed nearly 800 people since it took up arms in 1968, police said."
    y = "The group has killed 800 people since it took up arms in 1968."
    before = "The Basque separatist group ETA claimed the bombing in a statement."
    assert not same_fact(x, y)  # who "the group" is, y alone does not say
    assert same_fact(x, y, context=before)
    # a pronoun: the sentence before's subject
    x2 = "Rudolph has been charged in three bombings in Atlanta, the FBI said."
    y2 = "He has been charged in three bombings in Atlanta, officials said."
    assert not same_fact(x2, y2)
    assert same_fact(x2, y2, context="Eric Rudolph fled into the mountains of North Carolina.")
    assert not same_fact(x2, y2, context="Jon Smith fled into the mountains of North Carolina.")
    # the description's noun must be the one the sentence before's subject has
    assert not same_fact(x, "The government has killed 800 people since it took up arms in "
                            "1968.", context=before)
    # the sentence before about someone else
    assert not same_fact(x, y, context="The Spanish police group arrested two men on Monday.")


def test_the_brief_sentences_own_subject_named_in_the_sentence_before() -> None:
    # DUC D0705A (seeds 137, 139, 149 listed [9], [13], [15]): "The group" of the brief's own
    # sentence is ETA, as the sentence before it in its article says
    x = "The group began observing an open-ended cease-fire on Sept. 18."
    y = ("On Sept 18, ETA began an indefinite and condition-free cease-fire in its campaign for "
         "an independent Basque state.")
    before = ("ETA, which stands for Basque Homeland and Freedom, has killed nearly 800 people in "
              "its 30-year campaign for an independent Basque nation.")
    assert not same_fact(x, y, marks=True)
    assert same_fact(x, y, marks=True, own_context=before)
    # another subject before it, or another doer in y, is another fact
    assert not same_fact(x, y, marks=True,
                         own_context="The Spanish police group arrested two men on Monday.")
    assert not same_fact(x, y.replace("ETA began", "The IRA began"), marks=True,
                         own_context=before)


def test_words_both_quote_that_stop_short_of_a_not_are_no_shared_statement() -> None:
    # DUC D0730G (seed 733's reader): Stevens's holding and his other remark share the words
    # "the procedures authorized by the Line Item Veto Act", and only the holding says "not"
    from newsfuse.claims import (
        negation_left_out,
        same_quotation,
        same_quoted,
        same_statement,
        verified,
    )
    x = ('Writing for the court, Justice John Paul Stevens cited the "profound importance" of '
         'the issue and said that "the procedures authorized by the line-item veto act are not '
         'authorized by the Constitution."')
    y = ('Stevens said the court was expressing "no opinion about the wisdom of the procedures '
         'authorized by the Line Item Veto Act."')
    z = ('Stevens writes: "... our decision rests on the narrow ground that the procedure '
         'authorized by the Line Item Veto Act are not authorized by the Constitution."')
    same = ('Writing for the court, Justice John Paul Stevens concluded that "the procedures '
            'authorized by the line-item veto act are not authorized by the Constitution."')
    assert not same_statement(same, y) and not same_quotation(same, y)
    assert not same_fact(same, y, marks=True) and not verified(same, y)
    assert not same_quoted(z, y)
    assert same_statement(x, same) and same_quotation(x, same) and verified(same, x)
    # a "not" in another clause of the quotation leaves the shared one whole
    words = "i do not know how to cut it but i am the victor and i was the victim too".split()
    assert not negation_left_out(words, [i >= 9 for i in range(len(words))])
    assert negation_left_out(words, [i < 2 for i in range(len(words))])


def test_quotations_nested_or_in_single_marks() -> None:
    from newsfuse.claims import quotations

    x = ("The firm released a statement: “We sincerely apologize to “Moonlight,” “La La Land,” "
         "Warren Beatty, Faye Dunaway, and Oscar viewers for the error that was made.”")
    y = ('"We sincerely apologize to \'Moonlight,\' \'La La Land,\' Warren Beatty, Faye Dunaway, '
         'and Oscar viewers for the error that was made," a statement from the firm said.')
    assert len(quotations(x)) == 1 and same_fact(x, y)
    x2 = ('She said, "Barack really thinks some of the Kardashians -- when they watch that '
          'stuff -- he doesn\'t like that as much."')
    y2 = ("In a new interview Michelle said: 'Barack really thinks some of the Kardashians - "
          "when they watch that stuff - he doesn't like that as much.'")
    assert same_fact(x2, y2)
    # possessives and a quoted word are no long quotation
    assert quotations("The officers' cars and the 'Seinfeld' star's show.") == ("Seinfeld",)


def test_most_of_its_words_word_for_word() -> None:
    from newsfuse.claims import same_words

    x = ('According to Salon, after initially denying the report Peinovich took to the '
         'forum to write, "As I am sure you all know, I was doxxed and an ill-advised attempt '
         'to fool the media about my identity led me to not talk to you people and to try to '
         'simply ride it out by being silent."')
    y = ("As I am sure you all know, I was doxxed and an ill advised attempt to fool the media "
         "about my identity led me to not talk to you people and to try to simply ride it out "
         "by being silent.")
    assert same_words(x, y)
    # one of two facts repeated is not the sentence; a negation or a figure outside the
    # shared words is another claim
    assert not same_words(
        "For about a decade it operated unhindered; the criminals running the operation were "
        "able to pay off corrupt officials to look the other way, as well as obtain "
        "legitimate blank local documents to be doctored or counterfeited.",
        "The criminals running the operation were able to pay off corrupt officials to look "
        "the other way, as well as obtain legitimate blank documents to be doctored.")
    z = ("The company said its profits rose sharply in the third quarter of the year because "
         "of strong sales in Asia and Europe")
    assert same_words(z + ".", "Officials said " + z + ", officials said.")
    assert not same_words(z + ", but it did not say by how much.", z + ".")
    assert not same_words(z + ", by 12 percent.", z + ".")


def test_an_acronym_spelled_out_the_same() -> None:
    from newsfuse.claims import same_gloss

    x = "In the Basque language, ETA stands for Basque Freedom and Homeland."
    assert same_gloss(x, "ETA, or Basque Homeland and Freedom, has been fighting since 1968.")
    assert same_gloss(x, "ETA, a Basque language acronym for Basque Homeland and Freedom, has "
                         "killed some 800 people.")
    assert not same_gloss(x, "ETA, or Basque Homeland and Liberty, fought on.")
    assert not same_gloss(x, "Kennedy, or her sister, flew the plane.")
    # D0705A's other ways (readers listed these articles missing)
    for y in ("ETA is a Basque-language acronym that stands for Basque Homeland and Freedom.",
              "ETA, an acronym that stands for Basque Homeland and Freedom, has killed almost "
              "800 people.",
              "ETA, a Basque-language acronym which stands for Basque Homeland and Freedom, has "
              "long demanded that prisoners be moved.",
              "ETA, whose name is a Basque-language acronym for Basque Homeland and Freedom, has "
              "killed nearly 800 people.",
              "ETA, the initials in the Basque language for Basque Homeland and Freedom, and "
              "Basque political parties seek an independent nation."):
        assert same_gloss(x, y)
        assert not same_gloss(x, y.replace("Freedom", "Liberty"))
    # a gloss in the "is a ... acronym" way is a gloss alone too
    assert same_gloss("ETA is a Basque-language acronym that stands for Basque Homeland and "
                      "Freedom.", "ETA, or Basque Homeland and Freedom, has been fighting.")
    assert not same_gloss("ETA is a group that fights for Basque Homeland and Freedom.",
                          "ETA, or Basque Homeland and Freedom, has been fighting.")
    # a sentence that says more than the gloss is not the gloss
    assert not same_gloss("ETA stands for Basque Homeland and Freedom and has killed 800 people "
                          "since it took up arms in 1968 against the Spanish state.",
                          "ETA, or Basque Homeland and Freedom, has been fighting since 1968.")


def test_a_past_form_with_no_other_predicate_scaled_figures_and_booking() -> None:
    # "won in a vote" reads like "a man suspected of ...", but no other verb follows it
    assert same_fact("With 316 votes for and 301 votes against, Mr. Berlusconi's "
                     "center-right coalition won the vote.",
                     "Berlusconi's conservatives won in a 316-301 vote in Parliament's lower "
                     "house.", any_verb=True)
    assert same_fact("McDowell was arrested for battery and taken to the Flagler County jail.",
                     "McDowell was booked at Flagler County jail on battery charges.")
    from newsfuse.claims import rare_figures, same_figures

    assert rare_figures("Sales reached $3 million and $500,000 in taxes.") == ("3m", "500000")
    assert same_figures("In Nevada retailers made $3 million in sales and $500,000 in taxes.",
                        "Sales in Nevada generated $3 million and about $500,000 in taxes.")
    assert not same_figures("In Nevada retailers made $3 million in sales and $500,000 in "
                            "taxes.", "Sales in Nevada generated $3 billion and $500,000.")
    # no name both give: a plain word of what the figures count will do, in x's main clause
    assert same_figures("In the United States alone, hepatitis C now causes 8,000 to 10,000 "
                        "deaths a year.", "Hepatitis C infects an estimated four million "
                        "Americans and kills 8,000 to 10,000 a year.")
    assert not same_figures("In the United States alone, hepatitis C now causes 8,000 to "
                            "10,000 deaths a year.", "The state budget grew from 8,000 to "
                            "10,000 a year.")  # (only "year": a word of time, not the topic)
    assert not same_figures("The good news for the tower's residents, who paid from $1.6 "
                            "million to $10 million for their condominiums, is that engineers "
                            "think they have a fix.", "Residents initially paid anywhere from "
                            "$1.6 million to $10 million for their condos.")


# session 7: a name spelled with and without accents, a death or a state told by a copula, a
# count opening the sentence, one speaker's words quoted by one outlet and reported by another
SAME_S7 = [
    ("Police arrested Peter Grünberg on Monday in Berlin.",
     "Peter Grunberg was arrested Monday in Berlin, police said."),
    ("Rapper Prodigy of Mobb Deep died Tuesday in Las Vegas at age 42.",
     "Prodigy, one half of the rap duo Mobb Deep, is dead at 42."),
    ("Prodigy, one-half of the legendary '90s rap group Mobb Deep, died Tuesday (June 20) at "
     "age 42.",
     "Prodigy, the rapper best known for his work as half of long-running New York duo Mobb "
     "Deep, died in Las Vegas, after a hospitalization due to complications from sickle-cell "
     "anemia."),
    ("Jared Kushner, a senior adviser to Donald Trump and the president's son-in-law, is under "
     "scrutiny by the FBI as part of the Russia investigation, it was reported on Thursday "
     "night.",
     "Jared Kushner, the president’s son-in-law and one of his senior advisers, has come under "
     "FBI scrutiny in the Russia investigation, multiple U.S. officials told NBC News."),
]
TRAPS_S7 = [
    # another person: the accent folded, the name still another
    ("Police arrested Peter Grünberg on Monday in Berlin.",
     "Paul Grunwald was arrested Monday in Berlin, police said."),
    # another one dead, another age
    ("Rapper Prodigy of Mobb Deep died Tuesday in Las Vegas at age 42.",
     "Rapper Havoc of Mobb Deep is dead at 43, his publicist said."),
    # "dead set against" is no death
    ("Rapper Prodigy of Mobb Deep died Tuesday in Las Vegas at age 42.",
     "Prodigy of Mobb Deep was dead set against a Las Vegas show at 42 venues."),
    # another one under scrutiny; not under it; the FBI itself under scrutiny
    ("Jared Kushner is under scrutiny by the FBI.",
     "Michael Flynn is under scrutiny by the FBI as part of the Russia investigation."),
    ("Jared Kushner is under scrutiny by the FBI as part of the Russia investigation.",
     "Jared Kushner is not under scrutiny by the FBI as part of the Russia investigation, "
     "officials said."),
    ("Jared Kushner is under scrutiny by the FBI as part of the Russia investigation.",
     "The FBI is under scrutiny over its handling of the Russia investigation involving Jared "
     "Kushner."),
]


@pytest.mark.parametrize("x, y", SAME_S7)
def test_accents_copulas_and_states_tell_the_same_fact(x: str, y: str) -> None:
    assert same_fact(x, y)


@pytest.mark.parametrize("x, y", TRAPS_S7)
def test_another_person_or_a_copula_of_something_else(x: str, y: str) -> None:
    assert not same_fact(x, y) and not same_fact(y, x)


def test_a_count_opening_a_sentence_is_no_name() -> None:
    f = fact_of("Three colleges, Yale University, Indiana University and the University of "
                "Southern California, blocked Napster.", any_verb=True)
    assert "three" not in f.names and not f.subject
    f = fact_of("However, Smith was arrested in Dallas on Monday.")
    assert f.subject == frozenset({"smith"})
    # a name set off by an apposition is a name, though an English word
    assert "prodigy" in fact_of("Prodigy, one-half of Mobb Deep, died Tuesday at 42.").names
    # and a name is no adjective before its verb ("Mobb Deep died", not "deep died")
    assert fact_of("Rapper Prodigy of Mobb Deep died Tuesday at 42.").events


def test_one_speakers_words_quoted_or_reported() -> None:
    from newsfuse.claims import same_speech

    harvey = ("Los Angeles County Coroner's chief investigator Craig Harvey said later that day "
              "that the director's family told investigators it was \"incorrect\" that the "
              "filmmaker had brain cancer.")
    assert same_speech(harvey, "\"The family told us it is incorrect that he has inoperable "
                               "brain cancer,\" said Craig Harvey, a chief with the coroner's "
                               "office.")
    assert same_speech("\"Detailed documents that were found established beyond doubt that the "
                       "individual was planning an imminent attack, probably on one or two "
                       "churches,\" said Interior Minister Bernard Cazeneuve.",
                       "The documents established \"beyond doubt\" that Ghlam planned on "
                       "attacking churches, said Mr Cazeneuve.")
    # another speaker, or no one named: not the same statement
    assert not same_speech(harvey, "\"The family told us it is incorrect that he has "
                                   "inoperable brain cancer,\" said Ed Winter, a coroner.")
    assert not same_speech("Officials said the two officers are in good condition and "
                           "expected to survive.",
                           "The two injured officers were in good condition in the hospital, "
                           "officials said.")
    # one says it is not so, or gives other figures
    assert not same_speech("Smith said the suspect was arrested at his home in Dallas on "
                           "Tuesday.",
                           "Smith said the suspect was not at his home in Dallas on Tuesday.")
    assert not same_speech("Carlson said the 2 officers are in good condition at the county "
                           "hospital.",
                           "Carlson said the 3 officers are in good condition at the county "
                           "hospital.")


def test_the_same_verb_on_what_the_thing_is_in_or_over() -> None:
    x = ("From the earliest days, Paramount asserted a copyright over Klingon, despite the "
         "dubiousness of claiming copyright over a language.")
    y = ("Paramount also asserts a copyright in the designs of Klingon ships and "
         "\"spacedocks,\" citing a controversial 2015 ruling.")
    assert not same_fact(x, y, 3, any_verb=True) and not same_fact(y, x, 3, any_verb=True)
    assert same_fact("Paramount Pictures asserted a copyright over the Klingon language in a "
                     "court filing on Friday.",
                     "In a court filing on Friday, Paramount Pictures asserted a copyright over "
                     "Klingon as a language.", 3, any_verb=True)


def test_a_surrender_an_arraignment_and_a_death_told_by_its_phrase() -> None:
    assert same_fact("Twenty-eight-year-old Geraldine Alcorn was arraigned Wednesday on charges "
                     "of child luring and corruption of minors.",
                     "Geraldine Alcorn, 28, was charged Wednesday with \"child luring and "
                     "corruption of minors,\" WPXI reported.")
    assert same_fact("Keith Fitzgerald Knowles Jr., 27, turned himself in to Fort Lauderdale "
                     "police and was booked into jail Sunday.",
                     "Over the weekend, Keith Fitzgerald Knowles, Jr. surrendered to Fort "
                     "Lauderdale police.")
    # another place, another way to die, survived, not done
    assert not same_fact("A woman fell to her death from a Manhattan rooftop on Sunday, police "
                         "said.",
                         "A woman jumped to her death from a Brooklyn rooftop on Sunday, police "
                         "said.")
    assert not same_fact("Keith Knowles turned himself in to Fort Lauderdale police on Sunday.",
                         "Keith Knowles did not turn himself in to Fort Lauderdale police on "
                         "Sunday.")
    assert fact_of("The boy was thrown to his death from the roof by his brother.").events == \
        fact_of("His brother killed the boy.").events


def test_a_speaker_named_before_an_apposition_or_after_according_to() -> None:
    from newsfuse.claims import same_speech

    x = ("\"No signs of foul play were found at the scene and the death is not being "
         "investigated as a homicide,\" Peggie Krippendorf, a spokeswoman for the district "
         "attorney, said in a statement.")
    assert same_speech(x, "There were no signs of foul play at the scene and the death is not "
                          "being investigated as a homicide, said Peggie Krippendorf.")
    assert not same_speech(x, "There were no signs of foul play at the scene and the death is "
                              "being investigated as a homicide, said Peggie Krippendorf.")


def test_a_negation_in_a_clause_of_reason_is_not_the_statements() -> None:
    from newsfuse.claims import same_speech

    x = ("\u201cIt is time to go underwater,\u201d said Air Chief Marshal Angus Houston, who is "
         "coordinating the search from Perth, Australia.")
    # (MN 1557: the BBC reports the same words, after the reason it gives for them)
    assert same_speech(x, "Air Chief Marshal Houston, who heads the joint agency co-ordinating "
                          "the search effort, said that given no signals had been detected in "
                          "six days, it was time to go underwater.")
    # a negation of the statement itself still tells another statement
    assert not same_speech(x, "Air Chief Marshal Houston, who heads the joint agency "
                              "co-ordinating the search effort, said that given the signals "
                              "detected in six days, it was not time to go underwater.")


def test_a_speaker_named_by_whom_their_lawyer_speaks_for() -> None:
    from newsfuse.claims import same_speech

    # (MN 3947: The Hill's report of the statement the WSJ reports)
    assert same_speech("An attorney for senior White House aide Jared Kushner said Thursday "
                       "that Mr. Kushner would cooperate with any investigations into meetings "
                       "he had with Russians, amid a federal probe into Russian interference in "
                       "the 2016 presidential election.",
                       "Kushner\u2019s attorney on Thursday said that top Trump administration "
                       "official would cooperate on any probes of his past meetings with "
                       "Russians.")
    assert not same_speech("An attorney for senior White House aide Jared Kushner said Thursday "
                           "that Mr. Kushner would cooperate with any investigations into "
                           "meetings he had with Russians, amid a federal probe into Russian "
                           "interference in the 2016 presidential election.",
                           "Manafort\u2019s attorney on Thursday said that the former campaign "
                           "chairman would cooperate on any probes of his past meetings with "
                           "Russians.")


def test_a_state_abbreviated_after_a_place_is_the_state() -> None:
    x = ("A berm holding the flooded Missouri River back from a Nebraska nuclear power station "
         "collapsed early Sunday, but federal regulators said there was no danger.")
    assert same_fact(x, "The head of the Nuclear Regulatory Commission has been dispatched to a "
                        "nuclear power plant in Fort Calhoun, Neb., where a berm collapsed "
                        "Sunday, but the public is in no danger, officials said.")
    assert not same_fact(x, "The head of the Nuclear Regulatory Commission has been dispatched "
                            "to a nuclear power plant in Fort Calhoun, Iowa, where a berm "
                            "collapsed Sunday, but the public is in no danger, officials said.")
    assert "nebraska" not in fact_of("Del Harvey of Neb Corp. resigned on Monday.").names


def test_one_speaker_on_another_matter_in_the_same_words() -> None:
    from newsfuse.claims import same_speech

    # Davids on the seaman pulled out of the pool / Davids on what students do in the exercise
    assert not same_speech(
        "Seaman James \"Derek\" Lovelace was pulled out of the pool Friday after showing signs "
        "he was having difficulty while treading in a camouflage uniform and a dive mask, Naval "
        "Special Warfare Center spokesman Lt. Trevor Davids said.",
        "During the exercise, Navy spokesman Trevor Davids said in a statement, “students tread "
        "water and swim in a pool while wearing diving masks and a camouflage utility "
        "uniform.”")
    assert same_speech(
        "Davids said that “safety observers identified Lovelace as having difficulty and "
        "withdrew him from the exercise. He was aided to the edge of the pool by instructors "
        "where he then lost consciousness. He was pronounced dead at a local hospital.”",
        "Lovelace lost consciousness after being pulled out of the pool and was taken to a "
        "civilian hospital, where he was pronounced dead, Davids said Tuesday.")


def test_one_statement_reported_twice_in_largely_the_same_words() -> None:
    from newsfuse.claims import same_report

    x = ("A 26-year-old Nulato man says he was returning home from Koyukuk after a night of "
         "drinking when he struck Aliy Zirkle and Jeff King's teams in the early hours of "
         "Saturday with his snowmachine.")
    assert same_report(x, "Demoski spoke to KTUU-TV, saying he was returning home from a night "
                          "of drinking when he struck Aliy Zirkle and Jeff King's teams early "
                          "Saturday morning.")
    # not what anyone says; one says it did not happen; the words in another's mouth
    assert not same_report("He was returning home from a night of drinking when he struck "
                           "Aliy Zirkle and Jeff King's teams early Saturday morning.", x)
    assert not same_report(x, "Demoski spoke to KTUU-TV, saying he was not returning home from "
                              "a night of drinking when he struck Aliy Zirkle and Jeff King's "
                              "teams early Saturday morning.")
    q = "\"You know how things are with Trump's laws now; someone goes to court, and boom, " \
        "they get taken away,\""
    assert not same_report(f"{q} Rodriguez told the victim's husband, according to an "
                           "indictment.",
                           f"{q} Christos Vasiliades allegedly told the victim and her husband.")


def test_a_happening_told_by_its_noun_with_the_same_participants() -> None:
    died = "LFO singer Devin Lima has died after a yearlong battle with stage 4 cancer."
    assert same_fact(died, "Musician Brad Fischetti is mourning the recent death of friend and "
                           "band mate Devin Lima after his battle with cancer.", marks=True)
    # only when asked (select's repeat test reads verbs), and not of someone else
    assert not same_fact(died, "Musician Brad Fischetti is mourning the recent death of friend "
                               "and band mate Devin Lima after his battle with cancer.")
    assert not same_fact(died, "Devin Lima had been mourning the death of his father Harold "
                               "Lima after a yearlong battle with cancer.", marks=True)
    arrested = "Eric Rudolph was arrested Saturday in North Carolina."
    assert same_fact(arrested, "Police celebrated the arrest of Eric Rudolph on Saturday after "
                               "five years in the woods of North Carolina.", marks=True)
    assert same_fact(arrested, "Police celebrated Rudolph's arrest on Saturday after five years "
                               "in the woods of North Carolina.", marks=True)
    for y in ("Police in North Carolina issued an arrest warrant for Eric Rudolph on Saturday.",
              "Police in North Carolina made no arrests on Saturday, Eric Rudolph's lawyer said.",
              "Police in North Carolina called for the arrest of Eric Rudolph on Saturday.",
              "Police in North Carolina celebrated a previous arrest of Eric Rudolph on Saturday.",
              "Police in North Carolina announced the arrest of his brother Daniel on Saturday, "
              "Eric Rudolph said."):
        assert not same_fact(arrested, y, marks=True), y


def test_a_people_s_plural_names_the_people_its_adjective_does() -> None:
    # DUC D0710C: "The two Israelis were arrested ..." / the NYT's "the arrest of two Israelis"
    x = "Two Israeli men were arrested in Cyprus on Saturday on suspicion of spying."
    y = "The arrest of two Israelis on suspicion of spying in Cyprus raised questions about Mossad."
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, y.replace("Israelis", "Iranians"), marks=True)
    # a surname with an "s" is no people's plural ("Williams" is not "William"); peoples' are
    # ("Palestinians", "Koreans", "Americans", "Iraqis")
    from newsfuse.claims import _names_meet

    for one, many in (("william", "williams"), ("roberto", "robertos"), ("morgan", "morgans")):
        assert not _names_meet(frozenset({one}), frozenset({many}))
    for one in ("palestinian", "korean", "american", "iraqi", "israeli"):
        assert _names_meet(frozenset({one + "s"}), frozenset({one}))


def test_the_noun_s_doer_and_the_one_it_is_done_to_keep_their_roles() -> None:
    x = "Police shot and killed Michael Brown in Ferguson on Saturday."
    assert same_fact(x, "Protests followed the killing of Michael Brown by police in Ferguson "
                        "on Saturday.", marks=True)
    # the one it was done to after "of" must be x's; the doer after "by" must be x's doer
    assert not same_fact(x, "Protests followed the killing of a police officer by Michael Brown "
                            "in Ferguson on Saturday.", marks=True)
    resigned = "Pleasant Hill city clerk Kathy Lehmkuhl resigned on Monday."
    assert same_fact(resigned, "Kathy Lehmkuhl's resignation on Monday surprised the Pleasant "
                               "Hill city council.", marks=True)
    # a negated or only planned happening in x is never matched by a noun
    assert not same_fact("Kathy Lehmkuhl will resign on Monday from the Pleasant Hill council.",
                         "Kathy Lehmkuhl's resignation on Monday surprised the Pleasant Hill "
                         "council.", marks=True)


def test_nouns_told_reads_the_noun_s_phrase() -> None:
    from newsfuse.claims import nouns_told

    (ev, possessor, of, by), = nouns_told("Crowds marked the killing of Michael Brown by "
                                          "Darren Wilson.")
    assert fact_of("Darren Wilson killed Michael Brown.").events == {ev}
    assert of == {"michael", "brown"} and by == ({"darren", "wilson"},) and not possessor
    assert nouns_told("He suffered a heart attack.") == ()  # a compound, no attack told
    assert nouns_told("The death toll rose to 30.") == ()  # the noun modifies another
    assert nouns_told("Police sought the arrest of the driver.") == ()  # only sought


def test_a_mark_reads_the_other_outlet_s_verb_strictly() -> None:
    court = ("The Supreme Court struck down as unconstitutional a law giving the president a "
             "line-item veto, which let him cancel specific items in tax and spending measures.")
    judge = ("Earlier this month, a federal judge struck down the line-item veto law as "
             "unconstitutional, but the administration has appealed that ruling directly to "
             "the Supreme Court, as mandated by Congress.")
    assert not same_fact(court, judge, marks=True)  # another subject of its own
    assert same_fact(court, "WASHINGTON _ The Supreme Court on Thursday dealt a blow to the "
                            "power of U.S. presidents, striking down as unconstitutional a law "
                            "that enabled chief executives to delete individual funding items "
                            "from massive budget legislation.", marks=True)
    charged = ("Rudolph, 33, is charged in three Atlanta-area bombings, including the 1996 "
               "Olympic Park bombing in which a woman died.")
    # a negation before a verb joined by "or"; another named thing it acts on
    assert not same_fact(charged, "Enderson was pressed on why federal officers haven't named "
                                  "Rudolph a suspect or charged him with the July 1996 "
                                  "pipe-bomb explosion in Centennial Olympic Park in Atlanta.",
                         marks=True)
    assert not same_fact(charged, "Rudolph, a 31-year-old carpenter, is charged in the Jan. 29 "
                                  "bombing of the New Woman All Women clinic, which killed an "
                                  "off-duty police officer in Birmingham, Alabama.", marks=True)
    assert same_fact(charged, "Rudolph has also been charged with the July 27, 1996, bombing at "
                              "Centennial Olympic Park in Atlanta; the Jan. 16, 1997, bombing of "
                              "a north Atlanta building that includes an abortion clinic, and the "
                              "Feb. 21, 1997, bombing of an Atlanta nightclub.", marks=True)
    # a subject x names, and a place after the thing, are no other subject or thing
    assert same_fact("Republicans muscled a balanced-budget plan through the Senate early "
                     "Friday, positioning Congress for months of battling President Obama.",
                     "WASHINGTON The Senate passed a Republican-authored budget plan early on "
                     "Friday that seeks $5.1 trillion in spending cuts.", marks=True)
    assert same_fact("Serena Williams gave birth to a baby girl at St. Mary's Medical Center, "
                     "ESPN reports.", "Williams, 35, gave birth to a baby girl at a hospital in "
                     "Palm Beach, Florida, the source tells Us.", marks=True)


def test_an_ordinal_is_part_of_a_speaker_s_name() -> None:
    from newsfuse.claims import same_speech

    quoted = ("\"The collision affected Fitzgerald's forward starboard side above and below the "
              "water line, causing significant damage and associated flooding to two berthing "
              "spaces, a machinery space, and the radio room,\" according to a statement from "
              "US 7th Fleet.")
    assert same_speech(quoted, "The U.S. 7th Fleet said in a statement that the crash damaged "
                               "two berthing spaces, a machinery room and the radio room.")
    # another fleet's statement; a count is no name ("The 3 officials": anyone)
    assert not same_speech(quoted, "The U.S. 3rd Fleet said in a statement that the crash "
                                   "damaged two berthing spaces, a machinery room and the "
                                   "radio room.")
    assert not same_speech("The 3 officials said the crash damaged two berthing spaces, a "
                           "machinery room and the radio room.",
                           "The 3 officials said the crash damaged two berthing spaces, a "
                           "machinery room and the radio room, they added.")


def test_shots_rang_out_and_gunfire_erupted_tell_a_shooting() -> None:
    x = ("A volley of gunfire erupted outside the New Hope City Council meeting Monday night "
         "when a man shot at a group of police officers, injuring two of them.")
    assert fact_of(x).events == fact_of("A man opened fire on the officers.").events
    assert same_fact(x, "Shots rang out during a city council meeting Monday in New Hope, "
                        "Minn., sending some local politicians diving for cover.", marks=True)
    # another day, or another place: another shooting
    assert not same_fact(x, "Shots rang out during a city council meeting Tuesday in New Hope, "
                            "Minn., sending some local politicians diving for cover.", marks=True)
    assert not same_fact(x, "Shots rang out during a city council meeting Monday in Kirkwood, "
                            "Mo., sending some local politicians diving for cover.", marks=True)


def test_a_truce_told_by_its_noun_and_its_end_is_another_happening() -> None:
    x = "The armed Basque separatist group ETA has announced an open-ended cease-fire."
    assert same_fact(x, "A Basque-nationalist government was elected in October, following the "
                        "declaration of a cease-fire by ETA, the separatist army.", marks=True)
    for y in ("A Basque-nationalist government was elected in October, following the end of "
              "the cease-fire by ETA, the separatist army.",
              "Madrid answered the breach of the truce by ETA, the separatist army, with a "
              "crackdown.",
              "Madrid demanded a cease-fire by ETA, the separatist army, before any talks."):
        assert not same_fact(x, y, marks=True), y


def test_an_opening_participle_phrase_is_not_the_subject() -> None:
    f = fact_of("Working into Friday's pre-dawn hours, senators approved the blueprint by a "
                "near party-line 52-46 vote.")
    assert f.verb == "approved" and "senat" in f.head and "friday" not in f.subject
    assert "friday" not in f.names  # a weekday's possessive is no name
    # a body named by its members' word is not another subject ("The Senate" / "senators")
    x = "Senators approved the budget blueprint by a 52-46 vote on Friday, sending it on."
    assert same_fact(x, "The Senate passed the budget blueprint early on Friday by a 52-46 "
                        "vote.", marks=True)
    assert not same_fact(x, "The House passed the budget blueprint early on Friday by a 52-46 "
                            "vote.", marks=True)


def test_and_inside_an_institution_s_name_is_one_doer() -> None:
    x = ("The House Ways and Means Committee on Wednesday accused former IRS official Lois "
         "Lerner of targeting the conservative group Crossroads GPS.")
    assert fact_of(x, True).doers == ()  # one committee, not "House Ways" and "Means ..."
    assert same_fact(x, "House Republicans on Wednesday accused former IRS official Lois Lerner "
                        "of urging denial of tax-exempt status to Crossroads GPS.", any_verb=True)
    # two doers stay two: both must be named
    two = fact_of("Barack Obama and Joe Biden on Wednesday accused Lois Lerner of targeting "
                  "Crossroads GPS.", True)
    assert len(two.doers) == 2


def test_a_happening_told_by_its_noun_after_the_same_sum() -> None:
    from newsfuse.claims import nouns_with_sum

    x = ("Richard Butler and his deputy were ordered to pay most of the $6.3 million in damages "
         "to a woman and her son attacked near the Aryan Nations compound.")
    y = ("Aryan Nations leader Richard Butler vowed Saturday he will not leave northern Idaho, "
         "despite a $6.3 million judgment against his racist organization.")
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, y)  # only for a mark
    assert not same_fact(x, y.replace("$6.3 million", "$4 million"), marks=True)  # another sum
    (ev, figure), = nouns_with_sum("Residents say a $6.3 million jury verdict returned Thursday "
                                   "against Richard Butler may help the region.")
    assert figure == "6.3" and ev in fact_of(x).events
    # only sought, or a compound's first word: no happening told
    assert nouns_with_sum("Lawyers sought a $6.3 million judgment against the group.") == ()
    assert nouns_with_sum("He faced a $2 million lawsuit threat from the group.") == ()
    assert nouns_with_sum("He wore a $5,000 suit to the hearing.") == ()


def test_a_sentence_s_words_are_read_once_for_every_analysis() -> None:
    """``_words`` (quotations out, accents folded, the words and their offsets) is read once
    per text and shared by the analyses that read the same words (``_parsed``, ``main_verb``
    of a sentence of no known happening, ``nouns_with_sum``): the same lists, unchanged."""
    from newsfuse.claims import _parsed, _words, main_verb, nouns_with_sum

    text = 'José Núñez, 40, was placed on the list, "a mistake," he said, for $2,000.'
    _words.cache_clear()
    plain, words, starts = _words(text)
    assert plain == "Jose Nunez, 40, was placed on the list,  ;  he said, for $2,000."
    assert words == ["Jose", "Nunez", ",", "40", ",", "was", "placed", "on", "the", "list",
                     ",", ";", "he", "said", ",", "for", "2,000"]
    assert [plain[s:s + len(w)] for s, w in zip(starts, words)] == words
    main_verb(text, False)
    nouns_with_sum(text)
    assert _parsed(text)[1] is words and _words(text)[1] == words
    assert _words.cache_info().misses == 1


def test_a_commitment_tells_the_happening_it_is_to() -> None:
    """"agreed to buy", "plans to fly", "is set to enter": the verb after "to" is the
    predicate, told as only planned (as "will fly" is); "wants to", "is in talks to",
    "decided not to" stay their own."""
    for x in ("Michael Kors agreed to buy Jimmy Choo for $1.2 billion.",
              "Michael Kors plans to buy Jimmy Choo for $1.2 billion."):
        f = fact_of(x)
        assert f.events == fact_of("Michael Kors bought Jimmy Choo.").events and f.modal, x
    for x in ("Michael Kors wants to buy Jimmy Choo.", "Michael Kors is in talks to buy Jimmy "
              "Choo.", "Michael Kors decided not to buy Jimmy Choo."):
        assert not fact_of(x).events, x
    x = "American plans to fly Jack to California to be reunited with Ms Pascoe."
    assert same_fact(x, "American Airlines will fly him to California to be reunited with his "
                        "family.", any_verb=True)
    # planned is not done
    assert not same_fact(x, "American Airlines flew him to California to be reunited with his "
                            "family.", any_verb=True)


def test_a_body_s_general_noun_refers_to_the_previous_sentence_s_subject() -> None:
    x = "The armed Basque separatist group ETA has announced an open-ended cease-fire."
    y = "The group began observing an open-ended cease-fire on Sept. 18."
    before = ("ETA, which stands for Basque Homeland and Freedom, has killed nearly 800 people "
              "in its campaign.")
    assert same_fact(x, y, context=before, marks=True)
    assert not same_fact(x, y, marks=True)  # no sentence before: whose group is unknown
    # the previous sentence's subject is another body: not x's
    assert not same_fact(x, y, context="Batasuna, the party's political wing, has called for "
                                       "talks in its campaign.", marks=True)


def test_one_person_s_alias_and_real_name_told_as_one() -> None:
    from newsfuse.claims import identities, same_identity

    x = ("Activists said the ringleader of the website, hitherto known as Enoch, was in fact "
         "Mike Peinovich, a former tech worker.")
    assert identities(x) == {("enoch", "peinovich")}
    assert same_identity(x, "According to the post, which has since been taken down, Enoch is "
                            "actually Mike Peinovich.")
    assert same_identity(x, "One of its leaders -- a man known to his followers as \"Mike "
                            "Enoch,\" -- was revealed to be a website developer named Mike "
                            "Peinovich.")
    # denied, another real name, or no alias: no identity told
    assert not same_identity(x, "Contacted via email, Peinovich denied he was Enoch.")
    assert not same_identity(x, "Enoch is actually Mike Cernovich, the post said.")
    assert identities("The Truth is actually Simple Minds.") == frozenset()
    assert identities("Peinovich denied that Enoch was in fact Mike Peinovich.") == frozenset()


def test_rare_figures_at_the_start_and_never_inside_a_word_or_a_decimal() -> None:
    from newsfuse.claims import rare_figures

    # (the pattern opens on the first digit and looks behind it: a figure that opens the text
    # counts; one glued to a letter or after a decimal point does not)
    assert rare_figures("1,234 people and 5,000.5 more; x12,345 and 3.1,234") == \
        ("1234", "5000.5")


def test_a_contracted_will_is_only_planned() -> None:
    assert fact_of("They'll approve the treaty on Tuesday.").modal
    assert fact_of("They’ll approve the treaty on Tuesday.").modal
    x = "The Senate approved the nuclear arms treaty with Russia on Tuesday."
    y = "Senate leaders said they'll approve the nuclear arms treaty with Russia on Tuesday."
    assert not same_fact(x, y, marks=True)  # planned, not done
    assert not fact_of("They approve the treaty on Tuesday.").modal


def test_the_reason_told_by_become_remain_or_now_with_the_same_cause() -> None:
    x = "Hepatitis C is the leading reason for liver transplantation in the United States."
    same = ("Hepatitis C has become the leading reason for liver transplants in the United "
            "States.",
            "Hepatitis C is now the major reason for liver transplantation in the United "
            "States.",
            "Hepatitis C remains the leading reason for liver transplants in the United States.",
            "Liver disease caused by hepatitis C is now the major reason for liver "
            "transplantation in the United States.")
    for y in same:
        assert same_fact(x, y, marks=True) and same_fact(y, x, marks=True)
    # a cause told by a description ("The disease": its article said which) may be the named
    # one; another cause, named or described, is another fact, for a mark or not
    described = "The disease is the leading reason for liver transplantation in the United States."
    assert same_fact(described, same[0], marks=True)
    for y in ("Alcohol abuse has become the leading reason for liver transplants in the "
              "United States.",
              "Alcohol abuse is the leading reason for liver transplants in the United States.",
              "Alcoholism is the leading reason for liver transplants in the United States."):
        assert not same_fact(x, y, marks=True) and not same_fact(x, y)
        assert not same_fact(described, y, marks=True)


def test_a_figure_written_in_words_is_the_figure() -> None:
    x = "Rudolph remains on the FBI's list of the 10 most-wanted fugitives."
    y = ("Rudolph is on the FBI's Ten Most Wanted List, and a $1 million reward has been offered "
         "for information leading to his arrest.")
    assert same_fact(x, y, marks=True)
    # another figure in words is still another figure
    assert not same_fact(x, y.replace("Ten", "Five"), marks=True)
    assert not same_fact("Police arrested 12 people in the raid on Tuesday.",
                         "Police arrested three people in the raid on Tuesday.", marks=True)


def test_custody_is_where_and_an_age_no_span() -> None:
    x = "Hernandez was released from custody after posting a $50,000 bond."
    y = ("Hernandez, who has been released on $50,000 bail, is charged with sexual assault on "
         "a child.")
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, y.replace("Hernandez", "Kuisis"), marks=True)  # someone else
    assert not same_fact(x, "Hernandez was released from the hospital after treatment on Friday.",
                         marks=True)
    # "a 24-year old" (no second hyphen) is an age, not a span of 24 years
    a = ("Police said John Hale, a 24-year-old student, was arrested on Sunday in Paris after "
         "the shooting.")
    b = ("The 24-year old student, who is also suspected of the murder of a 32-year-old woman, "
         "was arrested on Sunday in Paris after the shooting, police said.")
    assert same_fact(b, a, marks=True)


def test_on_the_run_or_a_fugitive_since_tells_the_flight_of_its_subject() -> None:
    x = ("Eric Rudolph has been on the run since the January 1998 bombing of a Birmingham, Ala., "
         "abortion clinic that killed an off-duty police officer and severely wounded a nurse.")
    y = ("Rudolph, 32, a resident of western North Carolina, has been a fugitive since Jan. 30, "
         "1998, the day after he allegedly bombed the New Woman All Women Health Care Center in "
         "Birmingham.")
    assert fact_of(x).subject >= {"eric", "rudolph"}  # the fugitive is its subject
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, y.replace("Rudolph", "Jones"), marks=True)  # another fugitive
    assert not same_fact(x, "Jones has been on the run since the January 1998 bombing of a "
                         "Birmingham clinic that killed an officer.", marks=True)


def test_a_disappearance_told_by_vanished_or_its_noun() -> None:
    x = ("A small plane carrying John F. Kennedy Jr., his wife, Carolyn Bessette Kennedy, and her "
         "sister disappeared late Friday off the Massachusetts coast, and by Saturday afternoon "
         "the authorities had recovered debris from the airplane off Martha's Vineyard.")
    y = ("At 9:39 p.m., about an hour into his flight _ and less than 20 miles from the Martha's "
         "Vineyard airport _ Kennedy's plane vanished from air-traffic control radar screens.")
    assert same_fact(x, y, marks=True)
    assert same_fact(x, "The disappearance of Kennedy's plane has raised familiar questions about "
                     "the safety of flying small aircraft.", marks=True)
    assert not same_fact(x, y.replace("Kennedy's", "Smith's"), marks=True)  # another plane
    assert not same_fact(x, "Kennedy's plane disappeared from radar screens on Tuesday night "
                         "off the Massachusetts coast.", marks=True)  # another day
    assert not same_fact(x, "Kennedy's plane did not disappear off the Massachusetts coast, "
                         "the authorities said.", marks=True)
    # "was reported missing", "went missing": a disappearance too (D0742J's Xinhua report)
    y = ("A small plane carrying John F. Kennedy Jr., son of the former U.S. president, was "
         "reported missing early Saturday, and a search was under way off the coast of New "
         "York's Long Island, official sources said.")
    assert same_fact(x, y, marks=True)
    assert same_fact(x, y.replace("was reported missing", "went missing"), marks=True)
    assert not same_fact(x, y.replace("John F. Kennedy Jr.", "Peter Smith"), marks=True)
    assert not same_fact(x, y.replace("Saturday", "Tuesday"), marks=True)
    assert not same_fact(x, "The search for the missing plane carrying John F. Kennedy Jr. "
                         "went on Saturday.", marks=True)  # told in passing: not its predicate


def test_criticism_told_in_other_words_and_its_critic_compared() -> None:
    x = ("Goodlatte's son Bobby Goodlatte, a venture capitalist based in San Francisco, blasted "
         "his father for his role in ruining Strzok's career on Twitter Monday.")
    y = ("Later in the day, Bobby Goodlatte laid into his father after news broke that FBI agent "
         "Peter Strzok had been fired.")
    assert same_fact(x, y, marks=True)
    assert same_fact(x, "Bobby Goodlatte lashed out at his father on Twitter on Monday over "
                     "Strzok.", marks=True)
    assert not same_fact(x, y.replace("Bobby Goodlatte", "Jennifer Lewis"), marks=True)
    assert not same_fact(x, y.replace("laid into", "praised"), marks=True)
    assert not same_fact(x, "Bobby Goodlatte criticized his father on Twitter on Tuesday over "
                         "Strzok.", marks=True)  # another day
    assert not same_fact(x, "A bomb blasted his father's car on Monday.", marks=True)
    # who criticizes is the fact: a critic named by no name is told by no one else's words
    assert not same_fact("Parents condemned the decision to close Lincoln Elementary School on "
                         "Monday.", "Mayor Bill de Blasio condemned the decision to close "
                         "Lincoln Elementary School on Monday.", marks=True)


def test_verb_events_hold_every_kind_a_fact_can_have(kobani_story):
    # the cheap look select's repeat tests take first: a superset of the main fact's kinds
    # (every known happening told as a verb, the main verb of no known kind with any_verb)
    texts = [s.display for s in kobani_story.sentences] + [
        "Police arrested the man who had shot two officers.",
        "Ministers who were elected last year survived a vote.",
        "He said the weather was fine."]
    # (a known kind is "#" and its number; a verb of no known kind "=" and its lemma, which
    # select._one_happening reads only when the known kinds share nothing)
    assert all(ev[:1] == "#" for t in texts for ev in verb_events(t))
    for t in texts:
        assert fact_of(t).events <= verb_events(t)
        within = verb_events(t) | ({"=" + main_verb(t)} if main_verb(t) else set())
        assert fact_of(t, True).events <= within
    # a relative clause's happening is in the set, not in the main fact
    t = "Police arrested the man who had shot two officers."
    assert len(verb_events(t)) == 2 and fact_of(t).events < verb_events(t)
    t = "Ministers who were elected last year survived a vote."
    assert not fact_of(t).events and verb_events(t) and main_verb(t) == "survive"
    assert fact_of(t, True).events == {"=survive"}


def test_a_state_named_by_its_capitals_government_is_the_state() -> None:
    x = ("The Seoul government has released rare video footage of Korean women forced to work "
         "in Japanese military brothels during World War Two.")
    y = ("South Korea has released what it says is the first known footage of \"comfort women\" "
         "forced to work as sex slaves for Japanese soldiers during World War Two.")
    assert same_fact(x, y, marks=True) and same_fact(y, x, marks=True)
    assert same_fact(x, y.replace("South Korea", "The South Korean government"), marks=True)
    assert not same_fact(x, y.replace("South Korea", "North Korea"), marks=True)
    assert not same_fact(x, y.replace("South Korea", "The Chinese government"), marks=True)
    # the capital alone is a place, not the state
    assert not same_fact(x.replace("The Seoul government", "A museum in Seoul"), y, marks=True)


def test_a_subject_named_by_every_name_of_its_apposition() -> None:
    x = ("ETA, an acronym for Basque Homeland and Freedom, has killed close to 800 people during "
         "its 30-year campaign for an independent Basque state.")
    y = ("The group, whose name means Basque Homeland and Freedom, has killed nearly 800 people "
         "in its campaign for a separate homeland in the Basque country.")
    assert fact_of(x).described == {"basque", "homeland", "freedom"}
    assert same_fact(x, y, marks=True)
    # one name of it is not the subject ("Basque" alone: any Basque group)
    assert not same_fact(x, y.replace("whose name means Basque Homeland and Freedom",
                                      "a Basque party"), marks=True)
    # another subject of its own is another fact
    assert not same_fact(x, y.replace("The group, whose name means Basque Homeland and "
                                      "Freedom,", "The GAL, a death squad"), marks=True)
    x = ("Two former employees of Stacey Plaskett, Congress’ delegate from the Virgin Islands, "
         "have been indicted in connection with the circulation of nude images of Plaskett and "
         "her husband.")
    y = ("Two former staff members of a delegate to Congress from the U.S. Virgin Islands were "
         "indicted Thursday for allegedly circulating nude pictures and videos of her and her "
         "husband.")
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, y.replace("Congress from the U.S. Virgin Islands",
                                      "the Virgin Islands legislature"), marks=True)
    # a list of subjects is no apposition: "Smith, Jones and Brown"
    assert fact_of("Smith, Jones and Brown were arrested in Boston on Monday.").described == \
        frozenset()
    # nor one name of a place ("Smith, of Boston"): too little to name who
    assert not same_fact("John Smith, of Boston, was arrested Monday on charges of fraud.",
                         "A Boston man was arrested Monday on charges of fraud.", marks=True)


def test_a_deal_reached_told_by_its_phrases() -> None:
    x = ("After two weeks of marathon negotiations, 195 countries approved an accord that would "
         "wean the world off fossil fuels this century, limiting global warming to 2C.")
    y = ("A deal to attempt to limit the rise in global temperatures to less than 2C has been "
         "agreed at the climate change summit after two weeks of intense negotiations.")
    assert fact_of(y).events and fact_of(y).events <= fact_of(x).events
    assert same_fact(x, y, marks=True)
    # "reached" / "struck" a deal are the same happening
    assert same_fact("Boeing and the union reached a deal on Monday after two weeks of talks "
                     "over pensions.",
                     "Boeing and the union struck a deal Monday ending two weeks of talks over "
                     "pensions.", marks=True)
    # not reached, or only hoped for, is not reached
    assert not same_fact(x, y.replace("has been agreed", "has not been agreed"), marks=True)
    assert not same_fact("Boeing and the union hope to reach a deal on pensions after two "
                         "weeks of talks.",
                         "Boeing and the union reached a deal on pensions after two weeks of "
                         "talks.", marks=True)
    # talks about a deal, or a proposal for one, is no deal
    assert fact_of("The union rejected talks about a deal on pensions.").events == \
        fact_of("The union rejected talks about pensions.").events
    # another party reaching one is another deal
    assert not same_fact("Boeing and the union reached a deal on Monday after two weeks of "
                         "talks over pensions.",
                         "Airbus and its union reached a deal on Monday after two weeks of "
                         "talks over pensions.", marks=True)


def test_a_happening_told_by_its_noun_after_a_light_verb() -> None:
    pairs = [
        ("Police arrested two men on Monday in the shooting of John Smith in Brooklyn.",
         "Police made two arrests on Monday in the shooting of John Smith in Brooklyn."),
        ("Rich McHugh resigned on Friday from NBC News after a dispute over the Weinstein story.",
         "Rich McHugh tendered his resignation on Friday to NBC News after a dispute over the "
         "Weinstein story."),
        ("A U.S. panel endorsed acupuncture on Wednesday for treating dental pain and nausea.",
         "The U.S. panel on Wednesday gave acupuncture a qualified endorsement for treating "
         "dental pain and nausea."),
        ("Prosecutors charged John Smith on Monday with fraud in the Acme pension case.",
         "Prosecutors filed charges against John Smith on Monday for fraud in the Acme pension "
         "case."),
        ("Gunmen kidnapped 20 tourists in northern Mali on Friday, officials said.",
         "Gunmen took 20 tourists hostage in northern Mali on Friday, officials said."),
        # MN 1242: "issued six indictments against Johnson" = "indicted Johnson"
        ("A grand jury issued six indictments against Bryan Johnson on November 19 in the "
         "Millis hoax case.",
         "A grand jury indicted Bryan Johnson on November 19 in the Millis hoax case."),
    ]
    for x, y in pairs:
        assert same_fact(x, y, marks=True) and same_fact(y, x, marks=True), (x, y)
    # a negation between the two is none done ("made no arrests")
    assert not fact_of("Police made no arrests on Monday in the shooting of John Smith.").events
    assert not fact_of("The rebels took no hostages during the raid on the town on Monday.").events
    assert not fact_of("The grand jury issued no indictments against the officers.").events
    assert not same_fact(pairs[0][0], pairs[0][1].replace("made two arrests",
                                                          "made no arrests"), marks=True)
    # train 35783 (seed 787's reader listed [3]; the other's figure, 20, is not in the first)
    assert same_fact("San Diego lifeguards launched a mass rescue at La Jolla Cove Tuesday, "
                     "pulling nearly two dozen high school students from the water.",
                     "San Diego lifeguards rescued 20 Moreno Valley-area high school swim team "
                     "members from the ocean off La Jolla Tuesday.", marks=True)
    # praise in other words (MN 447: "Sanders lauded Pope Francis" / "praised the pope's
    # message", listed by seed 101's reader)
    assert same_fact("Vermont Sen. Bernie Sanders lauded Pope Francis for highlighting Dorothy "
                     "Day in his speech to Congress on Thursday.",
                     "Vermont Senator Bernie Sanders praised the pope's message of economic "
                     "justice.", marks=True)
    assert not same_fact("Vermont Sen. Bernie Sanders lauded Pope Francis on Thursday.",
                         "Vermont Senator Bernie Sanders criticized the pope's message.",
                         marks=True)
    # "launched to find and rescue" is an operation launched, not a rescue told
    assert not fact_of("A multi-jurisdictional operation was then launched to find and rescue "
                       "Hackett, police said.").events
    # only able to, or planning to: not done
    assert not same_fact("Omar Khan attacked a church in Paris on Sunday.",
                         "Omar Khan planned to carry out an attack on a church in Paris on "
                         "Sunday.", marks=True)
    # another doer is another happening
    assert same_fact("The SEC charged John Smith on Monday with fraud in the Acme case.",
                     "The SEC filed charges against John Smith on Monday for fraud in the Acme "
                     "case.", marks=True)
    assert not same_fact("The SEC charged John Smith on Monday with fraud in the Acme case.",
                         "The FBI filed charges against John Smith on Monday for fraud in the "
                         "Acme case.", marks=True)


def test_a_passive_doer_is_who_did_it_not_where_they_are() -> None:
    # MN 1212 (seed 863's reader listed [2] missing): "by the state attorney in Florida" names
    # no doer, so it does not stand against "Prosecutors released"; and the opening "Audio" is
    # the word x's predicate acts on
    released = ("Prosecutors released audio Monday of several jailhouse calls placed by Michael "
                "Dunn -- the man at the center of another Florida shooting trial.")
    passive = ("Audio of nine of Dunn's calls was released on Monday by the state attorney in "
               "Florida.")
    assert fact_of(passive).agent == frozenset()
    assert same_fact(released, passive, marks=True) and same_fact(passive, released, marks=True)
    assert fact_of("Napster has been sued by the Recording Industry Association of America in "
                   "federal court in San Francisco.").agent == {"recording", "industry",
                                                             "association", "america"}
    # a doer named is still another doer
    assert not same_fact(released, "Audio of nine of Dunn's calls was released on Monday by Fox "
                         "News.", marks=True)


def test_a_search_told_by_its_verbs_and_by_a_search_conducted() -> None:
    # D0742J, D0729G (seed 857's reader listed Xinhua [21] and AP [7] missing)
    started = "The Coast Guard and Air National Guard then started a search."
    assert same_fact(started, "The U.S. Coast Guard and the Air National Guard are conducting a "
                     "massive search off the coast of Long Island for a small plane.", marks=True)
    assert not same_fact(started, "The Coast Guard called off the search on Monday.", marks=True)
    years = ("Law enforcement has searched for Rudolph for more than two years, focusing on "
             "remote areas in western North Carolina near his home.")
    assert same_fact(years, "The task force that has hunted serial bombing suspect Eric Rudolph "
                     "for two years will dismantle its command post by the end of June.",
                     marks=True)
    # whom it sought, and for how long, are the search's fact
    assert not same_fact(years, "Police searched his home in North Carolina for two years.",
                         marks=True)
    assert not same_fact(years, "About 100 officers are hunting for fugitive Eric Robert Rudolph "
                         "in the Nantahala National Forest in western North Carolina.",
                         marks=True)
    # a product's name is no search ("major launches like Search Plus Your World")
    assert not fact_of("This is a big change in line with other major launches like Search Plus "
                       "Your World last January.").events


def test_an_identification_told_by_the_identities_confirmed() -> None:
    x = ("Police confirmed Wednesday the identities of the two bodies as Liberty German, 14, and "
         "Abigail Williams, 13, and say they are investigating the case as a double homicide.")
    y = ("Authorities positively identified the two bodies found as Abigail Williams, 13, and "
         "Liberty German, 14.")
    assert same_fact(x, y, marks=True) and same_fact(y, x, marks=True)
    # not identified is another fact
    assert fact_of("Police didn't identify whose bodies were found near Deer Creek.").negated
    assert not same_fact(y, "Police would not confirm the identities of the two bodies as Abigail "
                            "Williams and Liberty German.", marks=True)
    # someone else identified is another identification
    assert not same_fact(y, x.replace("Liberty German, 14, and Abigail Williams, 13",
                                      "Kelsey Smith, 15, and Anna Brown, 16"), marks=True)


def test_a_subject_told_by_no_name_or_as_a_list_s_last_member_is_no_other_doer() -> None:
    # "Authorities" / "Police": the officials, named by no name, are no other doer
    assert same_fact("Police arrested John Smith on Monday in the shooting of two officers in "
                     "Boston.",
                     "Authorities arrested John Smith on Monday in the shooting of two officers "
                     "in Boston.", marks=True)
    # ", and Germany have identified": the last member of a list inside the subject
    x = ("Maltese, Tschopp, and collaborators have identified the foot as belonging to an animal "
         "closely related to the sauropod Brachiosaurus.")
    y = ("Maltese and his team of researchers from the U.S., Switzerland, and Germany have "
         "identified the enormous foot as belonging to an animal related to Brachiosaurus.")
    assert same_fact(x, y, marks=True)
    # a named other doer still is one
    assert not same_fact(x, y.replace("Maltese and his team of researchers from the U.S., "
                                      "Switzerland, and Germany", "Paul Sereno"), marks=True)


def test_two_bodies_named_by_one_institution_word_are_other_bodies() -> None:
    x = ("The Supreme Court struck down as unconstitutional a law giving the president a "
         "line-item veto, which let him cancel specific items in tax and spending measures.")
    y = ("In February, a U.S. District Court here ruled the line-item veto unconstitutional, "
         "saying Congress violated the Constitution's separation of powers by delegating such "
         "authority to the president.")
    assert not same_fact(x, y, marks=True)
    # "the Court" names no other body
    assert same_fact(x, "The Court on Thursday struck down as unconstitutional a law giving the "
                        "president a line-item veto to cancel items in tax and spending "
                        "measures.", marks=True)


def test_a_passive_s_subject_is_what_it_acts_on_when_where_follows() -> None:
    x = ("A 4-year-old boy was thrown to his death from the roof of his seven-story apartment "
         "building in Brooklyn by his 20-year-old brother on Saturday, the police said.")
    y = ("A 20-year-old man tossed his 4-year-old brother to his death from the boy's Brooklyn "
         "home, police said.")
    assert fact_of(x).after == "from"
    assert same_fact(x, y, marks=True)
    # someone else thrown is another killing
    assert not same_fact(x, "A 20-year-old man tossed his neighbour to his death from the roof "
                            "of his Brooklyn home, police said.", marks=True)
    x = ("Tavin Terrell Price was shot from behind multiple times May 29 outside Simms Car Wash "
         "in the 3300 block of West Florence Avenue.")
    assert same_fact(x, "On May 29, Tavin Price was shot to death outside a car wash near the "
                        "corner of Florence Avenue and Crenshaw Boulevard.", marks=True)
    # what follows "with" is what he is charged with, still compared
    assert not same_fact("A Boston man was charged with murder on Monday.",
                         "A Boston man was charged with arson on Monday.", marks=True)


def test_a_passive_s_grounds_may_be_left_out_but_not_told_otherwise() -> None:
    # MN 1400: "arrested on ... charges" gives the grounds; the other outlet's arrest of the
    # same pair that gives none is the same arrest
    x = ("A pair of Oakland animal-rights activists were arrested on federal terrorism charges "
         "Friday for allegedly driving more than 40,000 miles across the country to save the "
         "hides of 5,000 mink destined to become furs, authorities said.")
    y = ("The Oakland pair was arrested Friday by the FBI, accused of embarking on a "
         "40,000-mile cross-country rampage on the fur industry.")
    assert fact_of(x).after == "on"
    assert same_fact(x, y, marks=True)
    # grounds of its own must be x's: the word "charges" alone is not
    assert not same_fact(x, "The Oakland pair was arrested Friday on drug charges after "
                            "driving 40,000 miles.", marks=True)
    assert same_fact(x, "The Oakland pair was arrested Friday on federal charges after "
                        "driving 40,000 miles.", marks=True)
    # someone else arrested is another arrest
    assert not same_fact(x, "The Oakland pastor was arrested Friday by the FBI, accused of "
                            "embarking on a 40,000-mile cross-country rampage.", marks=True)


def test_a_people_s_forces_before_a_past_verb_are_its_subject() -> None:
    # "Israeli troops killed": "troops" is the subject's noun, "killed" the predicate
    f = fact_of("Israeli troops killed three Palestinians in Gaza on Monday.")
    assert f.verb == "killed" and "israeli" in f.subject
    assert fact_of("Syrian rebels seized the town of Qusair on Monday.").verb == "seized"
    assert same_fact("Israeli troops killed three Palestinians in Gaza on Monday.",
                     "Three Palestinians were killed by Israeli troops in Gaza on Monday.",
                     marks=True)
    # an "-s" verb after a name stays a verb ("Apple plans", "Jordan plans")
    assert fact_of("Jordan plans increased spending on defense.").verb == "plans"


def test_a_hedge_on_what_was_done_tells_it() -> None:
    x = ("After two weeks of weighing and measuring, 195 countries appear to have converged on a "
         "deal to save the world from global climate change.")
    y = ("After two weeks of marathon negotiations, 195 countries approved an accord that would "
         "wean the world off fossil fuels this century.")
    f = fact_of(x)
    assert f.verb == "converged" and not f.modal
    assert same_fact(x, y, marks=True) and same_fact(y, x, marks=True)
    assert fact_of("The suspect appears to have fled to Mexico.").anaphor == "suspect"
    # what is only to come stays so ("appear to be ready to sign")
    assert not same_fact("The two sides appear ready to reach a deal after two weeks of talks.",
                         "The two sides reached a deal after two weeks of talks.", marks=True)


# (report with a short quotation, the statement it quotes): one statement told twice
QUOTED_BACK = [
    ("Newt Gingrich says President Barack Obama's address last week on counterterrorism was "
     "\"naive.\"",
     "\"It's just stunningly, breathtakingly naive,\" the former House speaker and Republican "
     "presidential contender said on CNN's \"State of the Union.\"", ("naive",)),
    ("Sen. Lindsey Graham said Sunday President Barack Obama was \"tone deaf\" in his speech last "
     "week reworking the war on terror.",
     "\"What do you think the Iranians are thinking? At the end of the day, this is the most "
     "tone-deaf president I ever could imagine, making such a speech at a time when our homeland "
     "is trying to be attacked literally every day.\"", ("tone", "deaf")),
    ("Donald Trump panned Democratic National Committee chairwoman Debbie Wasserman Schultz as a "
     "“terrible person” and a “highly neurotic woman” during an interview Monday morning.",
     "“You have this crazy Wasserman Schultz — Deborah Wasserman Schultz — who is in there, a "
     "highly neurotic woman,” Trump said of the Florida lawmaker in an interview.",
     ("highly", "neurotic", "woman")),
]


@pytest.mark.parametrize("x, y, words", QUOTED_BACK)
def test_a_statement_reported_with_its_words_and_quoted_is_told_twice(x, y, words):
    from newsfuse.claims import quoted_back

    assert quoted_back(x, y) == words
    assert quoted_back(y, x) == ()  # the quote reports no shorter fragment of the report


def test_quoted_back_reads_each_text_once_for_every_pair_it_is_in():
    """A brief asks ``quoted_back`` of many pairs of chosen sentences: each text's reading (its
    speech outside quotation, its stated quotations, its short fragments) is done once and
    shared by every pair; the answers are those of the pairs read afresh."""
    from newsfuse import claims

    texts = [t for x, y, _ in QUOTED_BACK for t in (x, y)]
    for f in (claims._reports_outside, claims._stated_quotes, claims._back_fragments):
        f.cache_clear()
    first = {(x, y): claims.quoted_back(x, y) for x in texts for y in texts}
    assert claims._back_fragments.cache_info().misses <= len(texts)
    assert claims._stated_quotes.cache_info().misses <= len(texts)
    for f in (claims._reports_outside, claims._stated_quotes, claims._back_fragments):
        f.cache_clear()
    assert {(x, y): claims.quoted_back(x, y) for x, y in reversed(first)} == first
    for x, y, said in QUOTED_BACK:
        assert first[x, y] == said and first[y, x] == ()
    # what each text is, as the pairs read it: a report with a short fragment, a statement
    gingrich, quote = QUOTED_BACK[0][:2]
    assert claims._reports_outside(gingrich) and claims._back_fragments(gingrich) == (("naive",),)
    assert claims._stated_quotes(quote)[0][:3] == ("it's", "just", "stunningly")
    # the speaker's names a report gives (``quote_restates``, ``same_quotation``): every
    # capitalised word, the first too; not ``_capitalised``, the names after the first word
    celaya = ("Celaya said that after three officers approached the suspect, he pulled out the "
              "gun and displayed it in a \u201cthreatening\u201d way.")
    assert claims._capital_words(celaya) == {"celaya"} and not claims._capitalised(celaya)
    assert claims.quote_restates(celaya, "The suspect \"pulled a firearm out of his backpack "
                                 "and displayed it in a threatening manner,\" Celaya said.")
    # what ``same_speech`` and ``same_report`` read of each text once: a verb of saying, the
    # negations
    assert claims._says(celaya) and not claims._says("The gun was not loaded.")
    assert claims.negation_count("He did not go and never will, and they can't.") == 3


def test_a_term_in_quotation_marks_or_a_title_is_no_one_s_statement():
    from newsfuse.claims import quoted_back

    kang = ("“South Korea has not had its own data on comfort women and (has) been relying on "
            "Japanese and American data,” said Kang Sung-hyun, an academic on the team.")
    # no verb of saying: the writer's term, not a speaker's words
    assert quoted_back("The Seoul government has released rare video footage of Korean women, "
                       "the first time moving images have been shown of the “comfort women”.",
                       kang) == ()
    # the words held only by a charge's name, not by anyone's statement
    assert quoted_back(
        "Today’s appeal verdict, confirming her conviction on charges of “insulting” the King of "
        "Bahrain, is the latest example of the authorities’ disregard, said Amnesty "
        "International.",
        "She is also appealing a one-year sentence for “insulting a public officer” after she "
        "spoke out to defend another prisoner.") == ()
    # a programme's title in both
    assert quoted_back("\"We show this lack of resolve,\" the senator said on \"Meet the Press.\"",
                       "\"What we have in place is horrible,\" he said Sunday on NBC's \"Meet the "
                       "Press\" program in Washington.") == ()
    # a lone common word is anyone's
    assert quoted_back("The mayor said the plan was \"good\" for the city.",
                       "\"It is a good day for the city and for all of us,\" she said.") == ()


def test_how_a_ruling_judged_is_not_what_it_acts_on() -> None:
    x = ("The Supreme Court struck down as unconstitutional a law giving the president a "
         "line-item veto, which let him cancel specific items in tax and spending measures.")
    # "as unconstitutional" says how; the law (and whom it gives the veto) is what it acts on
    assert fact_of(x).object == {"law", "give", "presid"}
    assert same_fact(x, "The Supreme Court, in a historic ruling, struck down legislation "
                        "Thursday that permits the president to veto specific provisions of "
                        "spending and tax bills.", marks=True)
    # another body, or another thing struck down, is still another fact
    assert not same_fact(x, "A federal judge struck down legislation Thursday that permits the "
                            "president to veto specific provisions of spending bills.",
                         marks=True)
    assert not same_fact(x, "The Supreme Court struck down a state ban on flag burning that "
                            "Congress had passed.", marks=True)


def test_adjectives_set_off_by_commas_before_the_happening_s_noun() -> None:
    y = ("The organization, blamed for nearly 800 killings, began an open-ended, unconditional "
         "cease-fire Sept. 18.")
    assert same_fact("The group began observing an open-ended cease-fire on Sept. 18.", y,
                     marks=True)
    # a comma before a clause still ends the words between
    from newsfuse.claims import events_told

    assert events_told("Rebels declared a brief, unconditional truce.")
    assert not events_told("Rebels declared victory, and a truce followed.")
    assert not events_told("Rebels declared victory, after which a truce followed.")


def test_a_happening_that_acts_on_nothing_names_its_subject_after_by() -> None:
    from newsfuse.claims import nouns_told

    x = ("The armed Basque separatist group ETA has announced an open-ended cease-fire, a "
         "newspaper reported late Wednesday.")
    y = ("His visit comes as the Basque region enjoys its third month of peace following the "
         "Sept. 18 cease-fire by the armed separatist group ETA.")
    assert nouns_told(y) == (("#37", frozenset(), frozenset(), (frozenset({"eta"}),)),)
    assert same_fact(x, y, marks=True)
    # another group's cease-fire is another one; a date before the noun does not make a
    # compound a happening ("the Sept. 18 cease-fire talks")
    assert not same_fact(x, "His visit comes as the region enjoys its third month of peace "
                            "following the Sept. 18 cease-fire by the IRA.", marks=True)
    assert nouns_told("Both sides attended the Sept. 18 cease-fire talks in Geneva.") == ()


def test_later_main_clauses_with_a_happening_of_their_own() -> None:
    from newsfuse.claims import later_clauses

    assert later_clauses("The boy, Jordan Belliveau, died, and Ms. Stinson was arrested "
                         "Tuesday and charged with first-degree murder.") == \
        ("Ms. Stinson was arrested Tuesday and charged with first-degree murder.",)
    # a list in the subject, a verb joined without a subject of its own, a clause only
    # planned, a clause inside a quotation: none
    assert later_clauses("Smith, and Jones were charged with murder on Monday.") == ()
    assert later_clauses("Police arrested Smith on Monday, and charged him with murder.") == ()
    assert later_clauses("Smith was arrested Monday, and the police said Jones will be "
                         "charged.") == ()
    assert later_clauses('He said "we won, and Jones was arrested" today.') == ()


def test_a_quote_that_restates_the_report_before_it_by_the_same_speaker():
    from newsfuse.claims import quote_restates

    report = ("President Trump knows Matthew G. Whitaker, White House counselor Kellyanne Conway "
              "said Sunday, two days after the president sought to distance himself from his "
              "handpicked acting attorney general.")
    quote = ("“The president does know Matt Whitaker, has gotten to know him over the course of "
             "the last year, since he has been the chief of staff to the attorney general,” "
             "Conway said on “Fox News Sunday.”")
    assert quote_restates(report, quote)
    assert not quote_restates(quote, report)  # the quote is no report of the other
    # another speaker's words on the same matter are another statement
    assert not quote_restates(report, quote.replace("Conway said", "Wallace said"))
    # a quote that names no one restates the report only right after it
    alone = ("“The president does know Matt Whitaker, has gotten to know him over the course of "
             "the last year, since he has been the chief of staff to the attorney general.”")
    assert quote_restates(report, alone, next_to=True)
    assert not quote_restates(report, alone)
    # too few words in common: the quote says something else
    assert not quote_restates(report, "“We are very happy with the work he has done at the "
                                      "department so far,” Conway said on “Fox News Sunday.”")


def test_one_speaker_s_statement_quoted_in_part_by_another_outlet() -> None:
    from newsfuse.claims import _speakers, same_quoted

    x = ("\"While anyone can purchase our shares in the open market, we aren't particularly "
         "excited about Qatar's outreach, and we find it puzzling given our extremely public "
         "stance on the illegal subsidies that Qatar, Emirates and Etihad receive from their "
         "governments,\" Parker wrote.")
    y = ("In a letter to employees, American's chief executive, Doug Parker, said that rival "
         "Qatar Airways' plan was \"puzzling given our extremely public stance on the illegal "
         "subsidies\" that American alleges the gulf carriers receive.")
    # the name set off after its role is the speaker
    assert _speakers(y, True) == {"doug", "parker"}
    assert same_quoted(x, y) and same_quoted(y, x)
    # the same words in another speaker's mouth, no speaker named, or a shorter run: no
    assert not same_quoted(x, y.replace("Doug Parker", "Robert Isom"))
    assert not same_quoted(x, "The letter called the plan \"puzzling given our extremely public "
                              "stance on the illegal subsidies\" that the carriers receive.")
    assert not same_quoted(x, y.replace("extremely public stance on the illegal subsidies",
                                        "public stance"))
    assert not _speakers("In Washington, Ohio, officials said the road was closed.", True)
    # a short quotation the other's quotation holds, the same speaker named in both
    x = ("White House national security adviser H.R. McMaster said Trump will deliver a "
         "\"major\" foreign policy speech in Warsaw that will \"praise Polish courage\" and its "
         "\"emergence as a European power.\"")
    y = ("His address at Krasinski Square will \"celebrate Poland's emergence as a European "
         "power\", US National Security Adviser HR McMaster says.")
    assert same_quoted(x, y) and same_quoted(y, x)
    assert not same_quoted(x, y.replace("HR McMaster", "John Bolton"))


def test_a_phrase_of_common_words_is_one_statement_only_when_both_name_its_speaker() -> None:
    from newsfuse.claims import _plain_fragments, same_quoted

    x = ("Bill Cosby says that in all of his years in show business, he's \"never seen "
         "anything like\" his situation after being accused by multiple women of sexual "
         "assault.")
    y = ("\u201cI\u2019ve been in this business 52 years, and I\u2019ve never seen anything "
         "like this,\u201d Cosby said.")
    assert _plain_fragments(x) == (("never", "seen", "anything", "like"),)
    assert same_quoted(x, y) and same_quoted(y, x)
    # another speaker, none named, or a phrase of function words only: no
    assert not same_quoted(x, y.replace("Cosby said", "Phylicia Rashad said"))
    assert not same_quoted(x, y.replace(" Cosby said", " he said"))
    assert not _plain_fragments("Trump said he was \"going to be\" there.")
    assert not _plain_fragments("Trump said \"it is what it is\" on Monday.")


def test_a_speaker_named_before_an_aside_in_dashes_or_as_the_subject_of_saying() -> None:
    from newsfuse.claims import _speakers, same_quoted

    x = ("Hannity admitted he's incredibly \u201cpissed off\u201d about the whole thing, saying, "
         "\u201cHis comments are beyond repugnant to me. They are beyond despicable to me.\u201d")
    y = ("Fox News host Sean Hannity \u2014 who had been one of Bundy's leading champions \u2014 "
         "said the comments were \u201cbeyond repugnant.\u201d")
    # the subject of a sentence that goes on ", saying" is its speaker; a name before an
    # aside set off by dashes (or a wire's "--") is the speaker of the verb after it
    assert _speakers(x, True) == {"hannity"}
    assert _speakers(y, True) == {"sean", "hannity"}
    assert _speakers("John Smith -- a lawyer for the family -- said it was over.", True) == \
        {"john", "smith"}
    # one speaker's statement, reported with a short quotation the other's quotation holds
    assert same_quoted(x, y) and same_quoted(y, x)
    # another speaker named: another statement
    assert not same_quoted(x, y.replace("Sean Hannity", "Tucker Carlson"))
    # "saying" after officials named by no name, or a sentence that opens on a phrase: no name
    assert not _speakers("Police arrested Smith on Monday, saying he fled.", True)
    assert not _speakers("Meanwhile, Obama criticized Romney, saying he was wrong.", True)
    # the subject only when the sentence opens on it (not a name inside a clause before)
    assert _speakers("Putin rejected the claim, saying it was absurd.", True) == {"putin"}
    # a sentence opening on a preposition or a linking word: its capitals are no subject
    assert not _speakers('In Washington officials reacted angrily to the ruling, saying "the '
                         'plan is dead."', True)
    assert not _speakers('After Obama spoke the crowd cheered loudly, saying "four more '
                         'years."', True)


def test_a_statement_s_words_given_by_another_quoted_or_as_its_own_text() -> None:
    from newsfuse.claims import same_quotation

    x = ("\"We want to find out exactly what caused Elijah's death and that will mean sorting "
         "out exactly where, if any, breakdowns may have occurred at either the school or the "
         "hospital. Having a third-party medical examination will ensure our ability to get a "
         "clear picture. We just want justice for Elijah.\"")
    # the page itself gives the quotation's first sentence as its own text
    y = ("We want to find out exactly what caused Elijah's death and that will mean sorting out "
         "exactly where, if any, breakdowns may have occurred at either the school or the "
         "hospital.")
    assert same_quotation(x, y)
    # another outlet's shorter quotation of the same words: most of y is x's words
    x = ("\"I mean I don't know how else to cut it, like they attacked me, I'm the victim. I'm "
         "the victor, but I was the victim too.\"")
    assert same_quotation(x, "\"I'm the victor but I was the victim too.\"")
    # too few of the words in a row, or of either
    assert not same_quotation(x, "\"I'm the victor,\" he said after the verdict was read out "
                                 "to a packed courtroom on Saturday.")
    # the same words in another named speaker's mouth
    x = "\"This is a victory for every family in this city and for the rule of law,\" Smith said."
    y = "\"This is a victory for every family in this city and for the rule of law,\" Jones said."
    assert not same_quotation(x, y)
    assert same_quotation(x, y.replace("Jones", "the mayor"))
    # a speaker told by no name in x, a named one in y that x does not name: anyone's words
    x = ("\"Our thoughts and prayers are with the families of the victims,\" police said in a "
         "statement.")
    y = ("\"Our thoughts and prayers are with the families of the victims,\" Governor Josh "
         "Shapiro said.")
    assert not same_quotation(x, y)
    assert same_quotation(x.replace("police said", "police spokesman Josh Shapiro said"), y)
    # a title's words, or a phrase the sentence is about (no one's statement), are no statement
    x = ("\"I can't imagine doing another one,\" said Seinfeld, promoting his HBO special, "
         "\"I'm Telling You for the Last Time.\"")
    assert not same_quotation(x, "Tonight, Seinfeld is going to bury the act with a live HBO "
                                 "special called \"I'm Telling You for the Last Time.\"")
    x = ("If passed, the third line of the anthem will change from \"True patriot love in all "
         "thy sons command\" to \"all of us command\".")
    assert not same_quotation(x, "The bill would change the line \"True patriot love in all "
                                 "thy sons command\" to \"in all of us command.\"")


def test_an_adverb_between_the_auxiliary_and_the_verb_keeps_it_the_predicate() -> None:
    x = ("A campaign mailer sent out by a Republican candidate for a state Senate seat is being "
         "widely denounced for using anti-Semitic tropes.")
    # "denounced" is the predicate (a criticism), not "sent", a reduced relative
    assert fact_of(x).verb == "denounced"
    assert main_verb(x) == ""
    assert not same_fact(x, "Campaign mailer sent by GOP state Senate candidate Ed Charamut.",
                         any_verb=True)


def test_a_place_set_off_by_commas_is_no_speaker():
    from newsfuse.claims import _speakers, one_speaker

    a = "Flood waters reached 40 homes in Harris County, Texas, said the sheriff's spokesman."
    b = "The storm was the worst in a decade in Harris County, Texas, said the mayor of Houston."
    assert "texas" not in _speakers(a, True)
    assert not one_speaker(a, b)
    # the name set off after its role is still the speaker
    assert {"doug", "parker"} <= _speakers(
        "American's chief executive, Doug Parker, said the plan was puzzling.", True)


def test_two_speakers_named_are_two_statements_however_alike():
    from newsfuse.claims import quoted_back

    report = "Pelosi said on Friday the plan was 'a recipe for disaster' for the middle class."
    quote = ('"The Republican tax plan is a recipe for disaster for working families across '
             'the country," Clinton said.')
    assert quoted_back(report, quote) == ()
    same = ('"The Republican tax plan is a recipe for disaster for working families across '
            'the country," Pelosi said.')
    assert quoted_back(report, same) == ("a", "recipe", "for", "disaster")


def test_a_noun_that_looks_like_a_verb_of_saying_reports_no_speech():
    from newsfuse.claims import quoted_back

    quote = ('"We will keep our strategic patience policy for as long as it takes," Obama said '
             'on Friday.')
    assert quoted_back("The United States has long defended its 'strategic patience' policy.",
                       quote) == ()
    assert quoted_back("Obama said the country would keep its 'strategic patience' policy.",
                       quote) == ("strategic", "patience")


def test_an_acronym_is_the_name_the_other_outlet_spells_out():
    from newsfuse.claims import spelled_out

    spelled = ("Napster also has been sued by the Recording Industry Association of America "
               "in federal court in San Francisco.")
    short = ("The RIAA and the rock band Metallica have both sued Napster, alleging the "
             "company's software allows computer users to trade copyrighted music online.")
    assert spelled_out(short, spelled).startswith(
        "The Recording Industry Association of America and the rock band")
    assert spelled_out(spelled, short) == spelled  # nothing to spell out
    assert same_fact(spelled, short, marks=True)
    # (the other way round, two doers, and the other names one: not both, as before)
    assert not same_fact(short, spelled, marks=True)
    assert same_fact("The RIAA sued Napster in federal court in San Francisco.", spelled,
                     marks=True)
    assert not same_fact(spelled, short)  # select's repeat test reads the words as written
    # initials alone make no name: another body's acronym, another doer
    other = ("The RIAS and the rock band Metallica have both sued Napster, alleging the "
             "company's software allows computer users to trade copyrighted music online.")
    assert spelled_out(other, spelled) == other
    assert not same_fact(spelled, other, marks=True)
    # the initials of the whole name's capitalised words, or of the name after its article
    assert spelled_out("The NIH panel met.", "The National Institutes of Health said so.") == \
        "The National Institutes of Health panel met."
    # never a tail of a longer name: "The American Academy of Medical Acupuncture" is no AMA
    # (the same DUC topic's "The AMA" is the American Medical Association), nor two bodies
    aama = ("The American Academy of Medical Acupuncture sued the insurer in federal court in "
            "Chicago on Monday.")
    assert spelled_out("The AMA sued the insurer.", aama) == "The AMA sued the insurer."
    assert not same_fact("The AMA sued the insurer in federal court in Chicago on Monday.",
                         aama, marks=True)
    assert spelled_out("The CBC met.", "the Progressive Caucus and the Black Caucus met") == \
        "The CBC met."


def test_a_suit_told_by_its_noun_with_its_doer_and_the_one_sued():
    from newsfuse.claims import nouns_told

    sued = ("Napster also has been sued by the Recording Industry Association of America in "
            "federal court in San Francisco.")
    # the doers after "by", each its own name; a suit of any kind is a suit
    background = ("Napster is also fighting copyright infringement suits filed by rap artists "
                  "Dr. Dre and the Recording Industry Association of America trade group.")
    assert same_fact(sued, background, marks=True)
    assert not same_fact(sued, background)  # (select's repeat test reads no nouns)
    # another doer, or another one sued, is another suit
    assert not same_fact(sued, "Napster is also fighting a copyright infringement suit "
                               "filed by rap artist Dr. Dre and his label.", marks=True)
    assert not same_fact(sued, "The Recording Industry Association of America won a lawsuit "
                               "against MP3.com, a music database service.", marks=True)
    # only a noun with its participants: a suit one wears, or "followed suit", is none
    assert nouns_told("He wore a dark suit.") == ()
    assert nouns_told("Its floors were as red as Santa's suit.") == ()
    assert not same_fact("Giorgio Armani sued the magazine in Milan on Tuesday.",
                         "Giorgio Armani's suit was photographed by the magazine in Milan on "
                         "Tuesday.", marks=True)
    assert nouns_told("They settled the suit in May.")[0][0] == nouns_told(
        "a suit against Napster")[0][0]
    assert not same_fact("Metallica sued Napster in April.",
                         "Metallica followed suit by Napster's rules in April.", marks=True)
    # the doer's own name is the last of its description ("the militant Basque separatist
    # group Eta": Eta), and a possessor is read before the noun's modifiers
    assert nouns_told("Aznar said the week-long unilateral cease-fire started today by the "
                      "militant Basque separatist group Eta is a stunt.")[0][3] == \
        (frozenset({"eta"}),)
    assert nouns_told("They met after the ETA's week-long unilateral truce ended Monday.")[0][1] \
        == frozenset({"eta"})


def test_a_subject_named_by_one_outlet_and_described_by_the_other_for_a_mark():
    # MN 4321: a woman the one outlet places by county, the other by age, the same arrest
    # on the same night for the same acts
    x = ("A Flagler County woman has been arrested after she crashed a wedding, poured a "
         "drink on her boyfriend, then punched a woman in the face, deputies say.")
    y = ("A 20-year-old woman was arrested Sunday night after reportedly crashing a wedding, "
         "pouring a drink on her boyfriend and punching a woman in the face, WKMG reported.")
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, y)  # select's repeat test reads the subject as written
    judge = ("A Cumberland County judge sentenced veteran Joseph Serna to spend one night in "
             "jail for a probation violation.")
    assert same_fact(judge, "The judge sentenced him to lock-up for a probation violation, "
                            "then shocked Serna by his compassion.", marks=True)
    # another one: a word of it, a name of its own, a pronoun, the officials named by none
    for other in ("A second woman was arrested Sunday night after crashing a wedding, "
                  "pouring a drink on her boyfriend and punching a woman in the face.",
                  "Another woman was arrested Sunday night after crashing a wedding, pouring "
                  "a drink on her boyfriend and punching a woman in the face.",
                  "Her sister was also arrested Sunday night after crashing a wedding, "
                  "pouring a drink on her boyfriend and punching a woman in the face.",
                  "Maria Lopez, 20, was arrested Sunday night after crashing a wedding, "
                  "pouring a drink on her boyfriend and punching a woman in the face.",
                  "She was arrested Sunday night after crashing a wedding, pouring a drink "
                  "on her boyfriend and punching a woman in the face."):
        assert not same_fact(x, other, marks=True), other
    # y must still give x's other names ("in Palm Coast"), its day and its figures (the age)
    woman = ("A Flagler County woman, 20, was arrested Sunday night in Palm Coast after she "
             "crashed a wedding and punched a bridesmaid.")
    assert same_fact(woman, "A 20-year-old woman was arrested Sunday night in Palm Coast "
                            "after crashing a wedding and punching a bridesmaid.", marks=True)
    for other in ("A 20-year-old woman was arrested Sunday night after crashing a wedding and "
                  "punching a bridesmaid.",
                  "A 20-year-old woman was arrested Monday night in Palm Coast after crashing "
                  "a wedding and punching a bridesmaid.",
                  "A woman, 31, was arrested Sunday night in Palm Coast after crashing a "
                  "wedding and punching a bridesmaid."):
        assert not same_fact(woman, other, marks=True), other


def test_a_happening_told_only_in_a_clause_with_nothing_of_its_own_is_a_passing_mention():
    # D0742J S1 [3] (both session-16 readers: wrong): a story about the couple's dog, the
    # disappearance only in a clause of time with no day, place or name of its own
    x = ("A small plane carrying John F. Kennedy Jr., his wife, Carolyn Bessette Kennedy, and "
         "her sister disappeared late Friday off the Massachusetts coast, and by Saturday "
         "afternoon the authorities had recovered debris from the airplane.")
    dog = ("The black and white dog is safe -- it was apparently taken to Massachusetts by a "
           "close friend of Kennedy and Carolyn Bessette Kennedy, shortly after their plane "
           "disappeared last weekend, said a law enforcement source.")
    assert not same_fact(x, dog, marks=True)
    # the clause gives the day, or a name of x's: it reports the happening
    assert same_fact(x, "Experts said those bits of debris, and the radar signals that "
                        "tracked Kennedy's plane just before it disappeared Friday night, are "
                        "enough to confirm a much-feared fact.", marks=True)
    assert same_fact(x, "The details of what happened in the hour before Kennedy's plane "
                        "disappeared may not be known until the aircraft is recovered.",
                     marks=True)
    eta = "The armed Basque separatist group ETA has announced an open-ended cease-fire."
    assert same_fact(eta, "The announcement by the Interior Ministry came exactly three months "
                          "after ETA began observing an open-ended ceasefire in its 30-year "
                          "battle for an independent homeland.", marks=True)


def test_an_arrest_on_charges_is_told_by_the_charges_for_a_mark():
    # MN 873 S9 [2] ("King was arrested and is facing ..." / "The vicar faces ..."): the
    # arrest and the counts in one sentence, the counts alone in the other
    x = ("Dalton was arrested and is facing five counts of possessing a sexual performance by a "
         "child and two counts of criminal possession of a controlled substance.")
    y = ("Dalton faces five counts of possessing a sexual performance by a child and two counts "
         "of drug possession.")
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, y)  # select's repeat test reads the verbs as written
    # other offences, another one charged, an arrest that tells no charge: other facts
    assert not same_fact(x, "Dalton faces two counts of assault and one count of burglary.",
                         marks=True)
    assert not same_fact(x, "Smith faces five counts of possessing a sexual performance by a "
                            "child and two counts of drug possession.", marks=True)
    assert not same_fact("Dalton was arrested Friday at his parish residence.", y, marks=True)


def test_a_happening_told_by_its_noun_and_what_it_did_is_a_clause_of_its_own():
    # D0729G S3: the bombing's toll, background that later articles tell as their own sentence
    x = ("Rudolph has been on the run since the January 1998 bombing of a Birmingham, Ala., "
         "abortion clinic that killed an off-duty police officer and severely wounded a nurse.")
    (clause,) = noun_clauses(x)
    assert clause == ("The January 1998 bombing of a Birmingham, Ala., abortion clinic killed "
                      "an off-duty police officer and severely wounded a nurse.")
    assert same_fact(clause, "The Birmingham attack killed an off-duty police officer working "
                             "as a security guard at the clinic and seriously wounded a nurse.",
                     marks=True, main=True)
    # told only in passing (the widow's trip) is not y's own predicate
    assert not same_fact(clause, "The widow of the police officer killed in the Birmingham "
                                 "bombing flew into town.", marks=True, main=True)
    assert noun_clauses("Rudolph has been on the run since the bombing.") == ()
    assert noun_clauses("The storm that hit Florida was the worst in years.") == ()


def test_speaker_pattern_look_aheads_change_no_match():
    """``_SPEAKER_TITLED``'s alternatives that open on a repeated name look ahead for its first
    character (so the repeat is not set up at every position): without the look-aheads, the
    same matches and groups."""
    import random
    import re

    from newsfuse import claims

    pattern = claims._SPEAKER_TITLED.pattern
    assert pattern.count("(?=[A-Z\\d])(") == 1 and pattern.count("(?=[A-Z])(") == 3
    old = re.compile(pattern.replace("(?=[A-Z\\d])(", "(").replace("(?=[A-Z])(", "("))
    rnd = random.Random(5)
    pieces = ["said", " ", "Peggie", "Krippendorf", ",", "a", "spokeswoman", "U.S.", "7th",
              "Fleet", "--", "—", "according to", "the", "saying", "In", "9", "x", "ABC", "'s",
              "attorney", "on Monday"]
    texts = ["Peggie Krippendorf, a spokeswoman for the D.A., said it.",
             "The U.S. 7th Fleet said; American's chief executive, Doug Parker, said",
             "Fox News host Sean Hannity — who had been one of his champions — said so",
             "Kushner’s attorney on Thursday said; Mr. Jared Kushner's lawyer told",
             *("".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 14)))
               for _ in range(3000))]
    for text in texts:
        assert [(m.span(), m.groups()) for m in claims._SPEAKER_TITLED.finditer(text)] == \
            [(m.span(), m.groups()) for m in old.finditer(text)], text


def test_word_patterns_match_the_backtracking_forms_they_replace():
    """``_WORD`` and ``_TOKEN`` are written without backtracking (a letter, its run of word
    characters, then runs of inner punctuation each followed by word characters; possessive):
    the same tokens as the forms they replaced (a letter, the longest run of word characters
    and inner punctuation that ends on a word character, or the letter alone), at fewer
    instructions a word."""
    import random
    import re

    from newsfuse import claims

    old_word = re.compile(r"[A-Za-z][\w'’.-]*[\w]|[A-Za-z]|\d[\d,.]*\d|\d|[,;:]")
    old_token = re.compile(r"[A-Za-z][\w'’.-]*[\w]|[A-Za-z]|\d[\d,.:/-]*\d|\d|,")
    rnd = random.Random(11)
    texts = ["The U.S. 7th Fleet said 1,200.50 sailors -- o’Neill's men -- weren't 3:30/4-5.",
             *("".join(rnd.choice("aZ9_.,;:'’-/ é\"“") for _ in range(rnd.randint(1, 12)))
               for _ in range(5000))]
    for text in texts:
        for old, new in ((old_word, claims._WORD), (old_token, claims._TOKEN)):
            assert [m.span() for m in new.finditer(text)] == \
                [m.span() for m in old.finditer(text)], text


def test_one_payment_told_by_its_exact_sum_is_one_fact():
    # MN 2654 S2: the bakery owners' payment, told by the giver and by the receiver
    x = ("Aaron Klein, co-owner of the shuttered Sweet Cakes by Melissa, walked into the Oregon "
         "Bureau of Labor and Industries' Portland office and handed over a check for "
         "$136,927.07, an amount including accrued interest, agency spokesman Charlie Burr said.")
    y = ("Charlie Burr, the communications director for BOLI, told KOIN 6 News the agency "
         "received a payment of $136,927.07 from Aaron Klein on Monday.")
    assert same_sum(x, y)
    assert not same_fact(x, y, marks=True)  # no happening of a known kind: the sum decides
    # a sum ordered, owed or refused is another fact; a round sum, another payment's sum,
    # no name in common: no mark
    assert not same_sum(x, y.replace("received a payment of", "ordered a payment of"))
    assert not same_sum(x, y.replace("the agency received", "Klein refused to make"))
    assert not same_sum(x.replace("136,927.07", "135,000"), y.replace("136,927.07", "135,000"))
    assert not same_sum(x, y.replace("136,927.07", "136,972.07"))
    assert not same_sum(x, "The agency received a payment of $136,927.07 on Monday.")
    # the sum not told as paid (what the fundraiser raised) is not the payment
    assert not same_sum(x, "Supporters of Aaron Klein raised $136,927.07 online.")


def test_a_finding_told_by_another_verb_is_one_fact():
    # D0742J S4: the investigators' conclusion, told as the NTSB's determination and findings
    x = ("Federal investigators have concluded pilot error caused the plane crash that killed "
         "John F. Kennedy Jr., his wife and his sister-in-law, NBC News reported Thursday.")
    for y in ("The National Transportation Safety Board determined the cause of the crash was "
              "pilot error and said Kennedy likely became disoriented in the night sky.",
              "The NTSB findings confirm early speculation that pilot error caused the crash."):
        assert same_finding(x, y)
        assert not same_fact(x, y, marks=True)
    # suspected, expected or never determined: not the finding
    for y in ("CBS news reported Friday night that preliminary reports found pilot error is "
              "suspected to be the cause behind the fatal accident.",
              "Rather than use the words pilot error, the NTSB is likely to conclude the cause "
              "was Kennedy becoming spatially disoriented, NBC reported.",
              "Federal investigators cautioned Sunday that the cause of the crash might never "
              "be determined.",
              "Investigators have not concluded that pilot error caused the crash."):
        assert not same_finding(x, y)
    # another finding; a finding in a clause of x; a finder x names that y does not
    assert not same_finding(x, "The NTSB findings confirm that ice caused the crash.")
    # the one word of the finding left out or added is its direction: another finding
    # "found" without "that" is a discovery ("Police found the body ..."), not a finding
    assert not same_finding("Police found the body of a woman in the river on Sunday.",
                            "Officers found the woman's body in the river.")
    risk = "Researchers have found that people living in the highlands are at increased risk."
    assert same_finding(risk, "The findings show people living in the highlands are at an "
                              "increased risk.")
    assert not same_finding(risk, "The findings show people living in the highlands are at "
                                  "a decreased risk.")
    assert not same_finding("After investigators concluded pilot error caused the crash, the "
                            "family sued.", "The NTSB findings confirm pilot error caused the "
                                            "crash.")
    assert not same_finding("The Kennedy family's experts concluded pilot error caused the "
                            "plane crash.", "The NTSB findings confirm pilot error caused the "
                                            "plane crash.")


def test_a_death_told_by_its_mourning_is_the_death():
    # MN 4794 S1: the bandmate mourns; the other outlets tell the death as their news
    x = ("Musician Brad Fischetti, the last surviving member of LFO, is mourning the recent "
         "death of friend and band mate Devin Lima.")
    (death,) = mourned_deaths(x)
    assert death == "Devin Lima died."
    for y in ("LFO singer Devin Lima died on Wednesday, November 21, Us Weekly confirms.",
              "LFO singer Devin Lima has died after a yearlong battle with stage 4 cancer ..."):
        assert same_fact(death, y, 3, main=True, marks=True)
    # another's death; told only in passing: no mark
    assert not same_fact(death, "LFO singer Rich Cronin died in 2010 of leukemia.", 3,
                         main=True, marks=True)
    assert not same_fact(death, "Fischetti, whose bandmate Devin Lima died last week, "
                                "posted a video.", 3, main=True, marks=True)
    # mourning not the main predicate, no name, negated: no death read
    assert mourned_deaths("Fischetti, who is mourning the death of Devin Lima, was arrested "
                          "on Friday.") == ()
    assert mourned_deaths("Fans are mourning the death of the band's drummer.") == ()
    assert mourned_deaths("Fischetti is not mourning the death of Devin Lima.") == ()


def test_contraction_pattern_matches_the_look_behind_form_it_replaces():
    """``_CONTRACTION`` opens on its character class and looks behind after it: the same
    matches, groups and substitutions as the form that opened on the look-behind (tried at every
    position of every quotation ``quote_words`` reads)."""
    import random
    import re

    from newsfuse import claims

    old = re.compile(r"(?<=[a-z])['’](ll|re|ve|m|d)\b|(?<=[a-z])n['’]t\b")
    rnd = random.Random(17)
    pieces = ["n", "'", "’", "t", "ll", "re", "ve", "m", "d", "a", "Z", " ", "x", "é", "-"]
    texts = ["we'll see, they’re sure we don't and can’t, o'neill's 'd", *(
        "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 10))) for _ in range(5000))]
    for text in texts:
        assert [(m.span(), m.groups()) for m in claims._CONTRACTION.finditer(text)] == \
            [(m.span(), m.groups()) for m in old.finditer(text)], text
    assert claims.quote_words("We'll see, they don't") == ["we", "will", "see", "they", "do", "not"]


def test_an_act_of_no_known_kind_told_in_a_clause_of_the_other():
    # MN 296 S1: the man x leaves unnamed rushes the carpet in y's "when" clause, named
    x = ("A man rushed onto the red carpet at the Cannes Film Festival and dove beneath the "
         "dress of actress America Ferrera.")
    y = ("American Ferrera's first appearance at the Cannes Film Festival was interrupted when "
         "infamous prankster Vitalii Sediuk rushed the carpet and stuck his head under her "
         "gown.")
    assert same_act(x, y)
    assert not same_fact(x, y, any_verb=True)  # y's main verb is "interrupted"
    # another one, another festival, not done, or what the verb acts on another thing
    assert not same_act(x, y.replace("Sediuk rushed", "Sediuk also rushed"))
    assert not same_act(x, y.replace("Cannes Film Festival", "Venice festival"))
    assert not same_act(x, y.replace("Sediuk rushed", "Sediuk never rushed"))
    assert not same_act(x, y.replace("rushed the carpet", "rushed the stage"))
    # a participle after a comma is no main predicate; a subject x names is same_fact's
    assert not same_act("The study, published online Monday in the Journal of Clinical "
                        "Investigation, might have implications for travelers.",
                        "Zeitzer is senior author of the study, which was published online "
                        "Feb. 8 in the Journal of Clinical Investigation.")
    assert not same_act(x.replace("A man", "Vitalii Sediuk"), y)


def test_one_named_group_founded_is_one_fact():
    # MN 530 S7: the committee the women formed, told as "started a group called"
    x = ("They formed \"The Implant Truth Survivors Committee\" to educate women and doctors, "
         "and to force the FDA to listen.")
    y = ("They've also started a group called The Implant Truth Survivors Committee, with the "
         "goal of connecting women who have this condition.")
    assert same_founding(x, y)
    assert not same_fact(x, y, any_verb=True)
    # only planned, another group's name, a name of two words: no mark
    assert not same_founding(x, "They plan to start a group called The Implant Truth "
                                "Survivors Committee.")
    assert not same_founding(x, "They started a group called The Implant Truth Network.")
    assert not same_founding("They formed Implant Survivors to educate women.",
                             "They started a group called Implant Survivors.")


def test_a_finding_with_another_word_in_the_place_of_one_left_out_is_another_finding():
    # review s17 #1: one word of the finding swapped (subject, verb) is the opposite finding
    x = ("Swedish researchers have concluded that men are at higher risk of heart attacks after "
         "hip surgery.")
    assert not same_finding(x, "A separate Danish study found that women are at higher risk of "
                               "heart attacks after hip surgery.")
    assert not same_finding("Researchers have concluded that smoking causes lung cancer in "
                            "women.", "An earlier study found that smoking prevents lung cancer "
                                      "in women, a claim long since debunked.")
    # one word left out, none put in its place: still the finding
    assert same_finding(x, "A Danish study found that men are at higher risk of heart attacks.")


def test_a_finding_rejected_or_only_claimed_is_not_the_finding():
    # review s17 #2: "findings contradict earlier claims that ..." rejects what x finds
    x = ("Federal investigators have concluded pilot error caused the plane crash that killed "
         "six people.")
    for y in ("The new findings contradict earlier claims that pilot error caused the plane "
              "crash.",
              "The findings dispute the theory that pilot error caused the plane crash.",
              "The board's findings reject speculation that pilot error caused the plane crash."):
        assert not same_finding(x, y)
    assert same_finding(x, "The new findings confirm earlier claims that pilot error caused the "
                           "plane crash.")


def test_an_earlier_act_the_other_recalls_is_another_act():
    # review s17 #3: the background paragraph recalls a precedent with the same verb and object
    x = "A man scaled the White House fence Sunday night."
    assert not same_act(x, "Security was tightened after a man scaled the White House fence in "
                           "2014 and ran into the East Room.")
    assert not same_act(x, "Security was tightened since a man scaled the White House fence "
                           "and ran into the East Room.")
    assert not same_act("A woman threw a shoe at Hillary Clinton during a speech in Las Vegas on "
                        "Thursday.", "Hillary Clinton, speaking in Las Vegas, joked about the "
                                     "time an Iraqi journalist threw a shoe at President Bush.")
    assert same_act(x, "The president was away when a man scaled the White House fence and ran "
                       "onto the North Lawn.")


def test_a_place_after_a_verb_of_starting_is_no_group_founded():
    # review s17 #4: "launched a missile from <Place>", "set up ... at <Place>": no founding
    assert not same_founding(
        "North Korea launched a missile from Sohae Satellite Launching Station on Sunday.",
        "In December 2012, North Korea launched a rocket from Sohae Satellite Launching "
        "Station, putting a satellite in orbit.")
    assert not same_founding(
        "Police set up roadblocks around Lincoln Park High School after the shooting on Friday.",
        "The Red Cross set up a shelter at Lincoln Park High School for displaced families.")
    assert not same_founding(
        "The protest started outside the Trump International Hotel on Monday.",
        "A similar protest last year started at the Trump International Hotel and ended in "
        "arrests.")
    assert same_founding("They founded Mothers Against Drunk Driving in 1980.",
                         "In 1980 they formed a group called Mothers Against Drunk Driving.")


def test_a_possessive_s_death_is_not_the_mourned_ones():
    # review s17 #5: "Devin Lima's father died" is the father's death
    (death,) = mourned_deaths("Musician Brad Fischetti is mourning the death of his bandmate "
                              "Devin Lima.")
    assert not dies_by_name(death, "Devin Lima's father died in 2015, and the singer often "
                                   "spoke of the loss.")
    assert not dies_by_name(death, "Devin Lima's father died, and the singer often spoke of it.")
    assert dies_by_name(death, "LFO singer Devin Lima has died after a yearlong battle with "
                               "stage 4 cancer.")
    assert dies_by_name(death, "Devin Lima, the LFO singer, died on Wednesday.")


def test_sums_that_differ_in_cents_are_two_payments_and_votes_no_payment():
    # review s17 #6, #7
    x = "Oregon bakery owner Aaron Klein handed over a check for $136,927.07 on Monday."
    assert not same_sum(x, "The agency received a payment of $136,927.95 from Aaron Klein for "
                           "the couple last year.")
    assert same_sum(x, "The agency received a payment of $136,927.07 from Aaron Klein.")
    assert not same_sum("Romney received 29,805 votes in Iowa.",
                        "In Iowa, Santorum received 29,805 votes, tying the race.")


def test_one_vote_told_by_its_count_is_one_fact():
    # MN 2617 S2: the Senate's budget vote, told by its count alone by the other outlet
    x = ("Working into Friday's pre-dawn hours, senators approved the blueprint by a near "
         "party-line 52-46 vote, endorsing a measure that closely follows one the House passed "
         "Wednesday.")
    y = ("The 52-46 vote on the non-binding budget resolution put Congress on a path to complete "
         "its first full budget in six years.")
    assert tallies(x) == {(52, 46)} and tallies("The council voted 9 to 0 on Monday.") == {(9, 0)}
    assert same_tally(x, y) and same_tally(y, x)
    assert not same_fact(x, y, marks=True)  # told by its noun: the count decides
    assert not same_tally(x, y.replace("52-46", "51-47"))  # another count: another vote
    # a count that is no vote's ("won 52-46", a score) is no tally; a vote only expected,
    # or one that failed to pass, is another fact
    assert not tallies("The Lakers won 102-96 on Friday, the House passed a bill.")
    assert not same_tally(x, "The bill is expected to pass by a 52-46 vote next week.")
    assert not same_tally(x, "The measure did not win a 52-46 vote.")


def test_the_same_long_list_of_people_with_one_verb_is_one_fact():
    # MN 5124 S3: the film's director and cast, told in another sentence's clause
    x = ("“Furious 7” is directed by James Wan and stars Vin Diesel, Dwayne Johnson, Paul "
         "Walker, Michelle Rodriguez, Jordana Brewster, Tyrese Gibson, Jason Statham and "
         "Ludacris.")
    y = ("The James Wan-directed film, which stars Vin Diesel, Dwayne Johnson, Paul Walker, "
         "Ludacris, Jason Statham, Michelle Rodriguez, Jordana Brewster, and Tyrese Gibson, hit "
         "the billion-dollar milestone in just 17 days.")
    assert same_cast(x, y)
    assert not same_cast(x, y.replace("Jordana Brewster, ", ""))  # one of x's people left out
    assert not same_cast(x, y.replace("Wan-directed", "Wan").replace("stars", "honours"))
    # fewer than four full names is no list to go by
    assert not same_cast("The film stars Vin Diesel and Paul Walker.",
                         "The film stars Vin Diesel and Paul Walker, critics said.")


def test_a_compound_written_as_two_words_is_what_the_predicate_acts_on():
    # MN 4840 S1: "caseworker" / "case worker": one shooting
    x = ("A troubled patient opened fire on a caseworker and psychiatrist in a small office at a "
         "unit of Mercy Fitzgerald Hospital in Delaware County on Thursday afternoon, police "
         "said, leading the doctor to draw his own weapon and shoot the assailant.")
    y = ("A female case worker was killed and a doctor shot when a psychiatric patient opened "
         "fire on them Thursday in a wellness center on the campus of a Delaware County, "
         "Pennsylvania, hospital, officials say.")
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, y.replace("case worker", "nurse"), marks=True)


def test_a_reporting_frame_before_the_clause_is_not_its_subject():
    # "X said <clause>": the reported clause's subject is the fact's
    f = fact_of("Police said Tuesday that John Smith was arrested in Dallas.")
    assert f.subject >= {"john", "smith"} and "said" not in f.head
    f = fact_of("Syrian state television said three rebels and a member of the security "
                "forces were killed in the fighting.")
    assert "televis" not in f.head and "syrian" not in f.subject
    f = fact_of("A French security official, who was not authorized to release details, said "
                "the suspect was arrested Sunday.")
    assert "french" not in f.subject and "suspect" in f.head
    # a frame in a relative clause whose reported words run into the main predicate is not
    f = fact_of("The police, who said the man was armed, arrested Smith on Tuesday.")
    assert "polic" in f.head or "police" in f.head
    # a reported clause about the speaker's own ("its plant") is the speaker's fact
    f = fact_of("Kellogg confirmed on Tuesday that its plant in Venezuela had been seized.")
    assert "kellogg" in f.head
    f = fact_of("Metallica said Tuesday that they'll sue Napster in federal court.")
    assert "metallica" in f.subject
    # a passive "was told" is no frame
    f = fact_of("Smith was told the plant had been seized by the government.")
    assert "smith" in f.head
    # "told" needs its "that", unless whom it was told is a name and a count or article opens
    # the clause ("tells The Associated Press two people ...")
    assert fact_of("Smith told CNN the man was arrested.").head == {"man"}
    assert "smith" in fact_of("Smith told reporters the man was arrested.").head
    f = fact_of("Police tell NBC10 the doctor returned fire with his own gun.", True)
    assert f.head == {"doctor"}
    # a number after the name is the name's own ("NewsChannel 15"), when no noun follows it
    f = fact_of("She told NewsChannel 15 she didn't have the heart to shoot them, so she "
                "smothered them.", True)
    assert "newschannel" in f.head  # (the frame left as it is)
    f = fact_of("Officials told CNN 13 people were arrested.")
    assert "peopl" in f.head and "cnn" not in f.head and "offici" not in f.head


def test_a_relative_clause_with_a_copula_ends_at_it():
    # "who were part of ...": the copula is the clause's verb; the main predicate follows
    f = fact_of("Police said two people who were part of a counter-protest were arrested.")
    assert f.events and f.head == {"peopl"}
    f = fact_of("The percentage of American adults who are overweight or obese has risen from "
                "about 43 percent to about 55 percent.")
    assert f.events == verb_events("The percentage has risen.")
    # a participle after the copula (and an adverb between) is the clause's own verb
    assert not fact_of("John Conyers is a Detroit Democrat who was first elected to Congress "
                       "in 1964 and is its longest-serving member.").events
    assert fact_of("Two men who were stabbed on Saturday died.").events == \
        verb_events("Two men died.")
    assert fact_of("A man who was not armed was shot by police.").events == \
        verb_events("A man was shot.")



def test_the_same_counts_of_the_same_things_in_any_order_are_one_fact():
    # train 6151 S2: the study's 45 volunteers and 75 acronyms, told in another order (train
    # 653's reader listed [2] missing)
    x = ('In "Brainprint," a newly published study in academic journal Neurocomputing, '
         "researchers from Binghamton University observed the brain signals of 45 volunteers as "
         "they read a list of 75 acronyms, such as FBI and DVD.")
    y = ("Researchers at BU read a list of 75 acronyms, such as FBI and DVD, to 45 volunteers "
         "and observed the brainwaves that resulted from each group of letters.")
    assert same_counts(x, y) and same_counts(y, x)
    # one count in common, or another count of a thing, is not
    assert not same_counts(x, y.replace("45 volunteers", "45 study participants"))
    assert not same_counts(x, y.replace("45 volunteers", "54 volunteers"))
    # nor counts of time, nor a negation, nor without a name in common
    assert not same_counts("Smith spent 3 years in Ohio and 5 months in Iowa.",
                           "Smith spent 5 months in Iowa and 3 years in Ohio.")
    assert not same_counts(x, y.replace("read a list", "did not read a list"))
    assert not same_counts(x, y.replace(", such as FBI and DVD", ""))


def test_one_exact_count_of_one_thing_is_one_fact():
    # MN 1144 S1: the race's margin, told by the other outlet as the count alone
    x = ("Democratic Rep. Kyrsten Sinema took a narrow 9,610-vote lead over GOP Rep. Martha "
         "McSally Thursday evening as Arizona’s election authorities counted more ballots.")
    y = ("Suspense hangs over the supertight U.S. Senate race, which has Democrat Kyrsten Sinema "
         "and Republican candidate Martha McSally separated by just 9,610 votes.")
    assert same_count(x, y)
    assert not same_count(x, y.replace("9,610", "9,601"))  # another count
    assert not same_count(x, y.replace("9,610 votes", "9,610 ballots"))  # of another thing
    assert not same_count(x, y.replace("Kyrsten Sinema", "she").replace("Martha McSally",
                                                                          "her rival"))
    # a year, a round figure, or a negation is no shortcut
    won = "Senator John Smith won the 2012 election in Ohio."
    assert not same_count(won, won.replace("won", "lost"))
    raised = "Senator John Smith raised 10,000 dollars in Ohio."
    assert same_count(raised.replace("10,000", "10,350"), raised.replace("10,000", "10,350"))
    assert not same_count(raised, raised)
    assert not same_count(x, y.replace("separated by just", "not separated by"))


def test_one_speakers_short_quotation_is_one_statement_even_continued_alone():
    from newsfuse.claims import same_quoted
    x = ("“It is time to go underwater,” said Air Chief Marshal Angus Houston, who is "
         "coordinating the search from Perth, Australia.")
    before = ('"We haven\'t had a single detection in six days," Australian chief search '
              'coordinator Angus Houston said.')
    y = '"It\'s time to go underwater."'  # its speaker is the sentence before's
    assert same_quoted(x, before + " " + y)  # "It's" is "It is"
    assert same_quoted(x, y, before)
    assert not same_quoted(x, y)  # no speaker: whose words?
    assert not same_quoted(x, y, '"We are ready," Navy spokesman Lee Ames said.')
    # another speaker's five words are another statement
    assert not same_quoted(x, '"It is time to go underwater," said Captain Mark Ryan.')


def test_a_speaker_named_before_a_clause_that_says_who_and_co_words_as_one():
    from newsfuse.claims import one_speaker, plain_terms
    assert one_speaker(
        '"It is time," said Air Chief Marshal Angus Houston.',
        "Air Chief Marshal Houston, who heads the joint agency co-ordinating the search effort, "
        "said that it was time to go underwater.")
    assert plain_terms("agency co-ordinating the search") == plain_terms(
        "agency coordinating the search")


def test_a_subject_of_others_is_not_the_story_s_own():
    # "Two other trainees" died before: not the trainee whose death the story tells
    own = ("A 23-year-old Navy diver trainee died last week during his second week of basic "
           "training in Port Verran, Oregon, a Navy spokesman said.")
    others = "Two other trainees have died at Port Verran since 2013."
    assert not same_fact(others, own, marks=True)
    assert not same_fact(others, own)
    assert same_fact(others, "Two other trainees have died in the course at Port Verran since "
                             "2013, the Navy said.", marks=True)
    # a name set beside "the other" says who: the same death
    assert same_fact("The other boy, 8-year-old Jonathan Martinez, died after being rushed to a "
                     "hospital.", "Jonathan Martinez, 8, died after he was rushed to a hospital, "
                     "police said.", marks=True)


def test_a_described_subject_is_one_happening_for_a_repeat_without_the_other_names():
    # train 19004: one birth told by a sentence that names the mother and the hospital and by
    # one that describes her; a brief's repeat (``described_too``), not a mark, which still
    # wants the hospital named in both
    named = ("Tennis superstar Serena Williams gave birth to a baby girl at St. Mary's Medical "
             "Center, ESPN reports.")
    described = ("The tennis champion, 35, gave birth to her first child, a baby girl, with "
                 "Reddit co-founder Alexis Ohanian, 34, on Friday, according to multiple "
                 "reports.")
    assert same_fact(named, described, 3, main=True, described_too=True)
    assert not same_fact(named, described, 3, main=True)
    assert not same_fact(named, described, marks=True)
    # another one, a pronoun, or someone named otherwise is still another fact
    for other in ("A second tennis player gave birth to a baby girl on Friday.",
                  "She gave birth to a baby girl at St. Mary's Medical Center on Friday.",
                  "Maria Sharapova gave birth to a baby girl at St. Mary's Medical Center."):
        assert not same_fact(named, other, 3, main=True, described_too=True), other


def test_the_names_of_an_indefinite_description_say_where_not_whom():
    # MN 1242 (seed 857's reader: a clear repeat, and [1] missing): "A former Millis police
    # officer" is a description; "Millis" says where, and the one found dead in Millis is
    # named by the other outlet
    officer = ("A former Millis police officer — indicted last week for allegedly making a hoax "
               "bomb threat and faking a shootout — was found dead in his home before dawn on "
               "Thanksgiving Day, authorities said.")
    named = ("Bryan Johnson, 24, was found dead in his home in Millis around 3:30 a.m. on "
             "Thanksgiving, according to the Norfolk District Attorney’s Office.")
    f = fact_of(officer)
    assert f.modified and f.subject == {"millis"}
    assert not fact_of(named).modified
    assert same_fact(officer, named, 3, main=True, described_too=True)
    assert same_fact(named, officer, 3, main=True, described_too=True)
    # for a mark, one place's name says too little of who (as "John Smith, of Boston" / "A
    # Boston man")
    assert not same_fact(officer, named, marks=True)
    assert not same_fact(named, officer, marks=True)
    # a description naming another place, or a name the other does not give, is another one
    texas = "A Texas man was found dead in his home in Dallas on Thanksgiving Day."
    for other in ("A Florida man was found dead in his home in Dallas on Thanksgiving Day.",
                  "John Smith was found dead in his home in Dallas on Thanksgiving Day."):
        for a, b in ((texas, other), (other, texas)):
            assert not same_fact(a, b, 3, main=True, described_too=True), (a, b)
    # not a description: a name after a preposition, or the name as the head
    assert not fact_of("A man from Texas was found dead in his home.").modified
    assert not fact_of("A history of the U-2 program written by CIA officials was "
                       "released.").modified
    assert not fact_of("Bryan Johnson was found dead in his home.").modified
    # "St." of a place's name is no short name of "State" (MN 3544: "A Wayne State University
    # police officer has died" read as named by "officer Collin Rose, of St. Clair Shores")
    officer = ("A Wayne State University police officer has died after he was shot in the head "
               "Tuesday night in Detroit, the Wayne State University police Chief Tony Holt "
               "confirmed.")
    rose = "Holt said officer Collin Rose, of St. Clair Shores, passed away at 5:35 p.m. Wednesday."
    assert not same_fact(officer, rose, 3, main=True, described_too=True)


def test_welcoming_a_first_child_is_a_birth():
    # train 19004: "has welcomed her first child" is the birth three other outlets report as
    # "gave birth": its mark is theirs too
    welcomed = ("Serena Williams has welcomed her first child with her fiancé, Reddit cofounder "
                "Alexis Ohanian, a source close to the tennis champ confirms to Us Weekly.")
    born = "Serena Williams has given birth to a baby girl, a source confirms to E! News."
    assert fact_of(welcomed).events == fact_of(born).events != frozenset()
    from newsfuse.align import mark_paraphrases
    from newsfuse.pipeline import build_story

    story = build_story([{"source": "Us Weekly", "title": "Serena Williams is a mom",
                          "text": welcomed + " The couple got engaged in December 2016."},
                         {"source": "E! News", "title": "It's a girl",
                          "text": born + " Williams announced her pregnancy in April."}])
    sid = next(s.id for s in story.sentences if s.display.startswith("Serena Williams has w"))
    marked = mark_paraphrases(story, [sid]).alignment.support[sid]
    assert [a for a, _, _ in marked] == [1]
    # a guest welcomed is no birth
    assert not fact_of("The mayor welcomed the visiting children to City Hall.").events & \
        fact_of(born).events




def test_patterns_by_first_letter_match_the_ones_they_replace():
    """``_REPORTING_LOWER`` (``_REPORTING``'s words by their first letter, for lower-cased
    ASCII text) finds the same spans in a text's lower-casing as the case-blind pattern in the
    text; ``_SAYING`` the same spans as its words after a ``\\b``."""
    import random
    import re

    from newsfuse import claims

    words = ["said", "Says", "SAYING", "told", "tells", "added", "according", "wrote", "calls",
             "cited", "claimed", "labelled", "dubbed", "vowed", "explains", "stated", "unsaid",
             "sayings", "recalled", "add", "addendum", "he", "the", "_said", "said_", "9said",
             "Tweeted", "panned", "brand", "x", "telling", "Told", "accordingly"]
    saying = re.compile(r"\b(?:said|says|saying|told|tells|telling|according)\b")
    rnd = random.Random(7)
    texts = ["He said so, according to the AP.", "Trump tweeted; she SAID 'no' (stated)",
             *("".join(rnd.choice(words) + rnd.choice(["", " ", ", ", "-", "'", ".", "1"])
                       for _ in range(rnd.randint(1, 10))) for _ in range(5000))]
    for text in texts:
        assert [m.span() for m in claims._REPORTING_LOWER.finditer(text.lower())] == \
            [m.span() for m in claims._REPORTING.finditer(text)], text
        assert [m.span() for m in claims._SAYING.finditer(text)] == \
            [m.span() for m in saying.finditer(text)], text


def test_one_sum_and_one_count_of_one_thing_are_one_fact():
    # DUC D0730G: "38 projects worth 287 million" / "38 military construction projects ...
    # worth 287 million" (a count read past two words before its noun)
    from newsfuse.claims import same_figured, thing_counts
    x = ("U.S. President Bill Clinton today used his line-item veto power to strike out 38 "
         "projects worth 287 million U.S. dollars from a military construction bill.")
    y = ("Last month, the president exercised his new authority by killing 38 military "
         "construction projects in 24 states worth 287 million U.S. dollars.")
    assert ("38", "project") in thing_counts(y)
    assert same_figured(x, y)
    # one of the two figures is not; nor another count of the thing, nor a negation, nor two
    # counts with no sum (``same_counts``' case), nor without a name in common
    assert not same_figured(x, y.replace(" worth 287 million U.S. dollars", ""))
    assert not same_figured(x, y.replace("killing 38", "killing 83"))
    assert not same_figured(x, y.replace("exercised his new authority by killing",
                                         "did not use his authority for"))
    assert not same_figured("Smith hired 38 workers and 12 drivers in Ohio.",
                            "In Ohio, Smith hired 12 drivers and 38 workers.")
    assert not same_figured(x, y.replace("U.S. dollars", "dollars"))


def test_a_departure_is_one_happening_however_told():
    # train 2852 S1: CNN's "left the country Monday" tells the flight out the brief opens on
    # (train 709's reader listed [1] missing); "al-Bashir" is a name for all its lower-case
    # particle
    x = ("Sudanese President Omar al-Bashir flew out of South Africa on Monday in defiance of "
         "a Pretoria court that later said he should have been arrested to face genocide "
         "charges at the International Criminal Court.")
    y = ("Al-Bashir left the country Monday just as a South African High Court decided to "
         "order his arrest.")
    assert "al-bashir" in fact_of(x).names and "al-bashir" in fact_of(y).names
    assert same_fact(x, y, marks=True)
    # another day, another person, or no departure is another fact
    assert not same_fact(x, y.replace("Monday", "Tuesday"), marks=True)
    assert not same_fact(x, y.replace("Al-Bashir", "Zuma"), marks=True)
    assert not same_fact(x, y.replace("left", "did not leave"), marks=True)
    # a blast that "left 30 people dead" is a killing, and no one's departure
    assert not same_fact("The blast left 30 people dead in Kabul on Friday.",
                         "Smith left Kabul on Friday with 30 people.", marks=True)


def test_decreased_and_reduced_are_one_kind_of_happening():
    reduced = fact_of("The drug reduced deaths by 30 percent in the trial.").events
    assert reduced and reduced == fact_of(
        "The drug decreased deaths by 30 percent in the trial.").events


def test_what_was_found_is_one_discovery_however_its_object_is_named():
    # MN 5473 S2: the police found the boy, named after his description in one outlet and
    # alone in the other (readers of seeds 347 and 701 listed [3] missing)
    x = ("Police responding to a 911 call found the little boy, Shimron Smith, unconscious and "
         "unresponsive in the courtyard outside his home in East Midwood around 3:30 a.m. on "
         "Saturday, the NYPD said.")
    y = ("Police responding to an emergency call found Shimron Smith unconscious and "
         "unresponsive in the courtyard outside his Brooklyn, New York, home in the early "
         "hours of Saturday morning.")
    assert main_verb(x) == main_verb(y) == "find"
    assert "shimron" in fact_of(x, True).object
    assert same_fact(x, y, any_verb=True, marks=True)
    assert not same_fact(x, y.replace("Shimron Smith", "Jamal Brown"), any_verb=True,
                         marks=True)
    assert not same_fact(x, y.replace("Saturday", "Sunday"), any_verb=True, marks=True)
    # a finding is no discovery: "found that ...", "found the drug cut deaths", "found no ..."
    assert main_verb("Researchers found that the drug cut deaths by half.") == ""
    assert main_verb("A study found the drug reduced deaths by half in the trial.") != "find"
    assert main_verb("Investigators found no evidence of a crime at the house.") == ""


def test_being_called_to_a_place_is_being_sent_for():
    # MN 3493 S4's "were called to the home over noise complaints": "called" is skipped as
    # naming or speech ("called it a hoax"), which left the sentence with no predicate
    x = "Police were called to the home over noise complaints on Tuesday."
    y = "Police were called to the home for noise complaints on Tuesday, officials said."
    assert main_verb(x) == main_verb(y) == main_verb("Troops were called in.") == "call"
    assert same_fact(x, y, any_verb=True, marks=True)
    assert not same_fact(x, y.replace("Tuesday", "Friday"), any_verb=True, marks=True)
    # what someone is called, or called to do, is no summons
    assert main_verb("The band was called The Who.") == ""
    assert main_verb("He was called to testify before the committee.") == ""
    assert main_verb("Critics called the plan a hoax.") == ""


def test_a_participle_set_off_after_the_subject_is_not_its_predicate():
    # MN 410: "The statement goes on to say that the rapper, born Albert Johnson, was
    # hospitalized ..." read "born" as what is asserted (seed 97's reader listed [4] missing
    # on "The prolific MC was hospitalized in Las Vegas"); "The man, arrested Monday, was
    # charged" would be one fact with "The man was arrested Monday"
    assert fact_of("The man, arrested Monday in Ohio, was charged with murder.").verb == \
        "charged"
    assert fact_of("The Israelis, arrested Nov. 6 at a fishing village, pleaded guilty last "
                   "week.", True).verb == "pleaded"
    assert main_verb("The study, published Tuesday in the journal Science, tracked 500 "
                     "rats.") == "track"
    assert main_verb("The new research, published on Tuesday in the Journal of Psychiatry "
                     "and Neuroscience, tracked 500 rats.") == "track"
    x = "The man, arrested Monday in Ohio, was charged with murder."
    assert not same_fact(x, "The man was arrested Monday in Ohio, police said.", marks=True)
    # a long phrase (DUC D0710: ETA "blamed for nearly 800 killings in its 30-year-old battle
    # for an independent Basque homeland in northern Spain, began an open-ended ... cease-fire")
    assert fact_of("The organization, blamed for nearly 800 killings in its 30-year-old battle "
                   "for an independent Basque homeland in northern Spain, began an open-ended, "
                   "unconditional cease-fire on Friday.", True).verb == "began"
    # a verb after an apposition, or a series of verbs, is the sentence's own
    assert fact_of("John Yeager, a skinhead from California, leaped into the back of the "
                   "pickup, armed with a rifle.", True).verb == "leaped"
    assert fact_of("Keenan said one guard, Jesse Warfield, 45, struck her with a rifle, "
                   "grabbed her by the hair and screamed at her.", True).verb == "struck"
    assert fact_of("The Carmat device, developed by a team of engineers, weighs about "
                   "900g.", True).verb == "weighs"


def test_a_plain_form_after_be_is_no_verb():
    # "most of the swimmers were fine" read "fine" as the verb of "was fined", "were last seen"
    # as "last", "are part of" as "part": 301 of 30,757 corpus readings were such words
    assert fact_of("He said most of the swimmers were fine after the rescue.", True).verb == ""
    assert fact_of("The driver was fined $500 after the crash.", True).verb == "fined"
    assert fact_of("Almost 55 percent of U.S. adults are overweight or obese.", True).verb == ""
    # a verb whose past participle is its plain form stays one ("was cut", "were hit")
    assert fact_of("The budget was cut by 20 percent last year.", True).verb == "cut"
    assert fact_of("Two cars were hit by falling debris on Monday.", True).verb == "hit"


def test_an_s_form_after_an_auxiliary_or_a_quantifier_is_a_noun():
    from newsfuse.claims import events_told

    # "had patrols out" and "both parties" were read as verbs ("patrols", "parties"), and "to
    # jails" as a happening (imprisoning) told by a verb
    assert fact_of("Members from both parties are expected to participate.", True).verb == ""
    assert fact_of("We have had patrols out all week on the beach.", True).verb == ""
    assert not events_told("The government said 21 inmates will be moved to jails closer to "
                           "their homes.")
    # after an adverb the "-s" form is the verb ("also represents", "now weighs")
    assert fact_of("He also represents a swing state with many Latino voters.", True).verb == \
        "represents"
    assert fact_of("The average man now weighs 25 pounds more than his grandfather did.",
                   True).verb == "weighs"


def test_as_after_a_naming_participle_opens_no_clause():
    # "known as Amerasians" was read as a clause of when ("as"), skipping the sentence's own
    # verb up to the next comma ("endured" lost to "viewed as ugly reminders")
    x = ("After the war, those children -- known as Amerasians -- endured harsh discrimination "
         "and abject poverty in Vietnam, viewed as ugly reminders of an invading army.")
    assert fact_of(x, True).verb == "endured"
    assert fact_of("Enderson said that the man identified as Rudolph had appeared on Thursday "
                   "at a residence near Nantahala Lake.", True).verb == "appeared"
    # a clause of when stays one: "watched as ..." asserts the watching
    assert fact_of("Hundreds of people watched as firefighters cleared the rubble from the "
                   "street.", True).verb == "watched"


def test_long_and_a_negated_adjective_are_no_verbs():
    # "has long insisted" read "long" as the verb (to long for), "was not ready" "ready", and
    # "Russian-backed forces" "forces"
    assert fact_of("Khan has long denied claims that he worked behind his government's back.",
                   True).verb == "denied"
    assert fact_of("Democracy is not complete.", True).verb == ""
    assert fact_of("The budget was not cut last year.", True).verb == "cut"
    assert fact_of("A day after the vote, Russian-backed forces on Wednesday broke into the "
                   "naval headquarters.", True).verb == "broke"


def test_a_plain_form_after_have_and_a_plural_before_its_verb_are_nouns():
    # MN 2986 S1: "who has said she had sex with Donald Trump filed a lawsuit" read "sex" as
    # the predicate (seed 113's reader listed [5], whose sentence tells the filing)
    x = ("An adult film actress who has said she had sex with Donald Trump filed a lawsuit "
         "seeking to invalidate a nondisclosure agreement, her lawyer said Wednesday.")
    assert fact_of(x, True).verb == "filed"
    assert fact_of("They have cut costs by half since May.", True).verb == "cut"
    # a plural after a name, with its verb next: "Michael Kors shares fell", "Bollywood stars
    # descended"; a name's own "-s" verb stays one
    assert fact_of("Michael Kors shares fell 1.2 percent on Monday.", True).verb == "fell"
    assert fact_of("Many politicians and Bollywood stars descended on Udaipur on Saturday.",
                   True).verb == "descended"
    assert fact_of("Smith says the plan failed in May.", True).verb == "failed"


# what session 43's reading of brief sentences found read wrong, and what it now reads: (text,
# the main predicate as ``fact_of(text, True).verb`` gives it; "" for none)
MAIN_PREDICATES = [
    # a plural's past verb after an adverb, then what it acts on; a quantity opens its subject
    ("Conservative lawmakers mostly supported the bill.", "supported"),
    ("She says her implants nearly killed her.", "killed"),
    ("Few of the fathers ever met their offspring, and fewer still brought them home.",
     "met"),
    # a span of time before "after" / "before" opens a clause of when (session 44's reading
    # of brief sentences: "Moments after Edward leaves her" read Edward as the subject)
    ("Just moments after Edward leaves her, Bella stumbles in the woods.", "stumbles"),
    ("A day after Russia effectively absorbed Crimea, Russian-backed forces on Wednesday "
     "broke into the Ukrainian naval headquarters.", "broke"),
    ("Two days after the student went missing, police said he turned up early Friday.",
     "turned"),
    ("Soon after Romney conceded the election, though, his followers deserted him.",
     "deserted"),
    # a name that is also a verb, its "-s" verb next ("Google says", "Google makes")
    ("Google says it has compiled over 3.5 billion facts.", "compiled"),
    # an adverb between a plural and its verb ("newly released CIA documents officially
    # acknowledge the site" read "documents"); "monthly" is no adverb
    ("Area 51 has long been a topic of fascination, but newly released CIA documents "
     "officially acknowledge the site.", "acknowledge"),
    ("Apple shares also fell 2 percent on Monday.", "fell"),
    ("Jewish groups also found the ad offensive.", "found"),
    ("The Arizona chapter of the Liver Foundation sponsors monthly support groups for "
     "patients.", "sponsors"),
    # "to date" is "so far"; the verb "date" stays one
    ("The study is the largest to date, researchers said.", ""),
    ("Their research confirms that this foot is the largest dinosaur foot discovered to date.",
     "discovered"),
    ("The lab managed to date the bones to 1500 BC.", "date"),
    # an all-capitals word is a name; "all" after a preposition opens a noun
    ("WANE reports that Amber Pasztor was charged with criminal trespassing.", "charged"),
    ("The Tucson sector accounted for 38 percent of all drug seizures.", "accounted"),
    ("George Martin's score for \"Candle in the Wind '97\" - the best-selling single of all "
     "time - will be auctioned off for charity.", "auctioned"),
    # a first word before "is" / "was" / "had" is the subject ("Rose", "Hear"), not an
    # inverted participle ("Killed were ...", "Arrested Monday was ..." stay the happening)
    ("Rose was investigating car break-ins in Detroit.", "investigating"),
    ("Hear was sold in 1992 to CML Group.", "sold"),
    ("Killed were Kennedy, 38, his wife and her sister.", "killed"),
    ("Arrested Monday was John Smith, 40.", "arrested"),
    # an adverb's participle after "a" / "the" describes the noun; a noun in "-ly" is no adverb
    ("A recently published study reveals new evidence of an overdue earthquake.", "reveals"),
    ("A heavily armed task force pursued him to Andrews.", "pursued"),
    ("His reply kicked off a whole exchange.", "kicked"),
    ("This partly depends on where you live.", "depends"),
    # an opening gerund's object or noun is no name and its verb
    ("Prescribing ADHD drugs to children who don't have the disorder is \"not justifiable,\" "
     "according to the paper.", ""),
    ("Growing crops for biofuel requires thousands of acres of land.", "requires"),
    ("Flooding remains a concern all along the Missouri because of the water the Army Corps of "
     "Engineers has released.", ""),
    # "even" after "not" is an adverb
    ("It's not even in the world's top 20 countries, according to the index.", ""),
    # a past form that is its plain form, then what it acts on ("put", "set", "let" are light)
    ("A stray bullet hit the little girl as she ran back to her house.", "hit"),
    ("Keurig on Wednesday cut its guidance for the year as earnings fell 4%.", "cut"),
    ("The hit song topped the charts.", "topped"),
    ("Ms Baker set up a fundraising page yesterday and has already smashed her target of 800 "
     "pounds.", "smashed"),
    # a participle after a preposition is an adjective; an opening participle before the name
    # that acts describes it
    ("Today in developed countries, 2.1 births per woman would maintain a steady population.",
     "maintain"),
    ("Emboldened House Republicans issued a stern rebuke to President Obama.", "issued"),
    ("Fed Chair Ben Bernanke testifies before the Joint Economic Committee.", "testifies"),
    # "since" after "has" is an adverb, not a clause of when
    ("Peinovich has since resigned from the show.", "resigned"),
    # an infinitive after a noun of purpose is no predicate when a finite verb follows
    ("Failure to pay would result in the extension of her prison term.", "result"),
    ("Her determination to lose weight has deteriorated.", "deteriorated"),
    ("A Starbucks spokesman declined to comment.", "comment"),
    # a verb that acts on nothing has no passive participle to describe a noun: it is the
    # predicate (session 45: "died ... after passing out, NBC News has learned" read "learned")
    ("A U.S. Navy SEAL trainee died Monday after passing out in a pool, NBC News has learned.",
     "died"),
    ("The mourners arrived in Woods Hole about 9:30 a.m. and were quickly transported to the "
     "Briscoe.", "arrived"),
    ("The children died of asphyxiation, according to the coroner, and their deaths were ruled "
     "homicides.", "died"),
    # (in a clause of its own, the verb after it asserts)
    ("When that Green Line train arrived at Deep Ellum, the fight tumbled out onto the platform.",
     "tumbled"),
    ("What happened in Benghazi has been scrutinized by a review board.", "scrutinized"),
    # a participle's phrase set off by dashes may say when with "last week" (MN 1242, seed
    # 857's reading: the brief's repeat of a death read as an indictment)
    ("A former Millis police officer — indicted last week for allegedly making a hoax bomb "
     "threat — was found dead in his home before dawn on Thanksgiving Day, authorities said.",
     "was"),
]


@pytest.mark.parametrize("text, verb", MAIN_PREDICATES)
def test_the_main_predicate_is_the_verb_the_sentence_asserts(text, verb):
    assert fact_of(text, True).verb == verb


def test_a_span_of_time_before_after_opens_no_subject():
    f = fact_of("Moments after Edward left, Bella fell in the woods.", True)
    assert f.verb == "fell" and f.subject == {"bella"}
    assert fact_of("Two days before the vote, Smith resigned.").subject == {"smith"}
    # nor a clause of when after a frame ("said that as she pulled into ... Virginia Avenue,")
    f = fact_of("Police said that as she pulled into the driveway at the home on Virginia "
                "Avenue, she dialed 911.", True)
    assert f.verb == "dialed" and not f.subject
    assert fact_of("Police said that after Smith left the bar, Jones shot him.",
                   True).subject == {"jones"}
    # an adjective's phrase opens no subject ("Fresh from ...", "Ahead of ...")
    assert fact_of("Fresh from the debut of its Double Down Dog, KFC has unveiled its newest "
                   "product.", True).subject == {"kfc"}
    assert fact_of("Ahead of the device's original launch, Jacquetin was invited to the US.",
                   True).subject == {"jacquetin"}
    # an opening adverb is no name ("Fortunately, the US Supreme Court stepped in.")
    assert fact_of("Fortunately, the US Supreme Court stepped in.", True).subject == \
        {"supreme", "court", "#sc"}
    assert "although" not in fact_of("Although Clinton's debate performance has eased some "
                                     "concerns, her staffers are privately frustrated.").names


def test_the_passive_reads_past_an_adverb_and_the_progressive_is_none():
    # "was also killed", "was specifically approved": done to the subject; "are also airing",
    # "is working": done by it
    assert fact_of("A French national was also killed in the attack.").passive
    assert fact_of("The HCV drug kit was specifically approved only as a combination product "
                   "by the U.S. Food and Drug Administration.").passive
    assert not fact_of("Super PACs are airing ads critical of Trump.", True).passive
    assert not fact_of("Another super PAC is also airing ads critical of Trump.", True).passive
    # what someone was given is no light verb's ("were incorrectly given the envelope")
    f = fact_of("The presenters were incorrectly given the best actress award envelope.", True)
    assert f.events == {"=give"} and f.passive
    assert not fact_of("The president gave a speech on Monday.", True).events


def test_not_even_keeps_the_negation_and_capitals_and_prepositions_open_subjects():
    f = fact_of("In fact, he hasn't even met formally with Seinfeld about a series.", True)
    assert f.verb == "met" and f.negated
    # a word in capitals opening a sentence is a name ("DART pledged", not the noun "dart")
    assert fact_of("DART pledged to increase police presence.", True).subject == {"dart"}
    # a preposition opening a sentence is no name in its subject
    assert fact_of("Across the country, some schools were closed early.", True).subject == \
        frozenset()
    assert "within" not in fact_of("Within hours, police decided it was all a hoax.",
                                   True).subject


def test_a_past_participle_or_thanks_to_opening_a_sentence_is_no_predicate():
    # "Shamed by ..., Congress enacted" read "shamed" as what is asserted; "Thanks to ...,
    # authorities have learned" read "thanks"
    assert fact_of("Shamed by reports of their horrible living conditions, Congress enacted "
                   "legislation in 1987.", True).verb == "enacted"
    assert fact_of("Freed on signature bonds in 2013, the Kellers launched an effort to clear "
                   "their names.", True).verb == "launched"
    assert fact_of("Thanks to a push to connect fingerprint databases, authorities have "
                   "finally learned her identity.", True).verb == "learned"
    # an inverted sentence is no opening phrase
    assert fact_of("Killed in the attack were three soldiers, officials said.",
                   True).verb == "killed"


def test_a_name_opening_a_sentence_before_its_past_verb_is_its_subject():
    # "Madden accused ..." read "madden" (to madden) as the predicate
    assert fact_of("Madden accused the Obama campaign of being petty.", True).verb == "accused"
    assert fact_of("Google unveiled Google Gnome, an assistant for your garden.",
                   True).verb == "unveiled"
    # an inverted sentence opening on its participle keeps it
    assert fact_of("Killed were Kennedy, 38, his wife and her sister.", True).verb == "killed"


def test_a_past_verb_joined_to_what_will_come_stays_the_predicate():
    # "arrived ... and will give a speech" read "arrived" as a participle describing "Trump"
    # and the speech to come as what is asserted; "met ... and have recommended" stays the
    # other way (the recommendation is the news, the meeting its occasion)
    assert fact_of("President Trump arrived in Poland on Wednesday and will give a speech "
                   "Thursday before heading to Hamburg, Germany.", True).verb == "arrived"
    assert fact_of("Delegates with Community of Christ met at their headquarters over the "
                   "weekend and have recommended that the church ordain gay members.",
                   True).verb == "recommended"


def test_a_past_verb_after_today_is_no_participle():
    # agency copy's "X today voted to block": "today" is no noun a participle describes
    assert fact_of("The European Parliament today voted to block a special aid package to "
                   "Turkey.", True).verb == "voted"
    assert fact_of("The man arrested Monday was charged with murder.", True).verb == "charged"


def test_called_on_someone_to_act_is_urged():
    # agency copy's two words for one act: "called on countries to pressure" / "urged countries
    # to pressure" (the first read as no predicate: "called" is skipped as naming or speech)
    x = ("Amnesty International on Tuesday called on countries concerned about Cambodia's "
         "political crisis to pressure its government to end violence.")
    y = ("Amnesty International on Tuesday urged countries concerned about Cambodia's "
         "political crisis to pressure the government to end violence.")
    assert main_verb(x) == main_verb(y) == "urge"
    assert same_fact(x, y, any_verb=True, marks=True) and same_fact(y, x, any_verb=True,
                                                                    marks=True)
    assert not same_fact(x, y.replace("Tuesday", "Friday"), any_verb=True, marks=True)
    # a visit is no urging
    assert main_verb("The mayor called on Smith at his home on Monday.") != "urge"


def test_one_share_of_one_group_is_one_statistic():
    # DUC D0724F S1: the 55 percent of American adults who are overweight, told by the NYT a
    # year and a half before (seed 701's reader listed [11]; the brief's first-reported day
    # came from the later article); train 35210's "Ten percent ... in March"
    from newsfuse.claims import same_share, shares
    x = "Some 97 million American adults, or 55 percent, are considered overweight or obese."
    y = ("The percentage of American adults who are overweight or obese has risen from about 43 "
         "percent in the early 1960s to about 55 percent today.")
    assert same_share(x, y)
    assert shares("Ten percent of it, 3.5% of that, twenty-five percent, half (50%) or 100 "
                  "percent") == {"10", "3.5", "25"}
    # another share, a share of other things, a negation, or another month is not
    assert not same_share(x, y.replace("55 percent", "58 percent"))
    assert not same_share(x, "About 55 percent of voters approved the measure in the poll.")
    # a percentage over a mark is a measure, not a share (D0724F: "defined as being more than
    # 30 percent over their ideal body weight"); a share of what was is one ("30% less")
    assert shares("defined as being more than 30 percent over their ideal body weight") == \
        frozenset()
    assert shares("emissions were also about 30% less for the treated cows") == {"30"}
    assert not same_share(x, y.replace("who are overweight", "who are not overweight"))
    e = ("According to the Energy Information Administration, a bit more than 10 percent of all "
         "electricity generated in the US in March came from wind and solar power.")
    assert same_share(e, "Ten percent of all of the electricity generated in the U.S. in March "
                         "came from wind and solar power.")
    assert not same_share(e, "The EIA estimates that wind and solar farms likely generated 10 "
                             "percent of America's electricity in April as well.")


def test_a_named_subject_retold_by_its_description_in_the_same_words():
    # train 5240 (seed 827's reader): [3] tells [4]'s death of the girl it names by her age
    # only, in most of [4]'s own words; a description in few of them, or of another one, is not
    x = ("Katera Barker was found dead Wednesday after being left in a car seat all day inside "
         "a pickup truck.")
    y = ("The 1-year-old girl died after being left in a car seat all day in a pickup truck "
         "parked at her family’s home, according to police.")
    assert same_fact(x, y, marks=True)
    assert not same_fact(x, "The 1-year-old girl died after being left in a hot car.",
                         marks=True)
    assert not same_fact(x, y.replace("The 1-year-old girl", "Another 1-year-old girl"),
                         marks=True)
    assert not same_fact(x, y.replace("died", "was rescued"), marks=True)


def test_a_rescue_of_a_man_by_his_age_told_of_a_person_by_a_crew() -> None:
    # MN 4313 (seed 881's reader listed the Coast Guard release [4] missing): "crew" is the
    # subject's noun, not a verb (crowed); an age describes the one rescued, it counts nothing;
    # "a person" may be the man
    x = ("The U.S. Coast Guard rescued a 58-year-old man who was forced to tread water at sea for "
         "nearly four hours after getting swept away by rip currents off Crane Beach in Ipswich, "
         "Massachusetts.")
    y = ("A Coast Guard helicopter crew found and rescued a person from the water Tuesday off "
         "Crane Beach in Ipswich.")
    assert fact_of(y).verb == "found"
    assert same_fact(x, y, marks=True)
    # another age is another one rescued; a woman is not the man; nor is a boat a person
    assert not same_fact(x, y.replace("a person", "a 12-year-old girl"), marks=True)
    assert not same_fact(x, y.replace("a person", "a woman"), marks=True)
    assert not same_fact(x, y.replace("a person", "a fishing boat"), marks=True)


def test_sanctions_announced_or_imposed_are_one_kind_of_happening() -> None:
    # MN 501 (seed 887's reader listed [3] missing): "announced new sanctions against Moscow" /
    # "announced more sanctions on individuals ... in response to Russia's annexation moves"
    # (a state by its capital is what the sanctions act on)
    x = ("Responding to Russia's latest moves to formalize its annexation of Crimea, President "
         "Obama on Thursday announced new sanctions against Moscow and authorized possible future "
         "penalties against \"key sectors of the Russian economy.\"")
    y = ("But U.S. President Barack Obama on Thursday announced more sanctions on individuals and "
         "one bank in response to Russia's annexation moves.")
    assert fact_of(x).events == fact_of("The U.S. imposed sanctions on Russia.").events
    assert same_fact(x, y, marks=True)
    # not their lifting or threat, not another's, another day's or another state's
    for other in ("President Obama on Thursday announced the lifting of sanctions against Moscow.",
                  "President Obama on Thursday threatened new sanctions against Moscow.",
                  "The European Union on Thursday announced new sanctions against Moscow.",
                  "President Obama on Friday announced new sanctions against Moscow.",
                  "President Obama on Thursday announced new sanctions against Iran."):
        assert not same_fact(x, other, marks=True), other


def test_a_rescue_told_again_of_the_man_by_name_is_a_repeat_not_a_mark() -> None:
    # MN 4313 (seed 881's reader: "clear repeat of S1"): a plural subject, an adverb, its
    # past verb and a name ("firefighters eventually rescued Hackett"); whom it acts on named
    # in one and described in the other is one rescue for a brief's repeat, not for a mark
    x = ("The U.S. Coast Guard rescued a 58-year-old man who was forced to tread water at sea for "
         "nearly four hours after getting swept away by rip currents off Crane Beach in Ipswich, "
         "Massachusetts.")
    y = ("The U.S. Coast Guard and a team of police and firefighters eventually rescued Hackett, "
         "WickedLocal reported.")
    assert fact_of(y).verb == "rescued"
    assert same_fact(x, y, described_too=True) and same_fact(y, x, described_too=True)
    assert not same_fact(x, y, marks=True) and not same_fact(y, x, marks=True)
    # a boat rescued is not the man
    assert not same_fact(x, y.replace("Hackett", "the Sea Breeze"), described_too=True)


def test_a_knock_down_told_by_its_verbs_and_in_a_clause_by_the_figure_of_what_fell() -> None:
    # train 1742 (seed 889's reader: [3] and [5] missing; the brief opened on the charges)
    x = ("A 300-pound egg-shaped security robot was punched to the ground by an allegedly drunken "
         "man outside a Silicon Valley shopping center, Mountain View police said.")
    assert same_fact(x, "Police arrested a man accused of being drunk and knocking down a robot "
                        "that was built to prevent crime near Terra Bella and Linda Vista Avenue "
                        "in Mountain View.", marks=True)
    # told in a clause of y's: the figure of what fell is x's own
    assert same_fact(x, "Last week in Mountain View, a drunk man was arrested after knocking over "
                        "a 300-pound security robot, the Knightscope K5.", marks=True)
    # the robot knocking over a child is another happening
    assert not same_fact(x, "Last year, one of the Knightscope's security robots knocked over a "
                            "16-month-old child at a Silicon Valley shopping center.", marks=True)
    # a knock on the door is no fall
    assert not fact_of("Police knocked on the door of the house in Mountain View on Monday.").events


def test_a_second_past_verb_of_the_same_subject_is_a_clause_of_its_own() -> None:
    # train 5240, MN 1643: "He returned ... and left ... via a ride-share service", "The pair
    # teamed up ... and released their debut album": the second predicate, of the first's
    # subject, is a fact another outlet may tell alone
    assert later_clauses("The gunman entered the school and killed six people.") == (
        "The gunman killed six people.",)
    (clause,) = later_clauses(
        "The pair teamed up with guitarist Jorma Kaukonen as the Jefferson Airplane and released "
        "their debut album, \"Jefferson Airplane Takes Off,\" in 1966.")
    assert clause.startswith("The pair released their debut album,") and "1966" in clause
    # not a relative clause's verbs, nor a passive's second participle
    assert later_clauses("Pasztor detailed the day she abducted and killed her two young "
                         "children.") == ()
    assert later_clauses("He was arrested and charged with murder.") == ()


def test_an_arrest_with_its_charges_told_by_the_charges_of_the_one_arrested() -> None:
    # MN 2680 (seed 891's reader listed [1] missing): the one the doers arrested and charged,
    # named with his age, is the one "White is charged" names (a surname that is also a word)
    x = ("Authorities have arrested 49-year-old Kenneth White and charged him with first-degree "
         "possession of marijuana and certain persons forbidden to possess a firearm.")
    y = ("White is charged with first-degree possession of marijuana and possession of a firearm "
         "by a violent felon.")
    assert same_fact(x, y, marks=True)
    assert same_fact("Police arrested White and charged him with first-degree possession of "
                     "marijuana.", y, marks=True)
    # someone else charged, or other charges, is another fact
    assert not same_fact(x, y.replace("White", "Brown"), marks=True)
    assert not same_fact(x, y.replace("first-degree possession of marijuana", "murder"),
                         marks=True)


def test_a_short_quotation_of_what_the_other_says_in_its_own_words() -> None:
    # train 36248 (seed 893's reader: clear repeat): the report quotes the editorial's own
    # words, which the editorial's sentence says out of quotation marks
    report = ("The paper had previously criticized the Trump administration plan \"as bad policy "
              "and worse politics\" that would increase taxes on business.")
    editorial = ("President Trump is asking Republicans to start a bidding war for government "
                 "family benefits, which is bad policy and worse politics.")
    assert quoted_from(report, editorial) == ("bad", "policy", "and", "worse", "politics")
    assert quoted_from(editorial, report) == ()
    # a term in quotation marks that reports no one is no statement quoted
    assert quoted_from("The plan was dubbed the \"bad policy\" bill.", editorial) == ()
    # other words are another statement
    assert quoted_from(report, editorial.replace("bad policy and worse politics",
                                                 "good policy")) == ()


def test_a_to_of_a_place_or_person_makes_no_plan_of_the_predicate_after_it() -> None:
    # 47 of 30,757 readings: "to" before a name, a determiner or a noun is a preposition's
    # ("the ambassador to India resigned", "changed their name to Mobb Deep and released a
    # debut album"), not an infinitive's ("plans to marry", "failed to adequately protect")
    assert not fact_of("The ambassador to India resigned on Friday.").modal
    assert not any(
        modal for _, _, modal in events_told(
            "Shortly after, they changed their name to Mobb Deep and released a debut album, "
            "\"Juvenile Hell,\" in 1993."))
    assert all(modal for _, _, modal in events_told("The ambassador plans to resign on Friday."))
    assert all(modal for _, _, modal in events_told(
        "The ambassador is expected to quietly resign on Friday."))
    assert all(modal for _, _, modal in events_told(
        "Shoigu had asked authorities in Crimea to free Gaiduk and allow him safe passage."))


def test_a_passive_hedge_tells_the_happening_it_holds_and_a_denial_is_not_it() -> None:
    """"were suspected of spying", "were believed to be spying": the predicate is the verb
    in -ing, told as what is suspected (no plan: "to be" after "believed" is no infinitive of
    intent); a report denied ("rumors that the two were spying ... were not true") is not the
    fact the report tells (D0710C: seed 907's reader listed the police's own words, and the
    Foreign Ministry's denials must stay unmarked)."""
    x = ("A Cypriot police source said the Israelis were suspected of spying on behalf of "
         "Turkey, which invaded and occupied the northern third of Cyprus in 1974.")
    believed = ("Police officials said the two men were believed to be spying on behalf of "
                "Turkey.")
    assert main_verb(x) == main_verb(believed) == "spy"
    f = fact_of(believed, True)
    assert f.events == fact_of(x, True).events and not f.modal
    assert main_verb("Rudolph is believed to be hiding in the mountains.") == "hide"
    assert main_verb("The Israelis were suspected.") != "spy"
    assert same_fact(x, "A police official said the two men were suspected of spying for "
                        "Israel on behalf of Turkey.", any_verb=True, marks=True)
    for denial in ("Earlier this week, the Israeli Foreign Ministry would only say that rumors "
                   "that the two were spying on behalf of Turkey, Israel's military ally, were "
                   "not true.",
                   "Israel's Foreign Ministry has said only that reports that the two were "
                   "spying on behalf of Turkey were not true.",
                   "Israel denied reports that the two were spying on behalf of Turkey."):
        assert not same_fact(x, denial, any_verb=True, marks=True, context=(
            "Israel's government has not acknowledged that the two are Israeli agents.")), denial


def test_a_stabbing_is_a_known_happening():
    assert verb_events("Two people were stabbed at the rally.")
    assert same_fact("Two people were stabbed at a Ku Klux Klan rally in Anaheim on Saturday.",
                     "Police said two people were stabbed at the Klan rally in Anaheim Saturday.")
    # other counts: no mark
    assert not same_fact("Three people were stabbed at a Ku Klux Klan rally in Anaheim.",
                         "Police said two people were stabbed at the Klan rally in Anaheim.",
                         marks=True)
