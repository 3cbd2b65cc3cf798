/// One term of an SQL `ORDER BY`: an expression and its direction.
///
/// `expression` is SQL written by the app (a column name, `lower(title)`, `price * quantity`),
/// pasted into the storage's queries as is: never build it from user input.
public struct SQLSortTerm: Hashable, Sendable, Codable {
  /// The SQL expression sorted on, evaluated for each row of the storage's table.
  public var expression: String
  /// `true` for `ASC` (SQLite puts `NULL` first), `false` for `DESC` (`NULL` last).
  public var ascending: Bool
  /// How text values compare: ``TextOrder/plain`` (the database's own collation) or
  /// ``TextOrder/natural`` ("Song 2" before "Song 10"). A storage applies the natural order
  /// only when the expression's values are text; numbers and dates sort as they are.
  public var textOrder: TextOrder

  /// A term sorting on `expression`, ascending unless told, in the database's own text order
  /// unless told.
  public init(_ expression: String, ascending: Bool = true, textOrder: TextOrder = .plain) {
    self.expression = expression
    self.ascending = ascending
    self.textOrder = textOrder
  }

  private enum CodingKeys: String, CodingKey { case expression, ascending, textOrder }

  /// Decodes a term; one saved before ``textOrder`` existed is ``TextOrder/plain``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    expression = try container.decode(String.self, forKey: .expression)
    ascending = try container.decode(Bool.self, forKey: .ascending)
    textOrder = try container.decodeIfPresent(TextOrder.self, forKey: .textOrder) ?? .plain
  }
}

/// How a sort compares text: a table column's in memory (`TableColumn.sortable(by:textOrder:)`)
/// or in SQL (``SQLSortTerm/textOrder``).
public enum TextOrder: String, Hashable, Sendable, Codable {
  /// Plain order. In memory: by Unicode scalar values ("Song 10" before "Song 2", "Z" before
  /// "a"). In SQL: the database's own order for the expression (SQLite: its collation, `BINARY`
  /// unless the column or expression names another; PostgreSQL: the column's collation).
  case plain
  /// Natural order, as GTK's file chooser and Nautilus order file names
  /// (`g_utf8_collate_key_for_filename`): numbers inside text by their value ("Song 2" before
  /// "Song 10"). In memory letters follow the locale's collation; in SQL they compare without
  /// regard to case, by a collation of the storage's (see the database storages' docs).
  case natural
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
