// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import ModelStorage

  /// Receives ``DatabaseStorageAnomaly`` values: ModelStorage's `AnomalyHandler`,
  /// so database storages, memory storages and managers are routed and silenced alike. Each
  /// database storage makes its own unless given one; the default writes to standard error.
  public typealias DatabaseStorageAnomalyHandler = AnomalyHandler<DatabaseStorageAnomaly>

  extension DatabaseStorageAnomaly: AnomalyReporting {}
#endif
