// swift-tools-version:6.2
import PackageDescription

// GRDB.swift is behind the `GRDB` trait, off by default: SwiftPM resolves a dependency for an app
// only when some target uses it without a trait condition, so an app that does not ask for the
// database (`traits: ["GRDB"]` on its `.package` line) never fetches GRDB. This repository's own
// builds (the example, its tests, the docs) need it: `make` passes `--traits GRDB`; by hand, add
// `--traits GRDB` to `swift build` / `swift test`.
let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["GRDB"]))
// The SQLite C API GRDB is built on (a product of GRDB.swift): a sort reads a million rowids
// with sqlite3_step, without a decoding layer per row.
let sqlite: Target.Dependency = .product(
  name: "GRDBSQLite", package: "GRDB.swift", condition: .when(traits: ["GRDB"]))

// postgres-nio is behind the `Postgres` trait the same way: only apps that ask for the server
// storage (`traits: ["Postgres"]`) fetch SwiftNIO.
let postgresNIO: Target.Dependency = .product(
  name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"]))
// SwiftNIO's error types (a refused connection's errno), which postgres-nio reports through.
let nio: [Target.Dependency] = ["NIOCore", "NIOPosix"].map {
  .product(name: $0, package: "swift-nio", condition: .when(traits: ["Postgres"]))
}

let package = Package(
  name: "GtkListKit",
  products: [
    .library(name: "GtkListKit", targets: ["GtkListKit"]),
    .library(name: "ModelStorage", targets: ["ModelStorage"]),
    .library(name: "WeakDelegate", targets: ["WeakDelegate"]),
    .library(name: "GtkListKitTestSupport", targets: ["GtkListKitTestSupport"]),
    // SQLite-backed live storage; a separate product so apps without a database never build GRDB.
    .library(name: "GtkListKitGRDB", targets: ["GtkListKitGRDB"]),
    // Live lists of a shared PostgreSQL server (postgres-nio), behind the `Postgres` trait.
    .library(name: "GtkListKitPostgres", targets: ["GtkListKitPostgres"]),
    .executable(name: "gtklistkit-example", targets: ["GtkListKitExample"]),
  ],
  traits: [
    .trait(name: "GRDB", description: "The GtkListKitGRDB product: storages backed by a SQLite database (GRDB.swift)."),
    .trait(
      name: "Postgres",
      description: "The GtkListKitPostgres product: live lists of a PostgreSQL server (postgres-nio)."),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ],
  targets: [
    // GTK 4 as a system library: only `#include <gtk/gtk.h>`. Named after the package:
    // rhx/SwiftGtk and SwiftCrossUI declare a target "CGtk", and target names must be unique.
    .systemLibrary(
      name: "CGtkListKitSystem",
      path: "CGtk/System",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // libadwaita, for the example app only (GtkListKit itself needs GTK alone). Not "CAdw":
    // adwaita-swift declares that target, and target names are unique across a package graph.
    .systemLibrary(
      name: "CGtkListKitAdw",
      path: "Examples/CGtkListKitAdw",
      pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev"])]
    ),
    // The C shim: what Swift cannot call directly (macros, GObject subclasses, varargs).
    // libdispatch: the main queue's wake-up handle and drain, which Foundation's run loop uses too.
    .target(
      name: "CGtkListKit", dependencies: ["CGtkListKitSystem"], path: "CGtk/Shim",
      linkerSettings: [.linkedLibrary("dispatch")]),
    // Test-only C (PNG snapshots, X11 window ids), linked only by GtkListKitTestSupport.
    .target(name: "CGtkListKitTesting", dependencies: ["CGtkListKitSystem"], path: "CGtk/TestShim"),
    .target(name: "ModelStorage"),
    .target(name: "WeakDelegate"),
    .target(name: "GtkListKit", dependencies: ["CGtkListKit", "ModelStorage", "WeakDelegate"]),
    .target(name: "GtkListKitGRDB", dependencies: ["ModelStorage", grdb, sqlite]),
    .target(name: "GtkListKitPostgres", dependencies: ["ModelStorage", postgresNIO] + nio),
    .target(
      name: "GtkListKitTestSupport",
      dependencies: ["CGtkListKit", "CGtkListKitTesting", "GtkListKit", "ModelStorage"]
    ),
    .executableTarget(
      name: "GtkListKitExample",
      dependencies: [
        "GtkListKit", "WeakDelegate", "CGtkListKitAdw", "GtkListKitGRDB", "GtkListKitPostgres",
        grdb, postgresNIO,
      ],
      path: "Examples/GtkListKitExample",
      resources: [.copy("Resources/shortcuts.ui"), .copy("Resources/recipes.ui")]
    ),
    .testTarget(
      name: "GtkListKitExampleTests",
      dependencies: [
        "GtkListKitExample", "GtkListKit", "GtkListKitTestSupport", "CGtkListKit", "CGtkListKitTesting",
        "GtkListKitPostgres", postgresNIO,
      ]
    ),
    // Run by EarlyManagerTests in a process of its own: a manager made before GTK is initialized.
    .executableTarget(
      name: "GtkListKitEarlyManagerProbe", dependencies: ["GtkListKit"], path: "Tests/EarlyManagerProbe"),
    .testTarget(name: "ModelStorageTests", dependencies: ["ModelStorage"]),
    .testTarget(name: "WeakDelegateTests", dependencies: ["WeakDelegate"]),
    .testTarget(name: "CGtkListKitTests", dependencies: ["CGtkListKit", "GtkListKitTestSupport"]),
    .testTarget(
      name: "GtkListKitTests",
      dependencies: [
        "GtkListKit", "GtkListKitTestSupport", "ModelStorage", "WeakDelegate", "CGtkListKit", "CGtkListKitTesting",
      ]
    ),
    .testTarget(
      name: "GtkListKitPostgresTests",
      dependencies: [
        "GtkListKitPostgres", "GtkListKit", "GtkListKitTestSupport", "ModelStorage", postgresNIO,
      ]
    ),
    .testTarget(
      name: "GtkListKitGRDBTests",
      dependencies: [
        "GtkListKitGRDB", "GtkListKit", "GtkListKitTestSupport", "ModelStorage",
        grdb,
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
