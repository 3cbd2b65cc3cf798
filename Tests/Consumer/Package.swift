// swift-tools-version:6.0
// A downstream app package that uses GtkListKit next to what the Swift GTK bindings declare:
// system-library targets `CGtk` (rhx/SwiftGtk, SwiftCrossUI) and `CAdw` (adwaita-swift), and
// Swift modules `Gtk` and `Adwaita` with the bindings' type names. It must resolve, build and
// run with GtkListKit in the graph, with every GtkListKit name usable unqualified. It uses no
// database, so GRDB.swift must not appear in its Package.resolved (scripts/consumer.sh checks).
//
//   bash scripts/consumer.sh     # from the repository root: build, then run under Xvfb
import PackageDescription

let package = Package(
  name: "GtkListKitConsumer",
  dependencies: [
    // The repository root. `name:` pins the identity the target refers to: a path package is
    // otherwise named after its directory (a clone or worktree may be called anything).
    .package(name: "GtkListKit", path: "../..")
  ],
  targets: [
    // Declared exactly as rhx/SwiftGtk and SwiftCrossUI declare theirs, and adwaita-swift its CAdw.
    .systemLibrary(name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4"),
    .systemLibrary(name: "CAdw", path: "Sources/CAdw", pkgConfig: "libadwaita-1"),
    // Binding-shaped wrapper modules: `Gtk` (a `Widget` class holding `ptr`, a `Label` subclass,
    // and the bindings' type names), `Adwaita` (adwaita-swift's names).
    .target(name: "Gtk", dependencies: ["CGtk"]),
    .target(name: "Adwaita", dependencies: ["CAdw"]),
    // Every binding name next to every GtkListKit product, unqualified (built, never linked).
    .target(
      name: "BindingNames",
      dependencies: [
        "CGtk", "Gtk", "Adwaita",
        .product(name: "GtkListKit", package: "GtkListKit"),
        .product(name: "GtkListKitTestSupport", package: "GtkListKit"),
        .product(name: "ModelStorage", package: "GtkListKit"),
        .product(name: "WeakDelegate", package: "GtkListKit"),
      ]
    ),
    .executableTarget(
      name: "gtklistkit-consumer",
      dependencies: ["CGtk", "Gtk", .product(name: "GtkListKit", package: "GtkListKit")]
    ),
    // The raw-GTK example of docs/Bindings.md: built (so the page stays true), never run.
    .executableTarget(
      name: "raw-gtk-example",
      dependencies: ["CGtk", .product(name: "GtkListKit", package: "GtkListKit")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
