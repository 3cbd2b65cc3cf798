/// What a user made of a table's columns, as a value an app saves and restores: the columns'
/// display order, visibility and widths, and the sort order. `Codable` (save it as JSON in the
/// app's settings) and merged with the table's columns when restored, so a layout saved by an
/// older version of the app still works after columns were added or removed.
public struct ColumnLayout: Hashable, Codable, Sendable {
  /// One column's state.
  public struct Column: Hashable, Codable, Sendable {
    /// The ``TableColumn/id``.
    public var id: String
    /// Whether the column is shown.
    public var isVisible: Bool
    /// The fixed width in pixels; `nil`: as wide as its cells need.
    public var width: Int?

    /// A column's state.
    public init(id: String, isVisible: Bool = true, width: Int? = nil) {
      self.id = id
      self.isVisible = isVisible
      self.width = width
    }
  }

  /// The columns in display order.
  public var columns: [Column]
  /// The sort, primary key first (empty: the storage's own order).
  public var sortOrder: [ColumnSort]

  /// A layout of `columns` in this order, sorted by `sortOrder`.
  public init(columns: [Column], sortOrder: [ColumnSort] = []) {
    self.columns = columns
    self.sortOrder = sortOrder
  }

  /// This layout fitted to a table whose declared columns are `declared` (in declared order,
  /// with their own defaults). The merge rule:
  /// - saved columns the table still has keep their saved order, visibility and width;
  /// - saved columns the table no longer has are dropped, and so are their sort keys;
  /// - a declared column the layout does not know comes right after the declared column before
  ///   it (at the start when it is the first), with its declared defaults;
  /// - a column id saved twice counts once (the first).
  public func merged(withDeclared declared: [Column]) -> ColumnLayout {
    let known = Set(declared.map(\.id))
    var seen = Set<String>()
    var result = columns.filter { known.contains($0.id) && seen.insert($0.id).inserted }
    for (index, column) in declared.enumerated() where !seen.contains(column.id) {
      let predecessor = declared[..<index].last { seen.contains($0.id) }
      let at = predecessor.flatMap { before in result.firstIndex { $0.id == before.id } }.map { $0 + 1 } ?? 0
      result.insert(column, at: at)
      seen.insert(column.id)
    }
    var sortSeen = Set<String>()
    let sort = sortOrder.filter { known.contains($0.columnID) && sortSeen.insert($0.columnID).inserted }
    return ColumnLayout(columns: result, sortOrder: sort)
  }
}
