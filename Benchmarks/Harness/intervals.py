"""A confidence interval of the median, free of any assumption about the distribution.

The benchmark's pairs are one run of the library and one of its baseline, back to back (run.py
runs every implementation once per repeat). The median of the per-pair ratios then has an
interval from the order statistics of the binomial (a sign test): with n pairs, the k-th
smallest and k-th largest ratios cover the median with probability 1 - 2·P(Bin(n, ½) < k).
"""
import math
import statistics


def ci_ranks(n, level=0.95):
    """-> (k, coverage): [r_k, r_(n+1-k)] (1-based) covers the median with at least `level`,
    or the widest interval (k = 1: min–max) when n pairs cannot reach it."""
    cdf = lambda k: sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    k = 0
    while k + 1 <= n // 2 and cdf(k) <= (1 - level) / 2:
        k += 1
    return max(k, 1), 1 - 2 * cdf(max(k, 1) - 1)


def median_ci(values, level=0.95):
    """-> (median, low, high, coverage) of `values`, or None for fewer than two."""
    xs = sorted(values)
    if len(xs) < 2:
        return None
    k, cover = ci_ranks(len(xs), level)
    return statistics.median(xs), xs[k - 1], xs[-k], cover
