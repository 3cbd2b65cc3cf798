// swift-tools-version:6.0
// A compile-only stand-in for rhx/SwiftGtk (gtk4 branch, b228c64c1c): the module `Gtk` with the
// declarations docs/Bindings.md's SwiftGtk recipe calls, spelled as gir2swift generates them.
// Bodies never run (scripts/snippets.sh only builds the recipes). Swift 5 mode, as SwiftGtk is.
import PackageDescription

let package = Package(
  name: "SwiftGtk",
  products: [.library(name: "Gtk", targets: ["Gtk"])],
  targets: [.target(name: "Gtk")],
  swiftLanguageModes: [.v5]
)
