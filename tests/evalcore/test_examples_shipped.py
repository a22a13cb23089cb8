"""The examples on scikit-learn's data read shipped predictions instead of fitting: ``python -m
evalcore examples --write`` fits nothing and writes the same bytes as when it fitted, and the
shipped tables equal fresh fits."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys

import pandas as pd
import pytest

from evalcore.examples._fits import FITS, shipped
from tests.conftest import ROOT

WRITTEN_SHA256 = {
    "breast_cancer_logreg.csv": "ca10d400f59fc5ad6b0329d2528b8d0ed35194ae80ad9aa4dde0dd1a9018d4c3",
    "breast_cancer_tree.csv": "dcd1766d78473b96f1d3f5fdf096a527624185e84707ea40983cb4f22846ae42",
    "compare_breast_cancer.csv": "5cffd8a7fa39a733838370311609eb651d6b98b9e322eb82832be47848959dbe",
    "compare_diabetes.csv": "6a430d9a5e526a130b63a99a9d40d890430a12eecd1b91ebd418b6792803513e",
    "compare_digits.csv": "a5f07c8c5b54621ad292a6ed744f32cc96dbe2f24fba3ed292479df4f07e0949",
    "compare_ranking_synthetic.csv":
        "a4526451d024f2494936e200d36e154b85058bf0fce659178219cb8a67879a1f",
    "compare_seed001.csv": "ad2a716c31a041629d0428eaebfdaf475d1bb912ab21587d710fe8d691e534f1",
    "diabetes_ridge.csv": "9e4e502c4b13ea5b2e8bf0fc80492023fc6dce893830711877b3d18a3d8a3966",
    "diabetes_tree.csv": "1f3b513b5ec119ae780c8898b97d02292afed6af750fc84b8c9825a890b3acd7",
    "digits_logreg.csv": "11cd9b492fb497a2b2df1666e37d95c6fe570936093bb113052673fd329bdf87",
    "digits_seed004.csv": "01a4485f36ea2cbe3f0c73585dd7e0c151247f62716ff0bf30a4218b223bd45f",
    "folds_breast_cancer.csv": "26070799218dba5a06bd5b6962693c287c1c4953651d6c6be8967b66383f9953",
    "ranking_seed002_mrr.csv": "dd373daf323a7bf9bb6b7b730f1a9ca7feb6e63f4b5abbc6c92b12feb8c306b1",
    "ranking_synthetic.csv": "cc8106e32b69707b9021176a014edaeb2569123ebd4e4feb044e9aacd610c57e",
    "seed001_a.csv": "348f02ad0d897090a07fae9a24da9ba8097c2242a87efc6c733711541c71f1ca",
    "seed001_b.csv": "de53f1a3f6e3ea7d8a07c483af30b97f2cc7d78525add25450e27cefd15c2908",
    "seed002_six.csv": "9e7b52f308f19bff46edc42a695012c203c5310de6b384f83e4db25de93f28f0",
}
"""SHA-256 of every file ``examples --write`` wrote when each example fitted its models."""

WRITE_AND_LIST_MODULES = """
import json, sys
from evalcore.__main__ import main
status = main(["examples", "--write", sys.argv[1]])
sys.stderr.write("\\nMODULES " + json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


def test_examples_write_fits_nothing_and_writes_the_same_bytes(tmp_path):
    done = subprocess.run([sys.executable, "-c", WRITE_AND_LIST_MODULES, str(tmp_path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    report = json.loads(done.stderr.rsplit("MODULES ", 1)[1])
    assert report["status"] == 0, done.stderr
    assert not {"sklearn", "scipy"} & {m.split(".")[0] for m in report["modules"]}
    written = {path.name: hashlib.sha256(path.read_bytes()).hexdigest()
               for path in tmp_path.iterdir()}
    assert written == WRITTEN_SHA256


@pytest.mark.parametrize("name", sorted(FITS))
def test_shipped_table_equals_a_fresh_fit(name):
    """Equal to 10⁻⁶, not to the last digit: an iterative solver (the digits' lbfgs) stops where
    its tolerance is met, and the last digits of each step follow the CPU's BLAS kernel, so fits
    on two machines agree only as far as that tolerance carries."""
    pd.testing.assert_frame_equal(shipped(name), FITS[name](), check_exact=False, rtol=0,
                                  atol=1e-6)
