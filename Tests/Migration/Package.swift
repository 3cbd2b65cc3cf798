// swift-tools-version:6.0
// An app written against GtkListKit's first public API (scripts/migration.sh builds each target
// on its own and checks what the compiler says):
// - OldCalls: every removed `on target:` overload (and `moveItem`) builds, with a deprecation
//   warning that names the replacement;
// - OldTypes: every renamed type fails with "'X' has been renamed to 'Y'" (unavailable aliases:
//   a deprecated one would clash with the GTK bindings' names, see docs/Bindings.md);
// - NoTrait: the database product without `traits: ["GRDB"]` fails with a message that names
//   the trait and the line to add.
import PackageDescription

let package = Package(
  name: "GtkListKitMigration",
  dependencies: [
    // No traits: the default, as an app that forgot `traits: ["GRDB"]`.
    .package(name: "GtkListKit", path: "../..")
  ],
  targets: [
    .target(
      name: "OldCalls",
      dependencies: [
        .product(name: "GtkListKit", package: "GtkListKit"),
        .product(name: "ModelStorage", package: "GtkListKit"),
      ]
    ),
    .target(
      name: "OldTypes",
      dependencies: [
        .product(name: "GtkListKit", package: "GtkListKit"),
        .product(name: "ModelStorage", package: "GtkListKit"),
        .product(name: "GtkListKitTestSupport", package: "GtkListKit"),
      ]
    ),
    .target(name: "NoTrait", dependencies: [.product(name: "GtkListKitGRDB", package: "GtkListKit")]),
  ],
  swiftLanguageModes: [.v6]
)
