// swift-tools-version:6.0
// A compile-only stand-in for stackotter/swift-cross-ui at f651d7e356: the modules `SwiftCrossUI`,
// `Gtk` and `GtkBackend` with the declarations docs/Bindings.md's SwiftCrossUI recipe uses, over
// a system library `CGtk` declared as SwiftCrossUI declares its own. Bodies never run. Swift 5
// mode, as SwiftCrossUI is. The recipes build in Tests/Bindings/SwiftCrossUIApp.
import PackageDescription

let package = Package(
  name: "swift-cross-ui",
  products: [
    .library(name: "SwiftCrossUI", targets: ["SwiftCrossUI"]),
    .library(name: "GtkBackend", targets: ["GtkBackend"]),
    .library(name: "Gtk", targets: ["Gtk"]),
  ],
  targets: [
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4"),
    .target(name: "SwiftCrossUI"),
    .target(name: "Gtk", dependencies: ["CGtk"]),
    .target(name: "GtkBackend", dependencies: ["SwiftCrossUI", "Gtk"]),
  ],
  swiftLanguageModes: [.v5]
)
