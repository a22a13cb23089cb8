"""Number formatting shared by the pages."""

import numpy as np
import pytest

from dashboard.text.formatting import exact_format, format_exact, format_interval


def test_an_interval_shows_both_ends_to_four_decimals_and_none_as_a_dash():
    assert format_interval((0.23262913, 1.0)) == "[0.2326, 1.0000]"
    assert format_interval((-0.05, 0.125)) == "[-0.0500, 0.1250]"
    assert format_interval(None) == "—"


@pytest.mark.parametrize("value, text", [
    (0.55, "0.55"), (0.5, "0.50"), (0.25, "0.25"), (1e-9, "0.000000001"), (123.0, "123.00"),
    (0.1 + 0.2, "3.0000000000000004e-01"), (1e-300, "1e-300"), (5e300, "5e+300"),
    (float(np.nextafter(0.95, 1)), "9.500000000000001e-01"),
])
def test_format_exact_is_short_and_reads_back(value, text):
    """The threshold is shown with the digits that identify it: short, and parsing it gives the
    same float (the number box and the slider show exactly the value the counts use)."""
    assert format_exact(value) == text
    assert float(text) == value
    assert exact_format(value) % value == text


@pytest.mark.parametrize("n_bytes, text", [(0, "0 B"), (1023, "1023 B"), (1024, "1.0 KB"),
                                           (1536, "1.5 KB"), (22_427, "21.9 KB"),
                                           (5 * 1024 ** 2 + 512 * 1024, "5.5 MB"),
                                           (1024 ** 3, "1.0 GB")])
def test_a_file_size_in_units_of_1024(n_bytes, text):
    from dashboard.text.formatting import format_size

    assert format_size(n_bytes) == text
