import PostgresNIO

/// A ticket of the "Shared List" page: a row of the server's `board_ticket` table. A value
/// decoded off the main thread (a `PostgresStorage` reads pages on its connection pool), hence
/// `Sendable`.
struct BoardTicket: Equatable, Sendable {
  var id: Int64
  var title: String
  var done: Bool
  /// Higher first: 3 urgent, 2 high, 1 normal, 0 low.
  var priority: Int

  /// Decodes a row of `SELECT id AS gtklistkit_key, * FROM board_ticket`.
  @Sendable static func decode(_ row: PostgresRow) throws -> BoardTicket {
    let columns = row.makeRandomAccess()
    return BoardTicket(
      id: try columns["id"].decode(Int64.self), title: try columns["title"].decode(String.self),
      done: try columns["done"].decode(Bool.self), priority: try columns["priority"].decode(Int.self))
  }

  /// The priority's word, as the row's tag shows it.
  var priorityName: String {
    switch priority {
    case 3...: return "Urgent"
    case 2: return "High"
    case 1: return "Normal"
    default: return "Low"
    }
  }
}
