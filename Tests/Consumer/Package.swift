// swift-tools-version:6.0
// A downstream app package that uses GtkListKit next to its own GTK module, the way an app on
// rhx/SwiftGtk or SwiftCrossUI does: it declares a system-library target named `CGtk` (the
// name both bindings use) and must still resolve, build and run with GtkListKit in the graph.
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
    // Declared exactly as rhx/SwiftGtk and SwiftCrossUI declare theirs.
    .systemLibrary(name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4"),
    // A binding-shaped wrapper module (a `Widget` class holding `ptr`, a `Label` subclass),
    // standing in for SwiftGtk's `Gtk` module.
    .target(name: "MiniGtk", dependencies: ["CGtk"]),
    .executableTarget(
      name: "gtklistkit-consumer",
      dependencies: ["CGtk", "MiniGtk", .product(name: "GtkListKit", package: "GtkListKit")]
    ),
    // The raw-GTK example of docs/Bindings.md: built (so the page stays true), never run.
    .executableTarget(
      name: "raw-gtk-example",
      dependencies: ["CGtk", .product(name: "GtkListKit", package: "GtkListKit")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
