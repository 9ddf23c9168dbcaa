"""Summary quality and speed on Multi-News, through the user-facing `newsfuse eval`.

    python bench/quality.py [--data ../shared/data/multi_news] [--out bench/results]

Runs, each in one process with the baselines beside it (same cut, same scorer):
  1. validation.jsonl at 250 words: newsfuse fast and best, lead, LexRank (the main table);
  2. train.jsonl at 250 words: the same systems (the split the method was tuned on);
  3. validation at 100..400 words: newsfuse fast, lead, LexRank (ROUGE against budget).
Writes quality.md (tables), quality.json (all figures) and rouge_vs_budget.png to --out.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUDGETS = (100, 150, 200, 250, 300, 350, 400)


def run_eval(data: Path, words: int, qualities: list[str], baselines: str) -> dict:
    cmd = [sys.executable, "-m", "newsfuse.cli", "eval", str(data), "--words", str(words),
           "--baselines", baselines, "--format", "json", "--quiet"]
    for q in qualities:
        cmd += ["--quality", q]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT).stdout
    return json.loads(out)


def table(result: dict) -> str:
    rows = result["results"]
    lex = next((r for r in rows if r["system"] == "lexrank"), None)
    lines = ["| system | R1 | R2 | RL | clusters/s | x LexRank speed |",
             "|---|---|---|---|---|---|"]
    for r in rows:
        ratio = r["clusters_per_second"] / lex["clusters_per_second"] if lex else float("nan")
        lines.append(f"| {r['system']} | {r['rouge1']:.2f} | {r['rouge2']:.2f} | "
                     f"{r['rougeL']:.2f} | {r['clusters_per_second']:.1f} | {ratio:.1f} |")
    return "\n".join(lines)


def plot(sweep: dict[int, dict], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    systems = [r["system"] for r in next(iter(sweep.values()))["results"]]
    fig, axes = plt.subplots(1, 2, figsize=(10, 4), sharex=True)
    for ax, metric, name in ((axes[0], "rouge1", "ROUGE-1 F1"), (axes[1], "rouge2", "ROUGE-2 F1")):
        for system in systems:
            ys = [next(r[metric] for r in sweep[b]["results"] if r["system"] == system)
                  for b in BUDGETS]
            ax.plot(BUDGETS, ys, marker="o", label=system)
        ax.set_xlabel("word budget (summary and reference cut to it)")
        ax.set_ylabel(name)
        ax.grid(alpha=0.3)
    axes[0].legend()
    fig.suptitle("Multi-News validation (260 clusters)")
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "multi_news"))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results"))
    ap.add_argument("--skip-sweep", action="store_true")
    args = ap.parse_args()
    data, out = Path(args.data), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    figures: dict = {}
    md = ["# newsfuse on Multi-News", ""]
    for split in ("validation", "train"):
        res = run_eval(data / f"{split}.jsonl", 250, ["fast", "best"], "lead,lexrank")
        figures[split] = res
        md += [f"## {split}.jsonl ({res['clusters']} clusters), 250 words", "", table(res), ""]
        print(md[-2], flush=True)
    if not args.skip_sweep:
        sweep = {b: run_eval(data / "validation.jsonl", b, ["fast"], "lead,lexrank")
                 for b in BUDGETS}
        figures["budget_sweep"] = {str(b): v for b, v in sweep.items()}
        md += ["## ROUGE against the word budget (validation)", "",
               "| words | " + " | ".join(r["system"] for r in sweep[BUDGETS[0]]["results"]) +
               " |", "|---|" + "---|" * len(sweep[BUDGETS[0]]["results"])]
        for b in BUDGETS:
            md.append(f"| {b} | " + " | ".join(f"{r['rouge1']:.2f} / {r['rouge2']:.2f}"
                                                for r in sweep[b]["results"]) + " |")
        md += ["", "(cells: R1 / R2)", "", "![ROUGE vs budget](rouge_vs_budget.png)"]
        plot(sweep, out / "rouge_vs_budget.png")
    (out / "quality.md").write_text("\n".join(md) + "\n")
    (out / "quality.json").write_text(json.dumps(figures, indent=2) + "\n")
    print("\n".join(md))


if __name__ == "__main__":
    main()
