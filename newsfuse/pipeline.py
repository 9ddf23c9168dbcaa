"""Pipeline: the library API that runs the stages in order.

ingest -> clean -> segment -> trim -> align -> select -> order -> Brief. ``build_story`` gives the
analysed Story (used by ``compare`` and the story store too); ``summarize`` gives the Brief.
Both keep to ``newsfuse.limits`` (long articles cut with a warning; a story over its limits of
articles, words or sentences refused with a ``LimitError`` before the costly stages).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any, Literal

import numpy as np

from .align import (
    TWO_STORIES_SENTENCES,
    align,
    mark_paraphrases,
    off_story,
    story_groups,
    told_twice,
    two_stories,
)
from .clean import clean, left_out_reason
from .dates import parse_date
from .focus import FocusParams, focus
from .ingest import coerce_articles, label_outlets
from .limits import Limits, check_sentences, check_story, current
from .model import (
    Article,
    Brief,
    BriefSentence,
    NewsfuseError,
    Sentence,
    Story,
    article_infos,
)
from .novelty import NoveltyParams, novelty, split_since
from .order import Timeline, marked_edits, order, sections
from .refs import Context, leaned_on, quote_edits, role_edits
from .segment import segment
from .select import SelectParams, select
from .terms import Vocabulary, use_vocabulary
from .trim import trim

Quality = Literal["fast", "best"]
DEFAULT_WORDS = 120
REPEAT_ROUNDS = 3  # briefs chosen at most this often while one tells a fact twice


def build_story(articles: Iterable[Article | str | dict[str, Any]],
                limits: Limits | None = None) -> Story:
    """Read, clean, segment, trim and align articles into one analysed Story.

    ``limits`` (default: ``newsfuse.limits`` as the environment sets them) bound the work: an
    article over ``article_words`` is cut (with a warning); more articles, words or sentences
    than the story limits is a ``LimitError``.
    """
    limits = current(limits)
    arts = label_outlets(coerce_articles(articles))
    if not arts:
        raise NewsfuseError("no articles to summarize")
    arts, cuts = check_story(arts, limits)
    vocab = Vocabulary()  # this story's own ids: the same in every process
    with use_vocabulary(vocab):
        story = Story(articles=tuple(arts), vocab=vocab)
        story = segment(clean(story))
        check_sentences(len(story.sentences), limits)
        story = align(trim(story))
        story = replace(story, off_story=off_story(story))
        story = replace(story, left_out=left_out(story))
        return replace(story, warnings=tuple(cuts) + story.warnings + tuple(_warnings(story)))


def left_out(story: Story) -> tuple[tuple[int, str], ...]:
    """Each article that adds nothing to a brief, with the reason every output shows."""
    with_text = {s.article for s in story.sentences}
    far = dict(story.off_story)
    out = []
    for i, art in enumerate(story.articles):
        why = left_out_reason(art, [r for r in story.removed if r.article == i],
                              i in story.boilerplate, i in with_text)
        if why is None and i in far:
            why = (f"probably about another story: its words are nearly none of the other "
                   f"articles' (closest cosine {far[i]:.2f}); a link only in ideas, not words, "
                   "is missed")
        if why:
            out.append((i, why))
    return tuple(out)


def article_label(art: Article) -> str:
    """How a warning names an article: outlet, headline and id."""
    title = f" \u201c{art.title}\u201d" if art.title else ""
    return f"{art.outlet or 'article'}{title} ({art.id})"


def _english(story: Story, sample: int = 400) -> bool:
    """Stopwords (non-content words) make up a usual share of the first words (~40% in
    English prose; under 15% means another language)."""
    ids = np.concatenate([s.token_ids for s in story.sentences[:40]])[:sample]
    if len(ids) < 20 or story.vocab is None:
        return True
    return float(1.0 - story.vocab.content[ids].mean()) >= 0.15


def _groups_apart(story: Story) -> list[list[int]]:
    """The articles (not left out) in groups that share almost no words
    (``align.story_groups``), when two or more groups each hold TWO_STORIES_SENTENCES
    sentences: several stories told, not one story's short aside."""
    groups = story_groups(story)
    gone = {i for i, _ in story.left_out}
    members: dict[int, list[int]] = {}
    for a, g in sorted(groups.items()):
        if a not in gone:
            members.setdefault(g, []).append(a)
    size = {g: sum(1 for s in story.sentences if s.article in m) for g, m in members.items()}
    if sum(1 for n in size.values() if n >= TWO_STORIES_SENTENCES) < 2:
        return []
    return sorted(members.values())


def _warnings(story: Story) -> list[str]:
    out = []
    if len(story.articles) == 1:
        out.append("only one article: the brief cannot show cross-source support")
    if not story.sentences:
        out.append("no story text left after cleaning: every document looks like captions, "
                   "credits or web boilerplate, so the brief is empty")
    out += [f"left out {article_label(story.articles[i])}: {why}" for i, why in story.left_out]
    apart = two_stories(story)
    if apart is not None:
        out.append(f"the two articles share almost no words (cosine {apart:.2f}): they may be "
                   "about different stories; the brief keeps each one's sentences together")
    elif len(story.articles) > 2 and (apart_groups := _groups_apart(story)):
        listed = "; ".join("[" + ", ".join(str(a + 1) for a in g) + "]" for g in apart_groups)
        out.append(f"the articles fall into {len(apart_groups)} groups that share almost no "
                   f"words ({listed}): they may be about different stories; the brief keeps "
                   "each group's sentences together")
    if story.sentences and not _english(story):
        out.append("the text does not look like English: sentence splitting, stopwords and "
                   "word statistics are English-only, so the brief may be poor")
    return out


def summarize(articles: Iterable[Article | str | dict[str, Any]] | Story,
              words: int = DEFAULT_WORDS, *, quality: Quality = "fast",
              report: bool = False, params: SelectParams | None = None,
              query: str | dict[str, str] | None = None,
              focus_params: FocusParams | None = None,
              seen: Iterable[Article | str | dict[str, Any] | int] | None = None,
              since: str | None = None,
              novelty_params: NoveltyParams | None = None,
              limits: Limits | None = None) -> Brief:
    """One faithful, attributed brief of the articles, at most ``words`` words.

    ``articles`` may be strings, article dicts (``{"text", "title"?, "source"?, ...}``),
    Articles, or an already built Story. ``quality="best"`` solves the selection exactly
    (integer program) instead of greedily. ``report=True`` attaches the cross-source comparison.
    Every outlet that tells a brief sentence's fact in other words is marked
    (``align.mark_paraphrases``), and a sentence that tells again the fact of one before it, as
    those marks find (``align.told_twice``), gives its words to another fact unless a later
    sentence leans on it.
    ``query`` (a question, or a topic ``{"title", "narrative"}``) makes a brief that answers it
    from the articles that speak to it, and says so when none does. ``limits`` bound the work
    (see ``build_story``).

    ``seen`` (articles the reader has read; with a built Story, their indices in it) and/or
    ``since`` (a date: articles published before it count as seen) make an update brief: only
    what the other articles add, nothing the seen ones already said in any wording, with new
    figures set against old ones. Seen articles are listed after the new ones in ``articles``.
    """
    if isinstance(words, bool) or not isinstance(words, int) or words < 1:
        raise NewsfuseError(f"words must be a positive integer, not {words!r}")
    if quality not in ("fast", "best"):
        raise NewsfuseError(f"quality must be 'fast' or 'best', not {quality!r}")
    if isinstance(articles, Story):
        story = articles
        seen_idx = [] if seen is None else _indices(seen, len(story.articles))
    else:
        new = list(articles)
        seen_list = [] if seen is None else list(seen)
        if any(isinstance(x, int) and not isinstance(x, bool) for x in seen_list):
            raise NewsfuseError("seen articles are given as articles; indices only with a "
                                "built Story")
        story = build_story(new + seen_list, limits)
        seen_idx = list(range(len(story.articles) - len(seen_list), len(story.articles)))
    update_warnings: list[str] = []
    if since is not None:
        before, _, undated = split_since(story.articles, since)
        undated = [i for i in undated if i not in seen_idx]
        seen_idx = sorted(set(seen_idx) | set(before))
        if undated:
            update_warnings.append(f"{len(undated)} article(s) have no readable published "
                                   f"date: counted as new since {since}")
    if seen is not None or since is not None:
        story = novelty(story, seen_idx, since, novelty_params)
    elif story.novelty is not None:
        story = replace(story, novelty=None)
    if query is not None:
        story = focus(story, query, focus_params)
    elif story.focus is not None:
        story = replace(story, focus=None)
    method = "ilp" if quality == "best" else "greedy"
    again: set[int] = set()
    keep: list[int] = []
    for _ in range(REPEAT_ROUNDS):
        with use_vocabulary(story.vocab):
            chosen = order(story, select(story, words, params, method=method, keep=keep,
                                         leave_out=again))
        sentences = standalone_sentences(story, chosen, words)
        ids = [bs.sentence for bs in sentences]
        marked = mark_paraphrases(story, ids)
        twice = told_twice(marked, ids)
        if twice:  # (kept where a later sentence leans on it)
            brief = [story.sentences[i] for i in ids]
            twice = [j for j in twice if not leaned_on(Context.of(story), brief, ids.index(j))]
        if not twice:
            break  # (rare: one brief in 25) a brief sentence that tells again the fact of
        # one before it, as the marks found: the brief without it, its words to what
        again.update(twice)  # selection values most after the rest
        keep = [i for i in ids if i not in again]
    if marked is not story:  # the outlets that tell a brief sentence's fact in other words
        story = marked
        sentences = [replace(bs, **{k: getattr(brief_sentence(story, bs.sentence), k)
                                    for k in ("sources", "independent", "support",
                                              "first_reported")})
                     for bs in sentences]
    placed = sections(story, [story.sentences[bs.sentence] for bs in sentences])
    if any(placed):  # (a story told over days: what came before and after its news)
        sentences = [replace(bs, section=x) for bs, x in zip(sentences, placed)]
    brief = Brief(sentences=sentences,
                  articles=article_infos(story), words_budget=words,
                  derivations=list(story.alignment.derivations) if story.alignment else [],
                  removed=list(story.removed), warnings=list(story.warnings) + update_warnings,
                  story=story)
    if report:
        from .compare import compare

        brief.report = compare(story)
    return brief


def standalone_sentences(story: Story, chosen: list[Sentence], words: int
                         ) -> list[BriefSentence]:
    """The chosen sentences as the brief shows them, in order, each with the marked edits
    newsfuse allows itself: where the brief has not introduced someone (``refs.resolve``: a
    surname completed as "[Jane] Hall"), and where a relative time word would read wrong in a
    brief of articles of several days (``order.Timeline.dated``: "today [1998-06-25]").
    The budget still holds: when the inserted words
    would take the brief over it, the sentence that needs them is left out instead (the
    opening sentence, the story's main event, keeps its place: the last sentences go). Who a
    person first named is (``refs.role_edits``: "[lawyer Paxton] Guymon said") is added last,
    only where the words left allow (``_with_roles``), and the quotation marks a sentence cut
    from a longer quotation needs (``refs.quote_edits``)."""
    ctx = Context.of(story)
    timeline = Timeline.of(story)
    out: list[BriefSentence] = []
    kept: list[Sentence] = []
    chosen = list(chosen)
    used = sum(s.display_words for s in chosen)
    for k, s in enumerate(chosen):
        if s is None:
            continue
        bs = brief_sentence(story, s.id)
        if timeline.several_days and timeline.tells_own_time(s):
            bs = replace(bs, own_time=True)
        text, edits = marked_edits(ctx, timeline, s, kept)
        if edits:
            extra = len(text.split()) - len(bs.text.split())
            while not out and used + extra > words and k < len(chosen) - 1 and \
                    chosen[-1] is not None:
                used -= chosen.pop().display_words  # the last sentence, not the opening
            if used + extra > words and len(chosen) > 1:
                used -= s.display_words
                continue
            used += extra
            bs = replace(bs, text=text, edits=edits)
        out.append(bs)
        kept.append(s)
    return [_quoted(story, bs) for bs in _with_roles(ctx, story, out, words)]


def _with_roles(ctx: Context, story: Story, out: list[BriefSentence], words: int
                ) -> list[BriefSentence]:
    """``out`` (the brief's sentences in order) with who each person is where the brief first
    names them without saying (``refs.role_edits``: "[lawyer Paxton] Guymon said"), as the
    words left in the budget allow, first sentence first: a role never takes a sentence's
    place, so selection is not asked to pay for it."""
    used = sum(len(bs.text.split()) for bs in out)
    done: list[BriefSentence] = []
    for bs in out:
        text, edits = role_edits(ctx, story.sentences[bs.sentence], bs.text,
                                 [x.text for x in done], room=words - used)
        if edits:
            used += len(text.split()) - len(bs.text.split())
            bs = replace(bs, text=text, edits=(*bs.edits, *edits))
        done.append(bs)
    return done


def _quoted(story: Story, bs: BriefSentence) -> BriefSentence:
    """``bs`` with the quotation marks it needs as a sentence cut from a longer quotation
    (``refs.quote_edits``), each a marked edit."""
    text, edits = quote_edits(story, bs.sentence, bs.text)
    return replace(bs, text=text, edits=(*bs.edits, *edits)) if edits else bs


def brief_sentence(story: Story, sid: int) -> BriefSentence:
    """A chosen sentence with every article that reports it and their wording, the day the
    article its words come from was published (``reported``, when it says) and the earliest
    day of an article that reports it (``first_reported``)."""
    s = story.sentences[sid]
    al = story.alignment
    support = tuple((a, story.sentences[j].text, v) for a, j, v in al.support[sid]) if al else ()
    sources = tuple(al.articles_of(s)) if al else (s.article,)
    if story.novelty is not None:  # an update reports what the new articles say
        seen = story.novelty.seen
        support = tuple(x for x in support if x[0] not in seen)
        sources = tuple(a for a in sources if a not in seen)
    indep = al.independent(list(sources)) if al else 1
    rel = float(story.focus.relevance[sid]) if story.focus is not None else None
    updates = story.novelty.updates.get(sid, ()) if story.novelty is not None else ()
    day = parse_date(story.articles[s.article].published)
    days = [d for d in (parse_date(story.articles[a].published) for a in sources) if d]
    first = min(days, default=day)
    return BriefSentence(text=s.display, sources=sources, sentence=sid, article=s.article,
                         independent=indep, support=support, relevance=rel, updates=updates,
                         reported=day.isoformat() if day else None,
                         first_reported=first.isoformat() if first else None)


def _indices(seen: Iterable[Any], n: int) -> list[int]:
    out = []
    for x in seen:
        if isinstance(x, bool) or not isinstance(x, int):
            raise NewsfuseError("with a built Story, seen articles are given by index")
        if not 0 <= x < n:
            raise NewsfuseError(f"seen article index {x} out of range (the story has {n})")
        out.append(x)
    return out
