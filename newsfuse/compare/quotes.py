"""Quotes: direct speech, who said it, and the same statement as worded by each outlet.

Owns finding quoted passages (straight, curly, and the ``agency'' and ''wire'' quotes of
agency copy; at least a few words), their speaker, and grouping the versions of one statement
across articles.

The speaker is resolved to a full name ("Enderson" is "Woody Enderson" when the story names
him so; "U.S. Attorney Mark Calloway" is "Mark Calloway"), or to a description of a person ("a
police prosecutor", "one of the two fighters"), or it is unknown: never a fragment such as
"For" or "A slightly". "He said" takes the speaker named last in the same article.

Quotes are grouped by statement, not by speaker: two quotes are one statement when their words
are close, or when they share a distinctive word or name that few articles of the story use and
their wording is still somewhat close; quotes whose speakers are two different named people are
never one statement unless their words are near-identical (a misattribution, reported as a
conflict).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from ..groups import DisjointSets
from ..model import Story
from ..terms import STOPWORDS, encode, rarity_by_id, term_ids_of, zipf
from .entities import Aliases, name_spans

_OPEN = r"(?:``|“|\"|(?:(?<=^)|(?<=[\s(\[]))''(?=\S))"
_CLOSE = r"(?:''|”|\")"
_QUOTE = re.compile(_OPEN + r"\s*([^\"“”`]{12,}?)\s*" + _CLOSE)
_SAID = (r"(?:said|says|say|told|added|asked|explained|recalled|wrote|tweeted|declared|insisted|"
         r"noted|stated|testified|warned|replied|continued|acknowledged|admitted|argued|"
         r"complained|conceded|cautioned|remarked|announced)")
_Q = r"(?:[\"”“]|''|``)"
_NAMEISH = (r"(?:(?!(?:Another|The|A|An|One|This|That|But|And|It|In|On|At|As|If|When)\b)"
            r"[A-Z][\w’'.-]+(?: (?:al-|bin |de |van |von |la |da )?[A-Z][\w’'.-]+){0,5})")
_ROLE = (r"(?:(?:[Tt]he|[Aa]n?|[Oo]ne|[Aa]nother|[Oo]ne of the \w+|[Hh]is|[Hh]er|[Tt]heir) "
         r"(?:[\w-]+ ){0,3}?[a-z]+)")
_SPEAKER_PATTERNS = (
    re.compile(r", (?P<s>he|she|they|" + _NAMEISH + r"|" + _ROLE + r") " + _SAID + r",? " + _Q),
    re.compile(_Q + r",? " + _SAID + r" (?P<s>" + _NAMEISH + r"|" + _ROLE + r")(?=[,.;]| who| as"
               r"| in| on| at| of| while| pointing| using| during| after| before|$)"),
    re.compile(_Q + r",? (?P<s>" + _NAMEISH + r"|" + _ROLE + r"|he|she|they) " + _SAID),
    re.compile(r"(?:^|[.;] )(?P<s>" + _NAMEISH + r"|" + _ROLE + r"|He|She|They) " + _SAID +
               r"[,:]? " + _Q),
    re.compile(r"(?P<s>" + _NAMEISH + r"|" + _ROLE + r"|He|She|They)[^\"“`']{0,80}?\b(?:vow(?:s|ed)"
               r"|warn(?:s|ed)|insist(?:s|ed)|" + _SAID + r")\b[^\"“`]{0,120}" + _OPEN),
    re.compile(r"according to (?P<s>" + _NAMEISH + r"|" + _ROLE + r")"),
)
_NOT_FIRST_NAMES = frozenset("""let says said tell ask thank dear meet watch see read hear
listen look call vote elect make keep give get go stop save welcome congratulations
evening morning night today yesterday liberal conservative labour democrat republican mp
""".split())
_PRONOUN = re.compile(r"^(?:he|she|they|him|her)$", re.I)
_TITLE = re.compile(
    r"^(?:(?:U\.?S\.?|Assistant|Deputy|Associate|Acting|Former|Chief|Special|Senior|Federal|"
    r"State|District|Attorney|General|Agent|Police|Sgt|Sergeant|Lt|Capt|Col|Gen|Adm|Det|Gov|"
    r"Sen|Rep|Dr|Mr|Mrs|Ms|President|Vice|Prime|Minister|Secretary|Judge|Justice|Mayor|Governor|"
    r"Senator|Director|Chairman|Commissioner|Sheriff|Spokesman|Spokeswoman|Prosecutor|Lawyer|"
    r"Officer|Inspector|Superintendent|Professor|Prof|Rev|Father|Ambassador|Coach|Interior|"
    r"Foreign|Defense|Defence|Justice|Health|House|Senate|Majority|Minority|Leader|Speaker|"
    r"Agriculture|Commerce|Treasury|Transportation|Navy|Army|Air|Force|Coast|Guard|Bureau|"
    r"Task|Cypriot|Israeli|Palestinian|Turkish|British|French|German|Spanish|Basque|Chinese|"
    r"Russian|American|Democratic|Republican|Democrat|Liberal|Conservative|Labour|MP|MPs|"
    r"Executive|Operating|Financial|Officer|CEO|Chief|Managing|General|Counsel|Editor)\.?"
    r"\s+)+")
# people (and what stands for people) a quote can be attributed to
_PERSON_NOUNS = frozenset("""
official officials spokesman spokeswoman spokesperson prosecutor prosecutors lawyer lawyers
attorney attorneys agent agents officer officers police policeman policewoman detective
sheriff deputy investigator investigators witness witnesses resident residents neighbor
neighbour neighbors neighbours friend friends relative relatives mother father son daughter
brother sister wife husband widow uncle aunt cousin parent parents fighter fighters soldier
soldiers commander general colonel captain sergeant leader leaders member members minister
president chairman chairwoman director executive executives analyst analysts expert experts
scientist scientists researcher researchers doctor doctors nurse physician surgeon professor
teacher student students source sources diplomat diplomats ambassador envoy negotiator
mediator judge juror jurors senator congressman congresswoman lawmaker lawmakers legislator
governor mayor secretary aide aides adviser advisor advisers advisors employee employees
worker workers manager owner founder activist activists protester protesters demonstrator
victim victims survivor survivors passenger passengers pilot pilots crew man woman men women
boy girl child children teenager official guard guards ranger rangers trooper firefighter
rescuer rescuers worker clerk priest bishop pastor rabbi imam cleric militant militants rebel
rebels gunman insurgent spy suspect suspects defendant defendants plaintiff plaintiffs
farmer farmers fan fans player players coach singer actor actress comedian writer author
reporter journalist editor producer critic critics host voter voters citizen citizens
people person observer observers representative representatives delegate delegates chief
group organization agency government ministry company statement report
""".split())


@dataclass
class Quote:
    article: int
    sentence: int
    text: str
    speaker: str | None  # a full name, a description of a person, or None (unknown)
    ids: np.ndarray = field(repr=False, default_factory=lambda: np.zeros(0, dtype=np.int64))
    named: bool = False  # the speaker is a named person
    explicit: bool = False  # ... named in the quote's own sentence (not "he said")


@dataclass
class QuoteGroup:
    speaker: str | None
    variants: list[Quote]

    @property
    def articles(self) -> list[int]:
        return sorted({q.article for q in self.variants})

    @property
    def attribution(self) -> str:
        if self.speaker is None:
            return "unknown"
        return "named" if any(q.named and q.speaker == self.speaker for q in self.variants) \
            else "described"

    def to_dict(self) -> dict:
        return {"speaker": self.speaker, "attribution": self.attribution,
                "variants": [{"article": q.article, "text": q.text, "speaker": q.speaker}
                             for q in self.variants]}


def quoted_passages(text: str) -> list[str]:
    """The quoted passages of a sentence (any quote style)."""
    return [m.group(1).strip(" ,") for m in _QUOTE.finditer(text)]


def _raw_speaker(sentence: str) -> str | None:
    for pat in _SPEAKER_PATTERNS:
        m = pat.search(sentence)
        if m:
            sp = m.group("s").strip().rstrip(".")
            if sp.lower() in ("it", "this", "that", "there"):
                continue
            # "Brand Manager at KFC Jocelyn Bynoe said": the last name before the verb
            rest = sentence[m.end("s"):]
            quote_at = re.search(_OPEN, rest)
            verbs = list(re.finditer(r"\b" + _SAID + r"\b", rest[:quote_at.start()]
                                     if quote_at else rest))
            verb = verbs[-1] if verbs else None  # the verb of the quote, not "asked Cosby"
            if verb and not _PRONOUN.match(sp):
                between = sentence[m.start("s"):m.end("s") + verb.start()]
                if not re.search(r"[\"“”]|``|''", between):
                    spans = name_spans(between)
                    last = between.rfind(spans[-1][0]) + len(spans[-1][0]) if spans else 0
                    pron = re.search(r"\b(he|she|they)\b", between[last:], re.I)
                    if pron and spans:  # "his fiancee, Rhonda Rouer, he also ... added"
                        return pron.group(1).lower()
                    if spans and spans[-1][0] != sp:  # "When Davis asked Cosby ..., Cosby
                        return spans[-1][0]  # shook his head and said"
            return sp
    return None


def resolve_speaker(raw: str | None, aliases: Aliases | None) -> tuple[str | None, bool]:
    """(speaker, named): a full name when the story names the person, a description of a
    person, a pronoun (to resolve from context), or None when what was read is no speaker."""
    if raw is None:
        return None, False
    if _PRONOUN.match(raw):
        return raw.lower(), False
    if raw[:1].islower() or re.match(r"^(?:The|A|An|One|Another|His|Her|Their)\b", raw):
        head = re.findall(r"[a-z]+", raw.lower())
        if head and head[-1] in _PERSON_NOUNS:
            return raw[0].lower() + raw[1:], False
        return None, False
    name = _TITLE.sub("", raw).strip()
    spans = [n for n, _ in name_spans(name)]
    if not spans:
        return None, False
    name = spans[-1]
    words = name.split()
    while len(words) > 1 and words[0].lower() in _NOT_FIRST_NAMES:
        words.pop(0)  # "Let Trump": a sentence-opening word is no first name
    if len(words) >= 3 and words[0].isupper():
        words.pop(0)  # "KFC Jocelyn Bynoe": the organisation before the name
    name = " ".join(words)
    if aliases is not None:
        ent = aliases.entity(name)
        if ent is not None and ent.kind in ("organisation", "place"):
            return (name, False) if ent.kind == "organisation" and len(name.split()) >= 2 \
                else (None, False)  # "the White House said"; never "House"
        if ent is not None:
            full = [v for v in ent.variants if len(v.split()) >= 2 and not v.isupper()
                    and not _TITLE.match(v + " ") and v.split()[0].lower() not in
                    _NOT_FIRST_NAMES]
            if full:
                best = max(full, key=lambda v: (sum(1 for m in ent.mentions if m.text == v),
                                                -len(v.split()), v))
                return best, True
    if len(name.split()) >= 2 and all(w[:1].isupper() for w in name.split()):
        if all(zipf(w.lower()) >= 4.0 for w in name.split()):
            return "the " + name.lower(), False  # "Brand Manager": an office, not a name
        return name, True
    return None, False  # a lone word the story never gives in full


def extract_quotes(story: Story, aliases: Aliases | None = None) -> list[Quote]:
    """Every direct quote with its speaker. "He said" is the person the sentence before is
    about (its first named person: "But Butler scoffed at the verdict. 'This is nothing,' he
    said"), else the speaker named last in the article."""
    out: list[Quote] = []
    last: dict[int, tuple[str, bool]] = {}
    said: dict[int, tuple[str, bool]] = {}  # sentence id -> the person it says is speaking
    persons: dict[int, list[str]] = {}  # sentence id -> persons named in it, in order
    full: dict[int, list[str]] = {}  # sentence id -> full names (two words or more) in it
    if aliases is not None:
        for e in aliases.entities:
            for m in e.mentions:
                if e.kind == "person":
                    persons.setdefault(m.sentence, []).append(m.text)
                if e.kind in ("person", "other") and len(m.text.split()) >= 2:
                    full.setdefault(m.sentence, []).append(m.text)
        for sid in persons:
            text = story.sentences[sid].text
            persons[sid].sort(key=lambda n: text.find(n))
    seen: dict[int, list[str]] = {}  # article -> full names met so far

    def resolve(raw: str | None, article: int) -> tuple[str | None, bool]:
        """resolve_speaker, and a lone surname the story shares among several people taken as
        the one of them this article named last ("Dees" after "Morris S. Dees Jr.")."""
        who, named = resolve_speaker(raw, aliases)
        if who is None and raw and re.fullmatch(r"[A-Z][\w'’-]+", raw.strip()):
            for name in reversed(seen.get(article, [])):
                words = [w for w in name.split() if w.rstrip(".").lower() not in
                         ("jr", "sr", "ii", "iii")]
                if words and words[-1] == raw.strip():
                    return resolve_speaker(name, aliases)
        return who, named

    for s in story.sentences:
        seen.setdefault(s.article, []).extend(full.get(s.id, []))
        found = quoted_passages(s.text)
        if not found and re.search(_SAID, s.text):  # "Dees said he doesn't intend to ..."
            m = re.search(r"(?:^|, )(?P<s>" + _NAMEISH + r") " + _SAID + r"\b", s.text)
            who, is_named = resolve(m.group("s") if m else _raw_speaker(s.text), s.article)
            if who and is_named:
                said[s.id] = (who, is_named)
                last[s.article] = (who, is_named)
        if not found and re.match(r"^\s*(?:``|“|\"|'')", s.text) and \
                not re.search(_CLOSE, s.text[2:]):
            found = [re.sub(r"^\s*(?:``|“|\"|'')", "", s.text).strip()]  # runs on
        if not found:
            continue
        raw = _raw_speaker(s.text)
        sp, named = resolve(raw, s.article)
        explicit = named
        prev = story.sentences[s.id - 1] if s.index > 0 else None
        runs_on = raw is None and re.match(r"^\s*(?:``|“|\"|'')", s.text) is not None and \
            prev is not None and bool(quoted_passages(prev.text))
        if sp is not None and _PRONOUN.match(sp) and prev is not None and (
                prev.id in said or persons.get(prev.id)):
            sp, named = said.get(prev.id) or resolve_speaker(persons[prev.id][0], aliases)
            explicit = False
            last[s.article] = (sp, named) if sp else last.get(s.article, (None, False))
        elif (sp is not None and _PRONOUN.match(sp)) or runs_on:
            sp, named = last.get(s.article, (None, False))  # "he said": named before
            explicit = False
        elif sp:
            last[s.article] = (sp, named)
            if named:
                said[s.id] = (sp, named)
        for text in found:
            if _statement(text):
                ids = np.unique(term_ids_of(encode(re.sub(r"\d[\d,.]*", " ", text))))
                out.append(Quote(s.article, s.id, text, sp, ids, named, explicit))
    return out


def _statement(text: str) -> bool:
    """Speech, not a title ("Hate Has No Home Here") or a scare-quoted phrase ("message of
    hate"): three words or more starting with a capital, six or more otherwise, and not
    mostly capitalised words."""
    words = text.split()
    if len(words) < 3 or (text[:1].islower() and len(words) < 6):
        return False
    content = [w.strip(".,;:!?") for w in words if w.strip(".,;:!?").lower() not in STOPWORDS]
    caps = sum(1 for w in content if w[:1].isupper())
    title = len(words) <= 8 and not re.search(r"[.!?;:]\s", text) and caps >= 2 and \
        caps >= 0.75 * len(content) and len(content) - caps <= 1
    title_case = len(words) <= 6 and all(w[:1].isupper() for w in words if w[:1].isalpha())
    return not (title or title_case)


def cosine(a: np.ndarray, b: np.ndarray, weights: np.ndarray | None = None) -> float:
    """Weighted cosine of two sets of term ids (by default weighted by rarity)."""
    if not len(a) or not len(b):
        return 0.0
    w = rarity_by_id() if weights is None else weights
    shared = np.intersect1d(a, b, assume_unique=True)
    den = np.sqrt(w[a].dot(w[a]) * w[b].dot(w[b]))
    return float(w[shared].dot(w[shared]) / den) if den > 0 else 0.0


QUOTE_SIMILARITY = 0.5  # cosine of quote words: the same statement
SAME_SPEAKER_SIMILARITY = 0.4  # enough when both name the same person
ANCHORED_QUOTE = 0.45  # enough when a distinctive name or rare word is shared
ANCHORED_SIMILARITY = 0.2  # enough for quotes in sentences alignment says report one thing
RARE = 5.5  # rarity (8 - Zipf) of a word distinctive enough to anchor a match
ANCHOR_SHARE = 0.35  # ... and used by at most this share of the story's articles
RELATED_SENTENCES = 0.25  # sentence cosine for quotes tied by one shared name
NEAR_IDENTICAL = 0.6  # words this close are one statement whoever is said to have said it


def _norm(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def _article_df(story: Story, quotes: list[Quote]) -> dict[int, int]:
    """In how many articles each term id of the quotes occurs."""
    wanted = set().union(*(q.ids.tolist() for q in quotes)) if quotes else set()
    df: dict[int, set[int]] = {}
    for s in story.sentences:
        for t in set(s.term_ids.tolist()) & wanted:
            df.setdefault(t, set()).add(s.article)
    return {t: len(a) for t, a in df.items()}


def _anchored(a: Quote, b: Quote, aliases: Aliases | None, rare_ids: set[int],
              common_names: set[str], proper_only: bool = False) -> bool:
    """A distinctive word, or a name (in any spelling), appears in both quotes, and few of the
    story's articles use it (the story's main name anchors nothing)."""
    shared = set(np.intersect1d(a.ids, b.ids, assume_unique=True).tolist())
    if shared & rare_ids:
        return True
    na = [n for n, _ in name_spans(a.text) if n.casefold() not in common_names]
    nb = [n for n, _ in name_spans(b.text) if n.casefold() not in common_names]
    if proper_only and aliases is not None:  # a person, place or organisation, not "Jews"
        def proper(n: str) -> bool:
            e = aliases.entity(n)
            return e is not None and e.kind in ("person", "place", "organisation")
        na, nb = [n for n in na if proper(n)], [n for n in nb if proper(n)]
    return any((aliases.same(x, y) if aliases else x == y) for x in na for y in nb)


def _speakers_differ(a: Quote, b: Quote, aliases: Aliases | None) -> bool:
    if not (a.named and b.named and a.speaker and b.speaker):
        return False
    return not (aliases.same(a.speaker, b.speaker) if aliases else a.speaker == b.speaker)


def _same_speaker(a: Quote, b: Quote, aliases: Aliases | None) -> bool:
    if not (a.named and b.named and a.speaker and b.speaker):
        return False
    return aliases.same(a.speaker, b.speaker) if aliases else a.speaker == b.speaker


TOPIC_WEIGHT = 0.2  # words most articles use (the story's topic) weigh this much in quotes


def group_quotes(story: Story, quotes: list[Quote], aliases: Aliases) -> list[QuoteGroup]:
    """One group per statement, with every outlet's version (one per article).

    Quote words are weighted by rarity, and the story's own topic words (used by more than a
    third of its articles) weigh little, so "Napster" in two quotes of a Napster story does not
    make them one statement. Groups merge only when their quotes are, on average, close too:
    one shared phrase does not chain different statements together.
    """
    n_art = max(1, len(story.articles))
    df = _article_df(story, quotes)
    rarity = rarity_by_id()
    weights = rarity.copy()
    topic = [t for t, k in df.items() if k > max(3, ANCHOR_SHARE * n_art)]
    weights[topic] *= TOPIC_WEIGHT
    rare_ids = {t for t, k in df.items() if rarity[t] >= RARE and k <= max(3, ANCHOR_SHARE * n_art)}
    name_df: dict[str, set[int]] = {}
    for e in aliases.entities:
        for v in e.variants:
            name_df[v.casefold()] = set(e.articles)
    common_names = {n for n, arts in name_df.items() if len(arts) > max(3, ANCHOR_SHARE * n_art)}
    sets = DisjointSets(range(len(quotes)))
    members: dict[int, list[int]] = {i: [i] for i in range(len(quotes))}
    aligned: set[tuple[int, int]] = set()
    if story.alignment is not None:
        aligned = {(s, j) for s in {q.sentence for q in quotes}
                   for _, j, _ in story.alignment.support[s]}
    norms = [_norm(q.text) for q in quotes]
    name_ids = [np.unique(term_ids_of(encode(" ".join(n for n, _ in name_spans(q.text)))))
                for q in quotes]
    sim = story.alignment.similarity if story.alignment is not None else None

    def same(i: int, j: int) -> bool:
        a, b = quotes[i], quotes[j]
        if norms[i] == norms[j] or (min(len(norms[i]), len(norms[j])) >= 20 and (
                norms[i] in norms[j] or norms[j] in norms[i])):
            return True
        common = np.intersect1d(a.ids, b.ids, assume_unique=True)
        shared = len(common)
        # words the quotes share besides names: a shared name alone ties nothing
        plain = len(np.setdiff1d(common, np.union1d(name_ids[i], name_ids[j])))
        q = cosine(a.ids, b.ids, weights)
        if _speakers_differ(a, b, aliases) and q < NEAR_IDENTICAL:
            return False
        if (a.sentence, b.sentence) in aligned and shared >= 1 and q >= ANCHORED_SIMILARITY \
                and (plain >= 2 or q >= 0.35):
            return True  # the sentences report the same thing: the quotes are its wordings
        if shared < 2:  # one shared word: only a distinctive name, in related sentences
            related = sim is None or sim[a.sentence, b.sentence] >= RELATED_SENTENCES
            return q >= 0.3 and related and _anchored(a, b, aliases, set(), common_names, True)
        if min(len(a.ids), len(b.ids)) <= 3 or shared < 0.4 * min(len(a.ids), len(b.ids)) or \
                plain < 2:
            return False  # "there is no reason to believe": too few words to tell
        if q >= QUOTE_SIMILARITY and (shared >= 3 or q >= 0.7):
            return True
        if q >= SAME_SPEAKER_SIMILARITY and shared >= 3 and _same_speaker(a, b, aliases):
            return True
        return q >= ANCHORED_QUOTE and shared >= 3 and \
            _anchored(a, b, aliases, rare_ids, common_names)

    for i, a in enumerate(quotes):
        for j in range(i + 1, len(quotes)):
            b = quotes[j]
            if a.article == b.article:
                continue
            ra, rb = sets.find(i), sets.find(j)
            if ra == rb or not same(i, j):
                continue
            # a group never holds two named speakers who differ (unless near-identical words),
            # and two groups join only when their quotes are close on average
            ma, mb = members[ra], members[rb]
            if len(ma) * len(mb) > 1:
                if any(_speakers_differ(quotes[x], quotes[y], aliases) and
                       cosine(quotes[x].ids, quotes[y].ids, weights) < NEAR_IDENTICAL
                       for x in ma for y in mb):
                    continue
                agree = sum(same(x, y) for x in ma for y in mb
                            if quotes[x].article != quotes[y].article)
                if agree * 2 < len(ma) * len(mb):
                    continue
            sets.union(i, j)
            members[sets.find(i)] = ma + mb
    groups: dict[int, list[Quote]] = {}
    for i, q in enumerate(quotes):
        groups.setdefault(sets.find(i), []).append(q)
    out = []
    for qs in groups.values():
        per_article: dict[int, Quote] = {}
        for q in qs:
            per_article.setdefault(q.article, q)
        variants = sorted(per_article.values(), key=lambda q: q.article)
        out.append(QuoteGroup(_best_speaker(qs, aliases), variants))
    out.sort(key=lambda g: (-len(g.articles), g.variants[0].sentence))
    return out


def _best_speaker(quotes: list[Quote], aliases: Aliases) -> str | None:
    """The named person most variants give, else the most common description, else None."""
    named = [q.speaker for q in quotes if q.named and q.speaker]
    if named:
        return max(named, key=lambda n: (sum(aliases.same(n, m) for m in named), len(n), n))
    roles = [q.speaker for q in quotes if q.speaker and not _PRONOUN.match(q.speaker)]
    if not roles:
        return None
    return max(roles, key=lambda r: (roles.count(r), -len(r), r))
