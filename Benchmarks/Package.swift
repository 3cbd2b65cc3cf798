// swift-tools-version: 6.1
// The GtkListKit benchmark package (separate from the root package; own .build).
//
//   swift build -c release --product gtklistkit-bench   # end-to-end GTK benchmark (run.py / make bench)
//   .build/release/gtklistkit-bench --diff-report       # Diff vs CollectionDifference, side by side
//   swift package benchmark --target DiffBenchmarks     # ordo-one/benchmark micro-benchmarks
import PackageDescription

let package = Package(
  name: "GtkListKitBenchmarks",
  dependencies: [
    // GRDB: the `first-frame-grdb` workload (PagedDatabaseStorage vs a typed MemoryStorage);
    // Postgres: the `*-postgres` workloads (PostgresStorage against a private server).
    .package(name: "GtkListKit", path: "..", traits: ["GRDB", "Postgres"]),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // GTK 4's C API for the benchmark executable (GtkListKit does not re-export its own).
    .systemLibrary(
      name: "CGtkBench",
      path: "Sources/CGtkBench",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // Deterministic diff inputs (splitmix64), shared by the report mode and the micro-benchmarks.
    .target(
      name: "DiffInputs",
      dependencies: [.product(name: "ModelStorage", package: "GtkListKit")],
      path: "Sources/DiffInputs"
    ),
    .executableTarget(
      name: "gtklistkit-bench",
      dependencies: [
        .product(name: "GtkListKit", package: "GtkListKit"),
        .product(name: "GtkListKitTestSupport", package: "GtkListKit"),
        .product(name: "ModelStorage", package: "GtkListKit"),
        .product(name: "GtkListKitGRDB", package: "GtkListKit"),
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C API: the SQLite workloads time one order query the way the storage steps it.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "GtkListKitPostgres", package: "GtkListKit"),
        // A plain connection: the writer client and the table's setup.
        .product(name: "PostgresNIO", package: "postgres-nio"),
        "DiffInputs",
        "CGtkBench",
      ],
      path: "Sources/GtkListKitBench"
    ),
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ModelStorage", package: "GtkListKit"),
        "DiffInputs",
      ],
      path: "Benchmarks/DiffBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
