/// Why the song database was not opened, in words for the page.
enum SongDatabaseError: Error, CustomStringConvertible {
  case isFolder(String)
  case notADatabase(String)
  case cannotCreateFolder(String)

  var description: String {
    switch self {
    case .isFolder(let path): return "\(path) is a folder, not a database. It was left as it is."
    case .notADatabase(let path): return "\(path) is not a SQLite database. It was left as it is."
    case .cannotCreateFolder(let folder): return "The folder \(folder) could not be created."
    }
  }
}
