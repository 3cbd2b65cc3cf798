/// One term of an SQL `ORDER BY`: an expression and its direction.
///
/// `expression` is SQL written by the app (a column name, `lower(title)`, `price * quantity`),
/// pasted into the storage's queries as is: never build it from user input.
public struct SQLSortTerm: Hashable, Sendable, Codable {
  /// The SQL expression sorted on, evaluated for each row of the storage's table.
  public var expression: String
  /// `true` for `ASC` (SQLite puts `NULL` first), `false` for `DESC` (`NULL` last).
  public var ascending: Bool

  /// A term sorting on `expression`, ascending unless told.
  public init(_ expression: String, ascending: Bool = true) {
    self.expression = expression
    self.ascending = ascending
  }
}

/// A ``ListStorage`` over an SQL table that sorts its rows in the database when told, as a table
/// whose column headers sort does.
///
/// The storage always appends `rowid` (ascending, whatever the terms' directions) as the final
/// tie-breaker, so the order is total and deterministic: rows of equal keys keep the order in
/// which they were inserted, as a stable sort keeps them.
public protocol SQLSortableStorage: ListStorage {
  /// The current order; empty for the storage's default order.
  var sortTerms: [SQLSortTerm] { get }
  /// Sorts the rows by `terms`, then `rowid`; empty `terms` returns to the default order. The
  /// storage tells its delegate how the rows changed.
  func sort(by terms: [SQLSortTerm])
}
