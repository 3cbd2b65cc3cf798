// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import ModelStorage

  /// What a storage's sync loop has left to do. Requests made while it reads merge here, so a
  /// burst of notifications is one read of the log, and the newest sort supersedes older ones.
  struct SyncWork {
    /// An order to read (the first one, a sort, a reload, a resync); `nil`: none.
    var order: [SQLSortTerm]?
    /// Whether transactions may have committed since the last read of the log.
    var changes = false
  }
#endif
