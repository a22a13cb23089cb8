"""The pictures of the evaluation methods draw evalcore's values: the fold strips' cells are the
splits' roles, and each frame of the bootstrap animation shows the drawn counts and, as hollow
balls, exactly the balls never drawn, with their share in the frame's title."""

import numpy as np

from dashboard.resampling.pictures import (DrawLabels, StripLabels, bootstrap_animation_figure,
                                           fold_strips_figure)
from evalcore.evaluation_methods import LabSettings
from evalcore.view.layout import CLASSROOM_SCALE, presentation
from tests.plotly_frames import shown_after
from evalcore.evaluation_methods.pictures import bootstrap_draws, fold_strips

STRIPS = StripLabels(train="train", test="test", class_row="class",
                     class_name=lambda label: f"class {label}",
                     split_name=lambda repeat, fold: f"r{repeat} f{fold}", x_title="rows")
DRAWS = DrawLabels(frame_title=lambda k, m, never, share: f"{k}/{m}: {never} = {share:.3f}",
                   drawn="drawn", never="never", share="share", expected="expected",
                   limit="1/e", x_title="draws", y_title="share", play="play", pause="pause")


def test_strip_cells_are_the_roles_and_the_class_strip_the_classes():
    strips = fold_strips(LabSettings(dataset="iris", method="repeated", folds=3, repeats=2))
    fig = fold_strips_figure(strips, labels=STRIPS)
    cells = np.asarray(fig.data[0].z)
    # the first row: 3 + each row's class; then one row per split: 1 train, 2 test
    assert np.array_equal(cells[0], 3 + strips.class_codes)
    assert np.array_equal(cells[1:], strips.roles)
    assert list(fig.data[0].y) == ["class", "r1 f1", "r1 f2", "r1 f3", "r2 f1", "r2 f2", "r2 f3"]
    names = [trace.name for trace in fig.data if trace.name]
    assert names == ["class 0", "class 1", "class 2", "train", "test"]


def test_every_frame_marks_exactly_the_never_drawn_balls():
    draws = bootstrap_draws(12, seed=4)
    fig = bootstrap_animation_figure(draws, labels=DRAWS)
    assert len(fig.frames) == 12
    for k, frame in enumerate(fig.frames, start=1):
        drawn, never, share = frame.data
        counts = draws.counts[k - 1]
        assert sorted(np.asarray(never.customdata) - 1) == np.flatnonzero(counts == 0).tolist()
        assert [int(v) for v in drawn.text] == counts[counts > 0].tolist()
        assert len(never.x) / 12 == draws.never_share[k - 1]
        assert share.y[-1] == draws.never_share[k - 1]
        assert frame.layout.title.text == DRAWS.frame_title(
            k, 12, int((counts == 0).sum()), float(draws.never_share[k - 1]))
    # after the last draw the never-drawn balls are the out-of-bag set, marked red
    last_never = fig.frames[-1].data[1]
    assert sorted(np.asarray(last_never.customdata) - 1) == draws.never_drawn.tolist()
    assert last_never.marker.line.color != fig.frames[0].data[1].marker.line.color


def test_a_classroom_animation_keeps_its_sizes_and_shows_each_draw_while_it_plays():
    """Presented for classroom mode (larger balls, count text and line), every frame played over
    the figure (as Plotly.js merges it, :mod:`tests.plotly_frames`) shows that draw's balls at
    the classroom sizes, after the last draw and back."""
    draws = bootstrap_draws(15, seed=2)
    fig = presentation(bootstrap_animation_figure(draws, labels=DRAWS), font_size=18)
    order = [*range(15), 14, 0, 7]  # played through, then the slider moved back
    for k in order:
        drawn, never, share = shown_after(fig, fig.frames[k])[:3]
        counts = draws.counts[k]
        assert drawn["marker"]["size"] == never["marker"]["size"] == 26 * CLASSROOM_SCALE
        assert drawn["textfont"]["size"] == 18 and drawn["textfont"]["color"] == "white"
        assert share["line"]["width"] == 2 * CLASSROOM_SCALE
        assert [int(v) for v in drawn["text"]] == counts[counts > 0].tolist()
        assert sorted(np.asarray(never["customdata"]) - 1) == np.flatnonzero(counts == 0).tolist()
        ringed = np.asarray(drawn["customdata"])[np.asarray(drawn["marker"]["line"]["width"]) > 0]
        assert ringed.tolist() == [draws.drawn[k] + 1]
        assert never["marker"]["line"]["color"] == ("#d62728" if k == 14 else "#999999")
        assert np.array_equal(share["y"], draws.never_share[:k + 1])
