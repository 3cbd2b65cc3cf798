/// Deterministic counts of what the manager did, for tests and benchmarks.
@MainActor
public final class ListStatistics {
  /// Row widgets created by GTK's `setup`.
  public internal(set) var rowsSetUp = 0
  /// Rows bound (GTK's `bind`, plus in-place rebinds).
  // Unchecked: counted on every bind (see RowInteractions.wanted).
  @exclusivity(unchecked) public internal(set) var binds = 0
  /// Cells created (pool misses); recycling keeps this near the number of rows per type.
  public internal(set) var cellsCreated = 0
  /// `items-changed` emissions on the list model.
  public internal(set) var itemsChangedEmissions = 0

  /// Sets every count to zero.
  public func reset() {
    rowsSetUp = 0
    binds = 0
    cellsCreated = 0
    itemsChangedEmissions = 0
  }
}
