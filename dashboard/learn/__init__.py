"""The Learn page (学习): teaching views of how the threshold, ROC, AUC and the score distributions relate."""
