import DiffInputs
import Foundation
import ModelStorage

#if canImport(Glibc)
  import Glibc
#endif

// `gtklistkit-bench --diff-report`: ModelStorage's Diff beside Swift's CollectionDifference on
// the same inputs, one process, side by side. One JSON line per (case, implementation) on stdout
// (workload "diff", impl "swift" or "collectiondifference", `case`, `n`, `ms` = median), a table
// on stderr. run.py turns the lines into the diff table of BENCHMARKS.md.

/// Median wall time of `body` in ms: one untimed warm-up, then at least `minRuns` runs and
/// until `budget` seconds are spent (at most `maxRuns`).
private func measure(minRuns: Int, maxRuns: Int, budget: Double, _ body: () -> Int) -> (
  median: Double, min: Double, max: Double, runs: Int, check: Int
) {
  var check = body()
  var times = [Double]()
  var spent = 0.0
  while times.count < minRuns || (spent < budget && times.count < maxRuns) {
    let t0 = nowNs()
    check &+= body()
    let ms = Double(nowNs() - t0) / 1e6
    times.append(ms)
    spent += ms / 1000
  }
  times.sort()
  let mid = times.count / 2
  let median = times.count % 2 == 1 ? times[mid] : (times[mid - 1] + times[mid]) / 2
  return (median, times[0], times[times.count - 1], times.count, check)
}

private struct ReportRow {
  let name: String, summary: String, n: Int
  let diffMs: Double, diffMin: Double, diffMax: Double, diffRuns: Int
  let cdMs: Double?, cdMin: Double?, cdMax: Double?, cdRuns: Int
  let diffCounts: String, cdCounts: String
  let note: String
}

private func report<ID: Hashable & Sendable>(_ c: DiffCase<ID>, runCD: Bool, skipNote: String, quick: Bool) -> ReportRow
{
  let budget = quick ? 0.3 : 1.5
  let result = c.runDiff()
  // Every result is applied to the old list and must reproduce the new one.
  if let problem = c.verify(result) {
    writeStderr("gtklistkit-bench: Diff result for \(c.name) does not reproduce the new list: \(problem)\n")
    exit(1)
  }
  let diff = measure(minRuns: 3, maxRuns: 50, budget: budget) { c.runDiff().deletes.count }
  var cdMs: Double?, cdMin: Double?, cdMax: Double?
  var cdRuns = 0
  var cdCounts = "–"
  if runCD {
    let difference = c.runCollectionDifference()
    if let problem = c.verify(difference) {
      writeStderr("gtklistkit-bench: \(c.name): \(problem)\n")
      exit(1)
    }
    let moves = difference.insertions.reduce(0) { count, change in
      if case .insert(_, _, let associated) = change, associated != nil { return count + 1 }
      return count
    }
    cdCounts = "−\(difference.removals.count - moves) +\(difference.insertions.count - moves) ↦\(moves)"
    let cd = measure(minRuns: quick ? 1 : 3, maxRuns: 20, budget: budget) {
      c.runCollectionDifference().insertions.count
    }
    (cdMs, cdMin, cdMax) = (cd.median, cd.min, cd.max)
    cdRuns = cd.runs
  }
  let counts = "−\(result.deletes.count) +\(result.inserts.count) ↦\(result.moves.count) ~\(result.updates.count)"
  return ReportRow(
    name: c.name, summary: c.summary, n: c.n, diffMs: diff.median, diffMin: diff.min, diffMax: diff.max,
    diffRuns: diff.runs,
    cdMs: cdMs, cdMin: cdMin, cdMax: cdMax, cdRuns: cdRuns, diffCounts: counts, cdCounts: cdCounts,
    note: runCD ? "" : skipNote)
}

func runDiffReport(quick: Bool) {
  var rows = [ReportRow]()
  // Scaling of the sparse case. CollectionDifference (Myers, O(n·d)) still finishes at 1M
  // here (a few seconds), so it runs everywhere; `skipNote` is for cases where it would not.
  for n in [10_000, 100_000, 1_000_000] {
    rows.append(report(DiffCases.sparse(n), runCD: true, skipNote: "", quick: quick))
  }
  rows.append(report(DiffCases.differenceKit(), runCD: true, skipNote: "", quick: quick))
  rows.append(report(DiffCases.tenChanges(), runCD: true, skipNote: "", quick: quick))
  rows.append(report(DiffCases.tenChangesOneBlock(), runCD: true, skipNote: "", quick: quick))
  rows.append(report(DiffCases.tenChangesBlocks(), runCD: true, skipNote: "", quick: quick))
  for c in DiffCases.deepDiffShapes() {
    rows.append(report(c, runCD: true, skipNote: "", quick: quick))
  }

  for row in rows {
    var line = JSONLine()
    line.add("impl", "swift")
    line.add("workload", "diff")
    line.add("case", row.name)
    line.add("summary", row.summary)
    line.add("n", row.n)
    line.add("ms", row.diffMs)
    line.add("min_ms", row.diffMin)
    line.add("max_ms", row.diffMax)
    line.add("runs", row.diffRuns)
    line.add("counts", row.diffCounts)
    print(line.text)
    var cd = JSONLine()
    cd.add("impl", "collectiondifference")
    cd.add("workload", "diff")
    cd.add("case", row.name)
    cd.add("summary", row.summary)
    cd.add("n", row.n)
    if let ms = row.cdMs {
      cd.add("ms", ms)
      if let low = row.cdMin, let high = row.cdMax {
        cd.add("min_ms", low)
        cd.add("max_ms", high)
      }
      cd.add("runs", row.cdRuns)
      cd.add("counts", row.cdCounts)
      cd.add("ratio", row.diffMs / ms)
    } else {
      cd.add("skipped", row.note)
    }
    print(cd.text)
  }
  fflush(nil)
  writeStderr("case                          n          Diff ms   CollectionDifference ms   Diff/CD\n")
  for row in rows {
    let cd = row.cdMs.map { String(format: "%10.2f", $0) } ?? "   skipped"
    let ratio = row.cdMs.map { String(format: "%.4f", row.diffMs / $0) } ?? "–"
    writeStderr(
      "\(row.name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(row.n).padding(toLength: 9, withPad: " ", startingAt: 0)) \(String(format: "%9.2f", row.diffMs))   \(cd)               \(ratio)   Diff \(row.diffCounts), CD \(row.cdCounts)\n"
    )
  }
}
