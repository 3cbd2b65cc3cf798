import CGtkBench
import DiffInputs
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// gtklistkit-bench: the GtkListKit implementation of the end-to-end benchmark protocol
// (Benchmarks/README.md), and `--diff-report`, ModelStorage's Diff beside CollectionDifference.
//
//   gtklistkit-bench --workload first-frame|scroll-bind|scattered-update|full-replace|memory --n N [--seed S]
//                    [--jumps M] [--variant diffing|undiffed] [--callgrind | --callgrind-frames | --callgrind-threads]
//   gtklistkit-bench --workload scattered-update-warm --n N              # after an untimed update (Updates.swift)
//   gtklistkit-bench --workload memory-15|memory-43|memory-100 --n N [--variant strings]  # labels padded to 15/43/100 bytes
//   gtklistkit-bench --workload table-first-frame|table-sort-memory --n N # 20-column table (Tables.swift)
//   gtklistkit-bench --workload table-filter-memory|table-insert-sorted --n N  # issue 45 (TableFilter.swift, ...)
//   gtklistkit-bench --workload first-frame-grdb --n N --variant grdb-paged|grdb-memory
//   gtklistkit-bench --workload tree-expand-10k --n N                     # a folder of N children (Trees.swift)
//   gtklistkit-bench --workload table-sort-sqlite[-desc] --n N            # sort in SQLite (SQLiteSort.swift)
//   gtklistkit-bench --workload table-filter-sqlite --n N                 # SQL filter (SQLiteFilter.swift)
//   gtklistkit-bench --workload table-open-sorted-sqlite[-desc] --n N     # open with a saved sort
//   gtklistkit-bench --workload table-live-sorted-sqlite[-desc] --n N     # a row moves under a sort
//   gtklistkit-bench --workload page-query-sqlite --n N                   # one page by keyset
//   gtklistkit-bench --workload first-frame-postgres --n N --variant postgres|sqlite-paged   # Postgres*.swift
//   gtklistkit-bench --workload change-latency-postgres[-sorted]|burst-postgres --n N --variant postgres
//   gtklistkit-bench --workload scroll-postgres-latency --n N --variant postgres|memory [--jumps M]
//   gtklistkit-bench --workload photo-grid[-fast|-fling] --n N [--photos DIR] [--loads K] [--cache-mib M]
//                    [--thumb PX] [--seconds S] [--px-per-frame P] [--diagnose-gates]  # PhotoGrid.swift
//   gtklistkit-bench --diff-report [--quick]

func usage() -> Never {
  writeStderr(
    "usage: gtklistkit-bench --workload first-frame|scroll-bind|scattered-update|scattered-update-warm|"
      + "full-replace|memory "
      + "--n N [--seed S] [--jumps M] [--variant diffing|undiffed] [--callgrind | --callgrind-frames | --callgrind-threads]\n"
      + "       gtklistkit-bench --workload memory-15|memory-43|memory-100 --n N [--variant strings]\n"
      + "       gtklistkit-bench --workload table-first-frame|table-sort-memory --n N [--variant a11y-label]\n"
      + "       gtklistkit-bench --workload table-filter-memory|table-insert-sorted --n N\n"
      + "       gtklistkit-bench --workload first-frame-grdb --n N --variant grdb-paged|grdb-memory\n"
      + "       gtklistkit-bench --workload tree-expand-10k --n N\n"
      + "       gtklistkit-bench --workload table-sort-sqlite|table-open-sorted-sqlite|table-live-sorted-sqlite"
      + "[-desc] --n N\n"
      + "       gtklistkit-bench --workload page-query-sqlite --n N\n"
      + "       gtklistkit-bench --workload first-frame-postgres --n N --variant postgres|sqlite-paged\n"
      + "       gtklistkit-bench --workload change-latency-postgres[-sorted]|burst-postgres --n N --variant postgres\n"
      + "       gtklistkit-bench --workload scroll-postgres-latency --n N --variant postgres|memory [--jumps M]\n"
      + "       gtklistkit-bench --workload photo-grid|photo-grid-fast|photo-grid-fling --n N [--photos DIR]"
      + " [--loads K] [--cache-mib M] [--thumb PX] [--seconds S] [--px-per-frame P] [--diagnose-gates]\n"
      + "       gtklistkit-bench --diff-report [--quick]\n")
  exit(2)
}

struct Options {
  var workload: String?
  var n = 0
  var seed: UInt64 = 42
  var jumps = 200
  var diffReport = false
  var variant = "diffing"
  var callgrind = false
  var callgrindFrames = false
  var callgrindThreads = false
  var quick = false
  var pgPrepare = false
  var photos = PhotoOptions()
}

func parseOptions() -> Options {
  var options = Options()
  let arguments = Array(CommandLine.arguments.dropFirst())
  var index = 0
  func value() -> String {
    index += 1
    guard index < arguments.count else { usage() }
    return arguments[index]
  }
  while index < arguments.count {
    switch arguments[index] {
    case "--diff-report": options.diffReport = true
    case "--quick": options.quick = true
    case "--pg-prepare": options.pgPrepare = true
    case "--callgrind": options.callgrind = true
    case "--callgrind-frames": (options.callgrind, options.callgrindFrames) = (true, true)
    case "--callgrind-threads": (options.callgrind, options.callgrindThreads) = (true, true)
    case "--variant":
      options.variant = value()
      let variants = [
        "diffing", "undiffed", "grdb-paged", "grdb-memory", "a11y-label", "strings", "postgres", "sqlite-paged",
        "memory",
      ]
      guard variants.contains(options.variant) else { usage() }
    case "--workload": options.workload = value()
    case "--n": options.n = Int(value()) ?? -1
    case "--seed":
      guard let seed = UInt64(value()) else { usage() }
      options.seed = seed
    case "--jumps": options.jumps = Int(value()) ?? 200
    // photo-grid (PhotoGrid.swift), as the C program's options.
    case "--photos": options.photos.folder = value()
    case "--loads": options.photos.loads = Int(value()) ?? 0
    case "--cache-mib": options.photos.cacheMiB = Int(value()) ?? -1
    case "--thumb": options.photos.thumb = Int(value()) ?? 0
    case "--seconds": options.photos.seconds = Double(value()) ?? 0
    case "--px-per-frame": options.photos.pxPerFrame = Double(value()) ?? -1
    case "--diagnose-gates": options.photos.diagnoseGates = true
    default: usage()
    }
    index += 1
  }
  return options
}

let options = parseOptions()
let (workload, n, seed, jumps) = (options.workload, options.n, options.seed, options.jumps)

if options.diffReport {
  runDiffReport(quick: options.quick)
  exit(0)
}

// run.py, before the timed runs: the shared N-row PostgreSQL table (PostgresBench.swift).
if options.pgPrepare, n > 0 {
  ensurePGTable(benchServer(), "bench_item_\(n)", rows: n)
  exit(0)
}

guard let workload, n > 0, n <= Int(UInt32.max) else { usage() }

MainActor.assumeIsolated {
  gtk_init()
  warmUp()
  callgrindEnabled = options.callgrind
  callgrindFrames = options.callgrindFrames
  callgrindThreads = options.callgrindThreads
  let bench = Bench(n: n, seed: seed)
  bench.undiffed = options.variant == "undiffed"
  switch workload {
  case "first-frame": bench.firstFrame()
  case "scroll-bind": bench.scrollBind(jumps: jumps)
  case "scattered-update": bench.scatteredUpdate()
  case "scattered-update-warm": bench.scatteredUpdate(warm: true)
  case "full-replace": bench.fullReplace()
  case "memory": bench.memory()
  case "memory-15": bench.memory(labelBytes: 15, packed: options.variant == "strings")
  case "memory-43": bench.memory(labelBytes: 43, packed: options.variant == "strings")
  case "memory-100": bench.memory(labelBytes: 100, packed: options.variant == "strings")
  case "table-first-frame": bench.tableFirstFrame(accessibleLabels: options.variant == "a11y-label")
  case "table-sort-memory": bench.tableSortMemory(accessibleLabels: options.variant == "a11y-label")
  case "table-filter-memory": bench.tableFilterMemory()
  case "table-insert-sorted": bench.tableInsertSorted()
  case "tree-expand-10k": bench.treeExpand()
  case "table-sort-sqlite", "table-sort-sqlite-desc":
    bench.tableSortSQLite(descending: workload.hasSuffix("-desc"))
  case "table-open-sorted-sqlite", "table-open-sorted-sqlite-desc":
    bench.tableOpenSortedSQLite(descending: workload.hasSuffix("-desc"))
  case "table-live-sorted-sqlite", "table-live-sorted-sqlite-desc":
    bench.tableLiveSortedSQLite(descending: workload.hasSuffix("-desc"))
  case "page-query-sqlite": bench.pageQuerySQLite()
  case "table-filter-sqlite": bench.tableFilterSQLite()
  case "photo-grid", "photo-grid-fast", "photo-grid-fling":
    let photos = options.photos
    guard photos.loads > 0, photos.cacheMiB >= 0, photos.thumb > 0, photos.seconds > 0, photos.pxPerFrame >= 0
    else { usage() }
    let rate: Double = workload == "photo-grid-fling" ? 30 : workload == "photo-grid-fast" ? 8 : 2
    bench.photoGrid(screensPerSecond: rate, options: photos)
  case "first-frame-postgres" where ["postgres", "sqlite-paged"].contains(options.variant):
    bench.firstFramePostgres(postgres: options.variant == "postgres")
  case "change-latency-postgres" where options.variant == "postgres",
    "change-latency-postgres-sorted" where options.variant == "postgres":
    bench.changeLatencyPostgres(sorted: workload.hasSuffix("-sorted"))
  case "scroll-postgres-latency" where ["postgres", "memory"].contains(options.variant):
    bench.scrollPostgresLatency(postgres: options.variant == "postgres", jumps: jumps)
  case "burst-postgres" where options.variant == "postgres": bench.burstPostgres()
  case "first-frame-grdb" where options.variant.hasPrefix("grdb-"):
    bench.firstFrameGRDB(paged: options.variant == "grdb-paged")
  default: usage()
  }
  var line = JSONLine()
  // A variant's results go under its own name: swift-undiffed.
  line.add("impl", options.variant == "diffing" ? "swift" : "swift-\(options.variant)")
  line.add("workload", workload)
  line.add("n", n)
  line.add("seed", seed)
  line.add("ms", bench.ms)
  var text = line.text
  var extra = bench.out
  if !extra.contains("rss_kb") { extra.add("rss_kb", rssKB()) }
  // GtkListKit's single selection does not autoselect (DTTableViewManager behaviour); the
  // baselines use GtkSingleSelection's default autoselect, which selects row 0.
  extra.add("selection", "single, autoselect off")
  text = String(text.dropLast()) + ", " + String(extra.text.dropFirst())
  print(text)
  fflush(nil)
  // Exit without tearing down 1M rows: teardown is not part of any workload.
  _exit(0)
}
