"""Roles: who a story says each person it names is.

Owns reading a person's role out of a story's own sentences, in the two ways news writes it:
a title before the full name ("lawyer Paxton Guymon", "S&P Capital IQ analyst Efraim Levy",
"former President Barack Obama") and an apposition after it ("Efraim Levy, an S&P Capital IQ
equity analyst, said"), and saying whether a mention of a person already gives one. A role
is a short noun phrase whose last word is a role (``ROLE_NOUNS``), with no verb, clause,
preposition or quotation in it: what a brief may set before a name in brackets
(``refs.role_edits``) so that a reader knows who speaks. Pure functions over text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

# the last word of a role ("analyst", "lawyer", "minister"): a person's job, office or part
ROLE_NOUNS = frozenset("""
analyst professor spokesman spokeswoman spokesperson lawyer attorney director minister
president vice-president chairman chairwoman executive ceo founder co-founder cofounder
editor co-author researcher scientist economist senator governor mayor judge prosecutor
sheriff commissioner secretary manager coach actor actress singer rapper songwriter producer
columnist historian psychologist psychiatrist physician surgeon strategist adviser advisor
consultant investigator detective sergeant lieutenant captain colonel commander ambassador
lawmaker congressman congresswoman candidate dean principal curator archaeologist
astronomer biologist physicist chemist geologist engineer architect photographer filmmaker
comedian anchor correspondent superintendent trooper marshal warden pastor priest bishop
rabbi imam activist pollster epidemiologist pediatrician cardiologist neuroscientist
ecologist volcanologist seismologist meteorologist climatologist diplomat envoy premier
chancellor spokesmen official officer chief leader mp aide counsel negotiator publicist agent
reporter journalist writer author novelist poet critic host star guitarist drummer bassist
keyboardist pianist musician quarterback nurse doctor student magnate owner creator organizer
expert suspect teacher lecturer pilot firefighter paramedic entrepreneur investor banker
blogger
""".split())
# words a role may hold before its last word, lower-case: what kind, how high, since when
ROLE_WORDS = frozenset("""
former acting deputy assistant associate senior junior chief vice executive managing general
adult state federal county city district regional national international foreign defense defence
interior justice health finance trade prime police fire army navy naval military security
intelligence press campaign study lead principal co political legal medical research equity
investment financial technology music film movie television tv radio news white house
republican democratic independent conservative liberal labor labour opposition presidential
gubernatorial senate house supreme appeals superior circuit high court criminal defense
majority minority rebel party band reality pop rock
""".split())
MAX_ROLE_WORDS = 5  # a role longer than this is a description, not a title a brief can borrow
MAX_NAME_WORDS = 3  # capitalised words (an organisation's name) a role may hold
# the words that end a role phrase read backwards from a name, or bar one read forwards
_NOT_IN_ROLE = frozenset("""
a an the of in on at for with from by to and or but as that who whom whose which when where
said says say told tells according while after before his her their its our my your
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday today yesterday tonight
do does did is are was were be been will would can could should shall may might must has have
had how why what if so yet not no here there this these those then now also even just
""".split())
# titles that are a role by themselves before a name ("Sen.", "Dr.")
_TITLE_WORDS = frozenset("""
Mr Mrs Ms Miss Dr Sen Rep Gov Gen Lt Col Capt Sgt Cpl Det Insp Supt Adm Maj Prof Rev Fr Sr
Judge Justice President Senator Governor Mayor Minister Secretary Ambassador Chancellor
Premier Prince Princess King Queen Pope Sheriff Chief Officer Detective Sergeant Captain
General Colonel Lieutenant Commissioner Director Attorney Prosecutor Rabbi Bishop Father
Sister Brother Saint Sir Dame Lord Lady
""".split())
# where the words of a role read back from a name stop: punctuation, a dash, a figure
_CLAUSE_END = re.compile(r"[,;:()\"“”—–]|\s-\s|\d")
_QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
_WORD = re.compile(r"[A-Za-z][\w&'’.-]*")


class Role(NamedTuple):
    """A role the story gives a person: its words (as a title: no article), the article it is
    read from, and the text it is read in."""

    words: str
    article: int
    evidence: str


class Mention(NamedTuple):
    """Where a name stands in a text: from ``start`` to ``end``, brackets of marked edits
    included ("[Efraim] Levy")."""

    start: int
    end: int


_NAME_CHAR = "'’.-"
_SUFFIX = re.compile(r"\s+(?:Jr|Sr|II|III|IV)\b")


def find_name(text: str, full: str) -> Mention | None:
    """The first mention of the full name ``full`` in a brief's text, brackets of marked edits
    allowed around any of its words ("[Efraim] Levy", "Seth [Rogen]"), not a longer name
    ("John F. Kennedy Jr.", "Kennedy-Smith")."""
    *firsts, last = full.split()
    p = text.find(last)
    while p >= 0:
        end = p + len(last)
        if end < len(text) and text[end] == "]":
            end += 1
        after = text[end:end + 1]
        longer = after.isalnum() or (after in ("-", ".") and text[end + 1:end + 2].isalnum()) or \
            (after in ("'", "’") and text[end + 1:end + 2].isalnum() and
             not (text[end + 1] == "s" and not text[end + 2:end + 3].isalnum()))  # ("Rogen's")
        if not longer and _SUFFIX.match(text, end) is None:
            start = p - 1 if p and text[p - 1] == "[" else p
            for first in reversed(firsts):
                k = start
                while k and text[k - 1] == " ":
                    k -= 1
                if k == start:
                    start = -1
                    break
                if k and text[k - 1] == "]":
                    k -= 1
                if not text.startswith(first, k - len(first)):
                    start = -1
                    break
                start = k - len(first)
                if start and text[start - 1] == "[":
                    start -= 1
            if start >= 0 and not (start and (text[start - 1].isalnum() or
                                              text[start - 1] in _NAME_CHAR)):
                return Mention(start, end)
        p = text.find(last, p + 1)
    return None


def _role_noun(word: str) -> bool:
    return word.lower().rstrip(".") in ROLE_NOUNS


def _modifier(word: str) -> bool:
    """Whether a word may stand in a role before its last word: a capitalised name (an
    organisation's: "S&P", "Google's") or one of ``ROLE_WORDS``."""
    low = word.lower()
    if low in _NOT_IN_ROLE:
        return False
    if word[:1].isupper():
        return not low.endswith(("'s", "’s")) or len(word) > 3
    return low in ROLE_WORDS


def title_before(text: str, start: int) -> str | None:
    """The role written just before a name that starts at ``start`` ("S&P Capital IQ analyst
    [Efraim Levy]", "lawyer [Paxton Guymon]"), right before it (no comma or parenthesis
    between): its last word a role noun, the words before it modifiers, at most
    MAX_ROLE_WORDS of them with MAX_NAME_WORDS capitalised; the first word of the text
    lower-cased when it is a common word, not a title ("Lawyer Paxton Guymon holds ...":
    "lawyer"; "President Donald Trump ...": "President"); None when the words before are no
    role."""
    head = text[max(0, start - 80):start]
    if not re.search(r"[A-Za-z.]\s+\Z", head):
        return None  # "an irascible lieutenant (Samuel L. Jackson)": not a title
    words = _WORD.findall(_CLAUSE_END.split(head)[-1])  # (not past a comma or a figure:
    # "scheduled for April 28, Hayes' attorney John Fuller" is "Hayes' attorney")
    if not words or not _role_noun(words[-1]):
        return None
    k = len(words) - 1
    caps = int(words[k][:1].isupper() and words[k].lower() not in ROLE_NOUNS)
    while k > 0 and len(words) - k < MAX_ROLE_WORDS and _modifier(words[k - 1]):
        caps += words[k - 1][:1].isupper() and words[k - 1].lower() not in ROLE_WORDS
        if caps > MAX_NAME_WORDS:
            break
        k -= 1
    if k > 0 and words[k - 1][:1].isupper() and words[k - 1].lower() not in _NOT_IN_ROLE:
        return None  # a longer run of capitals ("Israel Palestinian National Authority PNA
        # President"): no role a brief can cut out of it
    role = words[k:]
    if len(role) == 1 and role[0].lower() in _GENERIC:
        return None  # "chief Woody Enderson" (of a task force the words before name): too
        # little to say who
    opening = " ".join(text[:start].split()) == " ".join(role)
    if opening and role[0] not in _TITLE_WORDS:
        common = all(w[:1].islower() for w in role[1:])
        if role[0].lower() in ROLE_NOUNS | ROLE_WORDS:
            if common:  # "Lawyer Paxton Guymon holds ...": "lawyer" ("House Minority Leader")
                role[0] = role[0].lower()
        elif common and not role[0].isupper():  # "Series writer Jason Aaron ...": a capital
            return None  # for the sentence's sake, or a name's ("Google analyst")? ("EIA
            # analyst" is a name's)
    return " ".join(role)


# a role that says too little alone ("chief", "official"), unless more words go with it
_GENERIC = frozenset("chief official officer executive director manager head secretary "
                     "spokesman spokeswoman spokesperson leader aide agent expert host owner "
                     "student star member".split())
_APPOSITION = re.compile(r",\s+(?:an?|the)\s+([^,;:()\"“”]{2,90}?)\s*(?=[,;.)]|\s+(?:who|said|"
                         r"says|told|tells)\b|$)")


def apposition_after(text: str, end: int) -> str | None:
    """The role an apposition gives right after a name that ends at ``end`` (", an S&P Capital
    IQ equity analyst," "a S&P ..."), without its article; None when it is no role (a
    description with a verb, a clause or a preposition: ", a man who ...", ", the head of the
    agency,")."""
    m = _APPOSITION.match(text, end)
    if not m:
        return None
    words = m.group(1).split()
    cut = next((i for i, w in enumerate(words) if w in _WHERE_AT), len(words))
    if 0 < cut < len(words) and _role_noun(words[cut - 1]):
        words = words[:cut]  # "an urban planning professor at the University of Colorado
        # Denver": where they work is no part of a title ("of" is: "president of ...")
        if len(words) == 1 and words[0].lower() in _GENERIC:
            return None  # "the officer in charge of the case": "officer" says too little
    if not words or len(words) > MAX_ROLE_WORDS or not _role_noun(words[-1]):
        return None
    if not all(_modifier(w) or _role_noun(w) or _plain_modifier(w) for w in words[:-1]):
        return None
    if sum(w[:1].isupper() for w in words) > MAX_NAME_WORDS:
        return None
    return " ".join(words)


_WHERE_AT = frozenset("at with for from in".split())


def _plain_modifier(word: str) -> bool:
    """A lower-case word an apposition may hold before its role noun ("urban planning
    professor", "retired teacher"): it is set off by commas and opens on an article, so the
    words before its role noun describe it; not a figure or an age ("31-year-old")."""
    return word.islower() and word not in _NOT_IN_ROLE and word.replace("-", "").isalpha()


def gives_role(text: str, start: int, end: int) -> bool:
    """Whether a mention of a person at ``start``-``end`` already says who they are, or sits
    where a role cannot go: a title or a lower-case word right before it ("Sen.", "lawyer",
    "journalist", "moderator", "his wife"), a parenthesis before it ("(and Trump nemesis)"), an
    apposition or "of" after it (", a lawyer", ", DART spokesman", ", who ...", " of the
    Center for ..."), or a list of names it is one of ("John Goodman, Samuel L. Jackson, Brie
    Larson")."""
    start = honorific_before(text, start)
    head = text[max(0, start - 40):start]
    before = _WORD.findall(head)
    if head.rstrip().endswith((")", "(")):
        return True
    clause = _WORD.findall(re.split(r"[,;:()\"“”]", head)[-1])[-4:]
    if any(_role_noun(w) or w.rstrip(".") in _TITLE_WORDS for w in clause):
        return True  # "Brand Manager at KFC Jocelyn Bynoe": a role a few words before it
    if before and re.search(r"[A-Za-z.]\s+\Z", head):
        last = before[-1].rstrip(".")
        if _role_noun(last) or last in _TITLE_WORDS or last.lower() in ROLE_WORDS or \
                last.lower() in _KIN or (last[:1].islower() and last not in _NOT_IN_ROLE and
                                         not last.endswith(("ed", "ing"))):
            return True
    after = text[end:end + 60]
    if re.match(r"\s+of\s|\s*\(", after):
        return True
    m = re.match(r",\s+([^,;.]{1,50})", after)
    if m:
        words = m.group(1).split()
        if any(w[:1].islower() and w not in ("and", "or") for w in words[:4]):
            return True  # ", a lawyer", ", DART spokesman", ", who ...", ", 67, was"
        if head.rstrip().endswith(",") or words[:1] == ["and"]:
            return True  # one of a list of names
    return bool(re.match(r"\s+and\s+[A-Z]", after) and head.rstrip().endswith(","))


# titles that say how to address a person, not who they are ("Mr. [Noah] Oppenheim")
_HONORIFIC = re.compile(r"(?:Mr|Mrs|Ms|Miss|Mx)\.?\s+\Z")


def honorific_before(text: str, start: int) -> int:
    """Where a name that starts at ``start`` starts with its honorific ("Mr.", "Ms.") if one
    stands right before it: a role goes before the honorific ("[NBC News President] Mr. [Noah]
    Oppenheim"); ``start`` when none does."""
    m = _HONORIFIC.search(text, max(0, start - 6), start)
    if m is None or (m.start() and (text[m.start() - 1].isalnum() or text[m.start() - 1] in
                                    _NAME_CHAR)):
        return start
    return m.start()


_KIN = frozenset("""wife husband son daughter mother father brother sister partner girlfriend
boyfriend fiance fiancee widow widower grandson granddaughter grandmother grandfather nephew
niece cousin aunt uncle friend""".split())


def roles_in(texts: Iterable[tuple[int, str]], full: str) -> list[Role]:
    """The roles ``texts`` ((article, text) in story order) give the person ``full``, outside
    quotation marks: a title right before the full name, an apposition right after it."""
    out: list[Role] = []
    last = full.split()[-1]
    for art, text in texts:
        if last not in text:
            continue
        plain = _QUOTED.sub(lambda m: " " * len(m.group()), text) if ('"' in text or
                                                                      "“" in text) else text
        at = 0
        while (m := find_name(plain[at:], full)) is not None:
            start, end = at + m.start, at + m.end
            role = title_before(plain, start) or apposition_after(plain, end)
            if role:
                out.append(Role(role, art, text))
            at = end
    return out


# two capitalised words in a row, the second read ahead (so that pairs overlap: "President
# Donald", "Donald Trump"); the word before an initial ("Samuel" of "Samuel L. Jackson")
_PAIR = re.compile(r"(?<![\w'’.&-])(\[?[A-Z][\w'’.&-]*\]?)\s+(?=(\[?[A-Z][a-z][\w'’-]*\]?))")
_WORD_BEFORE = re.compile(r"(\[?[A-Z][\w'’&-]*\]?)\s+\Z")
_SURNAME = re.compile(r"[A-Z][a-z]+(?:['’][A-Za-z][a-z]+|-[A-Z][a-z]+)?")
_INITIAL = re.compile(r"[A-Z]\.")


def _bare(token: str) -> str:
    """A word without the brackets of an edit, a possessive or a closing full stop ("[Efraim]",
    "Johnson's", "Daniels’", "Levy."), an initial's full stop kept ("L.")."""
    word = token.strip("[]")
    if word.endswith(("'s", "’s")):
        word = word[:-2]
    word = word.rstrip("'’")  # ("Daniels’ lawsuit")
    if word.endswith(".") and not _INITIAL.fullmatch(word):
        word = word.rstrip(".")
    return word


def names_in(text: str) -> list[str]:
    """The full names a text may give, as two capitalised words in a row, or three with an
    initial between ("Samuel L. Jackson"): each word pair's last a surname's shape, in order
    ("President Donald Trump" gives "President Donald" and "Donald Trump": which is a person's,
    the story's full names say)."""
    out: list[str] = []
    for m in _PAIR.finditer(text):
        prev, last = _bare(m.group(1)), _bare(m.group(2))
        if _SURNAME.fullmatch(last) is None:
            continue
        if _INITIAL.fullmatch(prev):
            before = _WORD_BEFORE.search(text, 0, m.start())
            if before is None:
                continue
            name = f"{_bare(before.group(1))} {prev} {last}"
        else:
            name = f"{prev} {last}"
        if name not in out:
            out.append(name)
    return out


def shorter_roles(roles: list[Role], role: Role) -> list[Role]:
    """The other roles the story gives a person that say what ``role`` says in fewer words (the
    same last word: "FBI agent" for "FBI special agent"), shortest last: what a brief may give
    when the fuller one does not fit its words."""
    head = role.words.split()[-1].lower()
    n = len(role.words.split())
    out = {r.words: r for r in roles if r.words.split()[-1].lower() == head and
           len(r.words.split()) < n}
    return sorted(out.values(), key=lambda r: -len(r.words.split()))


def chosen_role(roles: list[Role], article: int) -> Role | None:
    """The role a brief gives a person first named in a sentence of ``article``: the one that
    article gives (its first), else the one every other article that gives one agrees on (by
    its last word: "analyst" / "equity analyst"), the fullest of them ("Palestinian President"
    before "President"; the earliest of equals); None when they differ."""
    own = [r for r in roles if r.article == article]
    if own:
        return own[0]
    heads = {r.words.split()[-1].lower() for r in roles}
    if len(heads) != 1:
        return None
    return max(roles, key=lambda r: len(r.words.split()))
