// Types renamed because their old names clash with the Swift GTK bindings' (`Storage`,
// GTK 4.12's `SectionModel`). Unavailable, not deprecated: Swift skips an unavailable type when
// an available one of the same name is imported, where a deprecated alias would be ambiguous
// next to a binding (GtkListKit's Deprecations/RenamedTypes.swift says more).

/// Renamed ``ListStorage`` (GTK bindings declare `Storage`).
@available(*, unavailable, renamed: "ListStorage")
public typealias Storage = ListStorage

/// Renamed ``StorageSection`` (GTK 4.12 declares `GtkSectionModel`, bindings `SectionModel`).
@available(*, unavailable, renamed: "StorageSection")
public typealias SectionModel = StorageSection
