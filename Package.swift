// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "GtkListKit",
  products: [
    .library(name: "GtkListKit", targets: ["GtkListKit"]),
    .library(name: "ModelStorage", targets: ["ModelStorage"]),
    .library(name: "WeakDelegate", targets: ["WeakDelegate"]),
    .executable(name: "gtklistkit-example", targets: ["GtkListKitExample"]),
  ],
  targets: [
    // GTK 4 as a system library: only `#include <gtk/gtk.h>`.
    .systemLibrary(
      name: "CGtkSystem",
      path: "CGtk/System",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // The C shim: what Swift cannot call directly (macros, GObject subclasses, varargs).
    .target(name: "CGtk", dependencies: ["CGtkSystem"], path: "CGtk/Shim"),
    .target(name: "ModelStorage"),
    .target(name: "WeakDelegate"),
    .target(name: "GtkListKit", dependencies: ["CGtk", "ModelStorage", "WeakDelegate"]),
    .target(name: "GtkListKitTestSupport", dependencies: ["CGtk", "GtkListKit", "ModelStorage"]),
    .executableTarget(
      name: "GtkListKitExample",
      dependencies: ["GtkListKit", "CGtk"],
      path: "Examples/GtkListKitExample"
    ),
    .testTarget(name: "ModelStorageTests", dependencies: ["ModelStorage"]),
    .testTarget(name: "WeakDelegateTests", dependencies: ["WeakDelegate"]),
    .testTarget(name: "CGtkTests", dependencies: ["CGtk", "GtkListKitTestSupport"]),
    .testTarget(
      name: "GtkListKitTests",
      dependencies: ["GtkListKit", "GtkListKitTestSupport", "ModelStorage", "WeakDelegate", "CGtk"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
