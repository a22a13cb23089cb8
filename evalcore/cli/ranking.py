"""``python -m evalcore ranking FILE``: MRR, MAP, P@k, Recall@k, NDCG@k, RC and τ-b as JSON."""

from __future__ import annotations

import argparse
import dataclasses

from evalcore.api.settings import RANKING_DEFAULTS, RankingSettings  # noqa: F401
from evalcore.cli._engine import add_engine_arguments, engine_of, open_runner
from evalcore.errors import EvalInputError
from evalcore.messages import render


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
    add_engine_arguments(parser, binned=False)
    parser.set_defaults(run=run, **RANKING_DEFAULTS)


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
    if engine_of(args) is not None:
        return engine_result(args)
    return analysis_of(args).to_json()


def analysis_of(args: argparse.Namespace):
    """The :class:`~evalcore.analysis.ranking.RankingAnalysis` of the parsed flags' settings."""
    from evalcore.api import build
    from evalcore.cli._common import read_input

    return build.ranking(RankingSettings.of_args(args), read_input(args.file))


def engine_result(args: argparse.Namespace) -> dict:
    """The same report from an engine's ranked rows and pair counts
    (:mod:`evalcore.engine.ranking`), queries in id order. ``--ties average`` needs every row and
    is refused."""
    import numpy as np
    import pandas as pd

    from evalcore.analysis.ranking import RankingAnalysis
    from evalcore.engine.ranking import MAX_GRADES, ranked_rows, reciprocal_ranks
    from evalcore.ranking import evaluate_ranking
    from evalcore.ranking.metrics import _check_k, _check_options

    if args.ties == "average":
        raise EvalInputError("cli_engine_option_unsupported", option="--ties average")
    _check_options(args.relevance_level, args.gain, args.ties)
    k = _check_k(args.k)
    rows = ranked_rows(open_runner(args), k, query_col=args.query_col, doc_col=args.doc_col,
                       relevance_col=args.relevance_col, score_col=args.score_col)
    # The kept rows in their true order (score = −rank): exact at every position ≤ k.
    evaluation = evaluate_ranking(rows.query_id, rows.relevance, -rows.rank.astype(float),
                                  relevance_level=args.relevance_level, gain=args.gain)
    codes, query_ids = pd.factorize(rows.query_id)
    reciprocal, average = reciprocal_ranks(codes, rows.rank,
                                           rows.relevance >= args.relevance_level, len(query_ids))
    undefined = np.full(len(query_ids), np.nan)
    evaluation = dataclasses.replace(
        evaluation, reciprocal_rank=reciprocal, average_precision=average,
        rc=rows.pairs.rank_correlation() if rows.pairs else undefined,
        kendall_tau=rows.pairs.kendall_tau() if rows.pairs else undefined)
    result = RankingAnalysis(evaluation, rows.columns,
                             n_docs=[rows.n_docs[q] for q in query_ids], k=k).to_json()
    if rows.pairs is None:  # too many grades for one window each
        params = {"max": MAX_GRADES}
        result["notes"] = {key: {"key": "engine_ranking_correlation",
                                 "message": render("engine_ranking_correlation", "en", params)}
                           for key in ("rc", "kendall_tau")}
    return result
