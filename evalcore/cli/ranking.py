"""``python -m evalcore ranking FILE``: MRR, MAP, P@k, Recall@k, NDCG@k, RC and τ-b as JSON."""

from __future__ import annotations

import argparse


def add_parser(subparsers) -> None:
    """Register the ``ranking`` sub-command."""
    parser = subparsers.add_parser(
        "ranking",
        help="ranking metrics (MRR, MAP, P@k, Recall@k, NDCG@k, rank correlation)",
        description="Evaluate rankings from a long-format file (one row per query-document pair: "
        "query id, optional document id, relevance grade >= 0, score). Score ties are broken by "
        "document id in decreasing string order (trec_eval), else by file order. Queries without "
        "a relevant document score 0 and count in the means. RC (seed 002's weighted Kendall, "
        "unit weights, pairs of equal grade left out) and Kendall's tau-b are averaged over the "
        "queries where they are defined.",
    )
    parser.add_argument("file", help="CSV/TSV/Parquet file, one row per query-document pair")
    add_ranking_columns(parser)
    parser.add_argument("--score-col", metavar="C", help="column of model scores (default: "
                        "detected by name)")
    add_ranking_options(parser)
    parser.set_defaults(run=run, **RANKING_DEFAULTS)


RANKING_DEFAULTS = {"k": 10, "relevance_level": 1, "gain": "exponential", "ties": "first"}
"""Defaults of :func:`add_ranking_options` (set by the caller, so that ``compare`` can tell
whether a flag was given)."""


def add_ranking_columns(parser: argparse.ArgumentParser) -> None:
    """``--query-col``, ``--doc-col``, ``--relevance-col`` (shared with ``compare``)."""
    for role, what in (("query", "query ids"), ("doc", "document ids (optional)"),
                       ("relevance", "relevance grades")):
        parser.add_argument(f"--{role}-col", metavar="C",
                            help=f"column of {what} (default: detected by name)")


def add_ranking_options(parser: argparse.ArgumentParser) -> None:
    """``--k``, ``--relevance-level``, ``--gain``, ``--ties`` (shared with ``compare``; defaults
    in :data:`RANKING_DEFAULTS`)."""
    parser.add_argument("--k", type=int, metavar="K",
                        help="cut-off for P@k, Recall@k and NDCG@k (default: 10)")
    parser.add_argument("--relevance-level", type=int, metavar="L",
                        help="grades >= L count as relevant for MRR, MAP, P@k, Recall@k "
                        "(default: 1)")
    parser.add_argument("--gain", choices=("exponential", "linear"),
                        help="NDCG gain: 2^rel - 1 (seed 002, default) or rel (trec_eval's "
                        "ndcg_cut, scikit-learn)")
    parser.add_argument("--ties", choices=("first", "average"),
                        help="NDCG with tied scores: the tie-broken order (default) or the mean "
                        "over tied orders (scikit-learn's ndcg_score)")


def run(args: argparse.Namespace) -> dict:
    """Load the file and evaluate it; return the JSON-ready result."""
    from evalcore.cli._common import jsonable, read_input
    from evalcore.messages import render
    from evalcore.ranking import evaluate_ranking, load_ranking

    data = load_ranking(*read_input(args.file), query_col=args.query_col,
                        doc_col=args.doc_col, relevance_col=args.relevance_col,
                        score_col=args.score_col)
    evaluation = evaluate_ranking(data.query_id, data.relevance, data.score, doc_id=data.doc_id,
                                  relevance_level=args.relevance_level, gain=args.gain,
                                  ties=args.ties)
    summary = evaluation.summary(args.k)
    per_query = evaluation.per_query(args.k).set_index("query_id")
    return jsonable({
        "task": "ranking",
        "n_queries": summary.n_queries,
        "queries_without_relevant": summary.queries_without_relevant,
        "k": summary.k,
        "relevance_level": evaluation.relevance_level,
        "gain": evaluation.gain_kind,
        "ties": evaluation.ties,
        "columns": data.columns,
        "metrics": summary.metrics,
        "defined_queries": {"rc": summary.rc_queries, "kendall_tau": summary.kendall_tau_queries},
        "notes": {key: {"key": reason, "message": render(reason, "en", {})}
                  for key, reason in summary.reasons.items()},
        "per_query": {str(q): row for q, row in per_query.to_dict(orient="index").items()},
    })
