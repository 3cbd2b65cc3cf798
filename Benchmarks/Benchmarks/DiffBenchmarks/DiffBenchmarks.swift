import Benchmark
import DiffInputs
import Foundation
import ModelStorage

// ModelStorage's Diff beside Swift's CollectionDifference on the same identifiers
// (`new.difference(from: old).inferringMoves()`), with the diff cases of BENCHMARKS.md.
// Inputs are built in `setup` (not measured).
//
//   cd Benchmarks && swift package --disable-sandbox benchmark --target DiffBenchmarks
//
// CollectionDifference is Myers' O((n+m)·d): DifferenceKit's case (d ≈ 44k) takes seconds per
// iteration, so its benchmarks run a few iterations only.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .throughput],
    timeUnits: .milliseconds,
    maxDuration: .seconds(5),
    maxIterations: 100
  )
  let slow = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 3)

  func pair<ID: Hashable & Sendable>(_ label: String, _ make: @escaping @Sendable () -> DiffCase<ID>, cdSlow: Bool = false) {
    Benchmark("Diff \(label)") { benchmark, input in
      for _ in benchmark.scaledIterations { blackHole(input.runDiff()) }
    } setup: { make() }
    Benchmark("CollectionDifference \(label)", configuration: cdSlow ? slow : Benchmark.defaultConfiguration) { benchmark, input in
      for _ in benchmark.scaledIterations { blackHole(input.runCollectionDifference()) }
    } setup: { make() }
  }

  // 100k items, 1% changes (0.5% deleted + 0.5% inserted), 1% content updates, 0.2% moves.
  pair("100k 1% changes + 0.2% moves", { DiffCases.sparse(100_000) })
  // DifferenceKit's case: 100k UUIDs, 10k deleted, 10k inserted, 2k moved.
  pair("100k UUIDs 10k del 10k ins 2k moved", { DiffCases.differenceKit() }, cdSlow: true)
  // 1M items, 10 changes.
  pair("1M 10 changes", { DiffCases.tenChanges() })
  // Scaling of the sparse case.
  pair("scaling 10k", { DiffCases.sparse(10_000) })
  pair("scaling 100k", { DiffCases.sparse(100_000) })
  pair("scaling 1M", { DiffCases.sparse(1_000_000) }, cdSlow: true)
}
