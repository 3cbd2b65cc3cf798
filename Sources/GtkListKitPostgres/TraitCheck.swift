// Without the `Postgres` trait this target is built without postgres-nio (Package.swift keeps it
// behind the trait), and the compiler's own error names neither the trait nor the fix.
#if !Postgres
  #error(
    """
    GtkListKitPostgres needs the Postgres trait of GtkListKit: on the GtkListKit line of your \
    Package.swift add traits: ["Postgres"], e.g. .package(url: "…/GtkListKit", from: "…", traits: ["Postgres"])
    """
  )
#endif
