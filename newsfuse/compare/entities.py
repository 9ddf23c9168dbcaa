"""Entities: names in the articles, what kind of thing each names, and which spellings are one.

Owns finding proper-name mentions (runs of capitalised words, acronyms, names with particles
such as "al-" or "of"; titles, datelines and sentence-opening common words cut off), guessing
whether a name is a person, a place or an organisation (titles and ages before or after it,
place and organisation words, a small gazetteer of countries and states, how it is introduced),
and merging variants into one entity:

- case and punctuation ("Ayn al-Islam" / "Ayn Al-Islam", "John F. Kennedy Jr." / "John F
  Kennedy Jr");
- spelling and transliteration variants of rare names ("Zigi" / "Zygi", "Gonzalez" /
  "Gonzales", "Gennady" / "Gennadi", "Yigal Damary" / "Igal Damary"): the same sound skeleton,
  close spelling, and at least one of the two a rare word, so that "Carolyn" and "Caroline",
  "Greece" and "Greek" or "Meese" and "Mass" stay apart;
- acronyms and their expansions ("SOHR" / "Syrian Observatory for Human Rights", "IS" /
  "Islamic State"), explicit aliases ("the People's Protection Units known as the YPG");
- a surname standing for the one full name of a person that ends with it ("Ilvane" for "Tomas
  Ilvane").

Never merged: names of different kinds (a person with an organisation, a place with a person),
and a place with a longer place or organisation that contains it ("Alabama" / "Northern
District of Alabama"). Candidate pairs are found through keys (sound skeletons, initials,
surnames), never by comparing every pair of names.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from ..groups import DisjointSets
from ..model import Story
from ..terms import zipf

# words that start sentences or are capitalised for other reasons than being names
_NOT_NAMES = frozenset("""
A An The This That These Those It Its He She They We I You His Her Their Our My Your But And Or
So Yet If When While Where After Before As At By For From In Into Of On Onto Over To With
Without Under Since Until During Despite Although Though Because Once Then There Here What Which
Who Whom Whose Why How Not No Yes Also Still Even Just Only Some Many Most Much More Less Such
Both Each Every All Any Other Another One Two Three Four Five Six Seven Eight Nine Ten Mr Mrs Ms
Dr Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May
June July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct
Nov Dec Today Yesterday Tomorrow Recently Meanwhile However Moreover According Earlier Later
Last Next New Former Several Said Says EDITORS NOTE UPDATES
""".split())
_PARTICLES = frozenset({"al", "el", "bin", "ibn", "de", "del", "der", "van", "von", "da", "di",
                        "of", "for", "and", "the", "la", "le", "du"})
_GENERIC = frozenset("news agency agencies group party company co inc corp corporation ltd llc "
                     "times post network channel tv radio media press service foundation "
                     "institute university association council committee".split())
_WORD = re.compile(r"[A-Za-z][\w’'.-]*")
_TITLE_WORDS = ("Brig|Gen|Col|Lt|Capt|Maj|Sgt|Cpl|Adm|Cmdr|Rep|Sen|Gov|Pres|Prof|Rev|Fr|Sr|Mr|Mrs|"
                "Ms|Dr|Atty|Supt|Insp|Det|President|Vice|Governor|Mayor|Minister|Premier|"
                "Chancellor|General|Senator|Representative|Congressman|Congresswoman|King|"
                "Queen|Prince|Princess|Sheikh|Judge|Justice|Secretary|Ambassador|Chairman|"
                "Chairwoman|Director|Commissioner|Chief|Officer|Sheriff|Deputy|Lawyer|Attorney|"
                "Prosecutor|Spokesman|Spokeswoman|Pope|Cardinal|Bishop|Father|Sister|Brother|"
                "Coach|Lord|Lady|Sir|Dame|Suspects?|Defendants?|Agent|Trooper|Private|Sergeant|"
                "Captain|Colonel|Lieutenant|Major|Commander|Admiral|Speaker|Leader")
_TITLES = re.compile(rf"^(?:{_TITLE_WORDS})\.?$")
_PARTY_STATE = re.compile(r"^[DRI]-[A-Z][A-Za-z.]*$")  # "D-Mass.": a party and a state

_ORG_WORDS = frozenset("""
university college school academy party agency association center centre institute foundation
council committee court department ministry bureau service services corp corporation inc co
company companies group organization organisation union league front army navy force forces
board commission administration office times post news press network bank church hospital
club society federation alliance movement coalition congress senate house parliament
government police guard fund trust airlines airways records music entertainment international
industries systems holdings laboratories labs observatory tribunal assembly cabinet brigade
brigades regiment division authority council agency channel magazine journal
""".split())
_PLACE_WORDS = frozenset("""
city county province island islands river lake mountain mountains valley bay sea ocean
coast gulf gorge park street avenue road airport port beach strait peninsula desert forest
region district republic kingdom territory territories canyon harbor harbour falls heights
village town square bridge station sound cape
""".split())
_PLACES = frozenset("""
afghanistan albania algeria angola argentina armenia australia austria azerbaijan bahrain
bangladesh belarus belgium bolivia bosnia brazil britain bulgaria burma cambodia cameroon canada
chad chile china colombia congo croatia cuba cyprus czech denmark ecuador egypt england eritrea
estonia ethiopia europe finland france georgia germany ghana greece guatemala haiti honduras
hungary iceland india indonesia iran iraq ireland israel italy japan jordan kazakhstan kenya
korea kosovo kuwait laos latvia lebanon liberia libya lithuania macedonia malaysia mali mexico
moldova mongolia montenegro morocco mozambique myanmar nepal netherlands nicaragua niger nigeria
norway oman pakistan palestine panama paraguay peru philippines poland portugal qatar romania
russia rwanda scotland senegal serbia sierra singapore slovakia slovenia somalia spain sudan
sweden switzerland syria taiwan tajikistan tanzania thailand tibet tunisia turkey turkmenistan
uganda ukraine uruguay uzbekistan venezuela vietnam wales yemen yugoslavia zambia zimbabwe
africa asia america americas antarctica arctic atlantic pacific mediterranean balkans caucasus
alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho
illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas
utah vermont virginia washington wisconsin wyoming carolina dakota hampshire jersey york
london paris moscow beijing tokyo berlin rome madrid cairo baghdad damascus beirut jerusalem
ankara istanbul athens nicosia tehran kabul islamabad delhi bangkok manila seoul atlanta boston
chicago houston seattle denver miami dallas detroit philadelphia
""".split())
_PERSON_CUE_BEFORE = re.compile(rf"(?:\b(?:{_TITLE_WORDS})\.?\s+|\b(?:by|with)\s+(?=[A-Z]\w+ "
                                r"[A-Z]))$")


@dataclass
class Mention:
    text: str
    article: int
    sentence: int  # Sentence.id
    person_cue: bool = False  # a title before it, an age after it
    place_cue: bool = False  # "in X", "near X", a dateline


@dataclass
class Entity:
    name: str  # the most frequent spelling
    variants: list[str]
    articles: list[int]
    mentions: list[Mention] = field(default_factory=list, repr=False)
    kind: str = "other"  # person | place | organisation | other
    spellings: dict[str, list[int]] = field(default_factory=dict)  # spelling -> articles
    aliases: list[str] = field(default_factory=list)  # acronyms and explicit aliases

    def to_dict(self) -> dict:
        return {"name": self.name, "variants": self.variants, "articles": self.articles,
                "kind": self.kind, "spellings": self.spellings, "aliases": self.aliases}

    @property
    def spelled_differently(self) -> bool:
        return len(self.spellings) >= 2


def _strip(w: str) -> str:
    return w.strip(".,;:!?\"“”‘’'()[]`")


_MODIFIER = re.compile(r"^(?:(?:pro|anti|non|ex|post|pre)-|.*-(?:led|based|held|backed|linked|"
                       r"aligned|born|owned|run|controlled|style|era|like|old|year)$)", re.I)
_OPENERS = ("--", "—", "_", "–")


def name_spans(text: str) -> list[tuple[str, bool]]:
    """Proper-name mentions of one sentence, each with whether it opens the sentence (or a
    clause after a dateline dash), where capitals say less."""
    words = re.sub(r",(?=\S)", ", ", text).split()
    out: list[tuple[str, bool]] = []
    run: list[str] = []
    run_start = False

    def flush() -> None:
        nonlocal run_start
        while run and _strip(run[-1]).lower() in _PARTICLES:
            run.pop()
        # a title inside a run separates what comes before it ("House President Spyros X")
        parts: list[list[str]] = [[]]
        for w in run:
            if _TITLES.match(_strip(w)) and parts[-1] and not _TITLES.match(_strip(parts[-1][-1])):
                parts.append([])
            parts[-1].append(w)
        for k, part in enumerate(parts):
            while part and _TITLES.match(_strip(part[0])) and len(part) > 1:
                part.pop(0)
            while part and _strip(part[-1]).lower() in _PARTICLES:
                part.pop()
            pieces = [part]
            poss = [j for j, w in enumerate(part) if re.search(r"['’]s\W*$", w)]
            if poss and len(part) - poss[0] - 1 < 2:  # "Iraq's Kurdish" is two names
                pieces = [part[:poss[0] + 1], part[poss[0] + 1:]]
            for j, piece in enumerate(pieces):
                name = re.sub(r"['’]s$", "", " ".join(_strip(w) for w in piece)).strip()
                if len(name) > 1 and name not in _NOT_NAMES and not _TITLES.match(name):
                    out.append((name, run_start and k == 0 and j == 0))
        run.clear()
        run_start = False

    for i, raw in enumerate(words):
        w = _strip(raw)
        prev = words[i - 1] if i else ""
        starts = i == 0 or prev.endswith((".", "!", "?", ":", "“", "—", "``")) or \
            re.search(r"[.!?](?:\"|”|'')$", prev) is not None or \
            prev in _OPENERS or (prev.endswith(")") and i <= 4)
        cap = bool(w) and w[0].isupper() and any(c.isalpha() for c in w)
        if not w or _MODIFIER.match(w) or _PARTY_STATE.match(w) or raw.startswith("("):
            flush()
            if raw.startswith("(") and cap and not _MODIFIER.match(w) and \
                    not _PARTY_STATE.match(w):
                run.append(raw)
                run_start = False
        elif cap and w not in _NOT_NAMES:
            if not run:
                run_start = starts
            run.append(raw)
        elif (run and w.lower() in _PARTICLES - {"and"} and i + 1 < len(words) and
              _strip(words[i + 1])[:1].isupper()) or (run and re.match(r"^(?:al|el)-[A-Z]", w)):
            run.append(raw)
        else:
            flush()
        if run and (raw.endswith((",", ";", ":", ")")) or (w != raw.rstrip(".,;:").strip("(")
                    and raw.endswith(('"', "”", "''")))):
            flush()
    flush()
    return out


def strip_titles(name: str) -> str:
    """A name without the titles and offices written before it ("U.S. Attorney Doug Jones",
    "Lance Cpl. Carlos Colbert", "Ms. Bessette Kennedy")."""
    words = name.split()
    while len(words) > 1 and (_TITLES.match(words[0]) or re.match(
            r"^(?:U\.?S\.?|Lance|Staff|First|Second|Assistant|Deputy|Acting|Former|Prime|"
            r"Attorney|State|District|Police|Army|Navy|Air|Marine|Corps)\.?$", words[0])):
        words.pop(0)
    return " ".join(words)


def _fold(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def skeleton(name: str) -> str:
    """A transliteration-tolerant key: consonants only, q->k, doubled letters collapsed."""
    s = _fold(name.lower())
    s = "".join(c for c in s if c.isalpha())
    s = s.replace("q", "k").replace("ph", "f").replace("ck", "k").replace("c", "k")
    s = re.sub(r"[aeiouyhw]", "", s)
    return re.sub(r"(.)\1+", r"\1", s)


def sound(word: str) -> str:
    """A stricter sound key than ``skeleton``: s/z, k/c/q, f/ph, j/y and g/j... folded, vowels
    and doubled letters dropped."""
    s = skeleton(word).replace("z", "s").replace("x", "ks").replace("j", "y")
    return re.sub(r"(.)\1+", r"\1", s)


def initials(name: str) -> str:
    parts = [p for p in re.split(r"[\s-]+", name) if p and p.lower() not in _PARTICLES]
    return "".join(p[0] for p in parts if p[0].isalpha()).upper()


def _key(name: str) -> str:
    return re.sub(r"[\s’'.-]+", " ", _fold(name).casefold()).strip()


def _acronym(name: str) -> bool:
    return 2 <= len(name) <= 6 and name.isupper() and name.isalpha()


_ALIAS_PATTERNS = (
    re.compile(r"(?P<a>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)+),? (?:also )?known as (?:the )?"
               r"(?P<b>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*)"),
    re.compile(r"(?P<a>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*), or (?:the )?(?P<b>[A-Z][\w’'-]*(?: "
               r"[A-Z][\w’'-]*)+)(?= --|,| —|\))"),
    re.compile(r"(?P<a>[A-Z][\w’'-]*(?: (?:[A-Z][\w’'-]*|for|of|and))* [A-Z][\w’'-]*) "
               r"\((?P<b>[A-Z]{2,6})\)"),
    re.compile(r"(?P<a>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*) \(also known as (?:the )?"
               r"(?P<b>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*)\)"),
)
_AGENCIES = frozenset({"AP", "UPI", "AFP", "CNN", "BBC", "NYT", "XINHUA", "REUTERS"})


def explicit_aliases(text: str) -> list[tuple[str, str]]:
    """Aliases the text itself states: "X, known as Y", "X, or Y", "X (ABC)" when ABC are X's
    initials, "X (also known as Y)"."""
    out = []
    for k, pat in enumerate(_ALIAS_PATTERNS):
        for m in pat.finditer(text):
            a = re.sub(r"^(?:The|the) ", "", m.group("a"))
            b = m.group("b")
            if a in _NOT_NAMES or b in _NOT_NAMES:
                continue
            if k == 1 and text[max(0, m.start() - 2):m.start()] == ", ":
                continue  # "Google Glass, Ouya, or the Pebble Watch": a list
            if k == 2:  # "North Carolina (AP)" is a dateline, not an acronym
                if b in _AGENCIES or not _initials_fit(a, b):
                    continue
                words = a.split()
                a = next((" ".join(words[i:]) for i in range(len(words))
                          if initials(" ".join(words[i:])) == b), a)
            if k == 1 and (_kind_by_words(a) != _kind_by_words(b)):
                continue
            out.append((a, b))
    return out


def _initials_fit(expansion: str, acronym: str) -> bool:
    words = expansion.split()
    return any(initials(" ".join(words[i:])) == acronym for i in range(len(words)))


def _kind_by_words(name: str) -> str:
    toks = [t.lower().strip(".") for t in re.split(r"[\s-]+", name) if t]
    if any(t in _ORG_WORDS for t in toks):
        return "organisation"
    if any(t in _PLACE_WORDS for t in toks[1:]) or (toks and all(
            t in _PLACES or t in ("new", "north", "south", "east", "west", "united", "states",
                                  "kingdom", "saudi", "arabia", "sri", "lanka", "st", "san",
                                  "los", "angeles", "las", "vegas", "hong", "kong", "tel",
                                  "aviv", "of")
            for t in toks) and any(t in _PLACES or t in ("states", "arabia", "lanka", "angeles",
                                                         "vegas", "kong", "aviv") for t in toks)):
        return "place"
    return "other"


def _spelling_variant(a: str, b: str) -> bool:
    """Two single words that may spell one rare name differently (a transliteration or a
    typo): one edit apart (a transposition counts as one) with at least one of them a rare
    word, or two edits apart, sounding alike, with both rare; "Carolyn" / "Caroline" (both
    common names), "Pele" / "People" or "Mideast" / "Midwest" stay apart."""
    la, lb = _fold(a.lower()), _fold(b.lower())
    if la == lb or min(len(la), len(lb)) < 4 or not (la.isalpha() and lb.isalpha()):
        return False
    if any(re.search(r"[a-z][A-Z]|^[A-Z]{2}[a-z]", w) for w in (a, b)):
        return False  # "UConn", "McCain": the capitals make it another word
    short, long_ = sorted((la, lb), key=len)
    if (long_.startswith(short) and len(long_) - len(short) <= 3) or \
            re.sub(r"men$", "man", la) == re.sub(r"men$", "man", lb):
        return False  # Israel / Israeli, Kurd / Kurds, Klansman / Klansmen: other words
    za, zb = zipf(la), zipf(lb)
    ratio = SequenceMatcher(None, la, lb).ratio()
    same_sound = sound(la) == sound(lb) and len(sound(la)) >= 2
    d = _edits(la, lb)
    if d == 1:
        return min(za, zb) <= 3.2 and ratio >= 0.75
    if d == 2 and same_sound and max(za, zb) <= 2.5 and ratio >= 0.7 and la[0] == lb[0]:
        return True
    # two renderings of a name no dictionary has: Aamaq / Amak
    return same_sound and max(za, zb) <= 1.5 and la[0] == lb[0] and \
        abs(len(la) - len(lb)) <= 1 and ratio >= 0.65


def _typo_level(a: str, b: str) -> bool:
    """A variant so rare it is a slip of one writer ("Rudoloph"), not another outlet's
    spelling: one of the two words is unknown to the dictionary."""
    return min(zipf(_fold(a.lower())), zipf(_fold(b.lower()))) <= 1.5


def _edits(a: str, b: str) -> int:
    """Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    neighbours each count one (small strings)."""
    rows = [list(range(len(b) + 1))]
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            v = min(rows[-1][j] + 1, cur[j - 1] + 1, rows[-1][j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                v = min(v, rows[-2][j - 2] + 1)
            cur.append(v)
        rows.append(cur)
    return rows[-1][-1]


def same_entity(a: str, b: str) -> bool:
    """Whether two spellings plausibly name the same thing (without context)."""
    if _key(a) == _key(b):
        return True
    ta, tb = _key(a).split(), _key(b).split()
    if len(ta) == len(tb) == 1:
        return _spelling_variant(a, b)
    if min(len(ta), len(tb)) >= 2 and ta[0] == tb[0] and ta[-1] == tb[-1] and \
            len(ta[0]) > 1 and ta[-1] not in ("jr", "sr", "ii", "iii") and \
            _kind_by_words(a) == _kind_by_words(b) == "other" and \
            all(t[:1].isupper() or len(t) == 1 for t in re.split(r"[\s.]+", f"{a} {b}") if t):
        return True  # "Richard M. Larrabee", "Eric Robert Rudolph": a middle name more
    if len(ta) == len(tb) >= 2:
        diff = [(x, y) for x, y in zip(ta, tb, strict=True) if x != y]
        if len(diff) == 1:
            x, y = diff[0]
            return _spelling_variant(x, y) or (
                ta[-1] == tb[-1] and x[0] == y[0] and (len(x) == 1 or len(y) == 1))
    for x, y in ((a, b), (b, a)):
        if _acronym(x) and " " in y and initials(y) == x.upper():
            return True
        if _acronym(x) and _acronym(y) and len(x) < len(y) and y.startswith(x) and \
                x not in ("US", "UN", "EU", "UK"):
            return True
    return False


@dataclass
class _Name:
    key: str
    spelling: str  # the most frequent spelling of this key
    tokens: list[str]
    kind: str = "other"
    outlets: frozenset[str] = frozenset()


def _mention_cues(text: str, start: int, end: int) -> tuple[bool, bool]:
    before, after = text[max(0, start - 40):start], text[end:end + 12]
    person = bool(_PERSON_CUE_BEFORE.search(before)) or bool(
        re.match(r"^,? (?:\d{1,3},|an? \d{1,3}-year-old|who is \d{1,3}|aged \d)", after)) or \
        bool(re.match(r"^,? (?:said|says|told)\b", after))
    place = bool(re.search(r"\b(?:in|near|at|outside|across|from|to)\s+(?:the\s+)?$", before)) \
        or bool(re.match(r"^,\s+(?:[A-Z][a-z]{1,4}\.|[A-Z]{2})\b", after))
    return person, place


def extract_entities(story: Story) -> list[Entity]:
    """Entities of the story with their spelling variants and the articles that name them."""
    mentions: list[Mention] = []
    uf: DisjointSets[str] = DisjointSets()
    openers: list[Mention] = []
    inner: set[str] = set()
    inner_words: set[str] = set()
    alias_pairs: list[tuple[str, str]] = []
    for s in story.sentences:
        pos = 0
        for name, opens in name_spans(s.text):
            i = s.text.find(name.split()[0], pos)
            start = i if i >= 0 else pos
            end = start + len(name)
            pos = max(pos, start + 1)
            person, place = _mention_cues(s.text, start, end)
            m = Mention(name, s.article, s.id, person, place)
            (openers if opens else mentions).append(m)
            if not opens:
                inner.add(name)
                inner_words.update(name.split())
        alias_pairs += explicit_aliases(s.text)
    # a capitalised first word is a name only if it is capitalised mid-sentence somewhere too;
    # "Residents of Velmora" or "Suspects Udi Hargov" opening a sentence lose the common word
    for m in openers:
        if m.text in inner:
            mentions.append(m)
            continue
        words = m.text.split()
        while words and ((words[0] not in inner_words and zipf(words[0].lower()) >= 3.5) or
                         words[0] in ("Let", "Says", "Said", "Dear", "Thank", "Meet")):
            words.pop(0)
            while words and words[0].lower() in _PARTICLES:
                words.pop(0)
        if words:
            m.text = " ".join(words)
            if len(words) > 1 or m.text in inner:
                mentions.append(m)
    spellings: dict[str, dict[str, int]] = {}
    for m in mentions:
        spellings.setdefault(_key(m.text), {}).setdefault(m.text, 0)
        spellings[_key(m.text)][m.text] += 1
    names = {k: _Name(k, max(v, key=lambda s: (v[s], s)), k.split()) for k, v in
             spellings.items()}
    cues: dict[str, list[int]] = {k: [0, 0, 0] for k in names}
    for m in mentions:
        c = cues[_key(m.text)]
        c[0] += m.person_cue
        c[1] += m.place_cue
        c[2] += 1
    outlets: dict[str, set[str]] = {}
    for m in mentions:
        outlets.setdefault(_key(m.text), set()).add(
            (story.articles[m.article].outlet or str(m.article)).casefold())
    for k, n in names.items():
        n.kind = _kind(n.spelling, *cues[k])
        n.outlets = frozenset(outlets[k])
    for a, b in alias_pairs:
        ka, kb = _key(a), _key(b)
        if ka in names and kb in names:
            uf.union(ka, kb)
    _merge_variants(names, uf)
    groups: dict[str, list[Mention]] = {}
    for m in mentions:
        groups.setdefault(uf.find(_key(m.text)), []).append(m)
    out = []
    for ms in groups.values():
        counts: dict[str, int] = {}
        for m in ms:
            counts[m.text] = counts.get(m.text, 0) + 1
        name = max(counts, key=lambda v: (counts[v], len(v), v))
        kinds = {names[_key(v)].kind for v in counts} - {"other"}
        kind = kinds.pop() if len(kinds) == 1 else "other"
        spelled, aliases = _spellings(ms)
        out.append(Entity(name=name, variants=sorted(counts, key=lambda v: (-counts[v], v)),
                          articles=sorted({m.article for m in ms}), mentions=ms, kind=kind,
                          spellings=spelled, aliases=aliases))
    out.sort(key=lambda e: (-len(e.articles), -len(e.mentions), e.name))
    return out


def _kind(name: str, person_cues: int, place_cues: int, n: int) -> str:
    by_words = _kind_by_words(name)
    if by_words != "other":
        return by_words
    if _acronym(name):
        return "other"
    if person_cues and person_cues >= place_cues:
        return "person"
    if place_cues * 2 > n:
        return "place"
    return "other"


def _merge_variants(names: dict[str, _Name], uf: DisjointSets[str]) -> None:
    """Union the keys that name the same thing, through blocking keys (no all-pairs loop)."""
    def compatible(a: _Name, b: _Name) -> bool:
        return a.kind == b.kind or "other" in (a.kind, b.kind)

    def spelled_apart(a: _Name, b: _Name) -> bool:
        """A common-enough variant counts only between outlets: within one outlet two such
        spellings are usually two different names (Internet, Intranet)."""
        diff = [(x, y) for x, y in zip(a.tokens, b.tokens, strict=False) if x != y]
        if len(a.tokens) != len(b.tokens) or len(diff) != 1 or _typo_level(*diff[0]):
            return True
        return a.outlets != b.outlets

    # spelling variants of single words, and of multi-word names differing in one word
    by_sound: dict[tuple[int, int, str], list[_Name]] = {}
    by_rest: dict[tuple[int, str], list[_Name]] = {}
    for n in names.values():
        if len(n.tokens) == 1:
            by_sound.setdefault((1, 0, sound(n.key)), []).append(n)
        elif len(n.tokens) <= 4:
            for i in range(len(n.tokens)):
                rest = " ".join([*n.tokens[:i], "*", *n.tokens[i + 1:]])
                by_rest.setdefault((i, rest), []).append(n)
            by_rest.setdefault((-1, f"{n.tokens[0]} * {n.tokens[-1]}"), []).append(n)
    for bucket in (*by_sound.values(), *by_rest.values()):
        if len(bucket) < 2 or len(bucket) > 40:
            continue
        for i, a in enumerate(bucket):
            for b in bucket[i + 1:]:
                if a.key != b.key and compatible(a, b) and not _acronym(a.spelling) and \
                        same_entity(a.spelling, b.spelling) and spelled_apart(a, b):
                    uf.union(a.key, b.key)
    # acronyms and their expansions
    by_initials: dict[str, list[_Name]] = {}
    for n in names.values():
        if len(n.tokens) >= 2:
            by_initials.setdefault(initials(n.spelling), []).append(n)
    acronyms = [n for n in names.values() if _acronym(n.spelling)]
    for n in acronyms:
        full = [f for f in by_initials.get(n.spelling, [])
                if f.kind != "person" or len(n.spelling) >= 3]
        if len(full) >= 1 and len({uf.find(f.key) for f in full}) == 1:
            uf.union(n.key, full[0].key)
    for a in acronyms:  # "ISIS" and "IS" when the longer one has no expansion of its own
        for b in acronyms:
            if len(a.spelling) < len(b.spelling) and b.spelling.startswith(a.spelling) and \
                    a.spelling not in ("US", "UN", "EU", "UK") and \
                    not by_initials.get(b.spelling) and by_initials.get(a.spelling):
                uf.union(a.key, b.key)
    # a single word for the one person, or organisation, whose name ends (begins) with it,
    # in any spelling ("Amak" for "Aamaq News Agency")
    owners_by_sound: dict[str, list[tuple[str, _Name]]] = {}
    for n in names.values():
        if len(n.tokens) >= 2 and n.kind in ("person", "other") and \
                _kind_by_words(n.spelling) == "other":
            last = n.tokens[-2] if n.tokens[-1] in ("jr", "sr", "ii", "iii") and \
                len(n.tokens) >= 3 else n.tokens[-1]
            if last.capitalize() not in _NOT_NAMES:  # "TGI Friday" owns no "Fridya"
                owners_by_sound.setdefault(sound(last), []).append((last, n))
        if len(n.tokens) >= 2 and all(t in _GENERIC for t in n.tokens[1:]):
            owners_by_sound.setdefault(sound(n.tokens[0]), []).append((n.tokens[0], n))
    for n in names.values():
        if len(n.tokens) != 1 or len(n.key) < 3 or _acronym(n.spelling) or n.kind == "place":
            continue
        owners = {uf.find(o.key) for word, o in owners_by_sound.get(sound(n.key), [])
                  if word == n.key or _spelling_variant(word, n.key)}
        if len(owners) == 1:
            uf.union(n.key, next(iter(owners)))


def _spellings(ms: list[Mention]) -> tuple[dict[str, list[int]], list[str]]:
    """The genuinely different spellings of one entity and the articles using each (case,
    punctuation, a surname alone or a longer form of the same words are not spellings), and
    its aliases (acronyms, explicit "known as" names)."""
    by_key: dict[str, dict[str, int]] = {}
    arts: dict[str, set[int]] = {}
    for m in ms:
        k = _key(m.text)
        by_key.setdefault(k, {}).setdefault(m.text, 0)
        by_key[k][m.text] += 1
        arts.setdefault(k, set()).add(m.article)
    keys = list(by_key)
    aliases = [max(by_key[k], key=lambda s: by_key[k][s]) for k in keys
               if _acronym(max(by_key[k], key=lambda s: by_key[k][s]))]
    words = {k: k.split() for k in keys if not _acronym(max(by_key[k],
                                                             key=lambda s: by_key[k][s]))}

    def inside(a: list[str], b: list[str]) -> bool:
        """a is a shorter form of b: its words appear in b in order, or it abbreviates b's
        first names to initials ("D Aune" for "Dagfinn Aune")."""
        it = iter(b)
        if len(a) < len(b) and all(w in it for w in a):
            return True
        return len(a) == len(b) and a[-1] == b[-1] and a != b and all(
            x == y or (len(x) == 1 and y.startswith(x)) for x, y in zip(a, b, strict=True))

    kept = [k for k, w in words.items() if not any(inside(w, o) for o in words.values())]
    if len(kept) < 2:
        return {}, aliases
    # multi-word spellings sharing no word with each other are aliases, not spellings
    spell = {max(by_key[k], key=lambda s: by_key[k][s]): sorted(arts[k]) for k in kept}
    return spell, aliases


class Aliases:
    """Lookup: do two names (as written) denote the same entity of this story?"""

    def __init__(self, entities: list[Entity]):
        self._id: dict[str, int] = {}
        self.entities = entities
        for i, e in enumerate(entities):
            for v in e.variants:
                self._id[_key(v)] = i

    def same(self, a: str, b: str) -> bool:
        ka, kb = _key(a), _key(b)
        if ka == kb:
            return True
        ia, ib = self._id.get(ka), self._id.get(kb)
        if ia is not None and ia == ib:
            return True
        return same_entity(a, b)

    def known(self, a: str) -> bool:
        return _key(a) in self._id

    def entity(self, a: str) -> Entity | None:
        i = self._id.get(_key(a))
        return self.entities[i] if i is not None else None
