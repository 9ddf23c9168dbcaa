"""Refs: what a sentence needs from the sentences before it to be understood on its own.

Owns the detector of references a reader cannot resolve when a sentence is read without its
source around it, and their faithful, marked resolution. A reference is one of:

- ``pronoun``: an opening pronoun ("He said ...", "Its leader ...", "They ..."), a "he",
  "she", "his", "her", "him" before anyone the sentence names, a trailing ", he said" with no
  one named, or a quotation opening on one ('"They don't have that kind of money," ...');
- ``demonstrative``: an opening "This", "These", "Those", "That", "Such", or a description
  that points back ("The two men", "The latter", "The second fighter", "Both", "Another"), or
  words that set the sentence beside what its source said before ("Even DeMint would not
  ...", "There were also ...", "went even further", a quotation's "that is the case");
- ``definite``: an opening definite description of something never introduced ("The photos
  were unveiled ...", "The newspaper said ..."): "The" + a common noun with nothing after it
  that says which; or one inside the sentence whose noun its source article mentioned before
  ("excluded from the meeting": discourse-old, it points back; ``Need.inner``);
- ``surname``: a person named by surname only ("Hall said") when the story gives the full
  name ("Jane Hall") and the brief has not, or only ever writes it with a title ("Mr.
  Durbin");
- ``quote``: a quotation with no speaker in the sentence, or a sentence inside a quotation
  that runs over several sentences;
- ``voice``: first-person narration outside quotation marks ("We are working on it" in a
  company's blog post; an author's "I", "I was told"), narration that ends on an exclamation
  ("... no collusion!"), an imperative opening ("Reduce the amount of oxygen it receives ..."),
  and the sentence after a writer's "I" in its paragraph, which goes on in that voice
  (``Context.sentence_needs``).

``needs`` finds them in one sentence; ``unresolved`` says which stay unresolved after given
brief sentences (a pointing-back reference is resolved only by the source sentence just before
it; a definite description by an earlier mention of its noun, not by a headline:
``HEADLINES_ARE_CONTEXT``; a surname by the full name). ``resolve`` makes the one edit
newsfuse allows itself: the full name's missing part in brackets ("[Jane] Hall said"), only
when the story gives exactly one full name for that surname. ``role_edits`` says who a person
is where the brief first names them without saying ("[lawyer Paxton] Guymon said"), in the
words the story uses for them (``roles``); the brief's assembly makes it only as the budget
allows. Every edit is recorded (``model.Edit``) and shown in every format.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import accumulate

from .model import Edit, Sentence, Story, StoryMemo
from .roles import (
    Role,
    chosen_role,
    find_name,
    gives_role,
    honorific_before,
    names_in,
    roles_in,
    shorter_roles,
)
from .terms import (
    STOPWORDS,
    can_be_adjective,
    can_be_noun,
    comparative,
    given_names,
    in_lexicon,
    only_adjective,
    stem,
    stem_all,
    trie_pattern,
    word_classes,
    zipf,
)

# whether the outlets' headlines count as read before the brief: they do not (a brief is read
# without them: in a feed, a digest, an e-mail, a quotation of it), so "The federal lawsuit"
# needs a brief sentence that tells of the lawsuit, not the headline "Metallica Files Copyright
# Lawsuit"
HEADLINES_ARE_CONTEXT = False
UNKNOWN_NAME_ZIPF = 3.0  # a surname rarer than this, never given in full, is nobody a reader knows
# a capitalised word this common ("the Internet", "the Senate", "the Congress", "the Bible",
# "the President": Zipf 4.5 or more) names one thing a reader knows, even where a story also
# writes it with "a" ("a Republican Congress"); a make or a kind ("Hummer" 2.8, "Mercedes" 4.0,
# "Galaxy" 4.3) is rarer
KNOWN_THING_ZIPF = 4.5
KINDS = ("pronoun", "demonstrative", "definite", "surname", "quote", "voice")
# kinds that only the source sentence just before can resolve
NEEDS_PREVIOUS = frozenset({"pronoun", "demonstrative", "quote", "voice"})


@dataclass(frozen=True)
class Need:
    """One reference a sentence cannot resolve by itself."""

    kind: str  # one of KINDS
    text: str  # the words that refer back ("He", "The photos", "Hall", "we")
    key: str = ""  # what resolves it: the noun's stem (definite), the surname (surname)
    soft: bool = False  # a surname that is not a speaker: counted only when it can be completed
    inner: bool = False  # a definite description inside the sentence: counted only when its
    # source article mentioned its noun before (discourse-old: it points back)
    noun: str = ""  # the description's noun as written (inner ones)
    strict: bool = False  # resolved only by an earlier mention of its noun, not by the source
    # sentence before it alone ("The inferred reduction ...": it says it was met before); a
    # quotation left open at the sentence's end: by the sentence before it only when that one
    # ends on a colon (its speaker is named after it, ``_left_open``)
    acronym: bool = False  # an acronym ("DOB"): resolved by an earlier brief sentence that
    # says it or spells it out
    also: frozenset[str] = frozenset()  # other stems that introduce it: an event named by a
    # general noun ("the crime", "this tragedy") is introduced by a sentence that tells of a
    # killing, a shooting, a crash (``EVENT_NOUNS``)
    ahead: bool = False  # a set-up whose point is the source sentence after it ("The problem
    # is not that Colbert isn't qualified.", a lead-in that ends on a colon): nothing before
    # it resolves it, and a brief does not choose it (``SET_UP``)
    role: str = ""  # a speaker by a bare role ("Labor union official said"): resolved only by an
    # earlier brief sentence that names someone in that role ("study researcher Jacob Marott")
    first: frozenset[str] = frozenset()  # a first name said alone ("Kris isn't a part of it"):
    # the story's full names for it ("Kris Humphries"), one of which the brief must give first
    named: bool = False  # an inner definite of a kind of thing that has a name ("the virus",
    # "the film"): counted even where its source never said the noun before
    # (it named the thing: "hepatitis B", "Shazaam"), but not in its article's lead
    # (which names it itself: "People infected with hepatitis C ... to treat the disease"),
    # and then introduced only by
    # the source sentence before it or by its noun in a brief sentence that tells a fact with
    # it (another article's "a blood-borne virus" may be another virus: ``NAMED_KINDS``)
    who: str = ""  # a trade ("the model") for the one person its article's headline names and
    # its sentences never do ("Kate Upton Breaks Engagement News ..."): a marked edit names
    # them ("the model [Kate Upton]'s ring", ``resolve``)

    def stems(self) -> frozenset[str]:
        """The stems any one of which, said before, introduces what it refers to."""
        return self.also | {self.key}


# a title said to the one spoken to ("SECRETARY OF STATE CLINTON: Well, Congresswoman, I did
# not ...", '"Thank you, Senator," she said'): whom, only a sentence before it that names
# someone by the title can say
_VOCATIVE_TITLES = ("Congresswoman", "Congressman", "Senator", "Governor", "Mayor",
                    "Madam Secretary", "Mr. Secretary", "Mr. Chairman", "Madam Chairwoman",
                    "Madam Chair", "Mr. President", "Madam President", "Your Honor")
_VOCATIVE = re.compile(r"(?:^|(?<=[\"“‘:])\s*|(?<=,)\s+|\b(?:Well|Yes|No|Now|Look|Thank you|"
                       r"Thanks),?\s+)(" + "|".join(map(re.escape, _VOCATIVE_TITLES)) +
                       r")(?=\s*[,.!?])")
# (tried only in a text with one of the titles, found by one scan for them)
# Us Weekly as its copy names itself: "tells Us", "confirms to Us" (not "Us Weekly")
_TELLS_US = re.compile(r"\b(?:tells|told|tell|telling|confirms to|confirmed to|reveals to|"
                       r"revealed to|explains to|explained to|says to|said to)\s+(Us)\b"
                       r"(?!\s+(?:Weekly|Magazine|magazine))")
_US_WEEKLY = stem("weekly")  # what resolves it: an earlier sentence that says "Us Weekly"
_VOCATIVE_HINT = re.compile(trie_pattern(sorted(_VOCATIVE_TITLES)))
_VOCATIVE_ALSO = {title: frozenset(stem(w) for w in words) for title, words in (
    ("Congresswoman", ("rep", "representative", "congressman")),
    ("Congressman", ("rep", "representative", "congresswoman")),
    ("Senator", ("sen",)), ("Governor", ("gov",)))}  # the title's other words, as stems
INNER_DEMONSTRATIVES = True
_QUOTES = '"“”'
_LEAD = re.compile(r"""^[\s"“‘'(\[—–-]*(?:(?:But|And|So|Yet|Also|Still|Now|Then|However|"""
                   r"""Meanwhile|Instead|Indeed|Moreover|In addition|Additionally|By the way|"""
                   r"""Incidentally),?\s+)?""")
# a quotation opening on someone or something its speaker had named before
# (and a quantifier standing for people or things said before: '"Each achieved their own
# cultural identities," according to the authors', '"Both were arrested," police said')
_QUOTE_OPENER = re.compile(r"(He|She|They|It|That|This|These|Those|(?:Each|Both|Neither|Either)"
                           r"(?=\s+(?:was|were|is|are|has|have|had|will|would|[a-z]+ed)\b))"
                           r"\b(?!['’]s\s+(?:a|an|the|not|"
                           r"been|time|clear|hard|important)\b)"
                           # "It's going to be tough" points at nothing; "That's going to keep
                           # us on the edge of our seats" (or "He's going ...") does
                           r"(?:(?<=That)|(?<=This)|(?<=He)|(?<=She)|(?!['’]s\s+going\b))"
                           r"(?!\s+(?:is|was)\s+"
                           r"(?:a|an|the|not|just|very|so)\b)")
# a quotation's lead-in word or phrase before its pronoun subject ('"For me, that was quite
# shocking,"', '"But he vetoed this."', '"Now, that was awkward."')
_QUOTE_LEAD_IN = re.compile(r"(?:For (?:me|us)|Honestly|Frankly|Personally|To be honest|And|But|"
                            r"So|Now|Well|Still|Yet|Again|Sadly|Unfortunately|Fortunately|"
                            r"Luckily|Clearly|Obviously|Basically|Really)(?:,\s+|\s+)(?=[a-z])")
# a person's verdict on something the sentence does not say: "Prof Owen said it was a
# groundbreaking moment." (a title and a name, or a first name and a surname, then "said it
# was a / an / the"; not "Police said it was ...", nor a company's "it", itself)
_PERSON_SAID_IT = re.compile(r"(?:(?:Prof|Dr|Mr|Mrs|Ms|Sen|Gov|Rep|Gen|Rev)\.?\s+"
                             r"(?:\[?[A-Z][\w'’-]*\]?\s+){0,2}|[A-Z][a-z]+\s+(?:[A-Z]\.\s+)?)"
                             r"(?!(?:Inc|Corp|Co|Ltd|LLC|Group|Company)\b)[A-Z][\w'’-]+\s+(?:said|says)\s+"
                             r"(?P<it>it)\s+(?:was|is|had been|has been|would be|will be)\s+"
                             r"(?:a|an|the)\s")
_OPEN_PRONOUN = re.compile(r"(He|She|They|It|His|Her|Their|Its|Him|Them)\b(?!['’]s\b)|"
                           r"(It|He|She)(?=['’]s\b)")  # "She's also worried ...": who?
_EXPLETIVE_IT = re.compile(
    r"It(?:['’]s| is| was| has been| had been| will be| would be| seems| seemed| appears| "
    r"appeared| remains| remained)\b(?:\s+not)?(?:\s+(?:also|still|now|very|too|so|far|much|"
    r"more|less|quite|really|even|already|increasingly|the|a|an))*\s+(?:clear|unclear|known|"
    r"unknown|possible|impossible|likely|unlikely|time|hard|easy|difficult|important|"
    r"necessary|raining|true|false|worth|expected|estimated|believed|thought|said|reported|"
    r"feared|hoped|understood|common|rare|unusual|normal|illegal|legal|safe|"
    r"good|bad|better|worse|best|first|last|certain|uncertain|obvious|"
    r"surprising|interesting|sad|tragic|amazing|fair|unfair|easier|harder|okay|OK|fine|"
    r"up to|no wonder|no secret|no surprise|a (?:shame|pity|mystery|question|matter|miracle)"
    r")\b")
# ... but an "it" that the same words say something of: a raising verb before "to" ("It is
# expected to cost 140,000 euros"), a first or best one ("It was the first of five cans"), an
# adjective with nothing extraposed after it ("It was fine before the update"), a described
# noun ("It was a good decision because ...")
_REFERENTIAL_IT = re.compile(
    r"It(?:['’]s| is| was| has been| had been| will be| would be| seems| seemed| appears| "
    r"appeared| remains| remained)\b(?:\s+not)?(?:\s+(?:also|still|now|very|too|so|far|much|"
    r"more|less|quite|really|even|already|increasingly))*\s+(?:"
    r"(?:expected|estimated|believed|thought|said|reported|feared|hoped|understood)\s+to\b|"
    r"(?:the\s+)?(?:first|last|best)\s+(?!time\b)|"
    r"(?:fine|amazing|good|bad|sad|tragic|interesting|true|false|possible|clear|great)"
    r"(?=\s+(?:and|before|after)\b|\s*[.!?][\"”’]?\s*$)|"
    r"(?:a|an)\s+(?:(?:very|really|so|quite)\s+)?(?:important|good|bad|sad|tragic|normal|"
    r"common|rare|unusual|difficult|easy|hard|amazing|interesting|fair|safe)\s+[a-z]+\b"
    r"(?!\s+(?:to|that|for)\b))")


def _expletive_it(text: str) -> bool:
    """Whether ``text`` opens on an "It" that points at nothing ("It is unclear why ...",
    "It's time for ..."), not at something said before."""
    return _EXPLETIVE_IT.match(text) is not None and _REFERENTIAL_IT.match(text) is None


_OPEN_DEMONSTRATIVE = re.compile(
    r"(?:(This|These|Those|That|Such)\b(?!\s+(?:(?:past|coming|last|next)\s+)?(?:week|year|month|morning|afternoon|evening|"
    r"weekend|summer|spring|autumn|fall|winter|season|decade|century|January|February|March|"
    r"April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|"
    r"Thursday|Friday|Saturday|Sunday)\b)|"
    r"(The\s+(?:two|three|four|five|six|seven|eight|nine|ten|latter|former|same|other|"
    r"second|third|fourth|fifth|last|remaining|rest|pair|trio|next|previous|following)\b(?!-)"
    r"(?:\s+[a-z]+){0,2})|((?:\w+\s+){1,2}(?:years?|months?|weeks?|days?|hours?)\s+"
    r"(?:later|earlier|before(?=\s*[,;:.]|\s*$))\b|(?:Later|Earlier) that (?:day|night|week|"
    r"month|year)\b)|"  # ("Weeks before, ...": before what; not "weeks before he married ...")
    r"(Both|Another|Neither|Either)\b)")
# an opening preposition on a demonstrative said alone ("In these, which form the basis of
# ...", "Of those, 12 were killed", "Despite this, ..."): of what, the sentence before said
_PREP_DEMONSTRATIVE = re.compile(r"(?:In|Of|Among|From|For|Like|Unlike|Besides|Despite|After|"
                                 r"Before|Beyond|With|Without|Under|Through|Amid)\s+(?:all\s+)?"
                                 r"(?:these|those|this|that)(?=\s*,)", re.I)
_PREP_INITIALS = frozenset("IOAFLUBDWT")
_TIME_INITIALS = frozenset("MOUVJRrLESAFPTYI")  # (``_FRONTED_TIME``'s first letters)
# an opening count of a named whole's members ("The four surviving members of the Grateful
# Dead", "The three children of Michael Jackson"): the name says which
_COUNTED_OF_NAME = re.compile(r"The\s+(?:two|three|four|five|six|seven|eight|nine|ten)\s+"
                              r"(?:[a-z][\w-]*\s+){1,4}of\s+(?:the\s+)?[A-Z]")
# common irregular pasts, read after an opening description as its "-ed" verbs are ("The line
# got off to a strong start ...": which line?)
_IRREGULAR_PAST = ("got|went|came|made|took|began|became|fell|rose|grew|left|ran|sold|won|lost|"
                   "kept|brought|bought|found|gave|held|led|met|paid|sent|spent|stood|saw|knew|"
                   "thought|felt|built|caught|drew|drove|flew|meant|shook|sank|sat|struck|taught|"
                   "threw|wore|broke|chose|froze|sought|fought|stole|stuck|hid|swore|woke")
# an opening description whose content the rest of the sentence tells, after its verb: "The
# truth is he doesn't get to control the media", "The question is how hard he will fight",
# "The bottom line is it's not about what we believe", "The aim now is to find common ground"
# (not "The answer is no.", "The problem was fixed": those point back)
_TOLD_AFTER_IS = re.compile(
    r"The\s+(?:(?:real|big|bigger|biggest|main|only|key|simple|sad|hard|honest|underlying|"
    r"central|basic|good|bad|great|larger|broader)\s+)?"  # (not "The second lesson is")
    r"(?:truth|question|issue|message|point|problem|aim|goal|bottom line|reality|fact|key|thing|"
    r"hope|fear|idea|concern|challenge|reason|difference|danger|worry|lesson|irony|upshot|trick|"
    r"secret|catch|news|result|answer|plan|priority|focus|intent|intention|assumption|argument|"
    r"claim|theory|conclusion|consensus|feeling|sense|view|belief|expectation|rule|rationale|"
    r"logic|takeaway|implication|suspicion|strategy|objective|mission|dream|"
    r"consequence|risk)"
    r"\s*,?(?:\s+(?:now|right now|here|today|though|however|then|still|always|simply))*,?\s+"
    r"(?:is|was|remains|will be|has always been|has been|seems|seemed)\s+"
    r"(?:that|whether|how|what|why|when|who|where|to|I|we|you|he|she|they|it|there|this|these|"
    r"simple|clear|obvious|not that)\b")
# "The photos were unveiled": The + up to two modifiers + a lowercase head noun, then a verb or
# a comma, not "of", "who", "in", a name or a number that would say which one.
_OPEN_DEFINITE = re.compile(
    r"The\s+((?:(?:[a-z]|\d+-[a-z])[\w-]*\s+){0,2}?)(?!(?:that|which|who|whom|whose|what|when|"
    r"where|this|these|those|there|then|than)\b)([a-z][a-z-]{2,})(?=\s*(?:,|\s+(?:(?!(?:tally|anomaly|family|"
    r"supply|ally|rally|assembly|belly|bully|reply|monopoly|homily|lily|folly|gully|jelly)\b)"
    r"[a-z]+ly\s+)?(?:is|are|was|were|has|have|"
    r"had|will|would|could|can|may|might|must|should|said|says|did|does|do|also|then|now|"
    r"already|still|later|[a-z]+ed|[a-z]+n['’]t|" + _IRREGULAR_PAST + r")\b|"
    # a speaker's verb not in -ed, maybe after an adverb: "The official told CNN's Pamela Brown
    # on Monday that ...", "The presenter told THR ...", "The author later wrote ..." (which
    # official, the brief has to say before it)
    r"\s+(?:[a-z]+ly\s+)?(?:told|wrote|spoke)\b))|"
    r"The\s+((?:(?:[a-z]|\d+-[a-z])[\w-]*\s+){0,2}?)([a-z][a-z-]{2,}s)(?=\s+([a-z]+[^s\W])\b)|"
    r"The\s+((?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+-[a-z]+ed\s+)([a-z][a-z-]{2,})(?=\s*,)")
_SELF_CONTAINED_HEADS = frozenset("""
government president police public world nation country economy military army navy pope sun
moon weather internet market markets stock stocks dollar euro pound senate house congress
parliament administration opposition media press united kingdom west east north south prime
minister capital pentagon industry people royal queen king crown church vatican coalition
""".split())
# an office named for the one who holds it ("The president said yesterday ...", "The
# mayor's office"): which president, the brief has to say before it (Reagan and Carter may be
# in the same sentence); not "The president of Harvard", "The president, Barack Obama,"
# a speaker named by an office alone inside the sentence ("..., the Senate majority whip
# said", "the House speaker told reporters"): not "a senator said", not after a name ("Dick
# Durbin, the Senate majority whip, said" has a comma before the verb)
_INNER_OFFICE = re.compile(
    r"(?<=[\s,(])the\s+((?:[A-Z][\w.'’-]*\s+){0,3}(?:(?:majority|minority|deputy|assistant)\s+)?"
    r"(whip|leader|speaker|secretary|senator|governor|mayor|congressman|congresswoman|chairman|"
    r"chairwoman|minister|ambassador|premier|chancellor|commissioner))\s+(?:said|says|told|"
    r"tells|added|adds)\b")


# a speaker named by a described institution alone ('"We continue to work to determine the
# exact cause of death of the poet," the medical legal service said', "the foreign ministry
# said"): which one, a sentence before has to say (one word before the noun at least: "the
# company said" of the one company a story is about reads right)
_INNER_INSTITUTION = re.compile(
    r"(?<=[\s,(])the\s+((?:[a-z][\w-]*\s+){1,3}(service|agency|ministry|department|office|"
    r"institute|commission|committee|council|board|bureau|authority|firm))\s+(?:said|says|told|"
    r"tells|added|adds|announced|confirmed|stated)\b")


def _apposed_to_name(text: str, start: int) -> bool:
    """Whether what starts at ``start`` follows a name and a comma as its apposition ("Dick
    Durbin, the Senate majority whip"), not a fronted phrase that ends on a name ("In response
    to a memorandum ... in Kenya, the Kenyan leader told ...", "On Tuesday, the leader said"):
    the capitalised words before the comma are a name only when no function word leads them."""
    if not _NAME_BEFORE.search(text, max(0, start - 40), start):
        return False
    for word in reversed(text[:start].rstrip().rstrip(",").split()):
        if word.lower() in STOPWORDS:
            return False  # "in Kenya,", "On Tuesday,"
        if not word[:1].isupper():
            return True  # "... met Dick Durbin, the whip": a lower-case verb before the name
    return True


# how an office is written before a name ("Sen. Dick Durbin"): that says it too
_OFFICE_ALSO = {office: frozenset({stem(short)}) for office, short in (
    ("senator", "sen"), ("governor", "gov"), ("congressman", "rep"), ("congresswoman", "rep"))}
_OPEN_TITLE = re.compile(r"The\s+(president|prime minister|premier|chancellor|governor|mayor)"
                         r"(?:['’]s)?(?![\w-])(?!\s+of\b|\s*,?\s+[A-Z])")
# "... will be excluded from the meeting", "... backdrop for the popular series", "the state's
# inmates": the + up to two modifiers + a lower-case noun, with nothing after it that says which
# (no "of", "that", "who" ..., no name or number). The first modifier may be a pair of compounds
# ("by the nine-woman, three-man jury", "the long-necked, long-tailed sauropod"). Two spaces
# and a capital after the noun are where a quotation was cut ('The author of the letter "wrote
# ...," Poe said.' is read as "The author of the letter  Poe said."): the phrase ends there.
# a group named by its people, with what happened to it ("the Israelis' arrest", "the
# Kennedys' plane"): which Israelis, the source said before
# a family named by its surname ("The Mercers' foundation", "the Obamas"): which family, the
# brief says by a full name ("Robert Mercer"); a marked edit cannot complete a plural
_FAMILY = re.compile(r"[Tt]he\s+((?:Mc|Mac)?[A-Z][a-z]{2,})s\b(?!['’-]\w)")  # (a word before:
# not "Blythe Smiths"; checked in code: a lookbehind first makes the scan twice as slow)
_PEOPLES_THING = re.compile(r"(?<=[\s(“\"])the\s+([A-Z][a-z]{2,}s)['’](?=\s+[a-z])")
_ACCORDING_OPENS = re.compile(r"(?:(?:But|And|Yet|Still|Now|Also),?\s+)?[Aa]ccording\s+to\s+")
_INNER_DEFINITE = re.compile(
    r"(?<=[\s(“\"])the\s+((?:[a-z]\w*-[\w-]+,\s+(?=[a-z]\w*-[\w-]+\s|[a-z]+ed\s))?"
    r"(?:(?!(?:the|a|an)\s)[a-z][\w-]*+\s++){0,2}?)([a-z][a-z-]{2,}+|ad)(?:['’]s)?"
    r"(?=\s*(?:[,.;:!?)”“\"]|$)|\s\s(?=[A-Z])|\s+(?:is|are|was|were|be|been|has|have|had|will|would|could|can|may|"
    r"might|must|should|as|to|in|on|at|for|from|with|by|and|or|but|after|before|since|until|"
    r"than|when|while|because|if|into|over|under|about|against|during|without|within|through|"
    r"across|near|said|says|told|tells|adds|also|now|then|still|already|[a-z]+ly|[a-z]+ed|[a-z]+n['’]t|"
    r"late|early|last|next|yesterday|today|tonight|tomorrow|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|"
    r"Sun)day)\b|"
    r"(?<=['’]s)\s|"
    # what the description is called or where it lies: "called the work an 'insult'", "the
    # lakeside castle south of Rome"
    r"\s+(?:an?|(?:north|south|east|west)(?:east|west)?\s+of)\s)")
# (possessive "*+", "++", "{2,}+": a word or a space given back leaves a letter, a hyphen or a
# space where the next part needs the other or white space or punctuation, so no match is
# lost; a failed try spends no steps giving back each of its letters)
# words LemmInflect's lexicon does not know that are no rare noun after "the": counts ("the
# four"), an idiom's end ("the status quo"), a movement everyone knows ("the alt-right")
_NOT_RARE_NOUNS = frozenset("quo alt-right one two three four five six seven eight nine ten "
                            "eleven twelve dozen".split())
# a verb that calls its object something or gives it something, before "the" ("called the
# decision a major victory", "passed the teller a note")
_NAMING_VERB_BEFORE = re.compile(r"\b(?:call|calls|called|calling|name|named|declared|deemed|"
                                 r"considered|labell?ed|dubbed|branded|termed|give|gives|gave|"
                                 r"giving|make|makes|made|making|keep|keeps|kept|bought|pass|"
                                 r"passed|lend|lends|denies|denied|telling|told|sent)\s+\Z")
_UNIQUE_HEADS = _SELF_CONTAINED_HEADS | frozenset("""
day days year years week weeks month months morning afternoon evening night weekend time times
end beginning start first last same past future present rest moment way fact idea number
numbers name top bottom side sides middle front back inside outside world earth
sky sea ocean air ground floor water law constitution economy environment planet universe
internet web media public truth reality situation issue issues problem problems question
answer need needs use lead spotlight limelight headlines news weather dark light
""".split())
# what says which after the noun: a name ("the editor at the magazine Empire", "the emir,
# Sheik Hamad"), or a naming ("the biopic titled ...")
_SAYS_WHICH = re.compile(r"(?:['’]s)?(?:\s*,\s*(?:[A-Z][a-z]+|[A-Z]\.)|\s+(?:titled|called|named|"
                         r"dubbed|known as|entitled)\b|\s+(?:at|in|of|for|from|on|with|by)\s+"
                         r"(?:the\s+|a\s+)?(?:[a-z][\w-]*\s+){0,2}[A-Z])")
# a time after the noun, before what may say which: "the deal late Sunday", "the menu today at"
_WHEN_AFTER = re.compile(r"\s+(?:(?:late|early|last|next)\s+)?(?:yesterday|today|tonight|tomorrow|"
                         r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|week|month|year)"
                         r"(?:\s+(?:morning|afternoon|evening|night))?")
_NAME_BEFORE = re.compile(r"[A-Z][\w.'’-]+,\s*$")  # an apposition: "Ian Freer, the editor"
# a sentence that opens on when or why, up to "the": "Following the announcement, Williams shared
# ...": the comma after the noun ends that phrase, and the name after it is the main clause's
# subject, no apposition that says which announcement
_WHEN_OPENERS = (r"\s*(?:(?:Hours|Days|Weeks|Months|Shortly|Soon|Just|Right|Moments|"
                 r"Minutes|Immediately)\s+)?(?:After|Following|Before|Since|Despite|"
                 r"Amid|During|Upon|Until|Ahead\s+of|In\s+response\s+to|Because\s+of|"
                 r"Due\s+to|Prior\s+to|In\s+the\s+wake\s+of)\s+")
_OPENING_WHEN = re.compile(_WHEN_OPENERS + "$")
# the same phrase with its noun: "Following the announcement, ...", "After the ruling, ..."
_OPENING_WHEN_THE = re.compile(_WHEN_OPENERS + r"the\s+([a-z][\w-]*),")


def opening_event(text: str) -> str:
    """The noun of the happening a sentence's opening phrase of when points back to
    ("Following the announcement, Williams shared ...": "announcement"), or ""."""
    m = _OPENING_WHEN_THE.match(text) if text[:1].isupper() else None
    return m.group(1) if m else ""


# a person by the trade a story calls a named one by, inside a sentence ("College Humor shared
# 'lost footage' of the comedian starring in ...", "... was the model's hulking diamond ring"):
# which comedian, only the name its source gave before says (``EPITHETS``; an opening "The
# actress ..." is a definite description like any)
EPITHETS = frozenset("""comedian comedienne comic actor actress singer rapper musician director
filmmaker novelist designer songwriter rocker crooner starlet model""".split())
_EPITHET = re.compile(
    r"(?<=[\s(“\"])the\s+(?:(?:\d+-year-old|former|late|young|veteran|[a-z]+-born)\s+)?"
    r"(" + "|".join(sorted(EPITHETS)) + r")(?:(['’]s)|(?=\s+(?:[a-z]+ly\s+)?(?:[a-z]+(?:ed|ing)|"
    r"is|was|has|had|will|would|could|can|did|does|also|hit|made|said|says|told|put|got|led|"
    r"won|took|gave|went|came|sang|wrote|spoke|broke|began|became|[a-z]+n['’]t)\b|"
    r"\s*[,.;:!?)”\"]))")
# an event named by a general noun ("was arrested soon after the crime", '"we are deeply saddened
# by this tragedy"'): which event, a brief sentence before has to tell (a killing, a shooting,
# a crash: any of the words below), whether or not its source used the noun itself before (it
# rarely does: "shot ... the crime"); not when the sentence says which ("the crime of perjury",
# "the incident in which ...", "the crime he was charged with")
_VIOLENCE = """kill killed killing killings killer murder murdered shot shoot shooting shootings
gunman gunfire stabbed stabbing attack attacked assault assaulted bombing bombed arson beaten
beating strangled poisoned""".split()
_DEATH = """death deaths dead die died dying drowned overdose suicide""".split()
_DISASTER = """crash crashed collision collided explosion exploded blast fire burned collapse
collapsed derailed""".split()
_WOUNDS = """injured injury injuries wounded wounding hurt bomb bombing bombed attack attacked
shooting shot gunfire stabbing stabbed""".split()
_CRIME = """robbed robbery theft stole stolen burglary rape raped abuse abused kidnapped abducted
fraud""".split()
_LAW = """arrested arrest charged charges accused suspect suspects allegedly alleged convicted
""".split()
EVENT_NOUNS: dict[str, frozenset[str]] = {
    noun: frozenset(stem(w) for w in words) for noun, words in (
        ("crime", [*_VIOLENCE, *_CRIME, *_LAW, "crime"]),
        ("incident", [*_VIOLENCE, *_DEATH, *_DISASTER, *_CRIME, *_LAW, "injured", "incident"]),
        ("tragedy", [*_VIOLENCE, *_DEATH, *_DISASTER, "tragedy"]),
        ("accident", [*_DISASTER, "accident", "fell", "hit", "struck", "overturned"]),
        ("ordeal", [*_VIOLENCE, *_CRIME, *_DISASTER, "ordeal"]),
        # a landslide told by what the ground did ("A rain-soaked hillside collapsed onto the
        # town ..." / "The slide struck shortly after 4 a.m.")
        *((slide, ["collapse", "collapsed", "landslide", "landslides", "mudslide", "mudslides",
                   "slide", "slid", "rockslide", "avalanche"])
          for slide in ("slide", "landslide", "mudslide", "rockslide")),
        # a theft named before it is told ("... turned up the news of the theft" before the
        # coins were stolen): which theft, a sentence that tells of one
        *((theft, [*_CRIME, "heist", "thief", "thieves", "steal", "stealing", "looted", "loot"])
          for theft in ("theft", "heist", "robbery", "burglary")),
        # the people an event hurt ("Two of the injured were in serious condition."): which
        # event, a sentence that tells of injuries, an attack, a crash has to say
        *((group, [*_DISASTER, *_WOUNDS]) for group in ("injured", "wounded")))}
# a body a trial has ("the nine-woman, three-man jury"): a sentence that tells of the trial, the
# lawsuit or the case has introduced it
_TOLD_BY: dict[str, frozenset[str]] = {"jury": frozenset(stem(w) for w in (
    "jury", "trial", "lawsuit", "suit", "case", "verdict", "court"))}
# the people who made a study ("The new study, published in the journal JAMA Psychiatry ..." /
# "..., the researchers found that bullied children ..."): a sentence that tells of the study,
# the research or the paper has introduced them
_STUDY = frozenset(stem(w) for w in ("study", "studies", "research", "paper", "survey",
                                     "analysis", "researchers", "scientists", "authors"))
_TOLD_BY.update({head: _STUDY for head in ("researchers", "scientists", "authors")})
# the people who made a study as a quotation's speaker ('"... testicular cancer," the authors
# wrote'): which authors, a sentence that tells of the study has to say (the definite is no
# subject there, so the opening-definite rule never reads it)
_SAYS_STUDY = re.compile(r"\b(?:study|studies|research|paper|survey|analysis|journal|report)\b")
_STUDY_SPEAKER = re.compile(r"[,\"”]\s+the\s+((?:study['’]s\s+|paper['’]s\s+)?"
                            r"(authors|researchers|scientists))\s+(?:wrote|write|writes|said|"
                            r"say|says|noted|note|notes|concluded|conclude|concludes|added|"
                            r"explained|explain|explains|reported|report|reports)\b")
# one vehicle by another of its kind's words ("the aircraft" after "the plane")
_PLANE_WORDS = ("plane", "jet", "jetliner", "airliner", "aircraft")
_SHIP_WORDS = ("ship", "vessel", "ferry")
_PLANE = frozenset(stem(w) for w in _PLANE_WORDS)
_SHIP = frozenset(stem(w) for w in (*_SHIP_WORDS, "boat"))
_TOLD_BY.update({w: _PLANE for w in _PLANE_WORDS})
_TOLD_BY.update({w: _SHIP for w in _SHIP_WORDS})
_VEHICLES = _PLANE | _SHIP
# a news outlet told by its kind ("Trout told the paper", "according to the website"): which
# one, the brief has to say before it; a sentence that mentions an outlet of any of these
# kinds ("The San Francisco Chronicle's website reported") introduces it
_OUTLET_HEADS = frozenset("""newspaper paper magazine tabloid broadcaster station network
website site outlet publication channel""".split())
_OUTLET = frozenset(stem(w) for w in _OUTLET_HEADS | {"daily"})
# the words before an outlet's kind that make it the one spoken to or quoted ("told the
# paper", "according to the station", "in an interview with the magazine"), not a paper or a
# station of the story ("sold the paper", "arrived at the station")
_SPOKEN_TO = re.compile(r"\b(?:told|tell|tells|telling|according\s+to|interview\s+with|spoke\s+to|"
                        r"speaking\s+to|talked\s+to|talking\s+to|statement\s+to|quoted\s+by|"
                        r"confirmed\s+to|said\s+to)\s+the\s+(" + "|".join(sorted(_OUTLET_HEADS)) +
                        r")\b(?![-'’])")
# function words that are nouns after "the" ("Poking at the can was the first step")
_NOUNS_AFTER_THE = frozenset(("can",))
# a couple a sentence has introduced as one and the other's spouse ("A 40-year-old woman ...,
# according to her husband" / "The couple went hiking ...")
_TOLD_BY["couple"] = frozenset(stem(w) for w in (
    "couple", "husband", "wife", "boyfriend", "girlfriend", "fiance", "fiancé", "fiancee",
    "fiancée", "spouse"))
# a trial's outcome its own sentence tells the jury gave ("were ordered to pay most of the $6.3
# million in damages by the nine-woman, three-man jury", "was convicted by the jury", "the jury
# found him guilty"): the jury is the one that decided it, as a reader knows (blind readers and
# three pairwise judges took D0701A's verdict as its opening so, and preferred it first). Not a
# request to it ("asked the jury to award $11 million in damages") nor a word beside it ("he
# deliberately lied").
_JURY = r"[Tt]he (?:[\w-]+,? ){0,3}?jury"
_DECIDED_BY = {"jury": re.compile(
    r"\b(?:(?:convicted|acquitted|awarded|sentenced|ordered)\b(?:[^.]|\.(?=\d)){0,80}?"
    r"|found (?:\w+ )?(?:not )?(?:guilty|liable) )by " + _JURY +
    r"|" + _JURY + r" (?:found|convicted|acquitted|awarded|returned|reached|ruled|deadlocked|"
    r"deliberated|ordered|sided)\b")}
# words in the sentence itself that tell the event
_HARM_STEMS = frozenset(stem(w) for w in _VIOLENCE + _DEATH + _DISASTER + _CRIME)
_EVENT_SAYS = re.compile(r"\s+(?:of|by|in which|involving|against|at which|where|that|which|who|"
                         r"committed|he|she|they|it|we|I|you)\b")
_UNIQUE_MODIFIERS = frozenset("most least first last next following only same entire whole "
                              "main top former late current".split())
_INNER_MODIFIERS_OK = frozenset("two three four five six seven eight nine ten both".split())
# kinds of things a story names by their own name and then calls by their kind ("... caused by
# hepatitis B. A study ... looked at ... people with long-standing infections with the virus.",
# "Sinbad celebrated ... his genie film Shazaam." before "... footage of him starring in the
# movie"): the bare kind inside a sentence points back to the name even where the source
# never wrote the noun before, and a reader who has not met the name cannot tell which; so a
# sum a story tells by its figure ("Texas will pay $3.4 million to a couple ..." before "...
# they'll receive the payment from a state fund"): which payment, only the figure says
NAMED_KINDS = frozenset("""
virus disease illness drug vaccine bacterium bacteria parasite syndrome
film movie documentary album song novel sitcom musical
hurricane typhoon cyclone
plane jet jetliner airliner aircraft ship vessel ferry
payment settlement compensation ransom
""".split())
# a verb of speech anywhere (only whether there is one is asked: one pattern of the words
# factored by their prefixes, several times faster than the plain alternation)
_SPEECH_WORDS = """said says say told tells added adds asked asks wrote writes tweeted posted
explained explains noted notes argued argues insisted insists replied recalled acknowledged
continued predicted warned warns stated declared announced according testified quoted shouted
recounted conceded concluded admitted vowed urged claimed claims described describes complained
complains joked jokes wondered remarked observed responded responds answered answers reported
reports cautioned stressed emphasized emphasised pointed called calls sighed laughed""".split()
_SPEECH = re.compile(r"\b(?:" + trie_pattern(_SPEECH_WORDS) + r")\b", re.I)
_SPEECH_WORD_SET = frozenset(_SPEECH_WORDS)
_SPEECH_LOWER = re.compile(_SPEECH.pattern)  # on lower-cased ASCII text: the same, faster


def speaks(text: str) -> bool:
    """Whether ``text`` has a verb of speech (``_SPEECH``)."""
    if text.isascii():  # ignoring case is lower-casing here
        return _SPEECH_LOWER.search(text.lower()) is not None
    return _SPEECH.search(text) is not None
# a speaker named by surname: "Hall said", "Hall's spokesman said"; "said Hall", "according to
# Hall" (the verbs after a name, and before one)
_SPEAKS_AFTER_NAME = (
    "said", "says", "told", "tells", "added", "adds", "explained", "noted", "argued", "wrote",
    "writes", "testified", "insisted", "asked", "replied", "recalled", "acknowledged",
    "continued", "predicted", "warned", "stated", "declined", "did not", "didn't", "would not",
    "has said", "had said", "also said")
_SPEAKS_BEFORE_NAME = ("said", "says", "added", "asked", "wrote", "explained", "noted",
                       "continued", "according to", "Added", "Adds")  # "Added Lesh: ..."
_SURNAME_SPEAKER = re.compile(
    r"(?:(?<![\w.])(?:(?:Mr|Mrs|Ms|Dr|Prof|Rev)\.?\s+)?((?:Mc|Mac)?[A-Z][a-z]++(?:['’][a-z]{2,}+)?"
    r"(?:-[A-Z][a-z]++)?)(?:['’]s\s++\w++)?\s++(?:" + "|".join(_SPEAKS_AFTER_NAME) + r")\b)|"
    r"(?:\b(?:" + "|".join(_SPEAKS_BEFORE_NAME) + r")\s+"
    r"(?:(?:Mr|Mrs|Ms|Dr|Prof|Rev)\.?\s+)?((?:Mc|Mac)?[A-Z][a-z]++(?:-[A-Z][a-z]++)?)\b(?!\s+[A-Z])"
    r"(?![.'’-]\w))")
# (possessive "++", "{2,}+": a name's letters, a word's and the white space after them are
# followed by what none of them is: a letter given back could not match it, so a capitalised
# word that is no speaker fails at once instead of after giving back each of its letters)
# every match has one of those verbs: looked for first ("said" first: most sentences with one
# have it), it spares the pattern's scan in the three sentences of four that have none
_SPEAKER_VERBS = tuple(sorted({*_SPEAKS_AFTER_NAME, *_SPEAKS_BEFORE_NAME},
                              key=lambda v: (v != "said", v)))
# and every match begins on a capital (a name, a title) or on one of the verbs before a name (the
# pattern, which opens on a lookbehind, is tried only there: ``_matches_from``)
# the first word of each of those verbs, as a whole word in every match (white space before the
# verbs after a name; \b before the verbs before one, white space after them)
_SPEAKER_VERB_WORDS = frozenset(re.match(r"\w+", v).group() for v in _SPEAKER_VERBS)


def _given_names_in(text: str, end: int | None = None) -> Iterator[str]:
    """The given names (``given_names``) that open a full name in ``text`` (before ``end``):
    "Kerry" of "Kerry Washington", "Catherine" of "Catherine Zeta-Jones"."""
    gives = given_names()
    return (m.group(1) for m in _GIVEN_AND_NAME.finditer(text, 0, len(text) if end is None
                                                         else end) if m.group(1) in gives)


def _given_name_before(text: str, end: int) -> bool:
    """Whether ``text`` names a person before ``end``: a given name and a capitalised word
    after it (``_given_names_in``), a title and a name ("Mr. Stallone"), or a name's
    possessive ("Balin's rep confirmed the musician's death")."""
    return next(_given_names_in(text, end), None) is not None or \
        any(not _THE_BEFORE_OWNER.search(text, max(0, m.start() - 30), m.start())
            for m in _TITLED_OR_OWNER.finditer(text, 0, end))


# "the" before a capitalised possessive ("on the Met Gala's red carpet ... the model's ring",
# "the Times's"): a thing's name, not a person's
_THE_BEFORE_OWNER = re.compile(r"\b[Tt]he\s+(?:[A-Z][\w.'’-]*\s+){0,2}\Z")


# (possessive: nothing a letter or a space given back leaves could match; as _LONE_NAME)
_TITLED_OR_OWNER = re.compile(r"\b(?:Mr|Mrs|Ms|Dr)\.?\s++[A-Z]|\b[A-Z][a-z]++['’]s\b")


# a given name and another capitalised word: a person named in the sentence before its epithet
# ("Kerry Washington's camp confirmed ..., the actress hit the red carpet")
# (possessive: nothing a letter or a space given back leaves could match; as _LONE_NAME)
_GIVEN_AND_NAME = re.compile(r"\b([A-Z][a-z]++)\s++(?:[A-Z]\.\s++)?[A-Z][\w'’-]+")


def _surname_speakers(text: str, words: set[str] | None = None) -> Iterable[re.Match[str]]:
    """``_SURNAME_SPEAKER.finditer(text)``, tried only where a match can begin. ``words``:
    ``text``'s words (``_RUN``), if read: every match has one of ``_SPEAKER_VERB_WORDS``."""
    if words is not None:
        if words.isdisjoint(_SPEAKER_VERB_WORDS):
            return ()
    elif not any(v in text for v in _SPEAKER_VERBS):
        return ()
    # (the verbs found by str.find, not by a pattern of eleven alternatives that the engine
    # tries at every position with one of their first letters, at four times the cost; a
    # position twice in the list is tried twice, to the same failure or skipped as matched)
    return _matches_from(_SURNAME_SPEAKER, text, sorted(
        [*(c.start() for c in _WORD_CAPITAL.finditer(text)),
         *_positions(text, _SPEAKS_BEFORE_NAME)]))
# a lone capitalised name acting in the sentence ("Walker has pushed", "Triggs called",
# "Walker's plan") or given an age ("Reischl, 67, a retired
# cartographer, ..."): a surname when the story gives one full name for it and never uses it
# in lower case (see Context.sentence_needs); or, opening the sentence as the one who acts
# ("Randa secures funding ..."), a rare name the story never gives in full; after "the" a name
# names a thing ("the Obama administration", "the Trump campaign"), not the person
# a surname that ends the sentence after a word that takes a person ("..., told Kreiss.", "who
# is helping Reischl.", "to be reunited with Ms Pascoe."); places come after "in", "of", "to"
_TO_WHOM_NAME = re.compile(r"\b(?:told|tells|with|helping|helped|joined|thanked|interviewed|"
                           r"met|against|by|commenting on|comments on|commented on|about)\s+"
                           r"(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?"
                           r"((?:Mc|Mac)?[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?)\.$")
# (not after a two-letter first name, "Al Wright", but after a two-letter word: "If Wright")
_TWO_LETTER_WORDS = "If|In|On|At|As|By|Of|So|To|Or|An|It|Is|No|Do|We|He|My|Oh|Up"
_LONE_NAME = re.compile(r"(?=[A-Z])(?<![\w.’'-])(?<!(?!" + _TWO_LETTER_WORDS + r")[A-Z][a-z] )"
                        r"(?<!\b[Tt]he )"
                        r"(?:(?:Mr|Mrs|Ms|Dr|Prof|Rev)\.?\s+)?"
                        r"((?:Mc|Mac)?[A-Z][a-z]{2,}+(?:-[A-Z][a-z]++)?)(?:(?:['’]s|(?<=s)['’])?"
                        r"\s+(?=[a-z])|"
                        r"(?=,\s+(?:now\s+|then\s+|aged\s+)?\d{1,3},)|(?=,\s+who(?:se)?\s))")
# a surname in a list of people after "including" or "such as", a comma or "and" after it
# ("with many celebs, including Upton, donning metallic looks")
_LISTED_NAME = re.compile(r"\b(?:including|such\s+as)\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?"
                          r"((?:Mc|Mac)?[A-Z][a-z]{2,}+(?:-[A-Z][a-z]++)?)(?=,|\s+and\s)")
# (possessive "{2,}+", "++": what follows a name is no lower-case letter, so a letter given back
# could not match it; a capitalised word that is no lone name, "President Obama", fails at once
# instead of after giving back each of its letters)
# a surname opening the sentence as its subject, an apposition after it and then the verb
# ("Costanza, a real estate agent who lives on Long Island, said ...", "Rudolph, a 31-year-old
# outdoorsman and carpenter, is ..."): not "Moscow, an ally of Damascus, is" (no full name)
_APPOSED_SUBJECT = re.compile(r"((?:Mc|Mac)?[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?),\s+(?:a|an|the)\s+"
                              r"[^,;:()\"“”]{3,100}?,\s+(?:(?:also|then|later|now|still|never|"
                              r"[a-z]+ly)\s+)?([a-z]+)\b")
# a surname, then a participle's phrase between commas, then its verb ("Elder, now crouched
# behind his council seat, pulled his pistol ...")
_PARTICIPLE_SUBJECT = re.compile(r"((?:Mc|Mac)?[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?),\s+(?:(?:now|"
                                 r"still|then|later|visibly|clearly)\s+)?[a-z]+(?:ed|ing|en)\s"
                                 r"[^,;:()\"“”]{3,100}?,\s+(?:(?:also|then|later|now|still|never|"
                                 r"[a-z]+ly)\s+)?([a-z]+)\b")
_SUBJECT_AUXILIARIES = frozenset("""is was has had will would could can may might must should
did does""".split())


# what a place or an organisation is called in an apposition ("Paris, the French capital, ...",
# "Kobani, a Syrian border town, ...", "Google, the search giant, ...", "Moscow, an ally of
# Damascus, ..."): the name is no person's, so no surname
_NO_PERSON_HEADS = frozenset("""
capital city town village hamlet country nation state province region county district island
port harbor harbour area neighborhood neighbourhood suburb enclave territory republic kingdom
emirate community hub border stronghold base site home municipality metropolis borough
parish valley river lake mountain peninsula coast resort colony outpost frontier crossing
company firm giant maker manufacturer group organization organisation agency party network
chain retailer bank lender insurer carrier airline automaker carmaker brand league team club
union alliance ally coalition bloc government ministry department court council university
college school hospital newspaper paper magazine outlet channel broadcaster station studio label
band militia faction regime movement charity foundation institute center centre startup
conglomerate corporation subsidiary unit division exporter importer supplier publisher
platform service website app store restaurant hotel venue stadium arena airport church mosque
temple prison jail
""".split())
# where an apposition's head noun ends: a relative or a preposition after it
_APPOSITION_HEAD_END = re.compile(r"\s+(?:who|whose|that|which|where|of|in|on|at|near|from|with|"
                                  r"for|to|by|along|across|outside|inside|and|or|since|about)\b")


def _names_no_person(apposition: str) -> bool:
    """Whether an apposition ("the French capital", "a Syrian border town near Turkey", "the
    largest exporter in the United States") says a place or an organisation: its head noun,
    the last word before a relative or a preposition."""
    head = _APPOSITION_HEAD_END.split(apposition, maxsplit=1)[0].split()
    if not head:
        return False
    word = head[-1].lower().strip("'’")
    return word in _NO_PERSON_HEADS or (word.endswith("s") and word[:-1] in _NO_PERSON_HEADS)


def _subject_verb(word: str) -> bool:
    """Whether ``word``, after a subject and its apposition, is its verb: a verb of speech
    ("said", "told"), an auxiliary ("is", "has"), or a verb in the present or past ("visited",
    "predicts", "took": a form that is not the verb's lemma)."""
    if word in _SUBJECT_AUXILIARIES or word in _SPEAKS_AFTER_NAME:
        return True
    if word in STOPWORDS:
        return False
    verb, _, lemma = word_classes(word)
    return verb and (lemma != word or word.endswith(("s", "ed")))


# a demonstrative noun phrase that points back ("this scene", "that moment", "these claims");
# "that" right after a name inside the sentence is a relative ("an attack in France that left
# three dead")
_AFTER_NAME = re.compile(r"[a-z,]\s+[A-Z][\w.'’-]*\s+\Z")
_INNER_DEMONSTRATIVE = re.compile(
    r"[Tt](?<!\w[Tt])h(?:is|at|ese|ose)\s+(?!past\b|coming\b|week|year|month|morning|afternoon|evening|"
    r"weekend|summer|spring|autumn|fall|winter|season|decade|century|time\b|is\b|was\b|"
    r"are\b|were\b|has\b|had\b|will\b|would\b|could\b|can\b|may\b|might\b|should\b|"
    r"must\b|does\b|did\b|the\b|a\b|an\b|he\b|she\b|it\b|they\b|we\b|you\b|i\b)"
    r"([a-z][a-z-]{2,})\b")
_INNER_THESE = re.compile(_INNER_DEMONSTRATIVE.pattern.replace("(?:is|at|ese|ose)",
                                                               "(?:is|ese|ose)"))  # not "that"
# a speaker by a bare singular role, no article, no name: a filing's "Labor union official
# said", a deck's "..., researcher contends." (not "a police source said", "officials said")
_BARE_ROLE = re.compile(r"(?:^|,\s+|(?<=[a-z] ))((?:[A-Z][a-z]+\s+)?(?:[a-z]+\s+){0,2}?"
                        r"(researcher|official|"
                        r"expert|scientist|spokesman|spokeswoman|source|analyst|supporter|"
                        r"staffer|aide|lobbyist|donor|employee|adviser|advisor|insider|"
                        r"investigator|executive))\s+(?:says|said|contends|claims|argues|warns|"
                        r"finds|suggests|told|tells|believes|thinks|listened|spoke|met)\b")
_ROLE_WORDS = frozenset("""researcher official expert scientist spokesman spokeswoman source
analyst supporter staffer aide lobbyist donor employee adviser advisor insider investigator
executive""".split())  # _BARE_ROLE's roles: every match has one as a word
_DETERMINERS = frozenset("""a an the one another each every his her their its our my your this
that these those no any some which whose said""".split())
# a filing's pseudonym: "Senate Candidate B", "Individual-1", "Public Official A", "Company 2"
_PLACEHOLDER = re.compile(r"\b(?:[A-Z][a-z]+\s+){0,2}(?:Candidate|Individual|Official|Person|"
                          r"Company|Executive|Co-[Cc]onspirator|Co-[Ss]chemer|Employee|Lobbyist|"
                          r"Donor|Staffer|Associate|Entity|Businessman)[- ](?:[A-Z]|\d{1,2})"
                          r"(?![\w.'’-])")
_PHRASE_WORD = re.compile(r"([\w'’-]+)\s+\Z")


@lru_cache(maxsize=64)
def _names_in_role(role: str) -> re.Pattern[str]:
    """Someone named in ``role``: "study researcher Jacob Marott", "Jo Hart, a union official"."""
    r = re.escape(role)
    return re.compile(rf"\b{r}\s+(?:[A-Z][\w.'’-]*\s+)*[A-Z][\w'’-]+|[A-Z][a-z]+\s+"
                      rf"(?:[A-Z]\.\s+)?[A-Z][\w'’-]+,\s+(?:an?|the|his|her)\s+"
                      rf"(?:[\w-]+\s+){{0,3}}{r}\b")


def _bare_role(outside: str, m: re.Match[str]) -> bool:
    """Whether ``_BARE_ROLE``'s role stands bare: no article, possessive, number or name in
    its noun phrase ("a hospital spokesman said", "the company's chief executive said", "a
    White House official said" say which kind of one)."""
    words = m.group(1).split()
    if words[0].lower() in _DETERMINERS:
        return False
    end = m.start(1)
    for _ in range(3):  # the words before it in its noun phrase, up to a pause
        w = _PHRASE_WORD.search(outside, 0, end)
        if not w:
            return True
        word = w.group(1)
        if word.lower() in _DETERMINERS or word[-2:] in ("'s", "’s") or word[:1].isdigit() or \
                word[:1].isupper():
            return False
        end = w.start()
    return True


# a claim told before, judged inside the sentence: "whether that's the case", "If that's true,",
# "that's not true of the Mercers"
_THAT_TRUE = re.compile(r"(?<=\s)that(?:['’]s|\s+is|\s+was|\s+isn['’]t|\s+wasn['’]t)\s+(?:not\s+)?"
                        r"(?:the case|true)\b")


def _in_first_quoted_sentence(text: str, at: int) -> bool:
    """Whether position ``at`` lies inside a quotation, in its first sentence (no full stop,
    question or exclamation mark between the quotation mark that opens it and ``at``)."""
    opened = max(text.rfind('"', 0, at), text.rfind("“", 0, at))
    inside = text.count('"', 0, at) % 2 == 1 or text.count("“", 0, at) > text.count("”", 0, at)
    if opened < 0 or not inside:
        return False
    return not any(c in text[opened:at] for c in ".?!")


# a day told before, inside the sentence: "that day", "that same night", "the same day"
_THAT_DAY = re.compile(r"\b(?:(?:later|earlier)\s+)?(?:that\s+(?:(same)\s+)?|the\s+(same)\s+)"
                       r"(?:day|night|morning|afternoon|evening)\b")
_DAY_SAYS = re.compile(r"\s*(?:in\s+\d|of\b|as\b|that\b|when\b|,?\s*[A-Z][a-z]+\s+\d)|"
                       r"\s+(?:[A-Z]|(?:he|she|they|we|I)\s)")  # "that day in 2007", "the same
# day as ...", "the same day that ...", "the same day San Francisco Chronicle's Matier and Ross
# broke the story"
_DAY_ENDS = frozenset(("day", "ght", "ing", "oon"))  # how a _THAT_DAY match ends
_DAY_WORDS = frozenset("day night morning afternoon evening".split())  # its last word
# what tells the day a "that same day" after it means: a date, a year, a weekday, a time of
# day, a "when" clause ("When the storm hit, ...")
_A_DATE = (r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|yesterday|today|tonight|"
           r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d+|\d{4}|"
           r"\d{1,2}/\d{1,2}")  # a weekday, a relative day, a month's day, a year, "5/12"
_TELLS_A_DAY = re.compile(r"\b(?:" + _A_DATE + r"|tomorrow|day|night|morning|afternoon|evening|"
                          r"Yesterday|Today|Tonight|Tomorrow|[Ww]hen|[Oo]n\s+\w+\s+\d+)\b")
_DATED_BEFORE = re.compile(r"\b(?:" + _A_DATE + ")")
# "here" outside a quotation: the place of the article's dateline, which cleaning cut ("the
# group's compound near here", "For months here in the state capital"); not "Here's what ...",
# "here to stay", "here and there", "neither here nor there", "from here on out"
_HERE = re.compile(r"(?<!\bnor )\b[Hh]ere\b(?!['’]s\b|\s+(?:is|are|to stay|and there|and now|"
                   r"we go|on out|on in|goes|comes|nor there)\b)")
# "there" for a place, just before a pause ("sauropods roamed there—and", "moved there in
# 1990."): where? (existential "there is" never stands before punctuation); not "out there",
# "here and there", "neither here nor there", "then and there"; nor after a place its own
# sentence names before it ("took the child to a wooded area ... and left him there")
_THERE = re.compile(r"(?<!\bout )(?<!\band )(?<!\bnor )\b[Tt]here(?=\s*(?:[.,;:!?—–]|$))")
_PLACE_BEFORE = re.compile(r"\b(?:to|in|at|into|near|inside|outside|from|on)\s+(?:a|an|the|his|"
                           r"her|their|its|[A-Z])")
# "said that security was tight": "that" opening a clause, not pointing back
_THAT_CLAUSE = re.compile(r"(?:\b(?:said|says|say|told \w+|tell|believe[sd]?|think|thinks|thought|"
                          r"know|knows|knew|hope[sd]?|fear(?:s|ed)?|found|finds|show(?:s|ed)?|"
                          r"mean(?:s|t)?|suggest(?:s|ed)?|argue[sd]?|claim(?:s|ed)?|noted|added|"
                          r"warned|insisted|sure|clear|so|such|fact|given|ensure[sd]?|"
                          r"announced|reported|revealed|confirmed|stated|agreed|decided)"
                          r"|[a-z]+ed)\s+$")
# first person: lower case, or capitalised where it opens a clause ("We pray ...", "Our team");
# not "Us Weekly", "Me Too", nor the "I" of "ARSO-I" (roman numerals: ``_first_person``)
_FIRST_PERSON = re.compile(r"\b(?:[Ww]e|[Oo]urs?|us|(?<![\w.’'-])I(?![\w.’'-])|[Mm]y|me|"
                           r"[Ww]e['’](?:re|ve|ll|d)|I['’](?:m|ve|ll|d)|[Ll]et['’]s)\b")
# someone else speaks here: a plain verb of speech, not after "I" / "we" ("We ask for your
# continued prayers": "continued" is no speaker)
_THIRD_PERSON_SPEAKS = re.compile(r"(?<!\bI )(?<!\b[Ww]e )(?<!\byou )\b(?:said|says|told|tells|"
                                  r"added|adds|wrote|writes|stated|tweeted|according to)\b")
# its verbs alone: found first, the pattern (slow to search: it opens on lookbehinds) is tried
# only where one is
_THIRD_PERSON_VERB = re.compile(r"\b(?:said|says|told|tells|added|adds|wrote|writes|stated|tweeted|"
                                r"according to)\b")

# "I" or "we", then an adverb, just before a verb of speech: the writer's own act ("We
# recently added tools ...")
_FIRST_PERSON_ADVERB = re.compile(r"\b(?:I|[Ww]e)\s+[a-z]+ly\s+\Z")


def _third_person_speaks(text: str) -> bool:
    """Whether ``_THIRD_PERSON_SPEAKS`` is found in ``text`` (not after "I" or "we" and an
    adverb: "We recently added tools to find shelter" is the writer's own voice)."""
    return any(_THIRD_PERSON_SPEAKS.match(text, m.start()) and
               not _FIRST_PERSON_ADVERB.search(text, max(0, m.start() - 24), m.start())
               for m in _THIRD_PERSON_VERB.finditer(text))


# "There were also ...", "There also was ...": one more of what its source listed before
_THERE_ALSO = re.compile(r"There(?:['’]s| is| are| was| were| has been| have been| had been)?"
                         r" also\b(?:\s+(?:was|were|is|are|had been|has been|have been)\b)?")
# "Even" before the subject: someone or something beside others the sentence does not name
# (not "Even so", "Even if ...", "Even today", "Even accounting for ...", "Even had I ...")
_EVEN_SUBJECT = re.compile(r"Even\s+(?!(?:so|though|if|when|as|after|before|with|without|more|"
                           r"less|then|now|today|tonight|yesterday|tomorrow|worse|better|"
                           r"there|here|had|was|were|did|in|at|for|by|on|a|an|last|this|"
                           r"these|so-called|since|until|while|where|once|most)\b)"
                           r"(?![a-z]+ing\b|\d)(?:the\s+|those\s+)?[\w’'-]+")
# a step beyond something said before: "would go even further", "went a step further" (not
# "further than ...")
_GOES_FURTHER = re.compile(r"\b(?:go|goes|went|gone|going)\s+(?:even|much|still|a step|one step)"
                           r"\s+further\b(?!\s+than\b)")
_ROMAN_I = re.compile(r"\b([A-Z][a-z]+)\s+\Z")  # "World War I", "Type I", "Henry I"
# a transcript's speaker label: "OPAL LEE: I kept telling ...", "Jane Hall: We ..."
_SPEAKER_LABEL = re.compile(r"[\"“]?(?!(?:UPDATE|UPDATED|NOTE|CORRECTION|CLARIFICATION|EDITOR|"
                            r"Update|Note|Correction|Editor)\b)(?:(?:[A-Z][A-Za-z.'’-]+\s+){1,3}[A-Z][A-Za-z.'’-]+|[A-Z]{2,}):\s")
_PERSON_NOUNS = frozenset("""
man men woman women boy boys girl girls teen teenager child children officer officers spokesman
spokeswoman spokesperson suspect suspects driver father mother son daughter husband wife victim
student official officials lawyer attorney judge president minister leader pilot doctor nurse
friend neighbor neighbour resident worker soldier fighter gunman police player coach senator
governor mayor chief director founder owner actor actress singer author writer reporter
witness passenger member members couple family brother sister uncle aunt patient prosecutor
""".split())
# "To add to the street appeal, it's right next door ...": an opening phrase, then a pronoun
_INTRO_PRONOUN = re.compile(r"([^,\"“”]{3,80}),\s+(it|they|its|their|it['’]s|they['’]re)\b")
# people an opening phrase names, whom a "they" after it means ("When police arrived ...,
# they", "After the students met, their ..."): the plural of a person noun
_PEOPLE_IN = re.compile(r"\b(?:" + "|".join(sorted(
    {"police", "people", "men", "women", "children"} |
    {w for w in _PERSON_NOUNS if w[-1:] == "s" and w[:-1] in _PERSON_NOUNS} |
    {w + "s" for w in _PERSON_NOUNS
     if not w.endswith(("s", "man", "men", "child", "children", "police"))})) + r")\b", re.I)
# the same with a demonstrative after the opening phrase ("And yet, these were rare", "In 2010,
# such attacks were rare"; not "those who ...": anyone who; "According to the woman's account,
# the two began ...": the two the sentence names, read as before)
_INTRO_DEMONSTRATIVE = re.compile(r"([^,\"“”]{3,80}),\s+(these|those(?!\s+(?:who|whose|that|"
                                  r"which|with|in|at|of)\b)|such)\b")
# one person by title and name, who is no "they" ("Had Mrs. Clinton won, they believe, ...")
_ONE_PERSON = re.compile(r"\b(?:Mr|Mrs|Ms|Dr)\.?\s+[A-Z][\w'’-]+")
# the same after a sentence adverb with no comma: "If anything they slow the footage ..."
# ("At least that's what pageant officials are saying": what is?), or after a "Here is" that
# presents them ("Here are their stories -- the tragic and the successful ...": whose?)
_ADVERB_PRONOUN = re.compile(r"(If anything|In fact|Of course|After all|Even so|Perhaps|Maybe|"
                             r"Apparently|Ultimately|Eventually|Finally|At least|"
                             r"Here(?:['’]s|\s+is|\s+are))\s+(it|they|its|"
                             r"their|it['’]s|they['’]re|he|she|his|her|that['’]s)(?![\w'’])")
_OPENERS = STOPWORDS | frozenset("""
earlier later meanwhile yesterday today tonight afterward afterwards instead still last next
""".split())


# where a match of a pattern that opens on a lookaround can start (_LONE_NAME on a capital,
# _INNER_DEFINITE on "the"): ``_matches_from`` tries the pattern only there
_CAPITAL = re.compile(r"[A-Z]")
_THE = re.compile(r"the")
# the same, narrowed to where the pattern's lookbehinds let a match begin: a capital after no
# [\w.’'-], no capitalised word and no "the" (_LONE_NAME), a "the" after a space, bracket or
# quotation mark and before a space (_INNER_DEFINITE); a capital after no word character
# (_SURNAME_SPEAKER: its names open on (?<![\w.]), its verbs on \b)
_LONE_START = re.compile(r"[A-Z](?<![\w.’'-][A-Z])(?<!(?!" + _TWO_LETTER_WORDS +
                         r")[A-Z][a-z] [A-Z])(?<!\b[Tt]he [A-Z])")
_THE_START = re.compile(r"the(?<=[\s(“\"]the)(?=\s)")
_WORD_CAPITAL = re.compile(r"[A-Z](?<!\w[A-Z])")

# A text's words as ``\b`` sees them: maximal runs of word characters. A pattern each of whose
# matches has one of a few words as a whole run (a word between \b's, or between white space
# and punctuation) is tried only in a text with one of them: ``needs`` reads ``outside``'s
# words once (``words``) and asks the set.
_RUN = re.compile(r"\w+")
# every ASCII character that is no word character blanked, for ``_runs`` (bytes.translate)
_NOT_RUN = bytes(c if c < 128 and (chr(c).isalnum() or chr(c) == "_") else 32 for c in range(256))


def _runs(text: str) -> set[str]:
    """``set(_RUN.findall(text))``; an ASCII text (most) split at its blanked non-word
    characters instead, at a third less cost (``terms.find_tokens`` does the same)."""
    if text.isascii():
        return set(text.encode("ascii").translate(_NOT_RUN).decode("ascii").split())
    return set(_RUN.findall(text))
_COUNT_WORDS = frozenset(w for base in ("two three four five six seven eight nine ten eleven "
                                        "twelve dozens hundreds thousands most none half each "
                                        "all").split() for w in (base, base.capitalize()))
# (_COUNT_WORD is exactly one of these as a word)
_PLACEHOLDER_WORDS = frozenset("""Candidate Individual Official Person Company Executive Co
Employee Lobbyist Donor Staffer Associate Entity Businessman""".split())
_SHORT_FORM_KINDS = frozenset("""Court Company Department Agency Committee Commission Board
Council Ministry Bureau Institute Foundation Center Centre University College Museum Hospital
Zoo Tribunal Panel Corporation Fund Network""".split())
_DEMONSTRATIVES = frozenset("this This that That these These those Those".split())
_HE_SHE_WORDS = frozenset("he she his her him".split())
_TRAILING_PRONOUNS = frozenset("he she it they".split())
_TRAILING_VERBS = frozenset("""said says added adds told explained wrote insisted noted argued
stressed recalled""".split())
_FIRST_PERSON_WORDS = frozenset("we We our Our ours Ours us I my My me let Let".split())
# a sentence that opens on a name of two or more capitalised words (not a function word's)
# capitalised function words that open a sentence, no name's first word (``_OPENS_ON_NAME``,
# ``_NAMED_IN_FULL``)
_CAPITAL_FUNCTION_WORDS = (r"The|A|An|This|That|These|Those|It|Its|In|On|At|For|But|And|As|If|"
                           r"When|While|After|Before|So|Yet|Or|Our|My|His|Her|Their|We|I|He|"
                           r"She|They|There|Here|Now|Then")
_OPENS_ON_NAME = re.compile(r"(?!(?:" + _CAPITAL_FUNCTION_WORDS + r"|Today|Yesterday)\b)"
                            r"[A-Z][a-z'’-]+(?:\s+[A-Z][\w'’.-]*)+\s+[a-z(,]")
# the first person singular: a writer's own column, post or letter ("we" is as often a
# company's or a family's statement, whose next sentences tell its facts)
_WRITER_WORDS = frozenset("I my My me".split())
_THIRD_PERSON_WORDS = frozenset("""said says told tells added adds wrote writes stated tweeted
according""".split())


def _speaks_words(text: str, words: set[str]) -> bool:
    """``speaks(text)`` for a text whose words (``_RUN``) are ``words``: one of them, in lower
    case, is a verb of speech (the pattern is the words between \b's; read so in a text where
    only an ASCII letter matches an ASCII letter ignoring case: an ASCII one, or one without
    the four characters that do too, İ, ı, ſ and the Kelvin sign, as most texts with curly
    quotes)."""
    if not text.isascii() and ("\u0130" in text or "\u0131" in text or "\u017f" in text or
                               "\u212a" in text):
        return speaks(text)
    return not _SPEECH_WORD_SET.isdisjoint(map(str.lower, words))


def _capitals(text: str) -> Iterator[int]:
    return (c.start() for c in _CAPITAL.finditer(text))


def _matches_from(rx: re.Pattern[str], text: str, starts: Iterable[int]
                  ) -> list[re.Match[str]]:
    """``list(rx.finditer(text))`` for a pattern whose every match begins at one of ``starts``
    (in increasing order): the same matches, in order. A pattern that opens on a lookaround is
    tried at every position of the text; here only where it can begin. (A list, not a
    generator: its readers read every match, and a generator's resumptions cost more.)"""
    out = []
    pos = 0
    for p in starts:
        if p < pos:
            continue
        m = rx.match(text, p)
        if m:
            out.append(m)
            pos = m.end()
    return out


def _points_back(found: list[Need]) -> bool:
    """Whether one of ``found`` is a pronoun or a demonstrative (asked about a dozen times a
    text, most often of none: no generator made for an empty list)."""
    return bool(found) and not _POINTING.isdisjoint([n.kind for n in found])


_POINTING = frozenset(("pronoun", "demonstrative"))


# a fronted participial clause before the subject, when the subject is "the ..." or a pronoun:
# "Reviewing more than two decades of data, the researchers ...", "Citing court records, the
# newspaper ...", "Speaking to reporters at Leinster House on Tuesday, he confirmed ..."
_FRONTED = re.compile(r"(?!According\b)[A-Z][a-z]+ing\b[^,;:\"“”()]{3,90},\s+"
                      r"(?=(?:the|he|she|they|it|we)\s)|"
                      # a time before the subject: "On Monday, the panel voted ...", "Since
                      # November, the state has received ..." (not a place or a group, which
                      # may say which: "In Qatar, the unemployment rate ...", "For women, the
                      # numbers ...")
                      r"(?:On|Last|Earlier|Later|During|After|Before|Since|Over|Within|Until|"
                      r"Days|Weeks|Months|Years|Hours)\b[^,;:\"“”()]{2,60},\s+(?=the\s)")


# a time before a pronoun subject, with no comma ("More recently it has been tracking hate
# crimes ...", "Last week he gave ...", "In 1991 it started ..."): the pronoun opens what the
# sentence says
_FRONTED_TIME = re.compile(
    r"(?:(?:More|Most|Only|Until|Very|Just)\s+)?(?:[Rr]ecently|Later|Earlier|Soon|Afterwards?|"
    r"Eventually|Finally|Subsequently|Previously|Today|Yesterday|Last\s+(?:week|month|year|night|"
    r"spring|summer|fall|autumn|winter)|This\s+(?:week|month|year)|In\s+(?:1[89]\d\d|20\d\d)|"
    r"On\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\s+"
    r"(?=(?:he|she|it|they)\s)")


# an answer in few words to the sentence before ("So did the state Republican Party ...",
# "Neither does Smith", "Nor was it ..."): what it did, that sentence says
_SO_DID = re.compile(r"(?:So|Neither|Nor)\s+(?:did|does|do|is|was|were|are|has|have|had|will|"
                     r"would|can|could)\s+")
# a pronoun, demonstrative or definite description that opens the sentence after its lead-in
# word ("But they", "By the way, these", "And the consequence"): read as the opening it is
_LOWER_OPENER = re.compile(r"(?:he|she|they|it|his|her|their|its|this|these|those|that|such|"
                           r"the(?=\s))\b")
_LOWER_OPENERS = frozenset(("he", "sh", "th", "it", "hi", "su"))  # (its first two letters)


def _strip_lead(text: str) -> str:
    m = _LEAD.match(text)
    return text[m.end():] if m else text


_QUOTE_MARK = re.compile(f"[{_QUOTES}]")


@lru_cache(maxsize=65536)
def quoted_parts(text: str) -> tuple[tuple[str, bool], ...]:
    """The text between quotation marks, in order, each with whether it is inside a quotation
    (a straight quote opens or closes one, a curly one says which; the marks themselves are
    left out)."""
    out = []
    inside = False
    pos = 0
    for m in _QUOTE_MARK.finditer(text):
        out.append((text[pos:m.start()], inside))
        inside = not inside if m.group() == '"' else m.group() == "“"
        pos = m.end()
    out.append((text[pos:], inside))
    return tuple(out)


def quoted_share(text: str) -> float:
    """Share of the characters of ``text`` inside quotation marks."""
    if '"' not in text and "“" not in text:
        return 0.0
    return sum(len(part) for part, inside in quoted_parts(text) if inside) / max(1, len(text))


def outside_quotes(text: str) -> str:
    """The text with quoted passages removed (an unclosed quote runs to the end)."""
    if '"' not in text and "“" not in text:
        return text.replace("”", "")
    return "".join([part for part, inside in quoted_parts(text) if not inside])


@lru_cache(maxsize=65536)
def needs(text: str, in_quote: bool = False) -> tuple[Need, ...]:
    """References in one sentence that need an antecedent outside it. ``in_quote``: the
    sentence continues a quotation opened in an earlier sentence of its paragraph."""
    if text.lstrip()[:1] not in _QUOTES and ('"' in text or "”" in text):
        tail = _QUOTE_TAIL.match(text)
        if tail:  # 'To Jerry's credit, he never censored anything," said Larry David': the
            # end of a quotation opened before it; read as the quotation it is
            return needs(("“" if tail.group(1) == "”" else '"') + text.lstrip(), in_quote)
    out: list[Need] = []
    if text[:1] in "SN" and (e := _SO_DID.match(text)):
        out.append(Need("demonstrative", e.group(0).strip()))  # "So did the state Republican
        # Party when first contacted about it.": did what? The sentence before says
    body = _strip_lead(text)
    if body[:1].islower() and body[:2] in _LOWER_OPENERS and len(body) < len(text) and \
            _LOWER_OPENER.match(body):
        body = body[0].upper() + body[1:]  # "But they declined to comment.", "By the way,
        # these have to be ...": the pronoun after the lead-in opens what the sentence says
    if ": " in body[:60] and (lab := _SPEAKER_LABEL.match(body)):
        body = body[lab.end():].lstrip()  # "Jon Wertheim: This is obviously downtown San
        # Francisco.": a transcript's turn opens after its speaker's label
    if body[:1].isupper() and ", " in body and (f := _FRONTED.match(body)):
        body = body[f.end()].upper() + body[f.end() + 1:]  # "Reviewing more than two decades
        # of data, the researchers found ...", "Speaking to reporters at Leinster House on
        # Tuesday, he confirmed ...": the subject after a fronted clause opens the sentence
    elif body[:1] in _TIME_INITIALS and (f := _FRONTED_TIME.match(body)):
        body = body[f.end()].upper() + body[f.end() + 1:]
    outside = outside_quotes(text)
    # outside's words as ``\b`` sees them (runs of word characters): a pattern that needs one
    # of its own words is not tried in a text without it
    words = _runs(outside)
    quoted_open = text.lstrip()[:1] in _QUOTES  # the opening words are someone's quote
    m = None if quoted_open else _OPEN_PRONOUN.match(body)
    if not m and (" said it " in body or " says it " in body) and \
            (said_it := _PERSON_SAID_IT.match(body)):
        m = said_it  # "Prof Owen said it was a groundbreaking moment.": what was?
    opening = not quoted_open  # whether an opening description or demonstrative is read
    if quoted_open:
        inner = text.lstrip()[1:]
        q = _QUOTE_OPENER.match(inner)
        if not q and (lead := _QUOTE_LEAD_IN.match(inner)):
            q = _QUOTE_OPENER.match(inner[lead.end()].upper() + inner[lead.end() + 1:])
            if q and q.group(1) == "It":
                q = None  # ('"At first it was kind of nice"': more often the weather's "it")
        if q and not (q.group(1) == "It" and _expletive_it(inner)):
            out.append(Need("pronoun", q.group(1)))  # '"They don't have that kind of money,"'
        elif inner[:4] == "The ":
            body, opening = inner, True  # '"The line got off to a strong start ...," said a
            # spokesman.': which line, the speaker's listeners knew; a brief's reader does not
    elif m and not ((m.group(1) or m.group(2)) == "It" and _expletive_it(body)):
        out.append(Need("pronoun", m.group(1) or m.group(2)))
        opening = False
    if opening and body[:1].upper() in _PREP_INITIALS and \
            (m := _PREP_DEMONSTRATIVE.match(body)):
        out.append(Need("demonstrative", m.group(0)))  # "In these, which form the basis of
        opening = False  # the Paris agreement goal ..., nations outline their plans": in what?
    if opening and not (body[:4] == "The " and _TOLD_AFTER_IS.match(body)):
        m = _OPEN_DEMONSTRATIVE.match(body) or (body[:3] == "The" and (
            _OPEN_EPITHET.match(body) or _OPEN_AGE.match(body)))  # (both open on "The")
        if m and m.re is _OPEN_AGE and _NAME_AFTER.match(body, m.end()):
            m = None  # "The 21-year-old mom, Aber Al-Rahabi, ...": the name says who
        elif m and m.re is _OPEN_DEMONSTRATIVE and m.group(2) and _COUNTED_OF_NAME.match(body):
            m = None  # "The four surviving and original members of the Grateful Dead
            # revealed ...": the name says which
        if m:
            out.append(Need("demonstrative", m.group(0).strip()))
        else:
            m = _OPEN_DEFINITE.match(body)
            if m and (_NAME_AFTER.match(body, m.end()) or _PUBLISHED_IN.match(body, m.end())):
                m = None  # "The patient, Jo Rogers, ...", "The study, published today in the
                # Journal of Psychiatry and Neuroscience, ...": the name says which
            mods, head = (m.group(1), m.group(2)) if m and m.group(2) else \
                (m.group(3), m.group(4)) if m and m.group(4) else \
                ("", m.group(7)) if m else ("", "")  # "The James Wan-directed film, ..."
            if m and m.group(5) and not word_classes(_verb_part(body, m.start(5)))[0]:
                head = ""  # "The girls walk ...": a plural noun, then a verb ("The comments
                # re-awakened ...": the hyphenated word's last part)
            if head in _DECIDED_BY and _DECIDED_BY[head].search(body):
                pass  # "The jury convicted him.": a jury its sentence says decided (as inside)
            elif head and head not in _SELF_CONTAINED_HEADS and head not in STOPWORDS and \
                    not any(w in STOPWORDS for w in mods.split()):
                out.append(Need("definite", f"The {mods}{head}", stem(_singular(head)),
                                also=EVENT_NOUNS.get(head, _TOLD_BY.get(head, frozenset()))))
            elif not head and (v := _OPEN_DEFINITE_VERB.match(body)) and \
                    word_classes(v.group(3))[0] and can_be_noun(v.group(2)) and \
                    v.group(2) not in _SELF_CONTAINED_HEADS and v.group(2) not in STOPWORDS and \
                    not any(w in STOPWORDS for w in v.group(1).split()):
                # "The agreement calls for ...", "The vicar faces five counts ..."
                out.append(Need("definite", f"The {v.group(1)}{v.group(2)}",
                                stem(_singular(v.group(2)))))
            elif not head and (v := _OPEN_DEFINITE_SS.match(body)) and \
                    word_classes(v.group(3))[0] and v.group(3) not in STOPWORDS and \
                    v.group(2) not in _SELF_CONTAINED_HEADS and \
                    not any(w in STOPWORDS for w in v.group(1).split()):
                out.append(Need("definite", f"The {v.group(1)}{v.group(2)}",
                                stem(v.group(2))))
            elif not head and (v := _OPEN_PERSON_ACTS.match(body)) and \
                    v.group(2) in _ROLE_NOUNS and v.group(2) not in _SELF_CONTAINED_HEADS and \
                    not any(w in STOPWORDS for w in v.group(1).split()):
                # "The suspect fled on foot", "The woman gave birth to twins": which one
                out.append(Need("definite", f"The {v.group(1)}{v.group(2)}",
                                stem(_singular(v.group(2))),
                                also=_TOLD_BY.get(v.group(2), frozenset())))
            elif not head and (v := _OPEN_POSSESSOR.match(body)) and \
                    v.group(2) not in _SELF_CONTAINED_HEADS and \
                    v.group(2) not in _UNIQUE_HEADS and v.group(2) not in STOPWORDS and \
                    v.group(2) not in _PLACE_OR_PAIR and \
                    can_be_noun(v.group(2)) and \
                    not any(w in STOPWORDS for w in v.group(1).split()):
                out.append(Need("definite", f"The {v.group(1)}{v.group(2)}",
                                stem(_singular(v.group(2)))))
            elif not m:
                m = _OPEN_ANAPHORIC.match(body)
                if m:  # "The inferred reduction of mantle velocities has been attributed ..."
                    out.append(Need("definite", m.group(0), stem(_singular(m.group(1))),
                                    strict=True))
    if not out and body[4:5] in _QUOTES and body[:4] == "The " and \
            (t := _OPEN_QUOTED_DEFINITE.match(body)):
        w = t.group(2)
        noun = bool(w) and not w.endswith(("ed", "ing")) and (
            can_be_noun(w) or not word_classes(w)[0])  # "script", "rapper"; not "took"
        head = w if noun else t.group(1).split()[-1].strip(",").lower()
        end = t.end(2) if noun else t.end(1) + 1
        if head not in _SELF_CONTAINED_HEADS and head not in STOPWORDS and \
                not _SAYS_WHICH.match(body[end:end + 60]):
            # 'The "Seinfeld" script is not the first ...', 'The "Anaconda" rapper co-owns
            # ...', 'The "consular officers" were ...': which one, the brief has to say
            out.append(Need("definite", body[:end].strip(), stem(_singular(head)),
                            strict=True))
    if not out and not quoted_open and body[:4] == "The " and (t := _OPEN_SPEECH_BY.match(body)):
        # "The remarks from the President generated ...": whose remarks it says, not which
        out.append(Need("definite", f"The {t.group(1)}", stem(_singular(t.group(1)))))
    if not out and not quoted_open and body[:4] == "The " and (t := _OPEN_TITLE.match(body)):
        out.append(Need("definite", t.group(0), stem(t.group(1).split()[-1])))
    if (" said" in outside or " says" in outside or " told" in outside or
            " add" in outside) and (t := _INNER_OFFICE.search(outside)) and \
            not _apposed_to_name(outside, t.start()):
        # 'Appearing on "Fox News Sunday," the Senate majority whip said ...': a speaker by
        # the office alone; who holds it, a brief sentence before has to say
        office = t.group(2)
        out.append(Need("definite", f"the {t.group(1)}", stem(office),
                        also=_OFFICE_ALSO.get(office, frozenset())))
    if (" said" in outside or " says" in outside or " told" in outside or
            " add" in outside or " announced" in outside or " confirmed" in outside or
            " stated" in outside) and (t := _INNER_INSTITUTION.search(outside)) and \
            not _apposed_to_name(outside, t.start()) and \
            not any(w in STOPWORDS for w in t.group(1).split()[:-1]):
        out.append(Need("definite", f"the {t.group(1)}", stem(t.group(2))))
    if ("them" in text or " that they " in text) and \
            not any(n.kind == "pronoun" for n in out):
        p = _plural_pronoun(text)
        if p:  # "A Shalimar woman has a warning for them.": for whom?
            out.append(Need("pronoun", p))
    if not out or out[0].kind != "pronoun":
        p = _inner_pronoun(outside, words)
        m = None if p or quoted_open else \
            _INTRO_PRONOUN.match(body) or _ADVERB_PRONOUN.match(body)
        if m and not any(w[:1].isupper() and w.rstrip(",") not in _DATE_WORDS for w in (
                _ONE_PERSON.sub("", m.group(1)) if m.group(2)[:4] in ("they", "thei")
                else m.group(1)).split()[1:]) and not (
                    m.group(2)[:4] in ("they", "thei") and _PEOPLE_IN.search(m.group(1))):
            # (a day or a month is no one "they" means: "On Monday, they were arrested"; people
            # the opening phrase names are: "When police arrived at the scene, they followed")
            rest = body[m.start(2):]
            if not (rest[:2].lower() == "it" and _expletive_it("It" + rest[2:])):
                p = m.group(2)
        if p:
            out.append(Need("pronoun", p))
    if not quoted_open and ", " in body and not _points_back(out) and \
            (m := _INTRO_DEMONSTRATIVE.match(body)) and \
            not any(w[:1].isupper() and w not in _DATE_WORDS for w in m.group(1).split()[1:]):
        out.append(Need("demonstrative", m.group(2)))  # "Of course, these were rare ...",
        # "In 2010, such attacks ...": which?
    if " such " in outside and not _points_back(out) and \
            (m := _INNER_SUCH.search(outside)) is not None and \
            (m.group(1) == "people" or word_classes(m.group(1))[1]):
        # "Eastwood's film will leave such people vaguely uneasy.": which people?
        out.append(Need("demonstrative", m.group(0)))
    if " this" in text and not _points_back(out) and \
            any(not _told_before_this(text, m.start()) for m in _INNER_THIS.finditer(text)):
        # '"We will clarify this, and ..."', "... take issue with this.": with what?
        out.append(Need("demonstrative", "this"))
    if (" that" in text or " this" in text) and not _points_back(out) and \
            (m := _PREP_THIS.search(text)) and \
            text.count(" ", 0, m.start()) <= PREP_THIS_WORDS:
        out.append(Need("demonstrative", m.group(1)))  # "expanded on that": on what?
    if "arriv" in outside and not _points_back(out):
        m = _ARRIVED_NOWHERE.search(outside)
        if m:  # "The plane's wreckage arrived late Friday night, an official said.": where?
            out.append(Need("demonstrative", m.group(0)))
    if "the " in outside and not _points_back(out):
        m = _TRAILING_EPITHET.search(outside)
        if m:  # '"At first I didn't really want to work," the former "Seinfeld" star said.'
            out.append(Need("demonstrative", m.group(1)))
    if not quoted_open and not _points_back(out):
        lead = text.lstrip(" \t([—–-")
        m = _TIME_ANCHOR.match(lead) if lead[:1] in _ANCHOR_FIRST else None
        if m:  # "Then, there were fewer northern white rhinos": after what?
            out.append(Need("demonstrative", m.group(1)))
        elif body[:1].upper() in _ONE_FIRST and \
                (m := _OPEN_ONE.match(body[:1].upper() + body[1:])):
            out.append(Need("demonstrative", m.group(0)))  # "One, led by ...": one of what?
        else:
            m = _bare_count(outside, words) if _DIGIT_ANY.search(outside) or \
                not words.isdisjoint(_COUNT_WORDS) else None
            at = -1 if not m else m.start(2) if m.group(2) else m.start(4)
            if m and not (at and _OF_SET.search(outside, 0, at)):
                # "Rights workers say 14 are still missing.", "All except for Mount St.
                # Helens, ...": 14 of what? all of what?
                out.append(Need("demonstrative", m.group(2) or m.group(4)))
    if "the " in outside and not _points_back(out):
        m = _INNER_EPITHET.search(outside) if not words.isdisjoint(_EPITHET_ADJECTIVES) \
            else None
        first = _WORD.match(body)
        if m and not _NAME_BEFORE.search(outside, max(0, m.start() - 40), m.start()) and \
                not (first and first.group()[0].isupper() and
                     first.group().lower() not in STOPWORDS and
                     not can_be_noun(first.group().lower())):  # "Madonna ... -- the iconic
            # pop star currently holds ...": the sentence's named subject
            # "... a much-disputed Victorian diary supposedly written by the notorious
            # murderer.": who? (the source named him in the sentence before)
            out.append(Need("demonstrative", m.group(0)))
    if ("esult" in outside or "nsuing" in outside or "mentioned" in outside) and \
            not _points_back(out):
        m = _INNER_ANAPHORIC.search(outside)
        if m and stem(_head_after(outside, m.start())) in {
                stem(w) for w in re.findall(r"[a-z]+", outside[:m.start()].lower())}:
            m = None  # "... into sperm precursor cells and to use the resulting sperm": said
        if m:  # "images of the resulting facial injury": resulting from what?
            out.append(Need("demonstrative", m.group(0)))
    if body[:5] == "Each " and (m := _EACH_OF_THEM.match(body)):
        out.append(Need("demonstrative", m.group(0)))  # "Each actresses earned $13 million"
    if "-year-old" in outside and not _points_back(out):
        for m in _INNER_AGE.finditer(outside):
            if _AGE_SAYS_WHO.match(outside, m.end()) or \
                    _NAME_BEFORE.search(outside, max(0, m.start() - 40), m.start()) or \
                    any(n.group(1) not in _NOT_FIRST for n in _TWO_NAMES.finditer(
                        outside, 0, m.start())):
                continue  # "the 82-year-old Butler", "Richard Butler, the 82-year-old
                # pastor", "police arrested Jo Rogers; the 34-year-old ...": it says who
            # "As the mercurial, 34-year-old movie mogul's story editor, Brown ...": who?
            out.append(Need("demonstrative", m.group(0)))
            break
    if ("rrest" in outside or "harges" in outside or "ndictment" in outside or
            "onviction" in outside) and \
            not _points_back(out):
        w = _bare_consequence(outside)
        if w:  # "Police reported two arrests _ a 19-year-old boy and a 16-year-old girl.":
            out.append(Need("demonstrative", w))  # arrests for what?
    if ("suit" in outside or "same" in outside or "likewise" in outside) and \
            not _points_back(out):
        m = _SAME_AS_BEFORE.search(outside)
        if m and not _VERB_BEFORE.search(outside, 0, m.start()):
            out.append(Need("demonstrative", m.group(0)))  # "Within weeks, ETA and Herri
            # Batasuna followed suit.": did what?
    if ("imilarly" in outside or "ikewise" in outside or " like th" in outside) and \
            not _points_back(out):
        m = _LIKE_BEFORE.search(outside)
        if m and not (m.group(1) and "imilar " in outside[:m.start()]):
            out.append(Need("demonstrative", m.group(0)))  # "... is similarly
            # disconcerting.", "Moments like this are why Twitter was invented.": like what?
    if body[:4] == "The " and not quoted_open:
        m = _OPEN_SUBJECT_PP.match(body)
        if m and m.group(2) not in _UNIQUE_HEADS and m.group(2) not in STOPWORDS and \
                can_be_noun(m.group(2)) and \
                not any(w in STOPWORDS for w in m.group(1).split()) and \
                not any(n.kind == "definite" and not n.inner for n in out):
            # "The rare step by the tax-writing panel comes as ...": which panel? (a definite
            # inside the opening subject is as much the sentence's subject)
            out.append(Need("definite", f"the {m.group(1)}{m.group(2)}",
                            stem(_singular(m.group(2)))))
    if text[:1] in _LIST_MARKS and (m := _LIST_ITEM.match(text)):
        # "--The cost of a second and independent autopsy.": an item of a list whose lead-in
        # ("The money will pay for:") is the sentence before it
        out.append(Need("demonstrative", m.group(0).strip()))
    if body[:1] in "NYAEMP" and not in_quote:
        m = _REPLY.match(body)
        if m:  # "Not yet, said Efraim Levy, ...": the answer to a question the brief never asks
            out.append(Need("demonstrative", m.group(1)))
    seen_names: set[str] = set()
    last = _TO_WHOM_NAME.search(outside, max(0, len(outside) - 60)) \
        if outside.endswith(".") and "A" <= outside.rsplit(None, 1)[-1][:1] <= "Z" else None
    # (the name of a _TO_WHOM_NAME match and its full stop are the text's last piece)
    for m in (*_surname_speakers(text, words if outside == text else None),
              *_matches_from(_LONE_NAME, outside, [
            c.start() for c in _LONE_START.finditer(outside)]),
              *((last,) if last else ()),
              *(_ACCORDING_TO.finditer(outside) if "ccording to " in outside else ()),
              *(_LISTED_NAME.finditer(outside) if "ncluding " in outside or "such as " in outside
                else ())):
        name = m.group(1) or (m.group(2) if m.re is _SURNAME_SPEAKER else None)
        if name and m.re is _LONE_NAME and outside.startswith((", who", ", whose"), m.end(1)) and \
                _named_before(text, name):
            continue  # "Richards, who will play ... in 'The Michael Richards Show'": the
            # sentence itself names him in full
        if name and name not in seen_names and name.lower() not in STOPWORDS and \
                not _preceded_by_name(text if m.re is _SURNAME_SPEAKER else outside, m, name):
            seen_names.add(name)
            # a lone name that opens the sentence as the one who acts ("Randa secures funding
            # ..."): as a speaker's, it needs saying who it is when the story never does
            subject = m.re is _LONE_NAME and m.start() == len(outside) - len(
                outside.lstrip()) and _acts(outside, m.end())
            out.append(Need("surname", name, name,
                            soft=m.re is not _SURNAME_SPEAKER and not subject))
    if body[:1].isupper() and (m := _APPOSED_SUBJECT.match(body) or
                               _PARTICIPLE_SUBJECT.match(body)) and \
            m.group(1) not in seen_names and m.group(1).lower() not in STOPWORDS and \
            _subject_verb(m.group(2)) and not _names_no_person(m.group(0)[m.end(1):m.start(2)]
                                                              .strip(" ,")):
        # "Costanza, a real estate agent who lives on Long Island, said ...": the apposition
        # says what he is, not who (the story's "Michael Costanza"; its "George Costanza" is
        # the sitcom's character): as a surname said alone, completed or named before
        seen_names.add(m.group(1))
        out.append(Need("surname", m.group(1), m.group(1), soft=True))
    if "s" in outside:
        for m in _FAMILY.finditer(outside):
            if m.start() and (outside[m.start() - 1].isalnum() or outside[m.start() - 1] in "_’'-"):
                continue
            if m.group(1) not in seen_names:
                seen_names.add(m.group(1))
                out.append(Need("surname", m.group(0), m.group(1), soft=True))
    if "the " in outside:
        seen_heads = {n.key for n in out if n.kind == "definite"}
        for m in _matches_from(_INNER_DEFINITE, outside,
                               [c.start() for c in _THE_START.finditer(outside)]):
            head = m.group(2)
            mods = m.group(1).split()
            if outside.startswith((" a ", " an "), m.end()) and (
                    head in _SHELL_HEADS or
                    not _NAMING_VERB_BEFORE.search(outside, max(0, m.start() - 12), m.start())):
                continue  # "the proposal looks a lot better": a verb, not the object of one
                # that calls or gives it something ("called the work an 'insult'"); and a
                # shell noun a reaction names ("called the move a trick") may mean any step
                # its article told, not the sentence just before it
            if outside[m.end():m.end() + 2] == "  " and m.group(0) + "  " in text:
                continue  # two spaces the source itself left ("at the stadium  Officials
                # said"), no quotation cut there: the phrase does not end at them
            if head in _UNIQUE_HEADS or (head in STOPWORDS and head not in _NOUNS_AFTER_THE) or \
                    any(w in STOPWORDS and w not in _INNER_MODIFIERS_OK for w in mods) or \
                    (not can_be_noun(head) and head not in EVENT_NOUNS and
                     (in_lexicon(head) or head in _NOT_RARE_NOUNS)):
                continue  # (a word the lexicon does not know is a rare noun: "the episiotomy")
            after = outside[m.end():m.end() + 60]
            if after[:1] == " " and (t := _WHEN_AFTER.match(after)):
                after = after[t.end():]  # "the menu today at McDonald's restaurants"
            if (_SAYS_WHICH.match(after) and not (
                    after[:1] == "," and _OPENING_WHEN.match(outside[:m.start()]))) or \
                    _NAME_BEFORE.search(outside[max(0, m.start() - 40):m.start()]) or \
                    any(w in _UNIQUE_MODIFIERS or w.endswith("est") for w in mods):
                continue  # "Ian Freer, the reviews editor at Empire", "the reddest states"
            key = stem(_singular(head))
            if (head in _SET_PEOPLE or head in _NAMED_SETS) and \
                    _NAMES_AND.search(outside, 0, m.start()):
                continue  # "Whether Reid and McConnell can cut a deal ... the leaders": the
                # ones its own sentence names (not "China and India ... the proposals")
            before = outside[:m.start()].lower()
            if key in seen_heads or word_in(before, head) or word_in(before, key, whole=False):
                continue  # said before in this very sentence: "a man ... the man"
            seen_heads.add(key)
            # a shell noun ("the proposal", "the deal") names what its source told in a clause
            # before it, without the noun: counted wherever nothing after it says what it is
            shell = head in _SHELL_HEADS and not _SHELL_SAYS.match(outside, m.end())
            if head in _DECIDED_BY and _DECIDED_BY[head].search(outside):
                continue
            event = _event_need(outside, head, m.start(), m.end(), m.group(0).strip(), key)
            framed = m.start() < 25 and _ACCORDING_OPENS.fullmatch(outside, 0, m.start())
            # (a sentence that opens "According to the report," tells whose word it gives:
            # which report, the brief has to say before it, as for "The report said")
            out.append(event or Need("definite", m.group(0).strip(), key,
                                     inner=not shell and not framed,
                                     noun=head.lower(), named=head in NAMED_KINDS,
                                     also=_TOLD_BY.get(head, frozenset())))
    if not words.isdisjoint(_OUTLET_HEADS) and (m := _SPOKEN_TO.search(outside)):
        head = m.group(1)  # "Trout told the paper that ...": which paper, the brief has to
        key = stem(head)  # say before it (a kind of thing with a name, as "the film")
        k = next((i for i, n in enumerate(out) if n.kind == "definite" and n.key == key), -1)
        if k >= 0:
            out[k] = replace(out[k], named=True, inner=True, noun=head, also=_OUTLET)
        else:
            out.append(Need("definite", "the " + head, key, inner=True, noun=head, named=True,
                            also=_OUTLET))
    if ("authors" in text or "researchers" in text or "scientists" in text) and \
            (m := _STUDY_SPEAKER.search(text)) and \
            not any(n.key == stem(m.group(2)) for n in out if n.kind == "definite") and \
            not _SAYS_STUDY.search(text):  # "the researchers wrote in their paper in PeerJ"
        out.append(Need("definite", "the " + m.group(1), stem(m.group(2)), also=_STUDY))
    if "the " in outside and not words.isdisjoint(EPITHETS):  # (each match's epithet is one
        # of outside's words: white space before it, no word character after it)
        for m in _EPITHET.finditer(outside):
            head = m.group(1)
            if _NAME_BEFORE.search(outside, max(0, m.start() - 40), m.start()) or \
                    _given_name_before(outside, m.start()) or \
                    any(n.text == m.group(0).strip() for n in out if n.kind != "definite"):
                continue  # "Sinbad, the comedian", "Kerry Washington's ... the actress" (or
                # read as pointing back already: "the 82-year-old actress")
            k = next((i for i, n in enumerate(out) if n.kind == "definite" and n.noun == head),
                     -1)
            if k >= 0:  # read as an inner definite already: one of a kind with a name
                out[k] = replace(out[k], named=True)
            else:
                out.append(Need("definite", m.group(0).strip(), stem(head), inner=True,
                                noun=head, named=True))
            break
    if "the " in outside and _COUNTED_SET_HINT.search(outside):
        seen_heads = {n.key for n in out if n.kind == "definite" and not n.inner}
        for m in _COUNTED_SET.finditer(outside):
            head = m.group(2)
            key = stem(_singular(head))
            before = outside[:m.start()]
            if (head not in _SET_PEOPLE and (head in _NAMED_SETS or head in STOPWORDS or
                                             not can_be_noun(head))) or \
                    key in seen_heads or word_in(before.lower(), head) or \
                    _NAMES_AND.search(before) or _SAYS_WHICH_AFTER.match(outside, m.end()) or \
                    _SAYS_WHICH.match(outside[m.end():m.end() + 60]) or \
                    _PARTICIPLE_AFTER.match(outside, m.end()):
                continue  # "Smith and Jones ... the two men", "the two women who ...", "the
                # two girls found dead near Delphi"
            seen_heads.add(key)
            # "Woods allegedly paid the two women $2,000 each": which two? a set counted
            # is a set the brief has given
            out.append(Need("definite", m.group(0), key))
    if "the " in outside and _BARE_SET_HINT.search(outside) and not _points_back(out):
        for m in _BARE_SET.finditer(outside):
            nxt = m.group(2)
            set_words = _WORDS_AFTER.match(outside, m.end(1)).group(0).split()[:4]
            if (nxt and ((can_be_noun(nxt) and not nxt.endswith("ly")) or only_adjective(nxt) or
                         (not in_lexicon(nxt) and not nxt.endswith(("ed", "ly"))))) \
                    or nxt in ("a", "an") or outside.startswith(" of us", m.end(1)) or \
                    any(w in _SET_PEOPLE or (w[-1] == "s" and w[-2:] != "ss" and
                                             (can_be_noun(w) or not in_lexicon(w)))
                        for w in set_words) or _NAMES_AND.search(outside, 0, m.start()):
                continue  # "the two sides", "the two dead journalists", "the two nationally
                # watched midterm races", "the three northern New England states" (counted
                # sets, above), "just the three of us", "Smith and Jones ... the two"
            out.append(Need("demonstrative", m.group(1)))  # "According to von Post's memoir,
            # the two finally reunited in August 1955": which two, its source said just before
            break
    if "same " in outside and not _points_back(out):
        for m in _THE_SAME.finditer(outside):
            head = m.group(1)
            if head in _SAME_OK or head in STOPWORDS or not can_be_noun(head) or \
                    _SAME_SAYS.match(outside, m.end()) or \
                    _SAME_SHARED.search(outside, 0, m.start()) or \
                    "same " in outside[:m.start()]:
                continue
            # "... was at the same 55,000-seat capacity venue on July 9, 1995.": the same as
            # which? (not "the same spot it occupied", "the same time", "both ... the same
            # school", nor a second "same" after ", the same spot it occupied in four studies
            # by the same organization": what it is the same as, the sentence says)
            out.append(Need("definite", m.group(0), stem(_singular(head))))
            break
    if ("he " in outside or "he\n" in outside) and not words.isdisjoint(_SHORT_FORM_KINDS):
        for m in _SHORT_FORM.finditer(outside):
            key = stem(m.group(1).lower())
            if any(n.key == key for n in out) or _OF_THE.search(outside, 0, m.start()) or \
                    word_in(outside[:m.start()], m.group(1)):
                continue  # "State of the Union"; "the Supreme Court ... the Court"
            # "the Court ruled to uphold ...", "The University appreciates ...": a named
            # institution by its short form; which one, an earlier mention says
            out.append(Need("definite", m.group(0).strip(), key))
            break
    if "s' " in outside or "s’ " in outside:
        for m in _PEOPLES_THING.finditer(outside):  # "three days before the Israelis' arrest"
            key = stem(m.group(1).lower())
            if not any(n.key == key for n in out) and \
                    not word_in(outside[:m.start()].lower(), m.group(1).lower()):
                out.append(Need("definite", m.group(0).strip(), key, inner=True,
                                noun=m.group(1).lower()))
    if INNER_DEMONSTRATIVES and not _points_back(out):
        m = _INNER_DEMONSTRATIVE.search(outside) if not words.isdisjoint(_DEMONSTRATIVES) \
            else None
        if m and m.group(0)[:4].lower() == "that" and not (
                m.group(1) not in STOPWORDS and can_be_noun(m.group(1)) and
                not m.group(1).endswith("ly") and
                not _THAT_CLAUSE.search(outside, 0, m.start()) and
                not _AFTER_NAME.search(outside, max(0, m.start() - 30), m.start())):
            # not "facilities that chemically", "shows that one in five ...": a "this",
            # "these" or "those" after it still points back ("... of these patients are")
            m = _INNER_THESE.search(outside, m.start(1))  # ("hoped that these epiblast
            # stem cells ...": from the word after "that")
            if m and stem(m.group(1)) in stem_all(_LOWER_WORD.findall(outside[:m.start()])):
                m = None  # "... to regulate abortion providers ... when those regulations
                # show no clear benefit": its own sentence says which
        if m and m.group(1) not in STOPWORDS:
            out.append(Need("demonstrative", m.group(0)))
    if ("here" in outside or "Here" in outside) and \
            not _points_back(out):
        m = _HERE.search(outside)
        if m:  # "near here": where? (the dateline that said it is gone)
            out.append(Need("demonstrative", m.group(0)))
    if "here" in outside and not _points_back(out):
        m = _THERE.search(outside)
        if m and not _PLACE_BEFORE.search(outside, 0, m.start()):  # "roamed there": where?
            out.append(Need("demonstrative", m.group(0)))
    if ("that " in outside or "same " in outside) and \
            not _points_back(out) and \
            not words.isdisjoint(_DAY_WORDS) and (m := _THAT_DAY.search(outside)) and \
            m.start() and \
            not _DAY_SAYS.match(outside, m.end()) and \
            not _DATED_BEFORE.search(outside, 0, m.start()) and \
            not ((m.group(1) or m.group(2)) and _SAME_SHARED.search(outside, 0, m.start())):
        # "Yumenosuke was supposed to be put down that same day": which day? (the one its
        # source sentence before told; not when its own sentence gives a day or a date, "on
        # Monday ... the same day", nor "a couple born on the same day")
        out.append(Need("demonstrative", m.group(0)))
    if not words.isdisjoint(_ROLE_WORDS) and (m := _BARE_ROLE.search(outside)) and \
            _bare_role(outside, m):
        # "Labor union official said he spoke to Obama.", "..., researcher contends.": a filing's
        # or a deck's anonymised speaker; which one, only an earlier mention can say
        out.append(Need("definite", m.group(1), stem(m.group(2)), strict=True,
                        role=m.group(2)))
    if not words.isdisjoint(_PLACEHOLDER_WORDS) and (m := _PLACEHOLDER.search(outside)):
        # "... in exchange for Senate Candidate B for senator": a filing's pseudonym, which no
        # reader can place unless the brief has said whom it stands for
        out.append(Need("definite", m.group(0), m.group(0).lower(), strict=True))
    if ("the case" in outside or "true" in outside) and \
            not _points_back(out) and \
            (m := _THAT_TRUE.search(outside)):
        out.append(Need("demonstrative", m.group(0)))  # "Other studies will have to
        # investigate whether that's the case": whether what is? (its source sentence before)
    elif ("the case" in text or "true" in text) and not _points_back(out) and \
            (m := _THAT_TRUE.search(text)) and _in_first_quoted_sentence(text, m.start()):
        out.append(Need("demonstrative", m.group(0)))  # '"I don't expect Mitch McConnell to
        # say that is the case today. ..."': the speaker's "that", said before the quotation
    if "further" in outside and not _points_back(out):
        m = _GOES_FURTHER.search(outside)
        if m:  # "The House would go even further, slicing $759 billion": further than what?
            out.append(Need("demonstrative", m.group(0)))
    if body[:6] == "There " and " also" in body[:30] and not _points_back(out) and \
            (m := _THERE_ALSO.match(body)):
        out.append(Need("demonstrative", m.group(0)))  # "There were also humorous
        # suggestions.": also beside what, its source sentence before told
    if body[:5] == "Even " and not _points_back(out) and (m := _EVEN_SUBJECT.match(body)):
        out.append(Need("demonstrative", m.group(0)))  # "Even DeMint would not claim to be
        # a serious scholar.", "Even the slow joggers were getting vigorous exercise": even
        # beside whom or what, its source sentence before told
    if "other " in outside or "Other " in outside or "imilar " in outside or \
            " such " in outside or outside[:5] == "Such ":
        out.extend(_additive(outside, {n.key for n in out if n.kind == "definite"}))
    if ("other" in text or "Other" in text) and not _points_back(out) and \
            (m := _the_others(text)):
        out.append(Need("demonstrative", m))  # "One of the other activists charged was an
        # Oceanside man", '"I can't imagine doing another one"': the rest of a set, or one more
        # of a kind, its source told just before
    if quoted_open or '"' in text or "“" in text:
        out.extend(_shell_nouns(text, out))
    if ("," in text[:32] or "ase in point" in text[:20]) and not _points_back(out):
        m = _POINTS_BACK.match(text.lstrip(' "“‘\'')) or (
            _FOR_EXAMPLE.search(text, 0, 80) if "for " in text[:80] else None)
        if m:  # "For example, ...", "Fortunately, the monkey ...": of what? after what?
            out.append(Need("demonstrative", m.group(0).strip(' ,"”')))
    if "nother " in text[:20] and not _points_back(out) \
            and (m := _ANOTHER_SAID.match(text)):
        out.append(Need("demonstrative", m.group(1)))  # "While another said “[it’s] a
        # pretty pathetic incident ...”": another who? (the one its source quoted before)
    if (":" in text[-3:] or "not" in text or "n't" in text or "n’t" in text or "ere" in text or
            "elow" in text[:8]) and (w := set_up(text)):
        out.append(Need("demonstrative", w, ahead=True))
    if "ere" in text[:16] and ":" in text and (w := back_lead_in(text)):
        out.append(Need("demonstrative", w))  # "Here's how it works: Cows digest ...": how
        # what works? the source sentence before it says
    m = _OPEN_PARTS.match(body) if body[:1] in _PARTS_FIRST else None
    if m:  # "Three bimonthly issues are planned for this year": issues of what?
        out.append(Need("definite", m.group(0), stem(_singular(m.group(1)))))
    if ("hat" in outside or "his" in outside) and \
            not _points_back(out):
        w = _that_object(outside)
        if w:  # "Maybe brands subconsciously realize that, because ...": realize what?
            out.append(Need("demonstrative", w))
    if "this " in text or "This " in text or "hese " in text or \
            "following " in text or "above" in text or "below" in text:
        m = _MEDIA.search(text)  # (in someone's words too: "... the possibility this photo
        # was taken across the Potomac ...," noted Colorado Pols: the photo the story told of)
        if m:  # "Paula Blades shared this picture of her back": a brief shows no picture
            key = stem(m.group(1) or m.group(2))
            out.append(Need("definite", m.group(0), key, strict=True,
                            also=_PHOTO_STEMS - {key} if key in _PHOTO_STEMS else frozenset()))
    if ("left" in text or "right" in text or "(" in text) and (m := _CAPTION_SIDE.search(text)):
        # "Democratic U.S. Sen. Bill Nelson, left, and Republican Gov. Rick Scott.": a photo's
        # caption, who stands where in a picture the brief does not show
        out.append(Need("definite", m.group(0), stem("photo"), strict=True,
                        also=_PHOTO_STEMS - {stem("photo")}))
    speech = _speaks_words(outside, words)
    spoken = quoted_share(text) >= 0.6 or (quoted_open and
                                            _SPOKEN_OPENING.match(text.lstrip()) is not None)
    if not spoken and not speech and ('"' in text or "“" in text):
        last, inside = quoted_parts(text)[-1]  # 'Starbucks coffeehouses "are already all over
        spoken = inside and len(last.split()) >= 3  # the place.': a quotation left open, its
        # speaker only named in a later sentence
    if not speech and (in_quote or (spoken and not _NAMED.search(outside.strip()))):
        out.append(Need("quote", text[:30], strict=not in_quote and quoted_open and
                        _left_open(text)))
    voice = None if speech and not words.isdisjoint(_THIRD_PERSON_WORDS) and \
        _third_person_speaks(outside) else _first_person(outside, words)
    if voice is None and speech and (" me" in outside or " us" in outside):
        m = _TOLD_THE_WRITER.search(outside)
        voice = m.group(1) if m else None  # "Andrei Shleifer ... told me that ...": the
        # writer, whom a brief never introduces
    if voice is None and speech and " told" in outside and (m := _WRITER_TOLD.search(outside)):
        voice = m.group(1)  # "..., but it had one great strength, I was told."
    if voice:
        out.append(Need("voice", voice))
    elif not quoted_open and (m := _CALL_TO_ACTION.match(text.lstrip())):
        out.append(Need("voice", m.group(1)))  # "Visit your local cable provider ... for more
        # information": the outlet speaking to its own reader, not news a brief can tell
    elif "our " in outside and (m := _PAGE_READER.search(outside)):
        out.append(Need("voice", m.group(0)))  # "... your credit card will be charged $49.95",
        # "... in your inbox": the page's terms to its customer
    elif not quoted_open and (m := _IMPERATIVE.match(text.lstrip())) and \
            _only_a_verb(m.group(1)):
        out.append(Need("voice", m.group(1)))  # "Reduce the amount of oxygen it receives by
        # the smallest amount and it will react.", "Expect the White House to make the
        # following arguments ...": the writer telling the reader what to do or think
    elif not quoted_open and outside.rstrip().endswith("!") and \
            (m := _EXCLAIMED.search(outside.rstrip())) and \
            not _NAMED_IN_FULL.search(outside):
        out.append(Need("voice", m.group(0)))  # "Even at 88, Betty White has the ambition of
        # a 20-something!", "The Trump campaign did nothing wrong - no collusion!": the
        # writer exclaiming, or a post's words given bare; not the brief's own voice
    if ('"' in text or "“" in text) and not _points_back(out) and \
            (p := _quoted_pronoun(text)):
        out.append(Need("pronoun", p))  # '"I wanted to make it really clear to her that ...,"
        # Dunham said.': to whom, only the source sentence before tells
    if _VOCATIVE_HINT.search(text) and (m := _VOCATIVE.search(text)) is not None:
        title = m.group(1)  # "Well, Congresswoman, I did not ...": said to whom?
        out.append(Need("definite", title, stem(title.split()[-1].lower()), strict=True,
                        also=_VOCATIVE_ALSO.get(title, frozenset())))
    out.extend(_quoted_descriptions(text, out))
    if " Us" in text and (m := _TELLS_US.search(text)):  # "..., his mom, Filomena Lima, tells
        # Us.": Us Weekly's name for itself, which a reader takes for "us" unless a sentence
        # before names the magazine
        out.append(Need("definite", m.group(1), _US_WEEKLY, strict=True))
    if _ACRONYM_HINT.search(text):
        out.extend(Need("definite", a, stem(a.lower()), strict=True, acronym=True)
                   for a in _unknown_acronyms(text))
    return tuple(out)


# an acronym: two to six capitals, maybe plural ("EMTs", "DOB's"), not an initial ("J. T."),
# a ticker ("3786.KU") or part of a hyphenated word ("ARSO-I")
_ACRONYM = re.compile(r"([A-Z](?<![\w.'’&/-][A-Z])[A-Z]{1,5})(?:s|['’]s)?(?![\w'’&/-]|\.\w)")
_ACRONYM_HINT = re.compile(r"[A-Z][A-Z]")  # (not [A-Z]{2}: opening on a class, the engine skips
# to the next capital instead of trying every position)
ACRONYM_ZIPF = 2.8  # an acronym rarer than this ("DOB" 2.65, "NTSB" 2.74) is not common
# knowledge: a reader needs it spelt out ("PLO" 2.93, "ATF" 3.05, "FBI" 4.43 are known)
# an acronym the story's sentences say this often at most is a side player ("DOB inspectors
# determined ..."); one the story keeps saying is the name it knows its subject by ("LFO", a
# band), which the brief's other sentences say what it is of ("LFO singer Devin Lima")
ACRONYM_SIDE = 3
_ROMAN = re.compile(r"[IVXLCDM]+")
_CALL_SIGN = re.compile(r"[KW][A-Z]{3}")  # a broadcaster's call sign ("WKMG", "KARE"): a reader
# takes it for the station it is, as "CNN"
# a run of capitalised words that may spell an acronym out ("Department of Buildings",
# "College Athletes Players Association")
_CAPITAL_RUN = re.compile(r"[A-Z][\w'’.-]*(?:(?:\s+(?:of|and|for|the|on|in|to|with|at|by|from|a|an|"
                          r"de|du|&))*\s+"
                          r"[A-Z][\w'’.-]*)+")
_NAME_GOES_ON_CAPS = re.compile(r"(?:['’]s)?\s+(?:[A-Z][a-z]|\d)")  # "CKE Restaurants", "KPRC 2"


def spells_out(text: str, acronym: str) -> bool:
    """Whether ``text`` spells ``acronym`` out: a run of capitalised words whose initials make
    it, each small word between them counted or not ("Department of Buildings": DOB or DB;
    "Bureau of Labor and Industries": BOLI; "Gone with the Wind": GWTW)."""
    if acronym[0] not in text:
        return False
    for m in _CAPITAL_RUN.finditer(text):
        words = m.group().replace("-", " ").split()
        if any(_spelt(words[i:], acronym) for i, w in enumerate(words)
               if w[0] == acronym[0]):
            return True
    return False


def _spelt(words: list[str], acronym: str) -> bool:
    """Whether the words from the first on start with ``acronym``'s letters, one a word (a
    capitalised word gives its letter; a small word gives its own or none)."""
    if not acronym:
        return True
    if not words:
        return False
    w = words[0]
    if w[0].isupper():
        return w[0] == acronym[0] and _spelt(words[1:], acronym[1:])
    return (w[0].upper() == acronym[0] and _spelt(words[1:], acronym[1:])) or \
        _spelt(words[1:], acronym)


def _unknown_acronyms(text: str) -> list[str]:
    """The acronyms of ``text`` a reader cannot be taken to know (rarer than ``ACRONYM_ZIPF``)
    that it does not spell out: not in brackets after their long form ("Rocky Mountain Spotted
    Fever (RMSF)"), not after ", or", not the first word of a longer name ("CKE Restaurants",
    "KPRC 2 News"), nor a word of a run of capitals (a name or a headline in capitals, "OPAL
    LEE:"), nor a roman numeral."""
    out: list[str] = []
    for m in _ACRONYM.finditer(text):
        a = m.group(1)
        if a in out or _ROMAN.fullmatch(a) or _CALL_SIGN.fullmatch(a) or \
                zipf(a.lower()) >= ACRONYM_ZIPF:
            continue
        before = text[:m.start()].rstrip()
        if before.endswith(("(", "“(", ", or", "(or")) or text[m.end():m.end() + 1] == ")" or \
                _NAME_GOES_ON_CAPS.match(text, m.end()) or \
                re.search(r"[A-Z]{2,}\W{0,2}$", before) or \
                re.match(r"\W{0,2}[A-Z]{2,}", text[m.end():]) or spells_out(text, a):
            continue
        out.append(a)
    return out


# a person named by an epithet inside a sentence ("written by the notorious murderer", "the
# embattled senator's office"), as news writes after naming them; not before a name or a
# clause that says who ("the notorious murderer Jack the Ripper", "the disgraced banker who
# ...")
_EPITHET_ADJECTIVES = ("notorious", "infamous", "embattled", "disgraced", "beleaguered",
                       "legendary", "famed", "celebrated", "controversial", "reclusive",
                       "eccentric", "outspoken", "slain", "fallen", "ousted", "exiled", "jailed",
                       "convicted", "beloved", "iconic")
_INNER_EPITHET = re.compile(
    r"t(?<![\w'’-]t)he\s+(?:[a-z][\w-]*\s+)?(?:" + "|".join(_EPITHET_ADJECTIVES) +
    r")(?:\s+[a-z][\w-]*)?\s+(?:murderer|killer|star|icon|legend|dictator|tycoon|billionaire|"
    r"mogul|gunman|shooter|bomber|singer|actor|actress|rapper|comedian|leader|president|senator|"
    r"governor|mayor|director|author|writer|artist|player|coach|banker|executive|politician|"
    r"lawmaker|general|preacher|pastor|priest)(?:['’]s)?\b(?!\s+[A-Z]|,\s+[A-Z]|\s+(?:of|who|"
    r"whose|at|for|in|named|called)\b|-)")


# doing what someone did before ("Within weeks, ETA and Herri Batasuna followed suit.", "Mitt
# Romney did the same"): counted where the sentence has no verb before it (no clause of its own
# that told what was done)
_SAME_AS_BEFORE = re.compile(r"\b(?:follow(?:ed|s|ing)?\s+suit|did\s+(?:the\s+same|likewise)|"
                             r"(?:do|does)\s+(?:the\s+same|likewise))\b")
# a comparison with what was told before: "similarly" or "likewise" as the verb's adverb (not
# "similarly to X", nor "of similarly situated groups", "a similarly sized"), and a noun
# "like this" ("Moments like this are ...", "For a building like this, ..."; not "It works
# like this:", "felt like this", nor a verb "like": "they like that")
_LIKE_BEFORE = re.compile(
    r"(?<!\b[Oo]f )(?<!\b[Aa] )(?<!\b[Aa]n )(?<!\b[Tt]he )\b((?:[Ss]imilarly|[Ll]ikewise)\b"
    r"(?!\s+to\b|\s+[a-z]+ed\s+[a-z]+s\b))|"
    r"(?<!\b[Tt]imes )(?<=[a-z]{3} )(?<!\b(?:they|feel|felt|look|seem|work|were|just|much|more) )"
    r"(?<!\b(?:looks|seems|works|would|could|might|sound|think) )"
    r"(?<!\b(?:looked|seemed|worked|sounds|should) )(?<!\bsounded )(?<!\bexactly )"
    r"like\s+(?:this|these|that|those)(?=[,.;!?)]|$|\s+(?:is|are|was|were|will|would|can|could|"
    r"have|has|had|should|may|might|must|do|does|did|happens?|happened|makes?|made|comes?|"
    r"seems?|takes?|in|on|at|for|from|with|to|and|but|or)\b)")
_VERB_BEFORE = re.compile(r"\b(?:[a-z]{3,}ed|is|was|were|are|has|have|had|will|would|should|"
                          r"could|can|may|might|must|did|does|do|said|says|made|took|gave|won|"
                          r"got|began|led|held|told|went|came|saw|set|put|ran|sent)\b")
# a definite inside an opening subject after a preposition ("The rare step by the tax-writing
# panel comes as ...", "The cause of the fire is ..."), the subject's verb after it
_OPEN_SUBJECT_PP = re.compile(
    r"The\s+(?!fact\s+of\s+the\s+matter\b)(?:[a-z][\w-]*\s+){1,3}?(?:of|by|from|for|in|at|on|"
    r"with|against|over|behind|"
    r"between|among)\s+the\s+((?:[a-z][\w-]*\s+){0,2}?)([a-z][a-z-]{2,})"
    r"(?=\s+(?:is|are|was|were|has|have|had|will|would|could|can|may|might|must|should|"
    r"comes|came|remains|remained|[a-z]{3,}ed)\b)")


# a consequence of an event, counted or denied, with nothing after it that says of what ("two
# arrests _ a 19-year-old boy and ...", "No charges have been filed", "An arrest warrant was
# issued"): not "arrests in the bombing", "charges of murder", "an indictment handed up ..."
_CONSEQUENCE = re.compile(
    r"(?<![\w'’-])((?:[Nn]o|[Aa]n?|[Aa]ny|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]everal|"
    r"[Mm]ore|[Ff]urther|[Mm]ultiple|[Ff]ew|\d+)\s+(?:(?:new|other|additional|formal|criminal|"
    r"immediate)\s+)?(?:arrests?|charges|indictments?|convictions?)(?:\s+warrants?)?)\b"
    r"(?!\s+(?:in|for|of|over|on|into|against|at|after|following|linked|related|tied|connected|"
    r"stemming|from|with|by|to|that|which|handed|issued|brought|filed|laid)\b|-)")
# what else such a sentence may say and still tell nothing of the event: who reports it, that it
# was made, when, who was arrested (a boy, two men, a name)
_CONSEQUENCE_FRAME = frozenset("""
police authorities officers officials investigators deputies detectives prosecutors sheriff
spokesman spokeswoman spokesperson department said says say reported reports report made make
making filed file issued announced expected pending immediately yet far time moment boy girl man
woman men women people person persons suspect suspects teen teenager teenagers adult adults
juvenile juveniles year-old warrant warrants arrest arrests arrested charge charges charged
indictment indictments conviction convictions had has have been were was are is be so
""".split())


def _bare_consequence(outside: str) -> str | None:
    """The consequence noun phrase (``_CONSEQUENCE``) of a sentence whose only news it is: every
    other word a function word, a name, a figure or a word of ``_CONSEQUENCE_FRAME`` ("Police
    reported two arrests _ a 19-year-old boy and a 16-year-old girl.": arrests for what?)."""
    m = _CONSEQUENCE.search(outside)
    if m is None:
        return None
    rest = outside[:m.start()] + " " + outside[m.end():]
    for w in _LOWER_WORD.findall(rest):
        if w not in STOPWORDS and w not in _CONSEQUENCE_FRAME and \
                not w.endswith("-year-old"):
            return None
    return m.group(1)


# additive presupposition: "another check", "yet another powerful reminder", "similar Starbucks
# coffee stores", "Other studies will ...", "Two other homes were damaged", "at other
# locations": one more of something the reader is taken to have met (not "one another", "one
# after another", "Nolan and another student", "just another day", "corn and other plants",
# "other than", "among other things")
_ADDITIVE = re.compile(r"(?<![\w'’-])([Aa]nother|[Oo]ther|[Ss]imilar|[Ss]uch)"
                       r"((?:\s+[A-Za-z][\w-]+){1,3})")
# "such" pointing back ("Khan has said that he helped give North Korea four such devices"):
# not before an article, "as" or "that" ("such a shock", "such as", "in such a way that")
_NOT_AFTER_SUCH = frozenset("a an as that is was are were".split())
_SUCH_COUNTS = frozenset("two three four five six seven eight nine ten dozen dozens".split())
_NOT_BEFORE_ADDITIVE = frozenset("and or one after just from any no every each some the than "
                                 "among of nor many most all".split())
# what may stand before an opening "other": "Two other homes", "At least three other sailors"
_OPENS_OTHER = re.compile(r"(?:(?:At least|At most|Only|Some|Several|Many|A few|Few|Dozens of|"
                          r"Hundreds of|Thousands of|Two|Three|Four|Five|Six|Seven|Eight|Nine|"
                          r"Ten|\d+)\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d+)"
                          r"\s+)?)?\Z")
# a word before a mid-sentence "other" that makes it point back ("observed ... at other
# locations", "will now find other monkeys"), where the sentence names nothing to compare with
_POINTS_OTHER = frozenset("at in on from to for with into across find found see saw seen "
                          "contradict contradicts contradicted".split())


# the rest of a set or one more of a kind, told before ("the other activists", "the others",
# "another one", "the other one"): not a set the sentence itself counts ("Two were killed and
# the others hurt"), not a phrase ("on the other hand", "the other way", "the other day"), not
# "another one of his films" (which says of what)
_THE_OTHERS = re.compile(r"(?<![\w'’-])(?:[Tt]he\s+other(?:s\b|\s+one\b|\s+([a-z][a-z-]+s)\b)|"
                         r"[Aa]nother\s+one\b)(?!['’-]|\s+of\b|\s+(?:who|that|which)\b)")
_SET_BEFORE = re.compile(r"\b(?:one|some|two|three|four|five|six|seven|eight|nine|ten|several|few|"
                         r"many|most|half|\d+)\b", re.I)
_PART_OF = re.compile(r"\b\w+\s+of\s+\Z")
_OTHER_PHRASE = frozenset("hands sides ways days ends halves".split())


def _the_others(text: str) -> str | None:
    """The first "the others", "the other N" (a plural noun), "the other one" or "another one"
    that ``_THE_OTHERS`` finds and its own sentence does not set up."""
    for m in _THE_OTHERS.finditer(text):
        noun = m.group(1)
        if noun and (noun in _OTHER_PHRASE or noun in STOPWORDS or not can_be_noun(noun)):
            continue
        of = _PART_OF.search(text, 0, m.start())  # "One of the other activists": a part of them
        if _SET_BEFORE.search(text, 0, of.start() if of else m.start()):
            continue  # "One was red, the other one blue", "Two died and the others fled"
        return m.group(0)
    return None


# "another" standing for a person of a kind its source just quoted, as the speaker
_ANOTHER_SAID = re.compile(r"(?:(?:While|And|But|Yet)\s+)?([Aa]nother)\s+(?:said|says|added|wrote|"
                           r"told|tweeted|posted|commented|agreed|joked|complained)\b")


# a connective that ties the sentence to the one before it in its source: an example of what it
# said, a result of it, a contrast with it, a turn after it ("For example, ...", "As a result,
# ...", "Fortunately, the monkey ... doesn't suffer the same fate"); not "As a result of the
# storm", "In contrast to ...", "In response to ..."
_POINTS_BACK = re.compile(r"(?:For example|For instance|As a result|By contrast|In contrast|"
                          r"However|Still|Yet|"
                          r"Likewise|Similarly|In turn|Instead|Fortunately|Unfortunately|"
                          r"Nevertheless|Nonetheless|Otherwise|In response|Even so|Conversely|"
                          r"Consequently|Therefore|Thus|Hence|Then again|Luckily|Sadly|"
                          r"Ironically|Not surprisingly|Unsurprisingly|More seriously|"
                          r"More importantly|Most importantly|Worse|Even worse|Worse still|"
                          r"Better still|What['’]s more|In fact|After all|On top of that|"
                          r"In (?:one|another|a (?:second|third|separate)) (?:case|instance)|"
                          r"In other words|Sure enough|As expected|Predictably|Once again|"
                          # a comparison with the point before ("Every bit as obviously, Fey and
                          # Poehler strut ...", "Just as importantly, ...")
                          r"Every bit as \w+|Just as \w+ly|Equally(?: \w+)?|At the same time|"
                          r"On the other hand|Even more \w+ly)\s*,|"
                          r"(?:A\s+)?[Cc]ase in point\b(?=\s*(?:[:,—–-]|is\b|was\b))")  # ("Case
# in point is a paid family leave proposal ...": the point, the sentence before made)
# a set-up: a sentence that says what something is not and leaves its point to the sentence
# after it in its source ("The problem is not that Colbert isn't qualified." before "It's that
# he's too qualified."; "It's not that they don't care."), or one that only announces what
# follows ("Here's the thing.", any lead-in ending on a colon); read alone it says nothing, or
# the opposite of its point. Not one that makes its point itself ("It's not that serious",
# "... isn't that they lost, but that ...", "The problem is not that X; it's that Y")
_SET_UP = re.compile(
    r"(?:The|My|Our|Their|His|Her|Its|Your)\s+(?:[a-z]+\s+)?(?:problem|question|point|issue|"
    r"trouble|catch|difference|thing|worry|concern|reason|answer|story|lesson|goal|idea|message|"
    r"fear|hope|aim|mistake|danger|challenge)\s+(?:is|was)(?:\s+not|n['’]t)\s+(?:that|whether|"
    r"just|only|so much|simply|merely|about|because|why|what|how)\b"
    r"|(?:It|That|This)(?:['’]s|\s+is|\s+was)(?:\s+not|n['’]t)\s+(?:(?:just\s+|only\s+|simply\s+)?"
    r"that\s+(?=(?:I|we|you|he|she|they|it|there|this|these|those|the|a|an|his|her|their|our|my|"
    r"its|people|nobody|no one|anyone|everyone|[A-Z][a-z]+)\b)|because\b|as if\b|as though\b|"
    r"so much that\b)"
    r"|Here(?:['’]s|\s+is)\s+(?:the\s+(?:thing|deal|catch|kicker|rub|twist|problem|point)|why|how|"
    r"what\s+(?:we know|happened))\s*[.:!]?\s*\Z"
    # what the page shows after it, with no colon to tell it in the sentence: "Here are their
    # stories -- the tragic and the successful, from the ebook ...", "Here's a sampling of some
    # of those projects.", "Below is a quick explanation of Williams syndrome ..."
    # (a colon before a title's capitals tells nothing: "The Kennedy Baby: The Loss That ...")
    r"|(?:Here|Below)(?:['’]s|\s+is|\s+are)\s+(?:[^:]|:(?=\s+[A-Z][\w'’]*\s+[A-Z]))*\Z")
_POINT_MADE = re.compile(r"\b(?:but|rather|instead)\b|[;,—–-]\s*(?:it|that|this|they)(?:['’]s|"
                         r"\s+is|\s+was|\s+are|\s+were)\b")


# a lead-in that announces what the rest of its sentence tells and points back for what it is
# about ("Here's how it works: Cows digest their food ...", "Here's what we know: ...", "Here's
# why: ...", "Here is the thing: ...", "Here's the bit that raised the most eyebrows: ..."):
# how what works? read first, it answers a question the brief never asked. Not one that says
# itself what it announces ("Here's one sign of the U.S. economic recovery that few Americans
# will rejoice over: ...", "Here are two lessons from the Steel Dynamics story: ...", "Here's
# what police say happened: ...", a subject of its own), nor a lead-in that ends the sentence
# (``set_up``)
_BACK_LEAD_IN = re.compile(
    r"Here(?:['’]s|\s+is|\s+are)\s+(?:just\s+)?"
    r"(?:(?:how|why|what|where|when|who)(?:['’]s)?"
    r"(?=\s*:|\s+(?:it|this|that|these|those|they|we|you|I|he|she)\b"  # a pronoun or person
    r"|\s+(?:is|was|are|were|has|had|happened|happens|matters|comes|came|changed|changes|"
    r"went|goes|next|else)\b)"  # or no subject: "what happened", "what is unusual"
    r"|the\s+(?:[a-z-]+\s+){0,2}?(?:thing|deal|catch|kicker|rub|twist|problem|point|bit|upshot|"
    r"number|reason|answer|key|truth|question|latest|result|details|breakdown|news|scoop|"
    r"story|part|gist|short version|long and short of it|bottom line)"
    r"(?!\s+(?:of|from|about|on|with|in|for|behind)\b))"
    r"[^:\"“”]{0,60}:\s+(?=\S)")


def back_lead_in(text: str) -> str | None:
    """The lead-in (``_BACK_LEAD_IN``, colon included) by which ``text`` announces what the
    rest of it tells and leans on its source's sentence before for what that is about, or
    None."""
    body = _strip_lead(text)
    m = _BACK_LEAD_IN.match(body[:1].upper() + body[1:])  # "So here's how it works: ..."
    return body[:m.end()].strip() if m else None


def set_up(text: str) -> str | None:
    """The words by which ``text`` is a set-up whose point is the sentence after it
    (``_SET_UP``), or None."""
    body = _strip_lead(text).rstrip()
    body = body[:1].upper() + body[1:]  # "And the problem is not that ..."
    if body.endswith(":"):
        return body[-40:]
    m = _SET_UP.match(body)
    if m is None or _POINT_MADE.search(body, m.end()):
        return None
    return m.group(0).strip()


# "'Alright,' for example, appears on pages 9, 10 ...": an example given early in the sentence
_FOR_EXAMPLE = re.compile(r"[,”\"]\s+for (?:example|instance),")
_PARTS_FIRST = frozenset("TFSENB0123456789")
# an opening count of parts of something ("Three bimonthly issues are planned", "Two episodes
# were shot"): parts of what the sentence does not say (not "Two issues of the magazine")
_OPEN_PARTS = re.compile(r"(?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Several|Both|\d+)\s+"
                         r"(?:[a-z][\w-]*\s+){0,2}?(issues|episodes|editions|chapters|"
                         r"installments|instalments|copies|parts|pieces|seasons|volumes|rounds|"
                         r"phases|stages|sections|segments|versions|halves)\b(?!\s+of\b)")
_STOPS = frozenset(",.;:!?")


def _that_object(outside: str) -> str | None:
    """A "that" or "this" standing alone before a stop or a comma: what was said before
    ("realize that, because ...", "After that, ...", "They did this."); not "so that, ..."."""
    n = len(outside)
    for w in ("that", "this", "That", "This"):
        p = outside.find(w)
        while p >= 0:
            e = p + 4
            while e < n and outside[e] == " ":
                e += 1
            if e < n and outside[e] in _STOPS and (p == 0 or not outside[p - 1].isalnum()) and \
                    not (outside[e] == "." and e + 1 < n and outside[e + 1].isdigit()) and \
                    outside[max(0, p - 3):p].lower() != "so ":
                return w
            p = outside.find(w, p + 4)
    return None


# where someone stands in a photo: "Bill Nelson, left, and Rick Scott", "Smith (right)"
_CAPTION_SIDE = re.compile(r"(?<![\w.])(?!(?:Oh|Ah|All|Yeah|OK|Okay|Alright|left|right|center)\b)"
                           r"[A-Za-z.]+,\s+(?:far\s+)?(?:left|right|center|centre)(?:,|\s+and\b)|"
                           r"\((?:far\s+)?(?:left|right|center|centre|pictured)\)")
# a picture, video or chart the article showed: "this picture of her back", "the video above"
_PHOTO_STEMS = frozenset(stem(w) for w in ("photo", "picture", "photograph", "image"))
_MEDIA = re.compile(r"\b(?:[Tt]his|[Tt]hese|[Tt]he following|[Tt]he above)\s+(?:[a-z]+\s+)?"
                    r"(picture|photo|photograph|image|video|clip|footage|graphic|chart|map|"
                    r"screenshot|illustration|gallery|slideshow|infographic)s?\b|"
                    r"\bthe\s+(picture|photo|photograph|image|video|clip|graphic|chart|map)\s+"
                    r"(?:above|below)\b")


# "the proposal", "the deal": a noun that names what its source told in a clause before ("Walker
# has pushed hard to use $250 million ..." -> "the proposal is a $250 million taxpayer
# subsidy"), in quotations too; not "the plan to ...", "the deal with Iran", "the bills Congress
# passed"
_SHELL_HEADS = frozenset("""proposal proposals deal deals plan plans agreement agreements measure
measures bill bills decision decisions move moves scheme offer offers request requests idea effort
efforts changes policy tactics strategy approach arrangement settlement accord pact legislation
initiative compromise""".split())
_SHELL_SAYS = re.compile(r"\s+(?:to|that|of|for|on|with|which|who|between|by|from|in|under|"
                         r"against|over|would|will|calls|called|dubbed|known|announced|unveiled|"
                         r"proposed|reached|signed)\b|\s+[A-Z]|\s*,\s*(?:which|that|a|an)\b")
_SHELL = re.compile(r"(?<![\w-])[Tt]he\s++((?:[a-z][\w-]*+\s++){0,2}?)([a-z]++)(?![\w’'-])")
# (possessive: a word's letters given back would leave a letter where white space or no word
# character must follow, white space given back a space where a letter must)


def _shell_nouns(text: str, found: list[Need]) -> list[Need]:
    """Shell nouns inside quotations ("The stark political reality is that the proposal is a
    $250 million taxpayer subsidy," Sykes wrote) with nothing in the quotation before them that
    tells what they are (the noun itself, or its verb: "proposed ... the proposal"), as
    definites resolved by the source sentence before them or an earlier mention of the noun."""
    out: list[Need] = []
    seen = {n.key for n in found if n.kind == "definite"}
    for part, inside in quoted_parts(text):
        if not inside or ("the " not in part and "The " not in part):
            continue
        for m in _SHELL.finditer(part):
            head = m.group(2)
            if head not in _SHELL_HEADS or _SHELL_SAYS.match(part, m.end()):
                continue
            mods = m.group(1).split()
            if any(w in STOPWORDS or w in _UNIQUE_MODIFIERS or w.endswith("est") for w in mods):
                continue
            key = stem(_singular(head))
            if key in seen or word_in(part[:m.start()].lower(), key[:5], whole=False):
                continue
            seen.add(key)
            out.append(Need("definite", m.group(0), key))
    return out


def _event_need(text: str, head: str, start: int, end: int, said: str, key: str
                ) -> Need | None:
    """An event named by a general noun (``EVENT_NOUNS``: "the crime", "this tragedy") at
    ``text[start:end]``, counted whether or not its source said the noun before and introduced
    by any sentence that tells of such an event; None when it is no such noun or the sentence
    itself says which event ("the crime of perjury", "the incident in which ...", "a man was
    shot ... the crime")."""
    event = EVENT_NOUNS.get(head)
    if event is None or _EVENT_SAYS.match(text, end):
        return None
    rest = text[:start] + " " + text[end:]
    if not _HARM_STEMS.isdisjoint(stem_all(_LOWER_WORD.findall(rest.lower()))):
        return None
    return Need("definite", said, key, also=event)


_COMPARED = re.compile(r"\b(?:[Ll]ike|[Uu]nlike|as|than|along)\s+(?:\w+\s+){0,2}\Z")


def _additive(outside: str, seen: set[str]) -> list[Need]:
    """Additive descriptions (``_ADDITIVE``) outside quotation marks, as definites resolved by
    the source sentence before them or an earlier mention of their noun: an "another N" in the
    first half of the sentence; every "similar N";
    an "other N" that opens the sentence, or follows a preposition or a verb of finding, not in
    a comparison ("as seen at other volcanoes") that names what it is other than."""
    out: list[Need] = []
    body = _strip_lead(outside)
    for m in _ADDITIVE.finditer(body):
        before = body[:m.start()]
        prev = before.split()[-1].lower() if before.split() else ""
        if prev in _NOT_BEFORE_ADDITIVE:
            continue
        ws = m.group(2).split()
        k = next((i for i, w in enumerate(ws) if w.islower() and w not in STOPWORDS and
                  can_be_noun(w) and
                  not (i + 1 < len(ws) and can_be_noun(ws[i + 1]) and only_adjective(w))), None)
        if k is None or any(w in STOPWORDS or (w.islower() and can_be_noun(w) and
                                               not can_be_adjective(w)) for w in ws[:k]) or \
                ws[k] in STOPWORDS or ws[k] in _TIME_NOUNS or \
                (m.group(1).lower() == "similar" and ws[0] in ("to", "in")) or \
                (m.group(1).lower() == "such" and (
                    ws[0] in _NOT_AFTER_SUCH or not ws[0].islower() or
                    any(w in ("as", "that") for w in body[m.start():m.start() + 60].split()[1:5])
                    or not (m.start() == 0 or prev in _SUCH_COUNTS or prev.isdigit()))):
            continue  # only "Such N ..." opening the sentence and "four such devices": not
            # "such as", "such a shock", "such short notice that ...", "the first such review"
        while k + 1 < len(ws) and ws[k + 1].islower() and ws[k + 1] not in STOPWORDS and \
                can_be_noun(ws[k + 1]) and not ws[k + 1].endswith(("ing", "ed", "ly")):
            k += 1  # "similar Starbucks coffee stores": the compound's last noun
        head = ws[k]
        key = stem(_singular(head))
        low = before.lower()
        if key in seen or word_in(low, head) or word_in(low, key, whole=False):
            continue  # "a man ... another man": said before in this very sentence
        if m.group(1).lower() == "another" and m.start() > len(body) // 2:
            continue  # "..., giving Apple Inc. another sales channel": a detail at the end of a
            # sentence about something else, not what the sentence is about
        if m.group(1).lower() == "other":
            opening = _OPENS_OTHER.match(before) is not None
            if not opening and (prev not in _POINTS_OTHER or _COMPARED.search(before)):
                continue  # "as seen at other volcanoes", "Like other Thing sites": the sentence
                # names what they are other than
        seen.add(key)
        out.append(Need("definite", f"{m.group(1)} {' '.join(ws[:k + 1])}", key))
    return out


# a sentence opening on someone's words cut off by a comma or stop inside the quotation marks
# ('"The European Union, without renouncing its principles," will have to decide ...'): said by
# someone, though no speech frame in the sentence says who; a quoted title (four words or
# fewer before the comma) is not
_SPOKEN_OPENING = re.compile(r"""["“](?:[^"“”\s]+\s+){4,}[^"“”]*?[,.?!]["”]""")


def _first_person(outside: str, words: set[str] | None = None) -> str | None:
    """The first-person word of narration outside quotation marks ("We pray ...", "our crack
    video team", "one viewer - me -"), if any; a transcript's speaker label says who speaks.
    ``words``: ``outside``'s words (``_RUN``), if read."""
    if words is not None and words.isdisjoint(_FIRST_PERSON_WORDS) and "U.S." not in outside:
        return None  # (every _FIRST_PERSON match is one of those words)
    if _SPEAKER_LABEL.match(outside.lstrip()):
        return None
    text = outside.replace("U.S.", "")
    for m in _FIRST_PERSON.finditer(text):
        if m.group() == "I":
            prev = _ROMAN_I.search(text, 0, m.start())
            if prev and prev.start() > 0 and prev.group(1).lower() not in _OPENERS:
                continue  # "World War I", "Type I diabetes"
        return m.group()
    return None


# someone speaking to the article's writer ("told me", "said to us", "emailed me"), outside
# quotation marks: the writer's own voice
_TOLD_THE_WRITER = re.compile(r"\b(?:told|tells|telling|said to|wrote to|writes to|emailed|"
                              r"texted|assured|reminded|explained to)\s+(me|us)\b")
# the writer told something by someone the sentence does not name ("I was told", "we're told")
_WRITER_TOLD = re.compile(r"(?<![\w'’-])(I|[Ww]e)(?:\s+(?:was|were|am|are|have\s+been|had\s+been|"
                          r"had|have)|['’]m|['’]re|['’]ve\s+been)\s+told\b")
# the outlet's call to its reader: an imperative of the web page, then "you", "us", "here",
# "below", "for more" ("Click below to sign the Petition.", "Follow @mikememoli for more
# news", "Email Sign Up By signing up you agree ...")
# the page's reader by what a site keeps of theirs ("your account", "your credit card", "in
# your inbox") or asks of them ("Your donations purchased food, clothing, ...": a charity's
# page), outside quotation marks
_PAGE_READER = re.compile(r"\b[Yy]our\s+(?:account|credit card|subscription|membership|inbox|"
                          r"password|email address|browser|privacy|donations?|"
                          r"contributions?|generosity)\b")
# a sentence that opens on a verb's bare form before its object ("Reduce the amount ...",
# "Expect the White House to ..."): an imperative, if the word can be nothing but a verb
_IMPERATIVE = re.compile(r"([A-Z][a-z]+)\s+(?:the|a|an|your|it|them|this|these|that|those|some|"
                         r"his|her|their|our|up|out|down|more)\b")
_NOT_IMPERATIVE = frozenset("""will can could should would may might must do does did is are was
were have has had be let""".split())  # (a question's auxiliary; "let" is read as a voice)


def _only_a_verb(word: str) -> bool:
    """Whether a capitalised word can only be a verb, in its bare form ("Reduce", "Expect";
    not "Keep", "Trump", "Cut", "Near", which may be nouns, names or other words)."""
    low = word.lower()
    if low in _NOT_IMPERATIVE:
        return False
    verb, other, lemma = word_classes(low)
    return verb and not other and lemma == low


# two capitalised words in a row, the first no function word: a name in full ("Betty White",
# "May Reynolds"); an exclamation about someone so named is a feature's line about them ("Even
# at 88, Betty White has the ambition of a 20-something!"), its news the brief may need (the
# next sentence's "She"), not a post given bare ("... did nothing wrong - no collusion!")
_NAMED_IN_FULL = re.compile(r"(?<![\w.’'-])(?!(?:" + _CAPITAL_FUNCTION_WORDS + r"|Oh)\b)"
                            r"[A-Z][a-z'’-]+\s+[A-Z][a-z]+")
# narration that ends on an exclamation mark after a lower-case word (not a name that ends
# on one: "Yahoo!", "E!", "Jeopardy!")
_EXCLAIMED = re.compile(r"(?<!\S)(?![A-Z])\S*[a-z]!\Z")
_CALL_TO_ACTION = re.compile(
    r"(Visit|Click|Sign up|Follow|Read|Watch|See|Check out|Subscribe|Call|Email|E-mail|Tell|"
    r"Share|Find out|Learn|Download|Tune in|Stay tuned|Scroll|Like|Join|Shop|Skip|Log in|Sign in|"
    r"Buy|Order|Register)\b(?:\s+\S+){0,8}?\s+"
    r"(?:your|yours|you|us|here|below|above|more information|for more)\b")


# a description inside a quotation that points back: "this important anniversary", "these
# meetings", "those agreements" (its noun's first word of up to three; not "this week", not
# "those who ...", "this is")
_QUOTED_DEMONSTRATIVE = re.compile(r"\b(?:[Tt]his|[Tt]hese|[Tt]hose)((?:\s+[a-z][a-z-]+){1,3})")
_TIME_NOUNS = frozenset("""week weeks year years month months morning afternoon evening night
weekend summer spring autumn fall winter season decade century time times day days moment
""".split())
_SAYS_WHICH_AFTER = re.compile(r"\s+(?:who|that|which|whom|whose|where|of|in|at|from|with)\b")
# "the harder, but more rewarding, task", "the earlier visit": a comparative that compares with
# something the source named before (an inflected adjective: "harder", not "former")
_COMPARATIVE_THE = re.compile(
    r"(?<=[\s(“\"])the\s+([a-z]+er|(?:more|less)\s+[a-z]+)"
    r"(?:,\s+(?:but|and|yet)\s+(?:(?:more|less)\s+)?[a-z]+,|\s+and\s+(?:more|less)\s+[a-z]+)?"
    r"\s+([a-z][a-z-]{2,})\b(?!\s+than\b)")
# what every _COMPARATIVE_THE match starts with (a pattern that opens on a lookbehind is tried
# at every position; this one only where "the" is)
_COMPARATIVE_HINT = re.compile(r"the\s+(?:[a-z]+er|more|less)[\s,]")


def _quoted_descriptions(text: str, found: list[Need]) -> list[Need]:
    """Descriptions that point back to something named before, as ``Need.inner`` definites
    (counted only where the source article said the noun before, resolved by an earlier
    mention of it): a demonstrative one inside a quotation ("As this important anniversary
    approaches, we hope ...", said Sane), and a comparative one ("Rats usually preferred the
    harder, but more rewarding, task.")."""
    out: list[Need] = []
    seen = {n.key for n in found if n.kind == "definite"}
    spans: list[tuple[str, int]] = []
    if '"' in text or "“" in text:
        spans = [(part, 1) for part, inside in quoted_parts(text) if inside]
    if "the " in text:
        spans.append((outside_quotes(text), 0))
    for part, quoted in spans:
        if not quoted and not _COMPARATIVE_HINT.search(part):
            continue
        pattern = _QUOTED_DEMONSTRATIVE if quoted else _COMPARATIVE_THE
        for m in pattern.finditer(part):
            if quoted:
                ws = m.group(1).split()
                k = next((i for i, w in enumerate(ws) if w not in STOPWORDS and can_be_noun(w)
                          and not (i + 1 < len(ws) and can_be_noun(ws[i + 1]) and
                                   only_adjective(w))), None)
                if k is None or any(w in STOPWORDS for w in ws[:k]) or ws[k] in _TIME_NOUNS:
                    continue
                head = ws[k]
                end = m.start(1) + len(" ".join(ws[:k + 1])) + 1
                if _SAYS_WHICH_AFTER.match(part, end) or _SAYS_WHICH.match(part[end:end + 60]):
                    continue  # "those infants who took a nap", "this study of 20 cities"
                said = part[m.start():end]
            else:
                comp, head = m.group(1).split()[-1], m.group(2)
                if not _comparative(comp) or head in STOPWORDS or not can_be_noun(head) or \
                        head in _UNIQUE_HEADS or _SAYS_WHICH.match(part[m.end():m.end() + 60]):
                    continue  # not "the younger brother of filmmaker Ridley Scott"
                said = m.group(0)
            key = stem(_singular(head))
            if (key if quoted else "than " + key) in seen:
                continue
            seen.add(key if quoted else "than " + key)
            event = _event_need(text, head, m.start(), m.end(), said.strip(), key) \
                if quoted else None
            if event:
                out.append(event)
                continue
            # a comparison points at the set its source just gave ("two different challenges:
            # ... the more difficult task"), even where the noun was said before ("a demanding
            # task ... the easier task"): only the sentence before it resolves it
            # people pointed at in someone's words ('"One of these men should be our nominee,"
            # Romney said': the candidates of his speech) are people met before, whatever noun
            # the article gave them: counted wherever it is said
            pointed = quoted and head in _PEOPLE_NOUNS and said.lstrip()[:5].lower() in (
                "these", "those")
            # a comparison is counted wherever it is said: its set is the one its source just
            # gave, whatever noun that used ("an easy or difficult challenge ... the easier
            # option")
            out.append(Need("definite" if quoted else "demonstrative", said.strip(), key,
                            inner=quoted and not pointed, noun=head))
    for part, quoted in spans:
        if quoted and ("ur " in part) and (m := _OUR_STUDY.search(part)):
            # told by an earlier brief sentence about a study or research (or its source's)
            out.append(Need("definite", m.group(0), stem(m.group(1)), also=_STUDY_STEMS))
            break
    return out


_PEOPLE_NOUNS = frozenset("men women guys folks gentlemen ladies".split())
# a speaker's own study in their words ('"Our study shows that that alternative therapies can be
# combined with ...," said Yale Medical School researcher Arthur Margolin'): which study?
_OUR_STUDY = re.compile(r"\b[Oo]ur\s+(?:(?:new|latest|recent|own|current|first)\s+)?"
                        r"(study|studies|research|findings|survey|experiment|trial|paper)\b")
_STUDY_STEMS = frozenset(stem(w) for w in ("study", "studies", "research"))  # or its own noun
# (a survey of medical schools does not tell a Yale study)


def _comparative(word: str) -> bool:
    """Whether a lower-case word makes a comparative: "harder", or the adjective after
    "more" / "less" ("rewarding")."""
    return comparative(word) if word.endswith("er") else can_be_adjective(word)


# a politician named by party, as news writes after naming them: "The Kansas Republican - who
# served 27 years in the Senate - said ...", "The Democrat, who ..." (not "The Republican Party",
# "The Democratic National Committee")
# (or by what they are known for, a work's or a show's name before the role: "The Smokey and
# the Bandit star has been hospitalized ...", "The Harry Potter author said ...": who, the
# source said before)
_OPEN_EPITHET = re.compile(r"The\s+(?:(?:[A-Z][a-z]+\s+){0,2}(?:Republican|Democrat|Tory|"
                           r"Conservative|Labour|Liberal|Socialist|Independent)s?|"
                           r"(?:[A-Z][\w'’.-]*\s+(?:(?:and|of|the|in|&)\s+)*){1,5}"
                           r"(?:star|actor|actress|singer|rapper|author|novelist|creator|host|"
                           r"frontman|anchor|comedian|senator|congressman|congresswoman|"
                           r"lawmaker|governor|mayor|billionaire|businessman|mogul))"
                           r"(?=\s*[,—–-]|\s+(?:[a-z]+ed|"
                           r"is|was|has|had|said|says|will|would|also|then)\b)")
# a person named by age, as news writes after naming them: "The 32-year-old was visiting ...",
# "The 24-year-old Bear resident says ..."
# an opening speech noun that says only whose it is ("The remarks from the President", "The
# comments by Mr. Smith") before its verb
_OPEN_SPEECH_BY = re.compile(r"The\s+(comments|remarks|statement|words|claims|announcement|"
                             r"allegations|accusations|interview|speech|tweet|tweets|post)\s+"
                             r"(?:from|by|of)\s+(?:the\s+)?(?=(?:[A-Z][\w.'’-]*\s+)+(?:[a-z]+ed|"
                             r"[a-z]+s|was|were|has|have|had)\b)")
_OPEN_AGE = re.compile(r"The\s+\d{1,3}-year-old\b(?:\s+[a-z][\w-]*){0,2}")
# the first quotation mark closes a quotation (a word or punctuation before it, a space or the
# end after it): the sentence is the end of a quotation opened in an earlier one
_QUOTE_TAIL = re.compile(r'[^"“”]*?[^\s"“”](["”])(?=\s|$|[,.;:!?)\]—–-])')
# "The agreement calls for ...": a singular noun, then a verb's third person in -s
_OPEN_DEFINITE_VERB = re.compile(r"The\s+((?:(?:[a-z]|\d+-[a-z])[\w-]*\s+){0,2}?)"
                                 r"([a-z][a-z-]{2,}[^s\W])\s+([a-z]+[^s\W]s)\b")
# "The actress recently gave birth ...": a singular noun in -ss ("actress", "witness",
# "business"), maybe an adverb, then a verb
_OPEN_DEFINITE_SS = re.compile(r"The\s+((?:(?:[a-z]|\d+-[a-z])[\w-]*\s+){0,2}?)"
                               r"([a-z][a-z-]{2,}ss)\s+(?:[a-z]+ly\s+)?([a-z]+)\b")
# "The suspect fled ...", "The woman gave birth ...": a person by a role or kind, then a past
# tense not in -ed (maybe after an adverb)
_OPEN_PERSON_ACTS = re.compile(
    r"The\s+((?:(?:[a-z]|\d+-[a-z])[\w-]*\s+){0,2}?)([a-z][a-z-]{2,})\s+(?:[a-z]+ly\s+)?"
    r"(?:gave|took|made|went|came|saw|found|knew|kept|held|brought|bought|sold|sent|spent|won|"
    r"lost|met|ran|fled|fell|shot|led|paid|began|became|chose|drove|threw|broke|stole|struck|"
    r"sought|caught|taught|fought|built|stood|sat|grew|drew|flew|forgot|hid|left|got|felt|"
    r"heard|thought|hit|put|let|cut|quit|swore|wore|rode|woke|bit|dug|hung|slid|spun|"
    r"stuck|stung|swam|swung|tore|wept)\b")
# "The court's decision came down ...", "The girl's parents then staged ...": a possessor by a
# common noun opens the sentence; which court, which girl, the brief has to say before it
# (not a place its story's names say, "The state's cannabis industry ... in Denver", nor a pair
# the names of two say, "The couple's circumstances" after "Dan and Fran Keller")
_PLACE_OR_PAIR = frozenset("state city country town county region island nation couple family "
                           "pair".split())
_OPEN_POSSESSOR = re.compile(r"The\s+((?:(?:[a-z]|\d+-[a-z])[\w-]*\s+){0,2}?)"
                             r"([a-z][a-z-]{2,})['’]s\s+[a-z]")
# "The" and a quoted title or word, then maybe its noun ('The "Seinfeld" script is',
# 'The "hush agreement," as it is called'), not followed by a name or "of" that says which
_OPEN_QUOTED_DEFINITE = re.compile(
    r"The\s+[\"“‘]([^\"“”‘’]{2,40})[\"”’],?(?:\s+([a-z][a-z-]{2,})\b)?")
# a description that says it was met before: "The aforementioned ...", "The inferred reduction of
# ...", "The observed warming ..."
_OPEN_ANAPHORIC = re.compile(r"The\s+(?:aforementioned|above-mentioned|abovementioned|above|"
                             r"inferred|observed|described|mentioned|said)\s+([a-z][a-z-]{2,})\b")
_NAME_AFTER = re.compile(r"\s*,\s*(?:[A-Z][a-z]+|[A-Z]\.)")  # "The patient, Jo Rogers"
_PUBLISHED_IN = re.compile(r"\s*,\s*(?:published|released|issued|presented|conducted|led|"
                           r"funded|written|filed|signed)\s+(?:[a-z]+\s+){0,3}?(?:in|by|at|with)\s+"
                           r"(?:the\s+)?[A-Z]")
# (possessive: nothing a letter or a space given back leaves could match; as _LONE_NAME)
_NAMED = re.compile(r"[A-Z][a-z]++\s*+:|(?<!^)\b[A-Z][a-z]++\s++[A-Z][a-z]+")
_HE_SHE = re.compile(r"\b(he|she|his|her|him)\b")
_NAME_AFTER_CLAUSE = re.compile(r"[^,]*,\s+(?:(?!(?:the|a|an|of|for|to|in|on|at|with|by|from|"
                                r"and|or|his|her|their|its|who|whose|which|that)\s)"
                                r"[a-z][a-z-]*\s+){0,3}"
                                r"(?:[A-Z][a-z]+\.?\s+){0,3}[A-Z][a-z]+\s+[A-Z][a-z]+")
# (a clause, then the name it speaks of, after its role in lower case too: "In the ultimate
# backhanded compliment against her own son, mommy blogger Katie Bower took to Instagram")
_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_CAPITALS = re.compile(r"[A-Z](?<!\w[A-Z])[A-Z]+\b")


def _singular(noun: str) -> str:
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


# an arrival given a time but no place ("arrived late Friday night", "arrived Tuesday."): where,
# the sentence before it in its source (or its stripped dateline) said
_ARRIVED_NOWHERE = re.compile(
    r"\barrived(?:\s+(?:early|late|shortly|just|on|last|this|yesterday|today|tonight|"
    r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|morning|afternoon|evening|"
    r"night|after|before|around|about|midnight|noon|at\s+(?=\d)|\d[\d:.]*\s*(?:a\.m\.|p\.m\.)?))+"
    r"(?=\s*(?:[,.;]|$))")
# a speaker named only by what news calls a person after naming them ("the former 'Seinfeld'
# star said", "the 32-year-old told reporters"): who, the sentence before it in its source says
_TRAILING_EPITHET = re.compile(
    r"(t(?<![\w'’]t)he\s+(?:former|late|retired|veteran|longtime|\d{1,3}-year-old)"
    r"(?:\s+[\w'’-]+){0,3}?)\s+(?:said|says|added|adds|told|tells|explained|recalled|wrote)\b")
# (possessive: nothing a letter or a space given back leaves could match; as _LONE_NAME)
_TWO_NAMES = re.compile(r"([A-Z](?<!\w[A-Z])[a-z]++)\s++(?:[A-Z]\.\s++)?[A-Z][a-z]+")
# (or right after a quotation that opens the sentence: '"...," they wrote.', read outside quotes)
_TRAILING_SPEAKER = re.compile(r"(?:,|^)\s+(he|she|it|they)\s+(?:said|says|added|adds|told \w+|"
                               r"explained|wrote|"
                               r"insisted|noted|argued|stressed|recalled)\b[^,]{0,60}$")


# "this" standing for something, not before its noun, inside a sentence (its opening is
# _OPEN_DEMONSTRATIVE's): at a clause's end ("get to the bottom of this", "who did this.",
# "clarify this, and"), or the subject of a verb ("I think this is the highest-quality tea",
# "this was not an accident"): what it means was said before the sentence, in its source.
# "such" and a plural noun inside a sentence: of the kind the sentence before told ("leave such
# people vaguely uneasy", "dismissed such concerns"); not "as such", nor one its own words say
# ("such people as believe ...", "such ... that"), nor "such" of degree before an adjective
# ("draws such loyal fans")
_INNER_SUCH = re.compile(r"(?<=[a-z,;:] )(?<!as )such\s+(people|[a-z]{3,}s)\b"
                         r"(?![^.;:!?]{0,40}?\b(?:as|that)\b)")
_INNER_THIS = re.compile(
    r"(?<=[a-z,;:] )this(?=\s*[,.;!?\"”)]|\s+(?:is|was|will|would|could|can|has|had|means|meant|"
    r"shows|showed|makes|made|happened|happens|does|did|should|must|may|might|and|but|or)\b)")
# "this" or "that" after a verb's preposition near a sentence's start, standing for what was
# told before the sentence ("Zuckerberg expanded on that in a conference call", '"I'm most
# pleased about that."', "We had a very brief reaction to that."): not "that" before a clause
# or a noun ("act on that information"), nor one further on, where the sentence's own words
# before it may be what it stands for ("... how her son's photos never got 'as many likes' as
# her other photos, and how she had struggled with that for years")
_PREP_THIS = re.compile(
    r"(?<=[a-z] )(?:on|about|with|to|upon|over|into|for|at|from|of|by)\s+(this|that)"
    r"(?=\s*[,.;!?\"”)]|\s+(?:in|on|at|during|with|by|for|from|after|before|over|last|"
    r"yesterday|today|and|but|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)")
PREP_THIS_WORDS = 8  # words at most before the preposition
# what a "this" stands for told earlier in its own sentence: an adverbial clause before it
# ("when Trayvon Martin was first shot, I said that this could have been my son", "When all
# prisoners are transferred, this will make it easier"), or a clause it joins ("The risk
# decreases with altitude and this is why ...")
_CLAUSE_BEFORE = re.compile(
    r"(?:^|[\s\"“‘'(])(?:[Ww]hen|[Ii]f|[Aa]fter|[Oo]nce|[Ss]ince|[Bb]ecause|[Ww]hile|[Aa]lthough|"
    r"[Tt]hough|[Bb]efore|[Uu]ntil|[Nn]ow that|[Aa]s soon as)\s+(?:\S+\s+){2,}?\S+,\s")
_JOINED_THIS = re.compile(r"(?:\S+\s+){3,}and\s+$")
_SENTENCE_END = re.compile(r"[.!?][\"”’']?\s+(?=[\"“‘']?[A-Z])")


def _told_before_this(text: str, at: int) -> bool:
    """Whether the "this" at ``at`` stands for a clause told before it in the same sentence
    (of a quotation's several sentences, the one it is in)."""
    start = 0
    for m in _SENTENCE_END.finditer(text, 0, at):
        start = m.end()
    before = text[start:at]
    if _CLAUSE_BEFORE.search(before) is not None:
        return True
    # (a _JOINED_THIS match ends on "and" and a space: looked for first, it spares a scan that
    # tries every run of words at every position)
    end = before.rstrip()
    return end != before and end.endswith("and") and _JOINED_THIS.search(before) is not None


# a time word that opens a sentence and counts from a time the sentence before it told ("Then,
# there were fewer northern white rhinos", "Since then, the rate has fallen", "At that point,
# the car jerked"), after a connective the trimmer may leave ("And then"); not "Then-President
# Bill Clinton", "Shortly after the elections, ..." (it says after what)
_ANCHOR_FIRST = frozenset("TSBUAJEONY")
_TIME_ANCHOR = re.compile(
    r"(?:(?:And|But|So|Yet)\s+)?((?:[Tt]hen|Since then|By then|Until then|Till then|Back then|"
    r"Even then|Only then|Just then|After that|Before that|At that point|At that time|"
    r"At the time|Afterwards?|Not long after(?:wards)?|Shortly after(?:wards)?|"
    r"Soon after(?:wards)?)\b(?![-\w])(?:(?<=after)(?=\s*,|\s+(?:he|she|they|it|we|I)\b)|"
    r"(?<!after)))")
# a count with nothing counted, as a clause's subject ("say 14 are still missing", "Most are in
# their mid-40s", "All except for Mount St. Helens"): counted of a set the source told
# before; not "All but five Conservative MPs voted", "18 died" (people), "Some say" (anyone),
# a year ("1998 was ..."), a sum ("$5 is ..."), nor "all six had been arrested" (all of a
# group any earlier plural gives: "A group of activists ... scaled the Shard")
_COUNTED = (r"(?<![$£€\d.,])\d{1,3}(?:,\d{3})*(?![\d%])(?![.,]\d)|[Tt]wo|[Tt]hree|[Ff]our|"
            r"[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Ee]leven|[Tt]welve|[Dd]ozens|"
            r"[Hh]undreds|[Tt]housands")
_BARE_COUNT = re.compile(
    r"(^\s*|\b(?:say|says|said|that|estimated|estimate|estimates)\s+)"
    r"((?<![Aa]ll )(?:(?:[Aa]t least|[Oo]nly|[Aa]bout|[Nn]early|[Aa]lmost)\s+)?(?:" + _COUNTED +
    r")|[Mm]ost|[Nn]one|[Hh]alf|[Ee]ach|[Aa]ll)\s+(?:are|were|was|is|have|had|has|remain|"
    r"remained|remains|will|would|could|can|may|might)\b(?!\s+(?:forgiven|well)\b)|"
    r"(^\s*)([Aa]ll except|[Aa]ll of which|[Aa]ll but (?:\w+\s+)?of (?:them|those|these))\b")
# what every _BARE_COUNT match has: a digit, or one of these words (the digit looked for
# first, on its own: a pattern that opens on an alternation of a class and a word boundary is
# tried at every position)
# and every match begins at the text's start (^) or on one of these verbs, a word of its own
_BARE_COUNT_WORDS = frozenset("say says said that estimated estimate estimates".split())
_BARE_COUNT_VERBS = ("say", "said", "that", "estimate")  # (their letters, each found at once)


def _positions(text: str, needles: tuple[str, ...]) -> list[int]:
    """Every position in ``text`` where one of ``needles`` begins, in order (where a pattern
    whose matches open on one of them may start)."""
    starts = set()
    for needle in needles:
        p = text.find(needle)
        while p >= 0:
            starts.add(p)
            p = text.find(needle, p + 1)
    return sorted(starts)


def _bare_count(outside: str, words: set[str]) -> re.Match[str] | None:
    """``_BARE_COUNT.search(outside)`` (``words``: ``outside``'s words, ``_RUN``), tried only at
    the text's start and at the verbs where its other matches begin (it opens on ``\\b``: the
    engine tries it at every position)."""
    m = _BARE_COUNT.match(outside)
    if m is not None or words.isdisjoint(_BARE_COUNT_WORDS):
        return m
    for p in _positions(outside, _BARE_COUNT_VERBS):
        m = _BARE_COUNT.match(outside, p)
        if m is not None:
            return m
    return None


# an opening count that stands for members of a set the sentence before named ("One, led by
# researchers at the Scripps Clinic ..., found that ..." after "Two studies ..."; "One of them
# died"; "Two of those were ..."; "One was a former soldier"): one of what, that sentence says
_ONE_FIRST = frozenset("OTFSEMNHBA")
_OPEN_ONE = re.compile(
    r"(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)(?=\s*,\s)|"
    r"(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Some|Many|Most|Several|None|Each|Both|"
    r"Neither|Either|Half|All|Few|A few)\s+of\s+(?:them|those|these|whom)\b|"
    r"One(?=\s+(?:was|is|had|has|died|survived|remains|remained|said|says|told|added)\b)"
    r"(?!\s+(?:has|had)\s+to\b)")
_DIGIT_ANY = re.compile(r"\d")
_COUNT_WORD = re.compile(r"\b(?:[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|"
                         r"[Nn]ine|[Tt]en|[Ee]leven|[Tt]welve|[Dd]ozens|[Hh]undreds|[Tt]housands|"
                         r"[Mm]ost|[Nn]one|[Hh]alf|[Ee]ach|[Aa]ll)\b")
_OF_SET = re.compile(r"\b[Oo]f\s+(?:the|their|its|those|these|all)\b|\b[Aa]mong\b")


# a person named by age inside a sentence, as news writes after naming them ("the mercurial,
# 34-year-old movie mogul's", "the 44-year-old comedian joked"): who, the sentence before it
# in its source says; not where a name, or a clause that says which, follows
_INNER_AGE = re.compile(r"(?<=[\s(“\"])the\s+(?:[a-z]+,?\s+){0,2}\d{1,3}-year-old"
                        r"(?:\s+[a-z][\w-]*){0,3}(?:['’]s)?(?![\w'’-])")
_AGE_SAYS_WHO = re.compile(r"(?:['’]s)?\s*,?\s*(?:[A-Z]|(?:who|whom|whose|that|of|from|in|at|"
                           r"named|identified|called)\b)")


# a named institution by the short form news uses after naming it in full ("the Court" after
# "the Supreme Court", "The University" after "the University of Wisconsin"): "the" and the
# capitalised kind, nothing after it that says which; not "the Navy", "the Union" (known to
# every reader), "State of the Union"
# (it opens on the "T" and looks behind it for the text's start, a space, bracket or quote
# mark: tried only where a "t" is, not at every position)
_SHORT_FORM = re.compile(
    r"[Tt](?<![^\s(“\"][Tt])he\s+(Court|Company|Department|Agency|Committee|Commission|Board|"
    r"Council|Ministry|Bureau|Institute|Foundation|Center|Centre|University|College|Museum|"
    r"Hospital|Zoo|Tribunal|Panel|Corporation|Fund|Network)(?![\w-])"
    r"(?!\s+(?:of|for|on|to|[A-Z]))")
_OF_THE = re.compile(r"\bof\s+\Z")


# a reply that opens a sentence ("Not yet, said ...", "No, he said.", "Absolutely.")
_LIST_MARKS = "-–—•*·"
_LIST_ITEM = re.compile(r"(?:--|[-–—•*·]\s)\s*(?=[A-Z0-9\"“])|[–—•*·](?=[A-Z\"“])")  # not
# a minus ("-5 degrees")
# "the resulting facial injury", "the ensuing chaos", "the aforementioned study": it says it
# follows from what its source told just before
_INNER_ANAPHORIC = re.compile(r"\b[Tt]he\s+(?:resulting|ensuing|aforementioned|above-mentioned|"
                              r"abovementioned)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][a-z-]{2,}\b")
_ANAPHORIC_WORDS = re.compile(r"\s*[Tt]he\s+[a-z-]+((?:\s+[a-z][\w-]*){1,3})")


def _head_after(text: str, start: int) -> str:
    """The noun a "the resulting ..." at ``start`` is about: the last of the words after the
    modifier that can be a noun, before the first that is neither noun nor adjective ("the
    resulting legal battle could ...": "battle", not "legal")."""
    m = _ANAPHORIC_WORDS.match(text, start)
    head = ""
    for w in (m.group(1).split() if m else ()):
        noun = can_be_noun(w)
        if not noun and not can_be_adjective(w):
            break
        if noun:
            head = w
    return head


_EACH_OF_THEM = re.compile(r"Each\s+[a-z]+s\b(?<!ss)(?=\s+[a-z])")  # a set, not "Each week"
# "the two women", "the three suspects" inside a sentence: people counted as a set the brief
# has to have given (the opening "The two men" is a demonstrative)
_COUNTED_SET = re.compile(r"(?<=[\s(“\"])the\s+(two|three|four|five|six|seven|eight|nine|ten)\s+"
                          r"(?:[a-z][\w-]*\s+)??([a-z][a-z-]{2,}s|women|men|children|people)\b")
_SET_PEOPLE = frozenset("""women men people children girls boys suspects victims officers teens
teenagers students brothers sisters friends sons daughters""".split())  # not "the two countries"
# of a story about two countries, which its brief names
# sets whose members have names, which a brief gives without the set's noun ("the U.S. and
# China ... the two countries"), and spans of time: a counted set of other things ("pictures
# of the four statues") is one its brief has to have told
_NAMED_SETS = frozenset("""countries nations states parties sides teams companies firms leaders
cities clubs governments banks airlines networks candidates senators presidents sisters brothers
chambers houses powers allies rivals men women parents players republics provinces regions
years months weeks days hours minutes seconds decades centuries times games rounds terms
seasons episodes films movies books albums songs words letters languages""".split())
_PARTICIPLE_AFTER = re.compile(r"\s+(?:[a-z]+ed|found|held|seen|shot|taken|left|known|caught|"
                               r"hurt|born|slain|killed|stabbed)\b")
_THE_SAME = re.compile(r"(?<!,\s)(?<=\s)the\s+(?:very\s+)?same\s+(?:[\w,.-]+\s+){0,2}?"
                       r"([a-z][a-z-]{2,})\b(?![’'-])")
_SAME_OK = frozenset("""time times way ways thing things day days week year month period
reason reasons number amount size age name names level rate kind sort type page""".split())
_SAME_SAYS = re.compile(r"\s+(?:as|that|who|which|where|when|whom|whose|of|he|she|it|they|we|I|"
                        r"you|his|her|its|their)\b")
_SAME_SHARED = re.compile(r"\b(?:[Bb]oth|[Ee]ach|[Aa]ll|couple|pair|twins|two|three|they|them|"
                          r"their|we|our|and)\b")
# a counted set standing alone inside a sentence ("the two finally reunited", "between the
# two"): people or things its source counted just before ("the couple", "the pair" are nouns:
# inner definites)
_BARE_SET = re.compile(r"(?<=[\s(“\"])(the\s+(?:two|three|four|five))\b(?![-’'])"
                       r"(?:\s+([a-z]+)\b|(?=\s*[,.;:!?”\"]))")
_WORDS_AFTER = re.compile(r"(?:\s+[a-z][\w-]*)*")
_BARE_SET_HINT = re.compile(r"the (?:two|three|four|five)\b")
_COUNTED_SET_HINT = re.compile(r"the (?:two|three|four|five|six|seven|eight|nine|ten) ")
_REPLY = re.compile(r"(Not yet|Not really|Not quite|Not exactly|Not at all|No|Yes|Nope|Yep|"
                    r"Absolutely|Exactly|Maybe|Perhaps not|Apparently not)(?=[,.!?;:—-])")
# (possessive: nothing a letter or a space given back leaves could match; as _LONE_NAME)
_NAMES_AND = re.compile(r"[A-Z][a-z]++(?:\s++[A-Z][a-z]++)*+,?\s++and\s++[A-Z]")
# (or a "they" that opens what someone says or thinks: "Conard argues that they make the economy
# more efficient, too.": who make it?)
_THEM = re.compile(r"\b(them|themselves)\b|\b(?:says?|said|argues?|argued|believes?|believed|"
                   r"thinks?|thought|insists?|insisted|adds?|added|notes?|noted)\s+that\s+(they)\b")
_COLLECTIVE = frozenset("""people police family team staff government company group public crowd
couple children men women audience army military firm band club party board jury committee
council congress parliament administration agency department industry community""".split())
_NOT_PLURAL = frozenset("this his its is was has does as us thus plus gas bus yes always "
                        "perhaps whereas unless news series species".split())


def _plural_pronoun(text: str) -> str | None:
    """A "them" (or a "they" opening what someone says) with nothing before it in the sentence
    that could be what it means:
    no plural noun, no group ("police", "the family"), no name ("Democrats", "Jo and Al")."""
    m = _THEM.search(text)
    if not m or _NAMES_AND.search(text, 0, m.start()):
        return None  # "Jo and Al ... them"
    words = _WORD.findall(text[:m.start()])
    for w in words:
        low = w.lower().rstrip("'’")
        if low in _COLLECTIVE or (low.endswith("s") and not low.endswith(("ss", "'s", "’s", "us"))
                                  and low not in _NOT_PLURAL and low not in STOPWORDS and
                                  (w[0].isupper() or can_be_noun(low))) or \
                low in ("they", "both", "one", "someone", "anyone", "any", "no",
                        "nobody", "whoever", "either", "neither",
                        "everyone", "everybody", "somebody", "anybody", "each", "every", "who"):
            return None  # ("and": "Jo and Al"; "someone ... their": a singular "they")
        if low in ("men", "women", "children", "feet", "teeth", "mice", "geese", "data"):
            return None
    return m.group(1) or m.group(2)


def _verb_part(text: str, start: int) -> str:
    """The word at ``start`` ("re-awakened" read as "awakened"; "walk" as is)."""
    m = _HYPHENATED.match(text, start)
    return m.group(1) if m else text[start:].split(None, 1)[0] if text[start:].strip() else ""


_HYPHENATED = re.compile(r"[a-z]+-([a-z]+)\b")


def _acts(text: str, end: int) -> bool:
    """Whether the word at ``end`` is a verb in the present or past ("secures", "offered")."""
    m = _WORD.match(text, end)
    if not m or not m.group().islower():
        return False
    w = m.group()
    return w.endswith(("s", "ed")) and word_classes(w)[0] and w not in STOPWORDS


def _quoted_pronoun(text: str) -> str | None:
    """A he/she/him/her inside the sentence's first quotation, before anyone the quotation
    names, where the words around the quotation name no one but its speaker ('"I told him
    the truth," Smith said.'): someone the speaker's listeners knew, a stranger to a reader of
    the brief ("of his wife", "about her daughter" after it say who)."""
    parts = quoted_parts(text)
    inside = next((t for t, q in parts if q), "")
    m = _HE_SHE.search(inside) if inside else None
    if not m:
        return None
    before = inside[:m.start()]
    if _CAPITALS.search(before) or any(
            w[0].isupper() and w not in ("I", "I'm", "I’m", "I've", "I’ve", "I'd", "I’d") and
            (i > 0 or w.lower() not in STOPWORDS) for i, w in enumerate(_WORD.findall(before))) or \
            any(w.lower().rstrip("s") in _PERSON_NOUNS for w in _WORD.findall(before)):
        return None  # the quotation names someone first
    around = " ".join(t for t, q in parts if not q)
    if _QUOTE_SAYS_WHOM.search(around) or len(_CAPITALISED_AROUND.findall(around)) > 1:
        return None  # '"I love her," he said of his wife.': the words after it say who
    return m.group(1)


_QUOTE_SAYS_WHOM = re.compile(r"\b(?:of|about|to|with|for|describing|recalling|referring to)\s+"
                              r"(?:his|her|their|the|a|an|[A-Z])")
# a capitalised word in the words around a quotation, not opening a sentence (the speaker's
# name is one; a second names someone the pronoun may be)
# (possessive: nothing a letter or a space given back leaves could match; as _LONE_NAME)
_CAPITALISED_AROUND = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]++\b")


def _inner_pronoun(outside: str, words: set[str] | None = None) -> str | None:
    """A he/she/his/her/him before anyone the sentence names (a capitalised name or a person
    noun such as "a man", "the spokesman"). ``words``: ``outside``'s words (``_RUN``), if
    read."""
    m = _TRAILING_SPEAKER.search(outside) if ("he " in outside or "it " in outside or
                                              "they " in outside) and (
        words is None or (not words.isdisjoint(_TRAILING_PRONOUNS) and
                          not words.isdisjoint(_TRAILING_VERBS))) else None
    if m and not any(n.group(1) not in _NOT_FIRST for n in _TWO_NAMES.finditer(
            outside, 0, m.start())):
        return m.group(1)  # "The Cairo meeting was positive, he said.": who is "he"?
    m = _HE_SHE.search(outside) if words is None or not words.isdisjoint(_HE_SHE_WORDS) \
        else None
    if not m:
        return None
    if m.group(1) in ("his", "her") and _NAME_AFTER_CLAUSE.match(outside, m.start()):
        return None  # "In his narrowest escape yet, Prime Minister Silvio Berlusconi ..."
    before = outside[:m.start()]
    words_before = _WORD.findall(before)
    if any(w.lower().rstrip("s") in _PERSON_NOUNS or w.lower() in _PERSON_NOUNS
           for w in words_before):
        return None
    # a day or a month is no name a "he" inside a noun phrase could be ("In November 2009, one
    # of the tickets he bought ..."); before the clause's own subject ("On Friday he quoted",
    # "By Friday, he was tweeting") and after someone the sentence introduces ("A 6-week-old
    # baby died Thursday when her stroller ...") it is read as before
    dates_name = not words_before or not words_before[-1].islower() or \
        not before.endswith(words_before[-1] + " ") or \
        any(w in ("a", "an", "A", "An") for w in words_before)
    if any(w[0].isupper() and (dates_name or w not in _DATE_WORDS) for w in words_before[1:]) or \
            _CAPITALS.search(before):
        return None  # a name (or an organisation) before the pronoun
    if words_before and words_before[0][0].isupper() and \
            words_before[0].lower() not in _OPENERS and \
            can_be_noun(words_before[0].lower()) | (not any(word_classes(
                words_before[0].lower())[:2])):
        return None  # "Smith, 45, said he ..." (not "Hard to believe it, ... his life")
    return m.group(1)


# a source named by a surname alone: "According to Smith, the plan ..." (an outlet or a body the
# story never names in full is no one to name: ``Context.sentence_needs``)
_ACCORDING_TO = re.compile(r"\b[Aa]ccording to ((?:Mc|Mac)?[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?)"
                           r"(?=[,.;]|\s+(?:and|in|on|at)\s)")
_LEAD_WORDS = frozenset("But And So Yet Now Then Also Still Meanwhile Instead Indeed Moreover "
                        "However Later Earlier Afterward Afterwards Finally If When While As "
                        "Although Though Because Since Until Unless Once Whether".split())


def _preceded_by_name(text: str, m: re.Match[str], name: str) -> bool:
    """Whether ``name`` comes right after another capitalised word here ("Jane Hall said"), or
    the sentence gave the full name before ("... against President Barack Obama, insisting
    that Obama release ...")."""
    start = text.find(name, m.start())
    before = text[:start].rstrip()
    if before in ("Added", "Adds") or before in _LEAD_WORDS:
        return False  # "Added Lesh: ...": the verb, not a first name; "But Smith said ...":
        # the sentence's lead-in word
    return (_ends_capitalised(before) and not _TITLE_AT_END.search(before)) or \
        bool(_ENDS_PARTICLE.search(before, max(0, len(before) - 6))) or \
        (name in before and _named_before(before, name))
    # ("Oscar de la Renta": a particle has at most five letters, looked for in the last six
    # characters)


def _named_before(before: str, name: str, first: re.Pattern[str] | None = None) -> bool:
    """Whether ``before`` writes ``name`` after a first name (a capitalised word that is no
    title, no function word, read by ``first``: ``_FIRST_NAME_BEFORE`` unless given)."""
    first = first or _FIRST_NAME_BEFORE
    p = before.find(name)
    while p >= 0:
        m = first.search(before, max(0, p - 30), p)
        if m and m.group(1) not in _NOT_FIRST and m.group(1).lower() not in STOPWORDS:
            return True
        p = before.find(name, p + 1)
    return False


# a title is no first name, with or without its full stop ("Mr. Kushner", "Prof Owen")
_TITLE_AT_END = re.compile(r"(?:M(?<![\w.]M)(?:r|rs|s)|D(?<![\w.]D)r|P(?<![\w.]P)rof|"
                           r"R(?<![\w.]R)ev)\.?\Z")


def _ends_capitalised(text: str) -> bool:
    """Whether a right-stripped text ends on a capitalised word or an initial
    (``(?:[A-Z][a-z]+|[A-Z]\\.)$``, accented letters too: "Carmen Yulín"), read from its
    end."""
    k = len(text)
    if k >= 2 and text[-1] == "." and "A" <= text[-2] <= "Z":
        return True
    j = k
    while j > 0 and ("a" <= text[j - 1] <= "z" or (text[j - 1] > "\x7f" and
                                                   text[j - 1].islower())):
        j -= 1
    return 0 < j < k and ("A" <= text[j - 1] <= "Z" or (text[j - 1] > "\x7f" and
                                                        text[j - 1].isupper()))


_ENDS_PARTICLE = re.compile(r"\b(?:de|la|del|della|di|da|du|le|van|von|der|den|al|el|bin|ibn|ben|"
                            r"dos|das|do|st\.)$")


# ---------------------------------------------------------------------------------------------
# names of the story


# (a lookahead: names may overlap, "International Cooperation Nabil Sha'ath")
_FULL_NAME = re.compile(r"(?=\b([A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z]+){0,1})\s+"
                        r"((?:Mc|Mac)?[A-Z][a-z]+(?:['’][a-z]{2,})?(?:-[A-Z][a-z]+)?)\b)")
# every _FULL_NAME match by one scan: only where one can start (a capital then a lower-case
# letter, at a word's start), the capital consumed (the engine jumps from capital to capital
# instead of trying every position) and the rest looked ahead; the first part is the text from
# the match's start to the end of group 1 (the same matches, names overlapping as they do)
_FULL_NAMES_FROM = re.compile(
    r"[A-Z](?<!\w[A-Z])(?=([a-z]++(?:\s++[A-Z]\.)?(?:\s++[A-Z][a-z]++){0,1})\s++"
    r"((?:Mc|Mac)?[A-Z][a-z]++(?:['’][a-z]{2,}+)?(?:-[A-Z][a-z]++)?)\b)")
# (possessive "++", "{2,}+": letters are followed by white space, a mark or a word's end, white
# space by a capital; none of them could match what was given back, so a capitalised word that
# opens no name fails without giving back each of its letters)
_LOWER_WORDS = re.compile(r"[a-z][a-z-]+")
_LOWER_WORD = re.compile(r"\b[a-z][a-z-]+\b")
# a word the story writes in lower case, which a capitalised one is not a name beside: not the
# stem of a contraction ("don't", "won't": "Don Kagin" and "Won Joon" are names)
_LOWER_AS_WORD = re.compile(r"\b[a-z][a-z-]+\b(?![’']t\b)")
_NOT_SURNAME = frozenset("""
Today Yesterday Tomorrow Monday Tuesday Wednesday Thursday Friday Saturday Sunday January
February March April May June July August September October November December Court House
Senate Congress Party Council Department Ministry Agency Committee Commission Police Army
Navy University College School Hospital Center Centre Church Street Avenue Road County City
State States Republic Kingdom Union Nations Island Islands Bay Valley Park Airport Station
Company Inc Corp Group News Times Post Journal Press Service Network Radio Television
""".split())
# a day or a month names nobody a "he" could be ("In November 2009, one of the tickets he bought")
_DATE_WORDS = frozenset("""Monday Tuesday Wednesday Thursday Friday Saturday Sunday January
February March April May June July August September October November December""".split())
# titles that are also common surnames ("Christopher King, 51", "Amy Bishop", "John Major"): a
# full name the story gives for one of them counts (a first name never is one of _NOT_FIRST)
_TITLE_SURNAMES = frozenset({"King", "Bishop", "Major"})
_NOT_FIRST = frozenset("""
The A An In On At For From By With Of And But Or If When While After Before Since As To Mr Mrs
Ms Dr Prof Rev Sen Rep Gov Gen Lt Col Capt Sgt President Prime Minister Secretary Judge Justice
Officer Chief Director Mayor Governor Senator Representative King Queen Prince Princess Pope
Attorney General Captain Sergeant Deputy Detective Commissioner Sheriff Superintendent Coach
Chancellor Bishop Cardinal Father Sister Brother Lord Lady Sir Dame Agent Trooper Major Admiral
Despite Besides Although Though Unlike Like Under Over About Against Between Through During
Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June
July August September October November December North South East West New Old United Great
Saint St Fort Mount Lake River Los Las San Santa El La Le De Du Van Von Al Abu Bin Ibn
""".split())


# Where a story treats a word as a person's name: a title before it ("Dr. [Jane] Hall"), an age
# after it ("Hall, 45,", "Terry Brown, 23."), a "who" clause after it ("Mercer, who is
# seventy,"; a company or a place takes "which", "where"), a relative of it ("Peinovich's
# wife"), a first name before it and speech after ("Jane Hall said"), or speech and a first
# name before it ("said Jane Hall"). Matched around each occurrence of the surname with
# patterns compiled once (one pattern per surname cost a compile per name).
# an office written out before a first name and the surname: "Justice Elena Kagan", "President
# Donald Trump", "Senate Minority Leader Chuck Schumer", "House Speaker Nancy Pelosi"
_TITLE_WORDS = ("Justice|Judge|President|Senator|Congressman|Congresswoman|Governor|Mayor|"
                "Secretary|Leader|Speaker|Chancellor|Minister|Ambassador|Commissioner|Sheriff|"
                "Director|Chairman|Chairwoman|Prosecutor|Attorney|Superintendent|Supervisor|"
                "Coordinator|Administrator|Manager|Inspector|Detective|Sergeant|Captain|"
                "Lieutenant|Coach|Pastor|Bishop|Rabbi|Professor|Dean|Principal|Treasurer|Clerk|"
                "Councilman|Councilwoman|Alderman|Trooper|Deputy|Chief|Officer|Agent")
# what only a person works as, before the full name in either case ("Actor Burt Reynolds is in
# intensive care", "pop singer Taylor Swift"): a first name and a surname after it are a person's
_OCCUPATIONS = ("actor actress singer rapper comedian author novelist songwriter musician "
                "adviser advisor spokesman spokeswoman spokesperson strategist pollster lobbyist "
                "economist").split()
_OCCUPATION_WORDS = "|".join(f"[{w[0].upper()}{w[0]}]{w[1:]}" for w in _OCCUPATIONS)
_TITLE_BEFORE = re.compile(r"(?:(?:Mr|Mrs|Ms|Dr|Prof|Rev)\.?|(?:Sen|Rep|Gov|Gen|Lt|Sgt|Det|Capt|"
                           r"Col)\.)\s+(?:[A-Z][a-z]+\s+)?\Z|(?<![\w-])(?:" + _TITLE_WORDS +
                           "|" + _OCCUPATION_WORDS +
                           r")\s+[A-Z][a-z]+\s+(?:[A-Z]\.\s+)?\Z")  # "Justice Elena Kagan"
_TITLE_HINT = re.compile(r"[.]|Mr|Ms|Dr|Prof|Rev|" + _TITLE_WORDS + "|" +  # what any match has
                         "|".join(w[1:] for w in _OCCUPATIONS))
_PERSON_AFTER = re.compile(r"(?:['’]s)?,\s+\d{1,3}(?:,|\.(?!\d))|,\s+who\b|['’]s\s+(?:wife|husband|"
                        r"son|daughter|mother|father|brother|sister|girlfriend|boyfriend|widow|"
                        r"fiancée?|parents|children)\b")
_ARTICLE_BEFORE = re.compile(r"\b(?:[Aa]n?|[Tt]he)\s+\Z")
_FIRST_BEFORE = re.compile(r"[A-Z](?<!\w[A-Z])[a-z]+\s+(?:[A-Z]\.\s+)?\Z")
_SPEAKS_AFTER = re.compile(r"\s+(?:said|says|told|tells|added|wrote|testified)\b")
# "said Jane", "according to Jane", or the name after its role in lower case: "says licensed
# acupuncturist and practitioner Phyllis", "said police spokesman John" (no preposition in the
# role: "according to researchers at Johns Hopkins" is a place, "said that Los Angeles" a
# clause; nor a determiner before the name: "according to the Metropolitan Nashville Police")
_SAID_BEFORE = re.compile(r"\b(?:said|says|[Aa]ccording to)\s+"
                          r"(?:(?!(?:at|of|in|from|for|with|on|by|to|that|outside|near|"
                          r"about|after|before|when|while|as|if)\s)[a-z][\w'’-]*\s+){0,6}"
                          r"(?<!\bthe )(?<!\ban )(?<!\ba )[A-Z][a-z]+\s+(?:[A-Z]\.\s+)?\Z")
_QUOTE_SAID = re.compile(r"[,.?!][\"”]\s+(?:said|says)\s+\Z")  # a quotation's end, "said", the name
_SAID_END = re.compile(r"\s*(?:[.,;]|\Z)")
# a role in apposition after a full name: "Katharine Brown, Selznick's east coast assistant and
# story editor, concedes", "Christopher King, a parish priest at St. James"
_ROLE_NOUNS = _PERSON_NOUNS | frozenset("""
editor assistant priest pastor rabbi imam professor teacher executive chairman chairwoman
chairperson manager analyst researcher scientist economist engineer secretary aide adviser
advisor consultant partner producer filmmaker artist musician rapper comedian journalist
correspondent columnist agent detective sergeant lieutenant captain commander candidate lawmaker
legislator activist veteran survivor inmate defendant
""".split())
_ROLE_AFTER = re.compile(r",\s+(?:an?|the|his|her|their|[A-Z][\w.'’-]*['’]s)\s+"
                         r"(?:[\w'’-]+\s+){0,5}?(?:" + "|".join(sorted(_ROLE_NOUNS)) + r")s?\b")
# a role only a person has, said of the name ("Fey is the producer and head writer"; not
# "Britain is a member", "Google is a leader")
_IS_HUMAN_ROLE = re.compile(r"\s+(?:is|was)\s+(?:an?|the|his|her)\s+(?:[\w'’-]+\s+){0,3}?(?:"
                            r"actor|actress|singer|songwriter|writer|author|producer|comedian|"
                            r"comedienne|rapper|musician|journalist|reporter|lawyer|attorney|"
                            r"doctor|nurse|teacher|professor|mother|father|wife|husband|son|"
                            r"daughter|brother|sister|coach|pilot|spokesman|spokeswoman|"
                            r"girlfriend|boyfriend|widow)\b")
# an academic or medical degree after a full name: "Raymond Najjar, PhD", "Jo Hart, M.D."
_DEGREE_AFTER = re.compile(r",\s+(?:Ph\.?\s?D|M\.?D|DPhil|MPH|R\.?N|DDS|DVM)\b\.?(?=[\s,;)]|$)")
# a person's clause about herself or himself after the name: "Meyer has insisted that she"
_SHE_THAT_AFTER = re.compile(r"\s+(?:has\s+|had\s+|have\s+)?[a-z]+(?:ed|s)\s+that\s+(?:she|he)\b")
_FIRST_NAME_BEFORE = re.compile(r"([A-Z](?<!\w[A-Z])[a-z]+)\s+(?:[A-Z]\.\s+)?\Z")
_BOUNDARY = re.compile(r"\b")


def treated_as_person(text: str, surname: str) -> bool:
    """Whether ``text`` treats ``surname`` as a person's name (see the patterns above)."""
    if not surname:
        return False
    # the surname is found as written and every pattern is read around it, so a surname with a
    # character a pattern would read ("St.Clair") is looked for as itself, by the same rules
    n = len(surname)
    p = text.find(surname)
    while p >= 0:
        end = p + n
        head = text[:p]
        # the two patterns that end at the surname are searched only in the head's last 60
        # characters (a title and a first name) or where the head has what one needs ("said",
        # "says" or "according to"): a search for a pattern ending at the end of the text tries
        # every position of it
        if _BOUNDARY.match(text, end) and (
                (_TITLE_HINT.search(head, max(0, len(head) - 60)) and
                 _TITLE_BEFORE.search(head, max(0, len(head) - 60))) or
                (("said" in head or "says" in head or "ccording to" in head) and
                 _SAID_BEFORE.search(head))):
            return True
        if _BOUNDARY.match(text, p) and _PERSON_AFTER.match(text, end) and \
                not _ARTICLE_BEFORE.search(head) and (not head or head[-1] not in "-–"):
            # not "a Democrat, who", nor a senator's state: "Orrin Hatch, R-Utah, who is"
            return True
        if _SPEAKS_AFTER.match(text, end):
            m = _FIRST_BEFORE.search(head)
            if m and not _longer_name_run(head, m.start()):
                return True
        if ("said" in head[-12:] or "says" in head[-12:]) and _QUOTE_SAID.search(head) and \
                _SAID_END.match(text, end):
            return True  # '"Some of the rarest coins could fetch ...," said Kagin.': the one
            # who speaks a quotation
        if text.startswith(", ", end) and _DEGREE_AFTER.match(text, end) and \
                _FIRST_BEFORE.search(head):
            return True  # "The lead author is Raymond Najjar, PhD, a former ..."
        if _SHE_THAT_AFTER.match(text, end) and _BOUNDARY.match(text, p) and \
                not _ARTICLE_BEFORE.search(head):
            return True  # "Meyer has insisted that she sees Bella as ...": a he or she
        if text.startswith((" is ", " was "), end) and _IS_HUMAN_ROLE.match(text, end) and \
                _BOUNDARY.match(text, p) and not _ARTICLE_BEFORE.search(head):
            return True  # "Fey is the producer and head writer"
        if text.startswith(", ", end) and _ROLE_AFTER.match(text, end):
            m = _FIRST_NAME_BEFORE.search(head, max(0, len(head) - 40))
            if m and m.group(1) not in _NOT_FIRST and m.group(1).lower() not in STOPWORDS:
                return True
        p = text.find(surname, p + 1)
    return False


_WORD_BEFORE = re.compile(r"([\w.'’-]+)\s+\Z")
_HE_SHE_NEXT = re.compile(r"\s+(?:said|says|told|tells|added|adds|insisted|insists|claimed|"
                          r"claims|argued|argues)\s+(?:[a-z]+\s+){0,2}?(?:he|she)\b")


def _alone_as_person(text: str, surname: str) -> bool:
    """Whether ``text`` has ``surname`` alone doing what only a person does: saying what "he"
    or "she" does ("At the meeting, Boehner said he wouldn't negotiate", "Reid told reporters
    she ..."), or living, dying, being born or married ("If Wright were still living ...",
    "When Brady died in 1896"): with a full name the story also gives ("John Boehner", found by
    ``full_names``), a person's, as a first name before a speech verb would say. Not after an
    article ("the Times said", "the Wright brothers"); a speaker not after another capitalised
    word ("Time Warner said"); a firm, a country or a network says "it" ("Cyprus said it"), and
    a place before a "he" ("in Niger, he said") does not say."""
    n = len(surname)
    p = text.find(surname)
    while p >= 0:
        end = p + n
        if _BOUNDARY.match(text, p) and not _ARTICLE_BEFORE.search(text, 0, p):
            if _LIVES_AFTER.match(text, end):
                return True
            if _BOUNDARY.match(text, end) and _HE_SHE_NEXT.match(text, end):
                w = _WORD_BEFORE.search(text, max(0, p - 40), p)
                if not w or not w.group(1)[:1].isupper() or w.group(1).lower() in STOPWORDS:
                    return True
        p = text.find(surname, p + 1)
    return False


_LIVES_AFTER = re.compile(r"\s+(?:(?:was|were|is)\s+(?:still\s+)?(?:alive|living|born)|died|"
                          r"was\s+married|married\s+(?:his|her)|is\s+survived)\b")


def _longer_name_run(head: str, start: int) -> bool:
    """Whether the capitalised word before ``start`` in ``head`` carries a run of names on
    (an organisation's "Santé Publique France said", "Human Rights Watch said"), not a title
    or a function word ("President Donald Trump said", "On Monday Jane Hall said") and not
    the end of an office ("Minister of Planning and International Cooperation Nabil Sha'ath
    said")."""
    words = head[:start].rsplit(None, 1)
    word = words[-1] if words else ""
    return word[:1].isupper() and word not in _NOT_FIRST and word.lower() not in STOPWORDS \
        and _OFFICE.search(head, max(0, start - 70), start) is None


_OFFICE = re.compile(r"\b(?:" + _TITLE_WORDS + r"|Minister|Chairman|Chief|Head|Spokesman|"
                     r"Spokeswoman)\b")


_TITLED = re.compile(r"(?:M(?<!\wM)(?:r|rs|s)\.?|D(?<!\wD)r\.?|P(?<!\wP)rof\.?|R(?<!\wR)ev\.?|"
                     r"S(?<!\wS)en\.|R(?<!\wR)ep\.|G(?<!\wG)(?:ov|en)\.)\s+"
                     r"((?:Mc|Mac)?[A-Z][a-z]+(?:['’][a-z]{2,})?"
                     r"(?:-[A-Z][a-z]+)?)\b")


def _apposed(text: str, surname: str) -> bool:
    """ "The patient, Richard Plotts, was ...": a full name in apposition to a person noun,
    or after an age ("The other boy, 8-year-old Jonathan Martinez, died") or an asking ("Just
    ask Seth Rogen."), its first part a given name (census first names: "a 10-year-old Toyota
    Camry" is no one)."""
    p = text.find(surname)
    while p >= 0:
        lo = max(0, p - 80)
        m = _APPOSED.search(text, lo, p) if _APPOSED_END.search(text, lo, p) else None
        if m and m.end() == p:
            return True
        head = text[lo:p]
        for m in (_AGED.search(text, lo, p) if "-year-old " in head else None,
                  _ASKED.search(text, lo, p) if "sk" in head else None):
            if m and m.group(1) in given_names():
                return True
        p = text.find(surname, p + 1)
    return False


_APPOSED = re.compile(r"\b(?:" + "|".join(sorted(_PERSON_NOUNS)) + r")s?,\s+[A-Z][a-z]+\s+"
                      r"(?:[A-Z]\.\s+)?")
_APPOSED_END = re.compile(r",\s+[A-Z][a-z]+\s+(?:[A-Z]\.\s+)?\Z")  # how any match ends, first
_ASKED = re.compile(r"\b[Aa]sk(?:ed|ing|s)?\s+([A-Z][a-z]+)\s+(?:[A-Z]\.\s+)?\Z")
_AGED = re.compile(r"(?<![\w-])\d{1,3}-year-old\s+([A-Z][a-z]+)\s+(?:[A-Z]\.\s+)?\Z")


# Patterns of a word given at run time, matched around each of its occurrences instead of
# compiling one pattern per word (a compile costs a hundred searches).
_COURTESY_ENDING = re.compile(r"(?:Mr|Mrs|Ms|Dr|Prof|Rev)\.?\s+\Z")


def word_in(text: str, word: str, whole: bool = True) -> bool:
    """Whether ``text`` has ``word`` as a word (``\\bword\\b``), or as the start of one
    (``\\bword``) when not ``whole``."""
    n = len(word)
    p = text.find(word)
    while p >= 0:
        if _BOUNDARY.match(text, p) and (not whole or _BOUNDARY.match(text, p + n)):
            return True
        p = text.find(word, p + 1)
    return False


def _mention(text: str, name: str) -> tuple[int, int] | None:
    """Where ``(?:(?:Mr|Mrs|Ms|Dr|Prof|Rev)\\.?\\s+)?\\bNAME\\b`` first matches in ``text``:
    (start, end) of the name and its courtesy title, if it has one."""
    best: tuple[int, int] | None = None
    p = text.find(name)
    while p >= 0:
        end = p + len(name)
        if _BOUNDARY.match(text, p) and _BOUNDARY.match(text, end):
            title = _COURTESY_ENDING.search(text, 0, p)
            start = title.start() if title else p
            if best is None or start < best[0]:
                best = (start, end)
        p = text.find(name, p + 1)
    return best


# a capitalised word that may be a first name said alone (possessive or not), not followed by
# another capitalised word (then it opens a full name or a title: "Kim Take New York")
_FIRST_NAME = re.compile(r"([A-Z](?<![\w.’'&-][A-Z])[a-z]{2,}+)(?:['’]s)?(?![\w’'-]|\s+&?\s*[A-Z])")
# (possessive: a letter given back would be a word character, which the look-ahead refuses)
_NAME_BEFORE_WORD = re.compile(r"[A-Z][\w.]*\s+$")
# what follows a first name that opens a sentence as its subject or owner: a lower-case word
# ("Jackie became ..."), or the owner's "'s" and a lower-case word ("Jackie's doctors ...")
_FIRST_SUBJECT = re.compile(r"(?:['’]s)?\s+[a-z]")
_PAIR_NAMED = re.compile(r"\s+(?:and|&)\s+[A-Z][a-z]+\s+[A-Z]")  # " and Diana Mercer"
# a first name alone as an owner inside narration ("to Seth's attention"), not opening it
_FIRST_OWNER = re.compile(r"(?<=[a-z,] )([A-Z][a-z]{2,})['’]s\s+[a-z]")
_ROLE_BEFORE_FIRST = re.compile(r"\b(?:husband|wife|son|daughter|brother|sister|mother|father|"
                                r"mom|dad|friend|boyfriend|girlfriend|partner|fiancée?|widow|"
                                r"cousin|uncle|aunt|grandson|granddaughter),?\s+\Z")
_NICKNAME_AFTER = re.compile(r"\s+[\"“‘'][A-Z][\w.-]*[\"”’']\s+[A-Z]")  # ' "Devin" Lima'
_ARTICLE_NAME = re.compile(r"\b(?:[Tt]he|[Aa]n?)\s+[A-Z]\w*$")  # "the Norse" (of "the Norse
# Vikings"): not a person's first name
_KIN = (r"wife|husband|son|daughter|brother|sister|mother|father|mom|dad|friend|partner|"
        r"boyfriend|girlfriend|fianc[ée]e?|widow|cousin|aunt|uncle|grandmother|grandfather")


# a first name said alone as a person's (``_first_as_person``): what follows it ("Kris said",
# "Kim's mother") and what comes before it ("said Kris", "her husband, Kip")
_AS_PERSON_AFTER = re.compile(r"\s+(?:said|says|told|tells|added|wrote|admitted|explained|"
                              rf"recalled|insisted)\b|['’]s\s+(?:{_KIN})\b")
_AS_PERSON_BEFORE = re.compile(rf"\b(?:said|says|told)\s+\Z|\b(?:{_KIN}),?\s+\Z")


def _first_as_person(text: str, word: str) -> bool:
    """Whether ``text`` says the first name ``word`` (a capital, then lower-case letters) alone
    as a person's: a speaker ("Kris said"), someone's kin ("her husband, Kip"), with kin of
    their own ("Kim's mother"). The patterns are the same for every name (a pattern compiled
    for each name cost more than the rest of a story's reading of it)."""
    n = len(word)
    p = text.find(word)
    while p >= 0:
        e = p + n
        if (p == 0 or not (text[p - 1].isalnum() or text[p - 1] == "_")) and \
                _AS_PERSON_AFTER.match(text, e):
            return True
        if (e == len(text) or not (text[e].isalnum() or text[e] == "_")) and \
                _AS_PERSON_BEFORE.search(text, 0, p):
            return True
        p = text.find(word, p + 1)
    return False


def full_names(story: Story, surname: str, ctx: Context | None = None) -> frozenset[str]:
    """The full names ("Jane Hall") the story's sentences give for a surname. A name is a
    person's only when neither part is a word the story also writes in lower case ("House
    Republicans", "Banned Napster" are not names), nor a day, month or title; headlines are
    read only when the sentences give none, for a given name right before the surname
    (``_titled_fulls``: their capitals alone say nothing). ``ctx``, the story's Context,
    finds the sentences with a word and whether the story writes a word in lower case faster
    (without it, an opening word is not checked)."""
    if (surname in _NOT_FIRST and surname not in _TITLE_SURNAMES) or surname in _NOT_SURNAME:
        return frozenset()
    texts = ctx.texts_with(surname) if ctx is not None else \
        [s.text for s in story.sentences if surname in s.text]
    low = surname.lower()
    if any(low in t and low in _LOWER_AS_WORD.findall(t) for t in texts):
        return frozenset()
    found: dict[str, int] = {}
    doubtful: set[str] = set()
    lower = ctx.written_lower if ctx is not None else (lambda w: writes_in_lower_case(story, w))
    for t in texts:
        for first, last in _name_pairs(t) if _after_word(t, surname) else ():
            if last != surname:
                continue
            parts = first.split()
            while len(parts) > 1 and parts[0] in _NOT_FIRST:  # "Mayor Jane Hall"
                parts = parts[1:]
            if len(parts) == 2 and not re.fullmatch(r"[A-Z]\.", parts[-1]) and \
                    ctx is not None and ctx.written_lower(parts[0].lower()):
                parts = parts[1:]  # "International Cooperation Nabil Sha'ath": a word, a name
            first = " ".join(parts)
            lead = parts[0]
            if lead.lower() in _SPEECH_WORD_SET:
                continue  # an inverted speaker: 'Added Lesh: "It is with ..."'
            if lead.lower() in STOPWORDS and lead not in _NOT_FIRST and \
                    _after_lower(t, f"{first} {surname}"):
                doubtful.add(f"{first} {surname}")  # capitalised inside a sentence, a word
                continue  # that is also a first name: "former Saints player Will Smith"
            if lead in _NOT_FIRST or lead.lower() in STOPWORDS or \
                    first.split()[-1] in _NOT_FIRST or lead in _NOT_SURNAME or \
                    (len(parts) > 1 and not re.fullmatch(r"[A-Z]\.", parts[-1]) and
                     not (len(parts) == 2 and parts[0] in given_names())):
                continue  # a first name is one word, maybe with an initial, "Mark E.", or a
                # given name and a second name: "Frank Lloyd Wright", "John Paul Stevens",
                # "Mohamed Lahouaiej Bouhlel" (whose first name is not "Lahouaiej")
            name = f"{first} {surname}"
            if lead.endswith("ing") and all(t.lstrip("\"“‘'").startswith(name)
                                            for t in texts if name in t):
                continue  # a gerund opening its sentences: "Nominating Sandoval would carry"
            if (lead.endswith(("ing", "ed")) and word_classes(lead.lower())[0]) or \
                    any(lower(p.lower()) for p in parts if not p.endswith(".")):
                doubtful.add(name)  # "Describing Metallica", "House Republicans", or a
                continue            # name that is also a word ("Bill"): not to be trusted
                # (a first name that only ends like a verb form is one: "Ted Poe", "Ahmed")
            found[name] = found.get(name, 0) + 1
    if any(n.count(" ") == 2 for n in found):
        found = _one_per_middle_name(found)
    if not found and not doubtful:
        # the sentences give no full name: a headline's may ("... adviser Kevin Madden sparred
        # on Sunday ..." for the page's "Madden told CBS"), when the word before the surname
        # is a given name the story never writes in lower case ("Young Kennedy" is no name),
        # and the surname a person's in the sentences: the speaker of one counts too
        found = dict.fromkeys(_titled_fulls(story, surname, lower), 1)
        if found and any(surname in (m.group(1), m.group(2))
                         for t in texts for m in _surname_speakers(t)):
            return frozenset(found) if len(found) == 1 else frozenset()
    # (the full names are read before whether the story treats the surname as a person's:
    # with none, nothing is found either way, and that reading is the dearer)
    if not found or (
            not any(treated_as_person(t, surname) or _apposed(t, surname) for t in texts) and
            not any(_alone_as_person(t, surname) for t in texts) and
            not _paired_with_person(story, ctx, texts, surname) and
            not (len(found) == 1 and _headline_own(story, surname, next(iter(found))))):
        return frozenset()
    if doubtful and found and max(found.values()) < DOMINANT_MENTIONS:
        # a doubtful name may be the right one: then nothing is sure, unless the story gives
        # one full name many times ("Donald Trump" against a widget's "View Trump's profile")
        return frozenset(found) | frozenset(doubtful)
    return frozenset(found) if len(found) <= 1 else _dominant(found, texts)


def _paired_with_person(story: Story, ctx: Context | None, texts: list[str], surname: str
                        ) -> bool:
    """Whether ``texts`` join ``surname`` by "and" to a surname the story treats as a
    person's, or writes after a title ("another election between Romney and Obama", where
    "President Obama" says who Obama is): two people (not "Marks and Spencer": neither is a
    person's there)."""
    for t in texts:
        for m in _AND_NAME.finditer(t):
            other = m.group(2) if m.group(1) == surname else \
                m.group(1) if m.group(2) == surname else None
            if not other or other == surname or other in _NOT_FIRST or other in _NOT_SURNAME:
                continue
            with_other = ctx.texts_with(other) if ctx is not None else \
                [s.text for s in story.sentences if other in s.text]
            titled = re.compile(r"(?<![\w-])(?:" + _TITLE_WORDS + r"|(?:Mr|Mrs|Ms|Dr|Sen|Rep|Gov)"
                                r"\.)\s+(?:[A-Z][a-z]+\s+)?" + re.escape(other) + r"\b")
            if any(titled.search(u) or treated_as_person(u, other) for u in with_other):
                return True
    return False


_AND_NAME = re.compile(r"(?<![\w.'’-])([A-Z][a-z]{2,})\s+and\s+([A-Z][a-z]{2,})(?![\w'’-])")


def _one_per_middle_name(found: dict[str, int]) -> dict[str, int]:
    """The full names found, each person once: a name with a middle name ("Eric Robert
    Rudolph") and the same without it ("Eric Rudolph") are one, the shorter; its last two
    words alone ("Robert Rudolph", "Maria Aznar" of "Jose Maria Aznar") are no name."""
    out = dict(found)
    for name, n in found.items():
        if name.count(" ") != 2:
            continue
        first, middle, last = name.split()
        out.pop(f"{middle} {last}", None)
        if f"{first} {last}" in out:
            out[f"{first} {last}"] += out.pop(name, n)
    return out


# a headline that opens on a person's full name ("Kate Upton Breaks Engagement News ...",
# "Kate Upton's Engagement Ring ..."): a given name and a capitalised surname
_HEADLINE_NAME = re.compile(r"([A-Z][a-z]+)\s+((?:Mc|Mac)?[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?)"
                            r"(?=['’]s\b|\s+[A-Z]|\s*[:,]|\s*$)")
_PLACE_WORD_BEFORE = re.compile(r"\b(?:in|to|from|at|near|of|into|across|outside|inside|"
                                r"around|toward|towards|via)\s+\Z", re.I)


def _headline_own(story: Story, surname: str, full: str) -> bool:
    """Whether the articles that write ``surname`` alone all open their own headline on
    ``full`` ("Kate Upton Breaks Engagement News on Red Carpet" over "... with many celebs,
    including Upton, donning metallic looks"): a page that names its subject only in its
    headline, the one person it is about; not where it follows a word that takes a place
    ("in Washington")."""
    arts = set()
    for x in story.sentences:
        p = x.text.find(surname)
        while p >= 0:
            if _PLACE_WORD_BEFORE.search(x.text, max(0, p - 12), p):
                return False
            arts.add(x.article)
            p = x.text.find(surname, p + 1)
    return bool(arts) and all((story.articles[a].title or "").startswith(full + " ")
                              for a in arts)  # (its subject: not "... to See Turkey at")


def _titled_fulls(story: Story, surname: str, lower: Callable[[str], bool]) -> list[str]:
    """The full names the articles' headlines give for ``surname``: a given name (US census
    first names, ``given_names``) right before it, neither a title nor a word the story
    writes in lower case; a headline's capitals alone say nothing of a name."""
    out: list[str] = []
    for a in story.articles:
        t = a.title or ""
        p = t.find(surname, 2)
        while p > 1:
            e = p + len(surname)
            if t[p - 1] == " " and not t[e:e + 1].isalnum():
                first = t[:p - 1].rsplit(None, 1)[-1] if t[:p - 1].strip() else ""
                if first in given_names() and first not in _NOT_FIRST and \
                        first not in _NOT_SURNAME and not lower(first.lower()) and \
                        f"{first} {surname}" not in out:
                    out.append(f"{first} {surname}")
            p = t.find(surname, p + 1)
    return out


def _after_lower(text: str, name: str) -> bool:
    """``re.search(r"[a-z,;:]\\s+" + re.escape(name) + r"\\b", text)``: ``name`` after white
    space that follows a lower-case letter or a comma, semicolon or colon, and not followed by a
    word character (when it ends in one), without a pattern compiled for each name."""
    n = len(name)
    p = text.find(name, 1)
    while p > 0:
        q = p - 1
        while q >= 0 and text[q].isspace():
            q -= 1
        if q < p - 1 and q >= 0 and text[q] in _LOWER_OR_STOP:
            e = p + n
            last = name[-1:]
            after = text[e:e + 1]
            if (last.isalnum() or last == "_") != (after.isalnum() or after == "_"):
                return True
        p = text.find(name, p + 1)
    return False


_LOWER_OR_STOP = frozenset("abcdefghijklmnopqrstuvwxyz,;:")
_LOWER_FORM = re.compile(r"[a-z][a-z-]+")


def _lower_word_in(text: str, word: str, end: int) -> bool:
    """Whether ``_LOWER_WORDS.findall(text[:end])`` has ``word``: a whole run of lower-case
    letters and hyphens there is the word (hyphens before it aside)."""
    if not _LOWER_FORM.fullmatch(word):
        return False
    n = len(word)
    p = text.find(word, 0, end)
    while p >= 0:
        e = p + n
        if e == end or not ("a" <= text[e] <= "z" or text[e] == "-"):
            q = p - 1
            while q >= 0 and text[q] == "-":
                q -= 1
            if q < 0 or not "a" <= text[q] <= "z":
                return True
        p = text.find(word, p + 1, end)
    return False


def _after_word(text: str, surname: str) -> bool:
    """Whether ``surname`` stands in ``text`` after white space that follows a lower-case
    letter or a full stop, as the last part of every full name ``_name_pairs`` reads does
    ("Jane Hall", "Mark E. Hall"): without it, the text gives no full name for the surname."""
    p = text.find(surname, 1)
    while p > 0:
        q = p - 1
        while q >= 0 and text[q].isspace():
            q -= 1
        if q < p - 1 and q >= 0 and (text[q].islower() or text[q] == "."):
            return True
        p = text.find(surname, p + 1)
    return False


@lru_cache(maxsize=65536)
def _name_pairs(text: str) -> tuple[tuple[str, str], ...]:
    """(first part, last name) of every full name the text may give (``_FULL_NAME``), read
    only where one can start: a capital letter that opens a word (``_FULL_NAMES_FROM``;
    ``_FULL_NAME`` itself, a lookahead, is tried at every position of the text)."""
    return tuple([(text[m.start():m.end(1)], m.group(2))
                  for m in _FULL_NAMES_FROM.finditer(text)])


def writes_in_lower_case(story: Story, word: str) -> bool:
    """Whether the story's sentences write ``word`` as a lower-case word."""
    return any(word in x.text and word in _LOWER_AS_WORD.findall(x.text)
               for x in story.sentences)


# a surname alone means the person the story names in full far more often than anyone else
# with that surname: at least this many full mentions, and this many times all the others
DOMINANT_MENTIONS = 8
DOMINANT_RATIO = 5


def _middle_of(name: str, other: str, texts: Sequence[str]) -> bool:
    """Whether ``name`` ("Robert Rudolph") is only ever the end of ``other``'s first name and
    it ("Eric Robert Rudolph"), and ``other`` a person's own name: written at least once after
    a word that is not capitalised ("suspect Eric Rudolph"), not only inside a title ("Air
    Chief Marshal Angus Houston" does not make Angus a middle name of "Marshal Houston")."""
    first = other.rsplit(" ", 1)[0]
    whole = f"{first} {name}"
    if not any(whole in t for t in texts):
        return False
    if sum(t.count(name) for t in texts) != sum(t.count(whole) for t in texts):
        return False  # "Robert Rudolph" also written alone: a person of its own
    return any(_written_alone(t, other) for t in texts)


# what stands before a name written on its own: the text's start, a punctuation mark, or a word
# that is not capitalised ("suspect Eric Rudolph")
_ALONE_BEFORE = re.compile(r"(?:^|[^\w\s]\s*|\b[a-z][\w'’-]*\s+)\Z")


def _written_alone(text: str, name: str) -> bool:
    """Whether ``(?:^|[^\\w\\s]\\s*|\\b[a-z][\\w'’-]*\\s+)NAME\\b`` matches in ``text``, tried
    at each occurrence of the name (no pattern compiled per name)."""
    p = text.find(name)
    while p >= 0:
        if _BOUNDARY.match(text, p + len(name)) and _ALONE_BEFORE.search(text, 0, p):
            return True
        p = text.find(name, p + 1)
    return False


def _dominant(found: dict[str, int], texts: Sequence[str]) -> frozenset[str]:
    """Several full names for one surname: one person written with and without a middle
    initial ("Donald J. Trump", "Donald Trump") or middle name ("Eric Robert Rudolph", read
    as "Robert Rudolph" too, beside "Eric Rudolph") is one name (the plainer form); two
    people ("Robert Smith", "Racquel Smith") stay ambiguous, and nothing is completed."""
    plain: dict[str, int] = {}
    for name, n in found.items():
        key = re.sub(r"\s+[A-Z]\.", "", name)
        plain[key] = plain.get(key, 0) + n
    middles = {name for name in plain for other in plain if other != name and
               _middle_of(name, other, texts)}
    plain = {name: n for name, n in plain.items() if name not in middles}
    top = max(plain, key=plain.__getitem__)
    rest = sum(plain.values()) - plain[top]
    if plain[top] >= DOMINANT_MENTIONS and plain[top] >= DOMINANT_RATIO * rest:
        return frozenset((top,))  # the story's Rudolph is Eric (23 times), not his mother Pat (2)
    return frozenset(plain)


_SINGLE_OPEN = re.compile(r"(?:^|[\s(\[—–-])['‘]\S")  # a single quotation mark that opens


def in_quote(story: Story, sid: int) -> bool:
    """Whether sentence ``sid`` continues a quotation opened earlier in its paragraph (an odd
    number of quotation marks before it there) and has none of its own, or closes a quotation in
    single marks that it never opens."""
    s = story.sentences[sid]
    if '"' in s.text or "“" in s.text or "”" in s.text:  # (one of _QUOTES)
        return False
    t = s.text.rstrip()
    if t[-1:] in "'’" and t[-2:-1] in ".!?," and not _SINGLE_OPEN.search(t):
        return True  # in single quotation marks, closed and never opened here: "Any
        # itineraries for the future don't include Kris very much.'" goes on the producer's
        # 'Kim's mapping out 2012, ...' of the sentence before
    marks = 0
    j = sid - 1
    while j >= 0:
        x = story.sentences[j]
        if x.article != s.article or x.paragraph != s.paragraph:
            break
        marks += _double_marks(x.text)
        j -= 1
    return marks % 2 == 1


# ---------------------------------------------------------------------------------------------
# in context


class Context:
    """What a brief's reader has read before a sentence: the brief so far and the headlines; and
    what the story knows (full names, open quotations). Built once per story (``of``); the
    names are found only when a surname asks for them."""

    def __init__(self, story: Story):
        self.story = story
        titles = " ".join(a.title or "" for a in story.articles).lower() \
            if HEADLINES_ARE_CONTEXT else ""
        self.title_stems = frozenset(stem(w) for w in re.findall(r"[a-z][a-z-]+", titles))
        self._names: dict[str, frozenset[str]] = {}
        # article -> its sentences' lower-cased text, their indexes, where each starts
        self._first: dict[int, tuple[str, list[int], list[int]]] = {}
        self._titled: dict[str, bool] = {}  # surname -> written after a title
        self._headline: dict[int, str] = {}  # article -> the full name its headline opens on
        self._lower: dict[str, bool] = {}
        self._joined: str | None = None  # the sentences' texts, one a line
        self._starts: list[int] = []
        self._needs: dict[tuple[int, str], tuple[Need, ...]] = {}
        self._named: tuple[str, ...] | None = None  # names the story introduces by a naming
        self._with: dict[str, list[str]] = {}  # word -> texts_with(word)
        self._firsts: dict[str, frozenset[str]] = {}  # first name -> the story's full names
        self._met: dict[str, bool] = {}  # capitalised word -> introduced with "a"
        self._given_before: dict[int, frozenset[str]] = {}  # sentence id -> given names
        self._roles: dict[str, list[Role]] = {}  # full name -> the roles the story gives

    def texts_with(self, word: str) -> list[str]:
        """The texts of the story's sentences that contain ``word`` (no line break), in order
        (found once per word: the list is shared, not to be changed)."""
        hit = self._with.get(word)
        if hit is None:
            hit = self._with[word] = self._texts_with(word)
        return hit

    def _join(self) -> str:
        """The sentences' texts, one a line (made once), and where each starts."""
        if self._joined is None:
            texts = [s.text for s in self.story.sentences]
            self._joined = "\n".join(texts)
            self._starts = list(accumulate((len(t) + 1 for t in texts[:-1]), initial=0))
        return self._joined

    def _texts_with(self, word: str) -> list[str]:
        if not self.story.sentences:
            return []
        joined, starts, out = self._join(), self._starts, []
        p = joined.find(word)
        while p >= 0:
            k = bisect_right(starts, p) - 1
            out.append(self.story.sentences[k].text)
            p = joined.find(word, starts[k + 1]) if k + 1 < len(starts) else -1
        return out

    def written_lower(self, word: str) -> bool:
        """Whether the story writes ``word`` in lower case (found once, when first asked)."""
        hit = self._lower.get(word)
        if hit is None:
            # (``writes_in_lower_case`` read only in the sentences with the word)
            hit = self._lower[word] = any(word in _LOWER_AS_WORD.findall(t)
                                          for t in self.texts_with(word))
        return hit

    def fulls(self, surname: str) -> frozenset[str]:
        """The story's full names for ``surname`` (found once, when first asked)."""
        hit = self._names.get(surname)
        if hit is None:
            hit = self._names[surname] = full_names(self.story, surname, self)
        return hit

    def roles_of(self, full: str) -> list[Role]:
        """The roles the story gives ``full`` (``roles.roles_in``: a title before the full
        name, an apposition after it), none unless the story gives it as a person's full
        name (``fulls``); found once, when first asked."""
        hit = self._roles.get(full)
        if hit is None:
            last = full.split()[-1]
            hit = roles_in(((x.article, x.display) for x in self.story.sentences
                            if last in x.display), full)
            if hit and full not in self.fulls(last):
                hit = []
            self._roles[full] = hit
        return hit

    @classmethod
    def of(cls, story: Story) -> Context:
        """The story's context, shared by select, order and the brief's assembly."""
        return _CONTEXTS.get(story, cls)

    def sentence_needs(self, s: Sentence) -> tuple[Need, ...]:
        key = (s.id, s.display)  # found once per sentence of the story
        hit = self._needs.get(key)
        if hit is None:
            found = needs(s.display, in_quote(self.story, s.id))
            if any(n.named and n.noun in EPITHETS for n in found) and \
                    (who := self.headline_subject(s.article)):
                found = tuple(replace(n, who=who) if n.named and n.noun in EPITHETS and
                              n.kind == "definite" else n for n in found)
            # a surname only counts when the story gives a full name for it (exactly one: the
            # brief completes it; several: only a brief sentence with the full name says
            # who); a definite description inside the sentence only when its source said it
            # before
            hit = tuple(
                n for n in found if (n.kind != "surname" or self.fulls(n.key) or
                                     self.titled(n.key) or
                                     (not n.soft and self.unknown_speaker(n.key))) and
                (not n.inner or self.said_before(s, n.noun) or (n.named and s.index > 0) or
                 bool(n.who)) and
                (not n.acronym or len(self.texts_with(n.text)) <= ACRONYM_SIDE))
            named = self.named_in(s.display)
            if named:
                hit += named
            if "the " in s.display or "The " in s.display:
                hit += self.things_met_before(s, {n.key for n in hit})
            firsts = self.first_names_in(s.display, {n.key for n in hit})
            if firsts:
                hit += firsts
            if s.index and not any(n.kind == "voice" for n in hit) and \
                    (carried := self._voice_carried(s)):
                hit += (carried,)
            self._needs[key] = hit
        return hit

    def _voice_carried(self, s: Sentence) -> Need | None:
        """The first-person singular voice of the sentence before ``s`` in its paragraph,
        which ``s`` goes on speaking in ("Russia started their anti-US campaign in 2014, long
        before I announced that I would run for President. The results of the election were
        not impacted."): a post's, a column's or a letter's words given without quotation
        marks; not when ``s`` says who speaks ("..., he said") or quotes someone."""
        before = self.story.sentences[s.id - 1]
        if before.article != s.article or before.paragraph != s.paragraph:
            return None
        voice = next((n for n in needs(before.display, in_quote(self.story, before.id))
                      if n.kind == "voice" and n.text in _WRITER_WORDS), None)  # (its own
        # words: the voice is carried one sentence on, since a web page's paragraphs may be
        # lost and a column turn to other news: "I get that ... Bethenny Frankel ... gave
        # birth to a baby girl last week. She ...")
        if voice is None or '"' in s.display or "“" in s.display or \
                _third_person_speaks(s.display) or _OPENS_ON_NAME.match(s.display):
            return None  # (one who speaks, a quotation, or a new item opened on someone's
            # full name: "Bethenny Frankel from 'The Real Housewives of New York' gave ...")
        return Need("voice", voice.text)

    def first_names_in(self, text: str, keys: set[str]) -> tuple[Need, ...]:
        """The people ``text`` names by their first name alone inside quotation marks
        ('"Conrad made the conclusion that it was the two friends of his," Steck said.',
        '... who told them, "Kim's mapping out 2012, and Kris isn't a part of it."'), where the
        story gives the full name ("Conrad Anker") and the sentence does not: a reader of the
        brief meets a stranger unless a sentence before it names the person (``first_of``)."""
        out: list[Need] = []
        opener = self._first_opening(text, keys)
        if '"' not in text and "“" not in text:
            if "'s " not in text and "’s " not in text:
                return opener
            return opener + self._first_owners_in(text, keys)
        out.extend(opener)
        for m in _FIRST_NAME.finditer(text):
            word = m.group(1)
            head = text[:m.start()]
            if head.count('"') % 2 == 0 and head.count("“") <= head.count("”"):
                continue  # narration names people its own way ("her husband, Kip", "Dan and
                # Fran Keller"): a first name said alone in someone's words is the class
            if word in keys or _NAME_BEFORE_WORD.search(text, max(0, m.start() - 30),
                                                        m.start()) or \
                    text[m.end(1):m.end(1) + 1] in _QUOTES + "’" or \
                    _NICKNAME_AFTER.match(text, m.end(1)):
                continue  # a name's second part ("Mary Kim"), after a title ("Dr. Kim"), a
                # nickname ('Liberty "Libby" German'), a first name before one ("Harold
                # 'Devin' Lima": the full name)
            fulls = self.first_of(word)
            if fulls and not any(f in text or (f.split()[-1] in text and re.search(
                    rf"\b{word}\s+and\s+[A-Z][a-z]+\s+{re.escape(f.split()[-1])}\b", text))
                                 for f in fulls):  # "both Honey and Barry Sherman" names both
                # (the pattern, made for each name, only where the surname is in the text)
                keys.add(word)
                out.append(Need("surname", word, word, first=fulls))
        return tuple(out)

    def _first_opening(self, text: str, keys: set[str]) -> tuple[Need, ...]:
        """The person a narration sentence opens on by the first name alone, as its subject or
        owner ("Jackie became pregnant for the first time in 1955 ...", "Jackie's doctors
        ..."), where the story gives exactly one full name for it ("Jackie Kennedy") and the
        sentence does not: a stranger to a reader of the brief, as a surname alone is."""
        body = _strip_lead(text)
        m = _FIRST_NAME.match(body)
        if m is None or m.group(1) in keys or not _FIRST_SUBJECT.match(body, m.end()):
            return ()
        word = m.group(1)
        if _PAIR_NAMED.match(body, m.end()):
            return ()  # "Robert and Diana Mercer brought up ...": both named in full
        fulls = self.first_of(word)
        if len(fulls) != 1 or any(f in text or _COMPANY_NAME.match(f, len(word) + 1)
                                  for f in fulls) or any(
                p.group(1).lower() not in STOPWORDS
                for t in self.texts_with(" " + word)
                for p in re.finditer(rf"([A-Z][\w'’-]*|[A-Z]\.)\s+{word}\b", t)):
            return ()  # a company ("Kellogg Co."), or also written as a surname ("LeBron
            # James", "E. Barrow Jr."): whose?
        keys.add(word)
        return (Need("surname", word, word, first=fulls),)

    def _first_owners_in(self, text: str, keys: set[str]) -> tuple[Need, ...]:
        """The people narration (no quotation) names by a first name alone as an owner,
        inside the sentence ("people were gleefully bringing the tweet to Seth's attention"),
        where the story gives exactly one full name for it ("Seth Rogen") and the sentence
        does not: a stranger to a reader of the brief (a first name after a role, "her
        husband, Kip's", says who)."""
        out: list[Need] = []
        for m in _FIRST_OWNER.finditer(text):
            word = m.group(1)
            if word in keys or _NAME_BEFORE_WORD.search(text, max(0, m.start() - 30),
                                                        m.start()) or \
                    _ROLE_BEFORE_FIRST.search(text, max(0, m.start() - 40), m.start()) or \
                    word_in(text[:m.start()], word):
                continue  # said before in the sentence: "LeBron James won ... to win James's
                # first NBA title", "Streep and husband Don ... Don's arm"
            fulls = self.first_of(word)
            if len(fulls) == 1 and not any(f in text for f in fulls):
                keys.add(word)
                out.append(Need("surname", word, word, first=fulls))
        return tuple(out)

    def first_of(self, word: str) -> frozenset[str]:
        """The full names of people the story gives with ``word`` as the first name ("Kris
        Humphries" for "Kris": two capitalised words neither of which the story writes in lower
        case, nor a title): none for a word it also uses as a surname."""
        hit = self._firsts.get(word)
        if hit is None:
            found: set[str] = set()
            if word not in _NOT_FIRST and word not in _NOT_SURNAME and \
                    word.lower() not in STOPWORDS and not self.written_lower(word.lower()) \
                    and not self.fulls(word):
                for t in self.texts_with(word + " "):
                    for first, last in _name_pairs(t):
                        if first == word and last not in _NOT_FIRST and \
                                last not in _NOT_SURNAME and "-" not in last[:1] and \
                                not self.written_lower(last.lower()) and \
                                not can_be_noun(last.lower()):  # "Etihad Airways"
                            found.add(f"{word} {last}")
                if any(last == word and first.lower() not in STOPWORDS and
                       not self.written_lower(first.lower())
                       for t in self.texts_with(word) for first, last in _name_pairs(t)):
                    found = set()  # also a surname ("LeBron James"): which of them?
                if found:  # a person's: the story treats the name or the first name so
                    found = {f for f in found if not any(
                        _ARTICLE_NAME.search(t, 0, t.find(f) + 1) for t in self.texts_with(f))}
                    treated = {f for f in found if any(
                        treated_as_person(t, f.split()[-1]) or _apposed(t, f.split()[-1])
                        for t in self.texts_with(f.split()[-1]))}
                    if not treated and found:
                        treated = found if any(_first_as_person(t, word)
                                               for t in self.texts_with(word)) else set()
                    found = treated
            hit = self._firsts[word] = frozenset(found)
        return hit

    def named_in(self, text: str) -> tuple[Need, ...]:
        """The things ``text`` names by a name the story introduces with a naming ("a magazine
        called Joe", "an app named Peeple") without that naming: a reader of "With Joe, we want
        to ..." cannot tell what Joe is until a brief sentence has said it (``strict``
        definites, resolved by an earlier mention of the name)."""
        if self._named is None:
            joined = self._join() if self.story.sentences else ""
            found: set[str] = set()
            for verb in _NAMING_VERBS:  # "a magazine called Joe"
                p = joined.find(verb)
                while p >= 0:
                    m = _NAMED_AFTER.match(joined, p + len(verb))
                    if m and (p == 0 or not joined[p - 1].isalnum()) and \
                            _NAMING_BEFORE.search(joined, max(0, p - 40), p):
                        found.add(m.group(1))
                    p = joined.find(verb, p + 1)
            for comma in (", a ", ", an "):  # "Tazo, a Portland-based tea company"
                p = joined.find(comma)
                while p >= 0:
                    if _APPOSED_THING.match(joined, p):
                        w = _LAST_NAME_WORD.search(joined, max(0, p - 30), p)
                        if w and not _NAME_CONTINUES.search(joined, max(0, p - 60), w.start()):
                            found.add(w.group(1))
                    p = joined.find(comma, p + 3)
            # a registered firm by its longer name ("a development corporation called SCK
            # Investments LLC"): its name without the suffix, as the story goes on to write it
            for m in _named_firms(joined):
                if _NAMING_BEFORE.search(joined, max(0, m.start() - 40), m.start()):
                    found.add(m.group(1))
            # not a person's name the story also writes in full ("Christos Vasiliades")
            self._named = tuple(sorted(n for n in found if " " in n or
                                       not self._written_in_full(n)))
        out = []
        for name in self._named:
            if name in text and not _introduces(text, name) and _named_alone(text, name):
                # resolved by an earlier mention of its first word ("SCK President ...")
                out.append(Need("definite", name, stem(name.split()[0].lower()), strict=True))
        return tuple(out)

    def things_met_before(self, s: Sentence, keys: set[str]) -> tuple[Need, ...]:
        """The things ``s`` names by "the" and a capitalised word ("the Hummer", "the SUV")
        that the story introduces with "a" ("a Mercedes SUV bump the rear of a Hummer"): a
        make or a kind of thing, not a name a reader knows ("the Pentagon"; not "a Pentagon
        spokesman", where the name is a modifier); which one, a brief sentence before it has to
        say (an earlier mention), or the source sentence before it."""
        out: list[Need] = []
        for m in _THE_CAPITAL.finditer(s.display):
            word = m.group(1)
            key = stem(word.lower())
            nxt = m.group(2)
            if can_be_adjective(word.lower()) or nxt in _SAYS_WHO or \
                    _modifies(s.display, m, nxt):
                continue  # "the Republican caucus", "the Oscar viewers", "the Ukrainian naval
                # headquarters", "the Birmingham bombing", "the Napster sharing program": a
                # modifier ("the SUV speeds off": a verb); "the Democrat who is running": it
                # says which
            if nxt and nxt[-3:] == "ing" and _SAYS_WHERE.match(s.display, m.end()):
                continue  # "the Democrat running in Goodlatte's district": it says which
            if key in keys or word.lower() in STOPWORDS or (
                    _A_THING.search(s.display) and _a_before(s.display, word) and re.search(
                        rf"\b(?:[Aa]n?|[Aa]nother)\s+(?:[\w-]+\s+){{0,2}}{word}\b",
                        s.display)):  # (the pattern made only where ``_a_before`` may match)
                continue  # said with "a" in this very sentence, before or after ("a Hummer
                # ... the Hummer"; "the Moon ..., a Moon that once ...")
            if not self._met_with_a(word):
                continue  # not "a Pentagon spokesman", "an NFL team": a name as a modifier
            keys.add(key)
            out.append(Need("definite", f"{m.group(0)[:3]} {word}", key))
        return tuple(out)

    def _met_with_a(self, word: str) -> bool:
        """Whether an article of the story introduces ``word`` as a thing with "a" before it
        writes "the" and the word ("Hayes drove a Hummer H2 ... the Hummer"): "a" and the
        word ending its noun phrase (no noun after it: not "a Pentagon spokesman"; no name
        going on: not "a Senate Judiciary Committee"; not "a Congress of ..."), before the
        article's first "the" and the word (the Internet, written "the Internet" before "an
        Internet news site", is no thing the story introduces)."""
        hit = self._met.get(word)
        if hit is None:
            hit = False
            known = zipf(word.lower()) >= KNOWN_THING_ZIPF
            for a in () if known else {x.article for x in self.story.sentences if word in x.text}:
                text = "\n".join(x.text for x in self.story.sentences if x.article == a)
                if not _a_before(text, word):
                    continue
                first_the = _first_the(text, word)
                if any(_ends_noun_phrase(after) for after in
                       _met_with(text[:first_the] if first_the >= 0 else text, word)):
                    hit = True
                    break
            self._met[word] = hit
        return hit

    def _written_in_full(self, name: str) -> bool:
        """Whether the story writes ``name`` after a capitalised word that is no function word
        or title ("Christos Vasiliades", not "With Joe")."""
        return any(_named_before(t, name, _CAPITALISED_BEFORE) for t in self.texts_with(name))

    def headline_subject(self, article: int) -> str:
        """The full name an article's headline opens on ("Kate Upton Breaks Engagement News on
        Red Carpet": a given name and a capitalised surname) when no sentence of the story gives
        it: the person the page is about, whom its sentences call by a trade alone ("the
        model's hulking diamond ring"); "" for none."""
        hit = self._headline.get(article)
        if hit is None:
            title = self.story.articles[article].title or ""
            m = _HEADLINE_NAME.match(title)
            hit = ""
            if m and m.group(1) in given_names() and m.group(1) not in _NOT_FIRST and \
                    not self.written_lower(m.group(1).lower()) and \
                    not self.texts_with(m.group(0)):
                hit = m.group(0)
            self._headline[article] = hit
        return hit

    def titled(self, surname: str) -> bool:
        """Whether the story names ``surname`` only with a title ("Mr. Durbin", "Dr. Hall"),
        never in full: a reader of a brief that has not said who it is cannot tell."""
        hit = self._titled.get(surname)
        if hit is None:  # a title before it, looked for only in the sentences with the surname
            hit = self._titled[surname] = any(
                m.group(1) == surname for t in self.texts_with(surname) if ". " in t
                for m in _TITLED.finditer(t))
        return hit and not self.fulls(surname)

    def unknown_speaker(self, surname: str) -> bool:
        """Whether a speaker's surname ("Molto and Sheldrick wrote", "said Kagin") that the
        story never gives in full is one a reader cannot know: a rare word (Zipf frequency
        under 2.5: not "Obama", "Google", "Police") the story never writes in lower case."""
        return zipf(surname.lower()) < UNKNOWN_NAME_ZIPF and not self.fulls(surname) and \
            not self.written_lower(surname.lower())

    def names_person_before(self, s: Sentence, text: str) -> bool:
        """Whether ``text`` gives a person's name that ``s``'s article gives before ``s``: a
        given name (``given_names``) followed by a capitalised word there, said in ``text``."""
        return any(word_in(text, g) for g in self.given_before(s))

    def given_before(self, s: Sentence) -> frozenset[str]:
        """The given names that open a full name in ``s``'s article before ``s`` (found once
        per sentence)."""
        hit = self._given_before.get(s.id)
        if hit is None:
            hit = self._given_before[s.id] = frozenset(
                g for x in self.story.sentences if x.article == s.article and x.index < s.index
                for g in _given_names_in(x.display))
        return hit

    def said_before(self, s: Sentence, noun: str) -> bool:
        """Whether the noun (as written, or its singular or plural) is in a sentence before
        ``s`` in its own article: a description of something its source introduced earlier
        points back to it ("reported" does not introduce "the report")."""
        text = self._first.get(s.article)
        if text is None:  # the article's sentences, lower-cased, one a line, and where each starts
            xs = [x for x in self.story.sentences if x.article == s.article]
            lines = [x.display.lower() for x in xs]
            text = self._first[s.article] = ("\n".join(lines), [x.index for x in xs], list(
                accumulate((len(t) + 1 for t in lines[:-1]), initial=0)))
        joined, indexes, starts = text
        k = bisect_left(indexes, s.index)  # the article's sentences before s end here
        end = starts[k] if k < len(starts) else len(joined)
        forms = {noun, _singular(noun), noun + "s", noun + "es"}
        return any(_lower_word_in(joined, f, end) for f in forms)


# "the" and one capitalised word, not part of a longer name ("the Hummer", "the SUV"; not "the
# White House", "the Hummer's", "the Fed's", "the Bank of England"); the look-behind after the
# "T", so that the engine skips from T to T (as ``_FULL_NAMES_FROM``)
_THE_CAPITAL = re.compile(r"[Tt](?<![\w'’-][Tt])he\s++([A-Z][a-z]{2,}+|[A-Z]{2,5}+)"
                          r"(?![\w'’.&-]|\s+(?:[A-Z&]|of\b|\d)|,\s+[A-Z][a-z]{1,4}\.,)"
                          r"(?:\s+([a-z][\w-]*))?")  # (not a town "the Birmingham, Ala., clinic")
# (possessive: a letter given back is a word character, which the look-ahead after the name
# refuses; white space given back is no capital)
_SUBJECT_BEFORE = re.compile(r"(?:^|[,;:—–(]|\b(?:[Aa]nd|[Bb]ut|[Aa]s|[Tt]hen|[Ww]hen|[Ww]hile|"
                             r"[Aa]fter|[Bb]efore|[Uu]ntil|[Bb]ecause|[Ss]o|[Ii]f))\s*\Z")
_SAYS_WHERE = re.compile(r"\s+(?:in|for|against|to|on|at|from|with)\b")
_SAYS_WHO = frozenset(("who", "that", "which", "whose", "whom"))
_A_THING = re.compile(r"\b(?:[Aa]n?|[Aa]nother)\s")
_NOUN_AFTER = re.compile(r"\s+([a-z][\w-]*)")


def _a_before(text: str, word: str) -> bool:
    """Whether ``text`` may write "a"/"an"/"another", up to two words and ``word`` (what
    ``Context._met_with_a``'s pattern and ``things_met_before``'s in-sentence one find):
    somewhere ``word`` follows whitespace and one of the three words before it ends in "a",
    "an" or "another". A necessary condition, read without making the word's pattern."""
    p = text.find(word)
    while p >= 0:
        if p and text[p - 1].isspace() and any(
                w.endswith(_A_ENDS) for w in text[:p].rsplit(None, 3)[-3:]):
            return True
        p = text.find(word, p + 1)
    return False


_A_ENDS = ("a", "A", "an", "An", "another", "Another")

# ``Context._met_with_a``'s reading of a thing met with "a" and then with "the", by patterns the
# same for every word (a pattern made for each word, ~200 us, cost more than the rest of it):
# "a"/"an"/"another" or "the", up to two capitalised words, then the word
_ARTICLE_AT = re.compile(r"\b(?:[Aa]n?|[Aa]nother)\s+")
_THE_AT = re.compile(r"(?<![\w'’-])[Tt]he\s+")
_CAPITALISED_AT = re.compile(r"[A-Z][\w-]*\s+")
_ANY_WORD_AFTER = re.compile(r"\s+([A-Za-z][\w-]*)")
_NOT_AFTER_THING = ("'", "’", "-")


def _capitals_then(text: str, at: int, word: str, strict: bool) -> int:
    r"""Where ``word`` ends when it stands at ``at`` after up to two capitalised words (each
    with the white space after it), the most such words first, or -1: the end of
    ``(?:[A-Z][\w-]*\s+){0,2}word\b`` matched at ``at`` (``strict``: and ``(?!['’-])`` after
    it). ``word`` is letters only."""
    starts = [at]
    for _ in range(2):
        m = _CAPITALISED_AT.match(text, starts[-1])
        if m is None:
            break
        starts.append(m.end())
    n = len(text)
    for q in reversed(starts):
        e = q + len(word)
        if text.startswith(word, q) and (e == n or not (text[e].isalnum() or text[e] == "_")) \
                and not (strict and text[e:e + 1] in _NOT_AFTER_THING):
            return e
    return -1


def _first_the(text: str, word: str) -> int:
    r"""Where ``text`` first writes "the", up to two capitalised words and ``word`` (the start
    of ``re.search(rf"(?<![\w'’-])[Tt]he\s+(?:[A-Z][\w-]*\s+){{0,2}}{word}\b", text)``), or -1."""
    for m in _THE_AT.finditer(text):  # (a capital after it, or neither a capitalised word
        # nor the word, which opens on one, stands there)
        if "A" <= text[m.end():m.end() + 1] <= "Z" and _capitals_then(text, m.end(), word,
                                                                       False) >= 0:
            return m.start()
    return -1


def _met_with(text: str, word: str) -> Iterator[str | None]:
    r"""The word after each "a"/"an"/"another", up to two capitalised words and ``word`` in
    ``text`` (None: none follows), in order: group 1 of each match of ``re.finditer(
    rf"\b(?:[Aa]n?|[Aa]nother)\s+(?:[A-Z][\w-]*\s+){{0,2}}{word}\b(?!['’-])"
    rf"(?:\s+([A-Za-z][\w-]*))?", text)``."""
    done = 0  # where the last match ended: matches do not overlap
    for m in _ARTICLE_AT.finditer(text):
        if m.start() < done:
            continue
        end = _capitals_then(text, m.end(), word, True)
        if end < 0:
            continue
        after = _ANY_WORD_AFTER.match(text, end)
        done = after.end() if after else end
        yield after.group(1) if after else None


def _ends_noun_phrase(after: str | None) -> bool:
    """Whether the word after "a X" (``after``; None: punctuation) leaves X the head of its
    noun phrase: punctuation, a function word other than "of" ("a Hummer and ...", not "a
    Congress of ..."), a verb that is no noun ("a Hummer appears"), a capitalised word that
    is no common noun ("a Piper Saratoga", "a Mercedes SUV"); not a noun or a word the lexicon
    does not know ("a Pentagon spokesman", "an ETA cease-fire", "a Phoenix
    gastroenterologist"), nor a capitalised common noun going on with a longer name ("a
    Senate Judiciary Committee", "a Stanford University fraternity")."""
    if not after:
        return True
    if after[0].isupper():
        return not can_be_noun(after.lower())
    if after in STOPWORDS:
        return after != "of"
    return word_classes(after)[0] and not can_be_noun(after)


def _modifies(text: str, m: re.Match[str], nxt: str | None) -> bool:
    """Whether the word after "the X" (``nxt``) makes X a modifier of a longer noun phrase:
    an adjective or a noun ("the Republican caucus", "the Birmingham bombing"), or an "-ing"
    word before a noun ("the Napster sharing program", "the Japanese shipping company"); not
    a verb where "the X" stands as a subject ("the SUV speeds off", "As the Hummer takes
    off") nor an "-ing" word alone ("captures the Hummer stopping abruptly")."""
    if not nxt or nxt in STOPWORDS:
        return False
    if can_be_adjective(nxt):
        return True
    if nxt[-3:] == "ing":
        after = _NOUN_AFTER.match(text, m.end())
        return can_be_noun(nxt) or bool(after and after.group(1) not in STOPWORDS and
                                        can_be_noun(after.group(1)))
    if not can_be_noun(nxt):
        return False
    # a noun that is its own lemma ("caucus"), or a form that can be a verb ("speeds",
    # "votes") where "the X" is no subject ("has tallied the Oscar votes")
    return word_classes(nxt)[2] == nxt or not _SUBJECT_BEFORE.search(text, 0, m.start())


# a thing introduced by its name: "a magazine called Joe", "an app dubbed Peeple", "Tazo, a
# Portland-based tea company" (one capitalised word, not the first name of a person's full name)
_NAMING_VERBS = ("called ", "named ", "dubbed ", "nicknamed ", "titled ", "entitled ", "known as ")
# (a name goes on after a particle too: "a socialite named Gunilla von Post" is a person's name)
_NAME_PARTICLE = r"(?:von|van|der|den|de|da|di|del|della|du|le|la|bin|ibn|al|el)\s+[A-Z]"
_NAMED_AFTER = re.compile(r"\s*[\"“‘']?([A-Z][a-z][\w’'-]*)(?![\w’'-]|\s+(?:[A-Z]|of\b|and\b|&|"
                          + _NAME_PARTICLE + "))")
_NAMING_VERB = re.compile(r"(?:called|named|dubbed|nicknamed|titled|entitled|known as)\s+[\"“‘']?"
                          r"([A-Z][a-z][\w’'-]*)(?![\w’'-]|\s+(?:[A-Z]|of\b|and\b|&|"
                          + _NAME_PARTICLE + "))")
# a firm named with its legal suffix after a naming verb: "called SCK Investments LLC"
_NAMED_FIRM = re.compile(r"\b(?:called|named|known as)\s+[\"“‘']?((?:[A-Z][\w&’'-]*\s+){0,3}"
                         r"[A-Z][\w&’'-]*),?\s+(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Ltd\.?|LP|PLC)"
                         r"(?![\w])")
# what every _NAMED_FIRM match starts with
_FIRM_NAMING = ("called", "named", "known as")


def _named_firms(text: str) -> list[re.Match[str]]:
    """``_NAMED_FIRM.finditer(text)``, tried only at its naming verbs (the pattern opens on
    ``\\b``: the engine tries it at every position of the text, the story's joined sentences
    in ``Context.named_in``; a look for each legal suffix first cost seven scans of it)."""
    return _matches_from(_NAMED_FIRM, text, _positions(text, _FIRM_NAMING))


_NAMING_BEFORE = re.compile(r"\b(?:a|an|the|its|his|her|their)\s+(?:[\w-]+\s+){0,2}?[a-z][\w-]+,?"
                            r"\s+\Z")
_APPOSED_THING = re.compile(r", an?\s+(?:[\w-]+\s+){0,3}?(?:company|magazine|firm|group|app|"
                            r"service|website|site|brand|chain|show|series|film|movie|book|album|"
                            r"song|program|programme|project|operation|organization|organisation|"
                            r"network|startup|publication|review|newspaper|label|product|drug|"
                            r"device|game|band|charity|foundation|party|movement|retailer|maker|"
                            r"subsidiary|unit)\b")
_LAST_NAME_WORD = re.compile(r"([A-Z](?<![\w’'.-][A-Z])[a-z][\w’'-]*)\Z")
_NAME_CONTINUES = re.compile(r"[A-Z][a-z]+\s+\Z")  # "Jo Rogers, a ...": a person's full name
_CAPITALISED_BEFORE = re.compile(r"([A-Z](?<!\w[A-Z])[a-z]+)\.?\s+\Z")


_NAME_CHAR = re.compile(r"[\w’'-]")
_NAME_GOES_ON = re.compile(r"[\w’'-]|\s+[A-Z]")  # "Joe's", "Joe Smith": not the name alone


def _named_alone(text: str, name: str) -> bool:
    """Whether ``(?<![\\w’'-])NAME(?![\\w’'-]|\\s+[A-Z])`` is found in ``text``, tried at each
    occurrence of the name (no pattern compiled per name)."""
    p = text.find(name)
    while p >= 0:
        if not (p and _NAME_CHAR.match(text, p - 1)) and \
                not _NAME_GOES_ON.match(text, p + len(name)):
            return True
        p = text.find(name, p + 1)
    return False


def _introduces(text: str, name: str) -> bool:
    """Whether ``text`` itself introduces ``name`` ("a magazine called Joe", "Tazo, a ... tea
    company", "a development corporation called SCK Investments LLC")."""
    for m in _NAMING_VERB.finditer(text):
        if m.group(1) == name:
            return True
    if " " in name:
        return any(m.group(1) == name for m in _named_firms(text))
    p = text.find(name + ", a")
    return p >= 0 and _APPOSED_THING.match(text, p + len(name)) is not None


_CONTEXTS: StoryMemo[Context] = StoryMemo()  # the last few stories' contexts


def unresolved(ctx: Context, s: Sentence, before: Sequence[Sentence],
               found: tuple[Need, ...] | None = None) -> list[Need]:
    """The references of ``s`` that the brief sentences ``before`` it (in reading order) leave
    unresolved."""
    found = ctx.sentence_needs(s) if found is None else found
    if not found:
        return []
    prev = before[-1] if before else None
    after_source = prev is not None and prev.article == s.article and prev.index == s.index - 1
    out = []
    for n in found:
        if n.ahead:  # a set-up: its point comes after it
            out.append(n)
        elif n.kind in NEEDS_PREVIOUS:
            if not after_source or (n.kind == "voice" and not introduces_speaker(prev)) or \
                    (n.kind == "quote" and n.strict and
                     not prev.display.rstrip().endswith(":")) or \
                    (n.kind == "demonstrative" and n.text[-3:] in _DAY_ENDS and
                     _THAT_DAY.fullmatch(n.text) and not _TELLS_A_DAY.search(prev.display)):
                # "... was supposed to be put down that same day" after a sentence that tells
                # no day ("... escaped being euthanized years ago"): the day was in a part of
                # the source that is not in the brief (or not in the source we have)
                out.append(n)
        elif n.kind == "definite":
            if (after_source and not n.strict and not (
                    n.key in _SPEECH_KEYS and not _reports_speech(prev))) or \
                    n.key in ctx.title_stems:
                continue
            if n.acronym:
                if not any(word_in(x.display, n.text) or spells_out(x.display, n.text)
                           for x in before):
                    out.append(n)
                continue
            if n.role:
                if not any(_names_in_role(n.role).search(x.display) for x in before):
                    out.append(n)
                continue
            if n.named and n.inner and not ctx.said_before(s, n.noun):
                # "the virus" where its source named the virus ("hepatitis B"): its noun said
                # about another one ("hepatitis C, a blood-borne virus") does not say which
                if not any((n.key in _stems_and_stubs(x.display) and
                            _tell_together(ctx, s, x)) or
                           # a person by a trade ("the designer"): a brief sentence that names
                           # one its source named before ("Oscar de la Renta, a storied
                           # couturier, ...")
                           (n.noun in EPITHETS and ctx.names_person_before(s, x.display)) or
                           # a vehicle by any word of its kind ("the aircraft" after "the plane
                           # crash that killed John F. Kennedy Jr."): a story's one plane
                           (n.key in _VEHICLES and not n.also.isdisjoint(_text_stems(x.display)))
                           for x in before):
                    out.append(n)
                continue
            # an article's early "The ..." with a compound modifier (hyphenated, or two words)
            # stands for what that article is about: another article's word is its antecedent
            # only where the two tell a fact together or it has the modifiers too ("The
            # one-hour special" of Larry David's show is not Seinfeld's "HBO special"; "The
            # loosely knit group" of the alt-right is not "a group that called itself
            # counter-counter signal")
            mods = n.text.split()[1:-1] if n.text[:4] == "The " and not n.strict and \
                s.index <= OWN_TOPIC_INDEX else []
            if len(mods) == 1 and "-" not in mods[0]:
                mods = []  # "The federal lawsuit": one plain adjective, not which one
            one = n.key in _ONE_EVENT_STEMS and n.text[:4] == "The " and n.text[-1:] != "s"
            single = n.text[:4] == "The " and n.text[-1:] != "s" and not n.inner
            # one person by a role ("The official told CNN ..."): which one, "officials said"
            # does not say
            person = single and n.text.split()[-1].lower() in _ROLE_NOUNS
            if n.key in _FIRM_STEMS and not n.inner and not _firm_told(ctx, s, n.key, before):
                out.append(n)  # "The company" after sentences about other companies only
                continue
            if not any((n.key in _stems_and_stubs(x.display) or
                        (n.also and not n.also.isdisjoint(_text_stems(x.display)))) and
                       (not mods or _tell_together(ctx, s, x) or
                        all(word_in(x.display.lower(), w.lower()) for w in mods)) and
                       (not one or not _tallies_only(x.display, n.key)) and
                       (not single or not _counted_only(x.display, n.key)) and
                       (not person or not _plural_only(x.display, n.key))
                       for x in before):
                out.append(n)  # no brief sentence says a stem it starts (2 letters longer at most)
        elif n.first:  # "Kris isn't a part of it": named before, or completed before
            # ("[Katie] Bower" shows the first name: a surname with that one full name)
            if not any(word_in(x.display, n.key) or any(
                    word_in(outside_quotes(x.display), f.split()[-1]) and
                    ctx.fulls(f.split()[-1]) == {f} for f in n.first) for x in before):
                out.append(n)
        elif n.kind == "surname" and not ctx.fulls(n.key):
            if not any(n.key in x.display for x in before):  # "Mr. Durbin": who is he?
                out.append(n)
        elif n.kind == "surname" and not any(full in x.display for x in (*before, s)
                                             for full in ctx.fulls(n.key)):
            if can_resolve(ctx, n) and any(word_in(outside_quotes(x.display), n.key)
                                           for x in before):
                continue  # completed where the brief first says it (``resolve``), or said
                # there with a title or the full name; not a mention inside a quotation
                # ("'Smith lied,' Jones said": nothing completes it there)
            out.append(n)
    return out


OWN_TOPIC_INDEX = 2  # an opening definite this early in its article names the article's topic
# one event, named by its noun ("The killing was condemned by ..."): not introduced by a tally
# of many ("ETA ... has killed close to 800 people", "blamed for killing nearly 800")
_ONE_EVENT_STEMS = frozenset(stem(w) for w in (
    "killing", "shooting", "bombing", "stabbing", "slaying", "murder", "assassination",
    "attack", "explosion", "crash", "kidnapping", "arrest", "death"))
_TALLY_BEFORE = frozenset(("has", "have", "had", "for", "been"))
_TALLY_WORDS = frozenset("""two three four five six seven eight nine ten eleven twelve dozen
dozens hundred hundreds thousand thousands scores""".split())
_TOKENS = re.compile(r"[a-z0-9][\w,'’-]*")


# a firm named by its kind ("The company", "The firm"): the brief must have told of the one its
# source meant, not only of other companies
_FIRM_STEMS = frozenset(stem(w) for w in (
    "company", "firm", "corporation", "bank", "airline", "carrier", "retailer", "chain",
    "startup", "automaker", "insurer", "lender", "manufacturer", "maker", "publisher",
    "broadcaster", "network", "studio"))
_PROPER_WORD = re.compile(r"(?<=[\w,;:)”\"’'] )([A-Z][\w&’'-]+)")  # a capitalised word after
# another word: a name, not a sentence's opening
FIRM_LOOK_BACK = 5  # source sentences read back for the naming of the firm meant


def _firm_told(ctx: Context, s: Sentence, key: str, before: Sequence[Sentence]) -> bool:
    """Whether the brief sentences ``before`` tell of the firm ``s``'s "The company" means: the
    source's last mention of the noun ``key`` before ``s`` that names someone ("a medical
    diagnostic-laboratory company, Damon") names it, and a brief sentence says one of those
    names or comes between that mention and ``s`` in their article. Where the source names
    none just before, a brief sentence with the noun will do, as before."""
    sents = ctx.story.sentences
    for j in range(s.id - 1, max(-1, s.id - 1 - FIRM_LOOK_BACK), -1):
        x = sents[j]
        if x.article != s.article:
            break
        if key not in _stems_and_stubs(x.display):
            continue
        names = {w for w in _PROPER_WORD.findall(x.display) if w.lower() not in STOPWORDS}
        if not names:
            continue
        return any((b.article == s.article and x.index <= b.index < s.index) or
                   any(word_in(b.display, w) for w in names) for b in before)
    return True


_COUNT_BEFORE = frozenset("""two three four five six seven eight nine ten dozens several both
many""".split())


def _counted_only(text: str, key: str) -> bool:
    """Whether every word of ``text`` with the stem ``key`` is a plural counted just before it
    ("break two major records"): one of them, "The record", is not told by it."""
    words, hits = _key_words(text, key)
    for i in hits:
        w = words[i].strip(",")
        if not w.endswith("s") or not any(_a_count(x, _COUNT_BEFORE)
                                          for x in words[max(0, i - 3):i]):
            return False
    return bool(hits)


def _plural_only(text: str, key: str) -> bool:
    """Whether every word of ``text`` with the stem ``key`` is a plural ("officials said"):
    one of them, "The official", is not introduced by it."""
    words, hits = _key_words(text, key)
    return bool(hits) and all(words[i].strip(",.;:").endswith("s") for i in hits)


def _tallies_only(text: str, key: str) -> bool:
    """Whether every word of ``text`` with the stem ``key`` tells a tally: after "has", "had",
    "for" and before a count ("has killed close to 800 people")."""
    words, hits = _key_words(text, key)
    for i in hits:
        if not _TALLY_BEFORE.intersection(words[max(0, i - 2):i]):
            return False
        if not any(_a_count(w, _TALLY_WORDS) for w in words[i + 1:i + 5]):
            return False
    return bool(hits)


def _key_words(text: str, key: str) -> tuple[list[str], list[int]]:
    """``text``'s lower-cased words, and the places of those with the stem ``key``."""
    words = _TOKENS.findall(text.lower())
    return words, [i for i, w in enumerate(words) if stem(w.strip(",")).startswith(key)]


def _a_count(word: str, counts: frozenset[str]) -> bool:
    """Whether ``word`` counts more than one: one of ``counts`` or a number above 1."""
    n = word.strip(",").replace(",", "")
    return word in counts or (word[:1].isdigit() and n.isdigit() and int(n) > 1)


def _tell_together(ctx: Context, s: Sentence, x: Sentence) -> bool:
    """Whether brief sentence ``x`` comes from ``s``'s article or tells a fact with it."""
    if x.article == s.article:
        return True
    al = ctx.story.alignment
    if al is None:
        return True
    return any(a == s.article for a, _, _ in al.support[x.id]) or \
        any(a == x.article for a, _, _ in al.support[s.id])


# what someone said, named as such ("The comments re-awakened the argument ..."): the sentence
# before it in its source resolves it only when it reports speech
_SPEECH_KEYS = frozenset(stem(w) for w in (
    "comments", "remarks", "statement", "words", "claims", "announcement", "allegations",
    "accusations", "interview", "speech", "tweet", "tweets", "post"))


def _reports_speech(prev: Sentence | None) -> bool:
    if prev is None:
        return False
    text = prev.display
    return '"' in text or "“" in text or speaks(outside_quotes(text))


def _double_marks(text: str) -> int:
    """How many double quotation marks ``text`` holds, straight and curly alike (an odd count
    leaves a quotation open: mixed marks too, '"We are grateful ...”' is closed)."""
    return text.count('"') + text.count("“") + text.count("”")


_OPENS_BEFORE = frozenset(" \t\n([{—–-")  # what a straight quotation mark that opens follows


def quote_edits(story: Story, sid: int, text: str) -> tuple[str, tuple[Edit, ...]]:
    """``text`` (sentence ``sid`` as the brief shows it) with the quotation marks it needs to
    read as the quotation it is, each a marked edit: a closing mark where it opens a quotation
    its source goes on with in the sentences after it ('... released a statement: "We
    sincerely apologize ... for Best Picture."'), an opening mark where it closes one opened
    before it, and both around a sentence inside a quotation that has none of its own
    (``in_quote``: "The presenters had mistakenly been given the wrong category envelope ..."
    in the middle of the accountants' statement is their word, not the brief's). Marks of
    both kinds in one sentence are left as they are: which one is open is anyone's guess
    ('"... Jobs Act: “I checked ... There is no bill.'"')."""
    straight, curly = '"' in text, "“" in text or "”" in text
    before = after = ""
    if curly and not straight:
        before, after = _curly_open(text)
    elif straight and not curly and text.count('"') % 2:
        at = text.index('"')
        if at == 0 or text[at - 1] in _OPENS_BEFORE:
            after = '"'  # the quotation goes on after it in the source
        else:
            before = '"'  # it was opened in a sentence before
    elif not (straight or curly) and in_quote(story, sid) and text[-1:] not in "'’":
        own = story.articles[story.sentences[sid].article].text
        before, after = ("“", "”") if "“" in own else ('"', '"')
    if not (before or after):
        return text, ()
    why = "a quotation mark: the source's quotation goes on beyond this sentence"
    return before + text + after, tuple(Edit(inserted=m, replaces="", why=why)
                                        for m in (before, after) if m)


def _curly_open(text: str) -> tuple[str, str]:
    """The curly marks a sentence needs before and after it: an opening one when it closes a
    quotation it never opens, a closing one when a quotation is open at its end. An opening
    mark after a sentence's end inside a quotation starts its next paragraph ('told the FBI
    “Obama expressed concern .... “[He] suggested ...”': one quotation), any other nests
    ('“We sincerely apologize to “Moonlight,” “La La Land,” ...': still open)."""
    depth = 0
    before = ""
    for m in re.finditer("[“”]", text):
        if m.group() == "”":
            if depth:
                depth -= 1
            else:
                before = "“"
        elif not (depth and text[:m.start()].rstrip()[-1:] in (".", "!", "?")):
            depth += 1
    return before, "”" if depth else ""


def _left_open(text: str) -> bool:
    """Whether the quotation ``text`` opens is still open at its end: it runs on into the
    sentences after it, where its speaker is named ('"The mailer shows ... There's also a
    tagline: "Matt Lesser will take everything you worked for." It was mailed out ...," WNPR
    reported'), not in the sentence before it, unless that one ends on a colon."""
    return _double_marks(text) % 2 == 1


def introduces_speaker(prev: Sentence | None) -> bool:
    """Whether a sentence says who speaks in first person after it ("In a blog post, the
    company said it was investigating." before "We are working on it."): it speaks, or ends
    on a colon. Narration before narration does not ("For him it will be a long journey."
    before "We pray that ..."): the writer is never introduced."""
    if prev is None:
        return False
    text = prev.display.rstrip()
    return text.endswith(":") or _speaks_as_verb(outside_quotes(text))


def _speaks_as_verb(text: str) -> bool:
    """``speaks``, but a speech word after a determiner or an adjective is its noun ("With the
    jobless claims at their lowest level ..." says no one speaks)."""
    if not speaks(text):
        return False
    low = text.lower()
    for m in _SPEECH_LOWER.finditer(low):
        before = low[:m.start()].split()
        prev = before[-1].strip("\"“”'‘’(,") if before else ""
        if prev not in _DETERMINERS and not (prev.isalpha() and only_adjective(prev)):
            return True
    return False


@lru_cache(maxsize=65536)
def _stems_and_stubs(text: str) -> frozenset[str]:
    """The stems a sentence says, each also cut by one and by two letters: a definite's noun
    is introduced by a stem that starts with it and is at most two letters longer."""
    found = _text_stems(text)
    return found.union([w[:-1] for w in found], [w[:-2] for w in found])


@lru_cache(maxsize=65536)
def _text_stems(text: str) -> frozenset[str]:
    found = frozenset(stem_all(_LOWER_WORDS.findall(text.lower())))
    if _COMPANY_NAME.search(text):  # "Starbucks Coffee Co." introduces "the company"
        found |= _COMPANY_STEMS
    return found


_COMPANY_NAME = re.compile(r"(?:C(?<!\wC)(?:o|orp|os)|I(?<!\wI)nc|L(?<!\wL)(?:td|LC)|"
                           r"P(?<!\wP)(?:lc|LC))\b")  # (\bCo|Corp|Inc|...\b, opening on a capital)
_COMPANY_STEMS = frozenset(stem(w) for w in ("company", "firm", "corporation"))


def resolve(ctx: Context, s: Sentence, text: str, open_needs: list[Need]
            ) -> tuple[str, list[Edit]]:
    """The sentence with what can be resolved faithfully resolved, and the edits: a surname
    whose story gives exactly one full name gets the missing part in brackets."""
    edits: list[Edit] = []
    for n in open_needs:
        if _us_weekly(ctx, n):  # "tells Us" -> "tells Us [Weekly]"
            m = _TELLS_US.search(text)
            if m:
                text = text[:m.end(1)] + " [Weekly]" + text[m.end(1):]
                edits.append(Edit(inserted="Weekly", replaces="", why="the magazine's name, Us "
                                  "Weekly, as the story gives it"))
            continue
        if n.kind == "definite" and n.who:  # "the model's hulking diamond ring" -> "the
            at = text.find(n.text)  # model [Kate Upton]'s ...": the one its article's
            m = re.compile(rf"\b{re.escape(n.noun)}\b").search(text, max(at, 0))  # headline
            if m:  # names (the noun where the description is, not an earlier "a model of")
                text = text[:m.end()] + f" [{n.who}]" + text[m.end():]
                edits.append(Edit(inserted=n.who, replaces="", why=f"who the {n.noun} is, "
                                  f"{n.who}, as the headline gives it"))
            continue
        if n.kind == "surname" and n.first:  # "Seth's attention" -> "Seth [Rogen]'s
            full = _first_completed(n)  # attention": the rest of the one full name the story
            m = re.search(rf"\b{re.escape(n.text)}(?![\w-])", text) if full else None
            if m and full:  # gives for a first name said alone
                rest = full[len(n.text):].strip()
                text = text[:m.end()] + f" [{rest}]" + text[m.end():]
                edits.append(Edit(inserted=rest, replaces="", why=f"the full name, {full}, as "
                                  "the story gives it"))
            continue
        if n.kind != "surname" or n.text != n.key:  # not a family ("the Mercers")
            continue
        fulls = ctx.fulls(n.key)
        if len(fulls) != 1:
            continue
        full = next(iter(fulls))
        first = full[: -len(n.key)].strip()
        m = _mention(text, n.key)
        if not m:
            continue
        said = text[m[0]:m[1]]
        inserted = f"[{first}] {n.key}" if not said.startswith(("Mr", "Ms", "Dr", "Pr", "Re")) \
            else f"{said[: -len(n.key)]}[{first}] {n.key}"
        text = text[:m[0]] + inserted + text[m[1]:]
        edits.append(Edit(inserted=first, replaces="", why=f"the full name, {full}, as the "
                          + ("story gives it" if ctx.texts_with(full) else
                             "headline gives it")))
    return text, edits


def role_edits(ctx: Context, s: Sentence, text: str, shown: Sequence[str],
               room: int | None = None) -> tuple[str, list[Edit]]:
    """``text`` (``s`` as the brief shows it) with who each person it names first is, in
    brackets before the name, where no brief sentence before it (``shown``: their texts as the
    brief shows them, marked edits and all) names them and the text gives no title or role
    beside the name ("[S&P Capital IQ equity analyst Efraim] Levy said"): the role the story
    gives them (``roles.chosen_role``), as the story words it. Not inside a quotation; once a
    person. ``room``: the words the roles may add at most, each role in the text's order while
    it fits (or a shorter one the story gives that says the same: "FBI agent" for "FBI special
    agent")."""
    edits: list[Edit] = []
    for full in names_in(text):
        surname = full.split()[-1]
        if any(surname in t and _mention(t, surname) for t in shown):
            continue  # named before: the brief said who at the first mention
        m = find_name(text, full)
        if m is None or _inside_quote(text, m.start) or gives_role(text, m.start, m.end):
            continue
        roles = ctx.roles_of(full)
        if not roles:
            continue
        role = chosen_role(roles, s.article)
        if role is None:
            continue
        words = role.words
        at = honorific_before(text, m.start)  # "[NBC News President] Mr. [Noah] Oppenheim"
        if at != m.start and len(words.split()) < 2:
            continue  # not "[Senator] Mr. Schumer"
        head = words.split()[-1].lower()[:4]
        if any(w.lower().startswith(head) for w in text[:at].split()[-3:]):
            continue  # "written by [writer] Jason Aaron", "directed by [director] ..."
        if room is not None:
            if len(words.split()) > room:  # a shorter role the story gives, if one fits
                words = next((r.words for r in shorter_roles(roles, role)
                              if len(r.words.split()) <= room), "")
                if not words or (at != m.start and len(words.split()) < 2):
                    continue
            room -= len(words.split())
        if at == 0 or text[:at].rstrip().endswith((".", "?", "!")):
            words = words[:1].upper() + words[1:]
        if at == m.start and text.startswith("[", at):  # "[Efraim] Levy": one bracket,
            text = text[:at + 1] + words + " " + text[at + 1:]  # "[analyst Efraim]"
        else:
            text = text[:at] + f"[{words}] " + text[at:]
        edits.append(Edit(inserted=words, replaces="", why=f"who {full} is, as the story "
                          "says"))
    return text, edits


def _inside_quote(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` is inside a quotation (``quoted_parts``)."""
    return quoted_parts(text[:at])[-1][1]


def _first_completed(n: Need) -> str | None:
    """The one full name a first name said alone ("Seth") is completed to ("Seth Rogen"), the
    first name its first part; None when the story gives several or none."""
    if len(n.first) != 1:
        return None
    full = next(iter(n.first))
    return full if full.startswith(n.text + " ") and full[len(n.text):].strip() else None


def leaned_on(ctx: Context, brief: Sequence[Sentence], k: int) -> bool:
    """Whether a sentence after ``brief[k]`` (the brief's sentences in reading order) leans on
    it: without it one of that sentence's references would go unresolved (``unresolved``: the
    sentence it goes on from, what ``brief[k]`` introduces), unless a marked edit can complete
    it (``can_resolve``: "[Jane] Hall")."""
    for n in range(k + 1, len(brief)):
        with_it = set(unresolved(ctx, brief[n], brief[:n]))
        if any(x not in with_it and not can_resolve(ctx, x)
               for x in unresolved(ctx, brief[n], [*brief[:k], *brief[k + 1:n]])):
            return True
    return False


def can_resolve(ctx: Context, n: Need) -> bool:
    """Whether ``resolve`` would make this reference clear by a marked edit."""
    if n.kind == "surname" and n.first:
        return _first_completed(n) is not None
    if n.kind == "definite" and n.who:
        return True
    return (n.kind == "surname" and n.text == n.key and len(ctx.fulls(n.key)) == 1) or \
        _us_weekly(ctx, n)


def _us_weekly(ctx: Context, n: Need) -> bool:
    """Whether ``n`` is Us Weekly's "tells Us" in a story that names the magazine."""
    return n.kind == "definite" and n.text == "Us" and n.key == _US_WEEKLY and \
        bool(ctx.texts_with("Us Weekly"))
