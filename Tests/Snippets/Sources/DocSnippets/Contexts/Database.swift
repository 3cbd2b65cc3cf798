// The context of fragments marked `// snippet-context: Database`: a screen object of a database
// app (ShowingADatabase, Updater). `dbPool` is a GRDB `DatabasePool` whose schema has the
// `player` and `item` tables; `manager` is the list that shows them. Compiled, never run.
import CGtk
import GRDB
import GtkListKit
import GtkListKitGRDB

struct Player: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable {
  var id: Int64
  var name: String
  var team: String
  var score: Int
}

@MainActor final class DatabaseContext {
  let dbPool: DatabasePool
  let manager = ListViewManager()

  init(path: String) throws { dbPool = try DatabasePool(path: path) }
}
