// Without the `GRDB` trait this target is built without GRDB.swift (Package.swift keeps it
// behind the trait), and the compiler's own error ("missing required module 'GRDBSQLite'")
// names neither the trait nor the fix. Enabled traits are compilation conditions of the
// package's targets, so this says both instead.
#if !GRDB
  #error(
    """
    GtkListKitGRDB needs the GRDB trait of GtkListKit: on the GtkListKit line of your \
    Package.swift add traits: ["GRDB"], e.g. .package(url: "…/GtkListKit", from: "…", traits: ["GRDB"])
    """
  )
#endif
