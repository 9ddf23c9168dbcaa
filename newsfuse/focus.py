"""Focus: how much each term and each sentence of a story bears on the reader's question.

Owns the question (a free-text question, or a DUC/TAC topic's title and narrative), its terms
(content words; instruction words such as "describe" or "discuss" say what to do, not what
about), and relevance: the question's terms are expanded with the words the story itself uses
around them (pseudo-relevance feedback from the sentences that match the question best) and
with the story's topic signature (terms far more frequent in the story than in English at
large, by log-likelihood ratio; Lin and Hovy 2000), so that a sentence can answer a question
in other words than the question's. The result, ``model.Focus``, feeds select's objective:
concepts are weighted by their relevance, and sentences by how much they answer.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from .align import vectorize
from .model import Focus, NewsfuseError, Story
from .terms import content_mask, encode, stem, use_vocabulary

MAX_QUERY_CHARS = 5000

# words that tell the summariser what to do rather than what the question is about
INSTRUCTION_WORDS = frozenset("""
describe describes described discuss discusses explain explains identify identifies include
includes give gives provide provides list summarize summarise tell determine write account
information info details detail specific specifically particular various aspects aspect
regarding concerning related relating involved involving example examples kind kinds sort
know known happen happened happening happens occur occurred take taken place
""".split())
_INSTRUCTION_STEMS = frozenset(stem(w) for w in INSTRUCTION_WORDS)


@dataclass(frozen=True)
class FocusParams:
    """How the question is expanded and sentences scored; see bench/focus_quality.py."""

    feedback_sentences: int = 10  # top-matching sentences whose words expand the question
    feedback_min: int = 2  # a feedback word is in at least this many of them
    feedback_weight: float = 0.6  # weight of a feedback word relative to a question word
    signature_weight: float = 0.2  # weight of the story's topic-signature words
    signature_llr: float = 10.83  # chi-square 0.001: a term is part of the topic signature
    expansion_terms: int = 30  # at most this many expansion words of each kind
    # an article speaks to the question when one of its sentences holds this share of the
    # question's (rarity-weighted) words; when none does, nothing answers it. On DUC 2007 dev:
    # 82% of a topic's own articles, 2.5% of the other topics' articles
    article_threshold: float = 0.2
    relative_threshold: float = 0.0


def topic_query(q: Any) -> str:
    """A question as text: a string, or a topic ``{"title", "narrative"}`` (either may be
    missing), title and narrative joined."""
    if isinstance(q, str):
        text = q
    elif isinstance(q, dict):
        parts = [q.get(k) for k in ("title", "narrative")]
        if not all(p is None or isinstance(p, str) for p in parts):
            raise TypeError("a topic's 'title' and 'narrative' must be strings")
        parts = [p.strip() for p in parts if p and p.strip()]
        text = " ".join(p if p.endswith((".", "?", "!")) else p + "." for p in parts)
    else:
        raise TypeError(f"a query must be a string or a topic {{\"title\", \"narrative\"}}, "
                        f"not {type(q).__name__}")
    text = " ".join(text.split())
    if not text:
        raise ValueError("the query is empty")
    if len(text) > MAX_QUERY_CHARS:
        raise ValueError(f"the query is too long ({len(text)} characters; at most "
                         f"{MAX_QUERY_CHARS})")
    return text


def record_query(obj: dict[str, Any]) -> str | None:
    """The question of an input record (batch, eval): ``query`` (a string) or ``topic`` (a
    string or ``{"title", "narrative"}``); None when it has neither. Raises ValueError or
    TypeError naming the field when it is malformed."""
    for key in ("query", "topic"):
        if obj.get(key) is not None:
            try:
                return topic_query(obj[key])
            except (TypeError, ValueError) as exc:
                raise ValueError(f"'{key}': {exc}") from None
    return None


def focus(story: Story, query: Any, params: FocusParams | None = None) -> Story:
    """The story with its ``focus``: the question's terms, expanded, and every sentence's
    relevance to it."""
    try:
        text = topic_query(query)
    except (TypeError, ValueError) as exc:
        raise NewsfuseError(str(exc)) from None
    with use_vocabulary(story.vocab):
        return replace(story, focus=_focus(story, text, params or FocusParams()))


def question_terms(text: str) -> np.ndarray:
    """Stem ids (current vocabulary) of the question's content words, instructions left out."""
    ids = encode(text)
    if not len(ids):
        return ids
    content = content_mask()
    from .terms import vocabulary

    stems = vocabulary().stems
    keep = [i for i in dict.fromkeys(ids[content[ids]].tolist())
            if stems[i] not in _INSTRUCTION_STEMS]
    return np.array(keep, dtype=np.int64)


def _focus(story: Story, text: str, p: FocusParams) -> Focus:
    vocab = story.vocab
    q_ids = question_terms(text)
    n_vocab = len(vocab.stems)
    weight = np.zeros(n_vocab)
    sents = story.sentences
    terms = tuple(vocab.stems[i] for i in q_ids)
    if not len(q_ids) or not sents:
        zero = np.zeros(len(sents))
        return Focus(text, terms, weight, zero, zero, frozenset())
    weight[q_ids] = 1.0
    al = story.alignment
    # rarity-weighted, L2-normalised content-term vectors
    vec = al.vectors if al is not None and al.vectors is not None else vectorize(sents)
    direct = _coverage(sents, q_ids, n_vocab)
    if p.feedback_weight:
        _add_top(weight, _feedback(sents, vec, weight, q_ids, vocab, p), p.expansion_terms,
                 p.feedback_weight, binary=False)
    # a sentence bears on the question when it has one of the question's words or of the
    # words the story uses around them; the topic signature only ranks such sentences
    asked = _cosine(vec, weight) > 0
    if p.signature_weight:
        sig = signature(story, p.signature_llr)
        sig[_numeric(vocab)] = 0.0
        _add_top(weight, sig, p.expansion_terms, p.signature_weight, binary=True)
    rel = np.where(asked, _cosine(vec, weight), 0.0)
    if p.relative_threshold and rel.max() > 0:
        rel = np.where(rel >= p.relative_threshold * rel.max(), rel, 0.0)
    # a question of several words is not answered by a sentence sharing one of them ("burst
    # its banks" does not answer a question about a central bank's rates)
    need = min(2, -(-len(q_ids) // 3))
    q_set = set(q_ids.tolist())
    speaking = frozenset(s.article for s in sents if direct[s.id] >= p.article_threshold - 1e-9
                         and len(q_set.intersection(s.term_ids.tolist())) >= need)
    return Focus(text, terms, weight, rel, direct, speaking)


def _feedback(sents: Any, vec: Any, weight: np.ndarray, q_ids: np.ndarray, vocab: Any,
              p: FocusParams) -> np.ndarray:
    """Pseudo-relevance feedback: words that several of the sentences matching the question
    best share, and that are more common there than in the story as a whole (the lift of
    their share of those sentences over their share of all sentences)."""
    n_vocab = len(weight)
    rel = _cosine(vec, weight)
    top = np.argsort(-rel, kind="stable")[:p.feedback_sentences]
    top = top[rel[top] > 0]
    count = np.zeros(n_vocab)
    for k in top.tolist():
        count[np.unique(sents[k].term_ids)] += 1
    df = np.zeros(n_vocab)
    for s in sents:
        df[np.unique(s.term_ids)] += 1
    score = count / max(1, len(top)) - df / len(sents)
    score[(count < p.feedback_min) | _numeric(vocab) | (score < 0)] = 0.0
    score[q_ids] = 0.0
    return score


def _coverage(sents: Any, q_ids: np.ndarray, n_vocab: int) -> np.ndarray:
    """Share of the question's (rarity-weighted) words each sentence contains; numbers in the
    question (years, counts) count a fifth: they narrow a question, they are not its subject."""
    from .terms import rarity_by_id, vocabulary

    stems = vocabulary().stems
    w = np.zeros(n_vocab + 1)
    w[q_ids] = rarity_by_id()[q_ids] * np.array([0.2 if stems[i][:1].isdigit() else 1.0
                                                 for i in q_ids.tolist()])
    total = w.sum()
    if total <= 0:
        return np.zeros(len(sents))
    return np.array([w[np.unique(np.minimum(s.term_ids, n_vocab))].sum() / total
                     for s in sents])


def _numeric(vocab: Any) -> np.ndarray:
    """Stems that are numbers (years, counts): never expansion words."""
    return np.array([st[:1].isdigit() for st in vocab.stems], dtype=bool)


def _add_top(weight: np.ndarray, scores: np.ndarray, k: int, scale: float,
             binary: bool) -> None:
    """Give the ``k`` best-scoring terms (score > 0) ``scale`` of a question word's weight
    (``binary``), or up to it in proportion to their score."""
    scores = scores[:len(weight)]
    if not len(scores) or scores.max() <= 0:
        return
    top = np.argsort(-scores, kind="stable")[:k]
    top = top[scores[top] > 0]
    add = np.full(len(top), scale) if binary else scale * scores[top] / scores[top[0]]
    weight[top] = np.maximum(weight[top], add)


def _cosine(vec: Any, weight: np.ndarray) -> np.ndarray:
    """Cosine of each sentence vector with the (rarity-weighted) question vector."""
    from .terms import rarity_by_id

    q = np.zeros(vec.shape[1])
    q[:len(weight)] = weight * rarity_by_id()[:len(weight)]
    norm = np.linalg.norm(q)
    if norm == 0:
        return np.zeros(vec.shape[0])
    return np.asarray(vec @ (q / norm)).ravel()


def signature(story: Story, threshold: float = 10.83) -> np.ndarray:
    """Log-likelihood ratio of each stem id being as frequent in the story as it is, against
    its frequency in English (wordfreq), for terms more frequent here; 0 below the chi-square
    0.001 level (10.83) and for stopwords."""
    vocab = story.vocab
    n_vocab = len(vocab.stems)
    ids = np.concatenate([s.term_ids for s in story.sentences]) if story.sentences else \
        np.zeros(0, dtype=np.int64)
    counts = np.bincount(ids, minlength=n_vocab).astype(float)[:n_vocab]
    total = counts.sum()
    out = np.zeros(n_vocab)
    if total == 0:
        return out
    zipf = np.clip(8.0 - vocab.rarity[:n_vocab], 0.0, None)
    # an unseen word is as rare as one in a billion (Zipf 0 = 1e-9 of English words); a story's
    # content words are some 55% of its words, so their background share is raised to match
    bg = np.maximum(10.0 ** (zipf - 9.0), 1e-9) / 0.55
    bg = np.minimum(bg, 0.5)
    p_hat = counts / total
    k = counts
    with np.errstate(divide="ignore", invalid="ignore"):
        llr = 2.0 * (np.where(k > 0, k * np.log(p_hat / bg), 0.0)
                     + np.where(total - k > 0, (total - k) * np.log((1 - p_hat) / (1 - bg)),
                                0.0))
    llr[(p_hat <= bg) | (llr < threshold) | ~vocab.content[:n_vocab]] = 0.0
    return np.nan_to_num(llr)
