#!/usr/bin/env python3
"""Peer benchmark: the CellKit layout workloads (issue 14) solved with kiwisolver.

A benchmark tool, not a dependency of CellKit. See README.md in this directory for the exact
workload definitions, which the Swift benchmarks mirror.

    python3 Benchmarks/kiwi/kiwi_bench.py                 # full run
    python3 Benchmarks/kiwi/kiwi_bench.py --quick         # fewer repetitions
    python3 Benchmarks/kiwi/kiwi_bench.py --json out.json # also write the medians as JSON
    python3 Benchmarks/kiwi/kiwi_bench.py --only W3c      # only the listed workloads (ids below)
"""

import argparse
import datetime
import gc
import json
import platform
import statistics
import sys
import time

import kiwisolver as kiwi
from kiwisolver import Constraint, Solver, Variable, strength

REQUIRED = strength.required
STRONG = strength.strong  # edit variables (kiwi forbids required edits)


def prio(p):
    """A priority p below 1000. kiwi adds weighted errors; it is not lexicographic."""
    return strength.create(0, 0, p)


def add(solver, constraint, p=None):
    """Add a constraint, required unless a priority below 1000 is given."""
    solver.addConstraint(constraint if p is None else constraint | prio(p))


# --------------------------------------------------------------------------------------------
# W1 "cell"

INTRINSIC = {  # (width, height)
    "image": (44.0, 44.0),
    "title": (120.0, 20.0),
    "subtitle": (200.0, 18.0),
    "badge": (30.0, 18.0),
}
HUGGING_H = {"image": 250, "title": 250, "subtitle": 250, "badge": 251}
HUGGING_V = 250
COMPRESSION = 750


class View:
    __slots__ = ("x", "y", "w", "h")

    def __init__(self, name):
        self.x = Variable(name + ".x")
        self.y = Variable(name + ".y")
        self.w = Variable(name + ".w")
        self.h = Variable(name + ".h")


def build_cell(width, height, title_iw=None, intrinsic_width_edits=False):
    """Build and solve the cell. Returns (solver, container_w, container_h, views, iw_vars).

    With intrinsic_width_edits, each view's intrinsic width is an edit variable (strong) instead
    of a constant, and title_iw is title's suggested intrinsic width.
    """
    s = Solver()
    W = Variable("W")
    H = Variable("H")
    views = {name: View(name) for name in ("image", "title", "subtitle", "badge")}
    iw_vars = {}

    # 16 intrinsic constraints: for each view and axis, size <= intrinsic at hugging and
    # size >= intrinsic at compression resistance.
    for name, v in views.items():
        iw, ih = INTRINSIC[name]
        if intrinsic_width_edits:
            iw = iw_vars[name] = Variable(name + ".iw")
        add(s, v.w <= iw, HUGGING_H[name])
        add(s, v.w >= iw, COMPRESSION)
        add(s, v.h <= ih, HUGGING_V)
        add(s, v.h >= ih, COMPRESSION)

    image, title, subtitle, badge = (views[k] for k in ("image", "title", "subtitle", "badge"))
    # 14 user constraints, all required.
    add(s, image.x == 16)                                          # 1
    add(s, image.y == 11)                                          # 2
    add(s, image.w == 44)                                          # 3
    add(s, image.h == 44)                                          # 4
    add(s, image.y + image.h <= H - 11)                            # 5
    add(s, title.x == image.x + image.w + 8)                       # 6
    add(s, title.y == 11)                                          # 7
    add(s, badge.x >= title.x + title.w + 8)                       # 8
    add(s, badge.x + badge.w == W - 16)                            # 9
    add(s, badge.y + 0.5 * badge.h == title.y + 0.5 * title.h)     # 10
    add(s, subtitle.x == title.x)                                  # 11
    add(s, subtitle.y == title.y + title.h + 4)                    # 12
    add(s, subtitle.x + subtitle.w <= W - 16)                      # 13
    add(s, subtitle.y + subtitle.h <= H - 11)                      # 14

    # The two inputs (and, in the variant, the four intrinsic widths) as edits.
    s.addEditVariable(W, STRONG)
    s.addEditVariable(H, STRONG)
    s.suggestValue(W, width)
    s.suggestValue(H, height)
    if intrinsic_width_edits:
        for name, var in iw_vars.items():
            s.addEditVariable(var, STRONG)
            value = title_iw if (name == "title" and title_iw is not None) else INTRINSIC[name][0]
            s.suggestValue(var, value)
    s.updateVariables()
    return s, W, H, views, iw_vars


def frames(views):
    return {n: (v.x.value(), v.y.value(), v.w.value(), v.h.value()) for n, v in views.items()}


def check_cell(views, width, title_w=120.0):
    """Expected frames (x, y, w, h); asserts outside the timed region."""
    expected = {
        "image": (16, 11, 44, 44),
        "title": (68, 11, title_w, 20),
        "subtitle": (68, 35, 200, 18),
        "badge": (width - 16 - 30, 12, 30, 18),
    }
    got = frames(views)
    for name, exp in expected.items():
        for g, e in zip(got[name], exp):
            assert abs(g - e) < 1e-6, (name, got[name], exp)


# --------------------------------------------------------------------------------------------
# W2 "siblings"

def build_siblings(n):
    s = Solver()
    views = []
    for i in range(n):
        v = View("v%d" % i)
        add(s, v.x == 16 + 24 * (i % 40))
        add(s, v.y == 16 + 24 * (i // 40))
        add(s, v.w == 20)
        add(s, v.h == 20, 750)
        views.append(v)
    s.updateVariables()
    return s, views


def check_siblings(views):
    for i in (0, len(views) // 2, len(views) - 1):
        v = views[i]
        got = (v.x.value(), v.y.value(), v.w.value(), v.h.value())
        exp = (16 + 24 * (i % 40), 16 + 24 * (i // 40), 20, 20)
        assert got == exp, (i, got, exp)


# --------------------------------------------------------------------------------------------
# W3 "chain"

def build_chain(n, width):
    s = Solver()
    W = Variable("W")
    xs = [Variable("v%d.x" % i) for i in range(n)]
    ws = [Variable("v%d.w" % i) for i in range(n)]
    add(s, xs[0] == 8)
    for i in range(n - 1):
        add(s, xs[i + 1] == xs[i] + ws[i] + 8)
    for i in range(n):
        add(s, ws[i] >= 10)
        add(s, ws[i] == 50, 250)
    add(s, xs[n - 1] + ws[n - 1] <= W - 8)
    s.addEditVariable(W, STRONG)
    s.suggestValue(W, width)
    s.updateVariables()
    return s, W, xs, ws


def check_chain(xs, ws, width):
    n = len(xs)
    total = sum(w.value() for w in ws)
    assert all(w.value() >= 10 - 1e-6 for w in ws)
    assert abs(xs[0].value() - 8) < 1e-6
    right = xs[-1].value() + ws[-1].value()
    if width >= 8 + 50 * n + 8 * (n - 1) + 8:
        assert abs(total - 50 * n) < 1e-6, total
    else:
        # Squeezed: the row fills exactly W - 8.
        assert abs(right - (width - 8)) < 1e-6, (right, width)


# --------------------------------------------------------------------------------------------
# Timing

def time_once(fn):
    """Run fn with the cyclic GC paused; return (elapsed ns, fn's result)."""
    gc.collect()
    gc.disable()
    try:
        t0 = time.perf_counter_ns()
        result = fn()
        t1 = time.perf_counter_ns()
    finally:
        gc.enable()
    return t1 - t0, result


def measure_build(build, check, reps, warmup):
    samples = []
    for i in range(warmup + reps):
        ns, result = time_once(build)
        if i == 0:
            check(result)
        if i >= warmup:
            samples.append(ns)
        del result  # tear the solver down outside the timed region
    return samples


def measure_resolve(solver, var, values, check, reps, warmup):
    """Alternate var through values (one suggestValue + updateVariables per repetition)."""
    samples = []
    k = 0
    for i in range(warmup + reps):
        k += 1
        value = values[k % len(values)]

        def resolve():
            solver.suggestValue(var, value)
            solver.updateVariables()

        ns, _ = time_once(resolve)
        if i < len(values):
            check(value)
        if i >= warmup:
            samples.append(ns)
    return samples


# Repetitions (full run). --quick divides them by 10 (at least 3). The large cases are few
# because kiwi takes seconds per repetition on them (see README.md); the full run takes about
# six minutes on a 2-core VM.
REPS = {
    "W1a": 2000, "W1b": 5000, "W1c": 5000,
    "W2-100": 500, "W2-1000": 50, "W2-10000": 7,
    "W3a": 7, "W3b": 21, "W3c": 2000,
}


def run(quick, only=None):
    def wanted(key):
        return only is None or key in only

    def reps(key):
        r = REPS[key]
        return max(3, r // 10) if quick else r

    def warm(r):
        return max(1, min(50, r // 10))

    results = []

    def record(key, name, samples):
        med = statistics.median(samples)
        if med >= 1_000_000:
            value, unit = med / 1e6, "ms"
        else:
            value, unit = med / 1e3, "µs"
        results.append({
            "id": key, "workload": name, "median": round(value, 3), "unit": unit,
            "repetitions": len(samples), "median_ns": int(med),
            "min_ns": int(min(samples)), "max_ns": int(max(samples)),
        })
        print("  %-40s %10.3f %s  (%d reps)" % (name, value, unit, len(samples)),
              file=sys.stderr, flush=True)

    # W1 (a) build+solve
    if wanted("W1a"):
        r = reps("W1a")
        record("W1a", "W1 cell: build+solve",
               measure_build(lambda: build_cell(375.0, 66.0),
                             lambda res: check_cell(res[3], 375.0), r, warm(r)))

    # W1 (b) re-solve W 375 <-> 320
    if wanted("W1b"):
        s, W, H, views, _ = build_cell(375.0, 66.0)
        r = reps("W1b")
        record("W1b", "W1 cell: re-solve W 375↔320",
               measure_resolve(s, W, (375.0, 320.0), lambda w: check_cell(views, w), r, warm(r)))
        del s, W, H, views

    # W1 (c) re-solve title intrinsic width 120 <-> 160 (intrinsic widths are edits)
    if wanted("W1c"):
        s, W, H, views, iw = build_cell(375.0, 66.0, title_iw=120.0, intrinsic_width_edits=True)
        check_cell(views, 375.0, 120.0)
        r = reps("W1c")
        record("W1c", "W1 cell: re-solve title width 120↔160",
               measure_resolve(s, iw["title"], (120.0, 160.0),
                               lambda tw: check_cell(views, 375.0, tw), r, warm(r)))
        del s, W, H, views, iw

    # W2 build+solve
    for n in (100, 1000, 10000):
        key = "W2-%d" % n
        if not wanted(key):
            continue
        r = reps(key)
        record(key, "W2 siblings n=%s: build+solve" % format(n, ","),
               measure_build(lambda: build_siblings(n),
                             lambda res: check_siblings(res[1]), r, warm(r)))

    # W3 (a) build+solve
    if wanted("W3a"):
        r = reps("W3a")
        record("W3a", "W3 chain n=1,000: build+solve",
               measure_build(lambda: build_chain(1000, 60000.0),
                             lambda res: check_chain(res[2], res[3], 60000.0), r, warm(r)))

    # W3 (c) re-solve W 60,000 <-> 59,000, the slack case: 59,000 still fits every preferred
    # width (the row needs 58,008), so only the trailing slack moves ("rotation").
    if wanted("W3c"):
        s, W, xs, ws = build_chain(1000, 60000.0)
        r = reps("W3c")
        record("W3c", "W3 chain n=1,000: re-solve W 60,000↔59,000 (slack only)",
               measure_resolve(s, W, (60000.0, 59000.0), lambda w: check_chain(xs, ws, w),
                               r, warm(r)))
        del s, W, xs, ws

    # W3 (b) re-solve W 60,000 <-> 30,000, the pathological squeeze: every soft width moves
    if wanted("W3b"):
        s, W, xs, ws = build_chain(1000, 60000.0)
        r = reps("W3b")
        record("W3b", "W3 chain n=1,000: re-solve W 60,000↔30,000 (squeeze)",
               measure_resolve(s, W, (60000.0, 30000.0), lambda w: check_chain(xs, ws, w),
                               r, warm(r)))
        del s, W, xs, ws
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (1/10)")
    parser.add_argument("--json", metavar="PATH", help="also write the medians as JSON to PATH")
    parser.add_argument("--only", metavar="IDS",
                        help="comma-separated workload ids to run (W1a W1b W1c W2-100 W2-1000 "
                             "W2-10000 W3a W3b W3c); default all")
    args = parser.parse_args()
    only = set(args.only.split(",")) if args.only else None
    if only is not None and not only <= set(REPS):
        parser.error("unknown workload id(s): %s" % ", ".join(sorted(only - set(REPS))))

    meta = {
        "kiwisolver": kiwi.__version__,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "quick": args.quick,
        "only": sorted(only) if only is not None else None,
    }
    print("kiwisolver %s, %s %s, %s" % (meta["kiwisolver"], meta["implementation"],
                                        meta["python"], meta["date"]), file=sys.stderr)
    results = run(args.quick, only)

    print("| workload | median | unit | repetitions |")
    print("| --- | ---: | --- | ---: |")
    for r in results:
        print("| %s | %.3f | %s | %d |" % (r["workload"], r["median"], r["unit"],
                                          r["repetitions"]))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"meta": meta, "results": results}, f, indent=2, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()
