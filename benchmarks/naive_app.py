"""The app a competent user writes in 30 lines: pandas + scikit-learn + full Plotly curves.

The reference for benchmarks/browser_slider.py: ``streamlit run benchmarks/naive_app.py``.
"""

import io

import pandas as pd
import plotly.graph_objects as go
import streamlit as st
from sklearn.metrics import confusion_matrix, precision_recall_curve, roc_curve

st.set_page_config(layout="wide")
st.title("Naive threshold app")
upload = st.file_uploader("Scores (CSV or Parquet: label, score)")
if upload is None:
    st.stop()


@st.cache_data
def read(name: str, data: bytes) -> pd.DataFrame:
    reader = pd.read_parquet if name.endswith(".parquet") else pd.read_csv
    return reader(io.BytesIO(data))


frame = read(upload.name, upload.getvalue())
y, scores = frame["label"].to_numpy(), frame["score"].to_numpy()
threshold = st.slider("Threshold", 0.0, 1.0, 0.5, 0.01)
tn, fp, fn, tp = confusion_matrix(y, scores >= threshold, labels=[0, 1]).ravel()
for column, name, value in zip(st.columns(4), ("TP", "FP", "TN", "FN"), (tp, fp, tn, fn)):
    column.metric(name, f"{value:,}")
fpr, tpr, _ = roc_curve(y, scores)
precision, recall, _ = precision_recall_curve(y, scores)
left, right = st.columns(2)
left.plotly_chart(go.Figure(go.Scatter(x=fpr, y=tpr, name="ROC")), key="roc")
right.plotly_chart(go.Figure(go.Scatter(x=recall, y=precision, name="P-R")), key="pr")
