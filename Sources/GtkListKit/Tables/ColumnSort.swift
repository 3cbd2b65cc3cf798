/// One key of a table's sort order: a column by its id, and the direction.
public struct ColumnSort: Hashable, Codable, Sendable {
  /// The ``TableColumn/id`` of the column.
  public var columnID: String
  /// Smaller first (`true`) or larger first.
  public var ascending: Bool

  /// A sort by `columnID`, ascending unless told otherwise.
  public init(_ columnID: String, ascending: Bool = true) {
    self.columnID = columnID
    self.ascending = ascending
  }
}
