// swift-tools-version:6.0
// A compile-only stand-in for adwaita-swift (`main`, c837696, GitHub's last commit before the
// move to git.aparoksha.dev) and its Meta dependency (`main`, 3798666): the modules `Adwaita`
// (which re-exports `Meta`, as the real one does) and `CAdw` (the real system library), with the
// declarations docs/Bindings.md's adwaita-swift recipe uses. Bodies never run. Swift 5 mode, as
// both packages are.
import PackageDescription

let package = Package(
  name: "Adwaita",
  products: [
    .library(name: "Adwaita", targets: ["Adwaita"]),
    .library(name: "CAdw", targets: ["CAdw"]),
  ],
  targets: [
    .systemLibrary(name: "CAdw", pkgConfig: "libadwaita-1"),
    .target(name: "Meta"),
    .target(name: "Adwaita", dependencies: ["CAdw", "Meta"]),
  ],
  swiftLanguageModes: [.v5]
)
