"""Number formatting shared by the pages."""

from dashboard.formatting import format_interval


def test_an_interval_shows_both_ends_to_four_decimals_and_none_as_a_dash():
    assert format_interval((0.23262913, 1.0)) == "[0.2326, 1.0000]"
    assert format_interval((-0.05, 0.125)) == "[-0.0500, 0.1250]"
    assert format_interval(None) == "—"
