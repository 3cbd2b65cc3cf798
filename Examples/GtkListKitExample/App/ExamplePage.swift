/// The pages of the example window, by the name `--page` takes and the stack uses.
enum ExamplePage: String, CaseIterable {
  case feed, contacts, live, million, grid, database, ui, outline, shared, photos

  /// The tab title.
  var title: String {
    switch self {
    case .feed: return "Feed"
    case .contacts: return "Contacts"
    case .live: return "Live"
    case .million: return "Million"
    case .grid: return "Grid"
    case .photos: return "Photos"
    case .database: return "Database"
    case .ui: return "UI Files"
    case .outline: return "Outline"
    case .shared: return "Shared List"
    }
  }

  /// The icon of the page in the view switcher.
  var iconName: String {
    switch self {
    case .feed: return "view-list-symbolic"
    case .contacts: return "avatar-default-symbolic"
    case .live: return "media-playback-start-symbolic"
    case .million: return "view-continuous-symbolic"
    case .grid: return "view-grid-symbolic"
    case .photos: return "image-x-generic-symbolic"
    case .database: return "drive-harddisk-symbolic"
    case .ui: return "text-x-generic-symbolic"
    case .outline: return "folder-symbolic"
    case .shared: return "network-workgroup-symbolic"
    }
  }

  /// What the status bar suggests while the page is visible.
  var hint: String {
    switch self {
    case .feed: return "Click to select · double-click or Enter to like"
    case .contacts: return "Type to search · right click for the menu · Delete, Ctrl+Z"
    case .live: return "\(100_000.grouped) readings, four updates a second · select a row and watch it stay"
    case .million: return "\(1_000_000.grouped) rows, about 200 row widgets"
    case .grid: return "Arrows move, Enter opens · 2 to 8 columns"
    case .photos: return "A folder of images by month · Enter opens · drag photos to a file manager"
    case .database: return "A live SQLite table of \(1_000_000.grouped) rows, read in pages"
    case .ui: return "A view and cells from GtkBuilder files · Enter opens"
    case .outline: return "A folder on disk, listed as you open it · Enter or double click opens"
    case .shared: return "A PostgreSQL table every window edits live · Enter marks done, Delete deletes"
    }
  }
}
