// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import ModelStorage

  /// Receives ``PostgresStorageAnomaly`` values: ModelStorage's `AnomalyHandler`, routed and
  /// silenced as every other storage's. Each storage makes its own unless given one; the
  /// default writes to standard error.
  public typealias PostgresStorageAnomalyHandler = AnomalyHandler<PostgresStorageAnomaly>

  extension PostgresStorageAnomaly: AnomalyReporting {}
#endif
