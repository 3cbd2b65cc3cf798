import CGtkListKit
/// Deterministic sample content, so screenshots look the same on every run.
enum SampleData {
  static let authors = [
    "Ada Lovelace", "Alan Turing", "Grace Hopper", "Linus Torvalds", "Margaret Hamilton",
    "Dennis Ritchie", "Barbara Liskov", "Ken Thompson", "Radia Perlman", "Donald Knuth",
  ]
  private static let titles = [
    "GTK 4 list views recycle about 200 rows at any size",
    "Diffing a million items in a few milliseconds",
    "Why selection survives a shuffle",
    "Section headers in a flat list model",
    "Weak targets instead of [weak self]",
    "One factory, many cell types",
    "Coalescing items-changed emissions",
    "A GListModel written in C, driven from Swift",
    "Binding must be cheap and idempotent",
    "Testing real clicks with xdotool under Xvfb",
  ]
  private static let bodies = [
    "Register a cell type for a model type once, hand the manager your models, and let every change reach the screen as the smallest update.",
    "Double-click a post (or press Enter) to like it: the diff sees the same id with new content and rebinds just that row.",
    "Shuffle moves rows as one splice over the moved range, so GTK keeps the row objects and the selection.",
    "Headers are rows of their own, neither selectable nor activatable.",
  ]
  private static let photoWords = [
    "Harbour", "Dunes", "Glacier", "Meadow", "Canyon", "Lagoon", "Orchard", "Summit",
    "Fjord", "Delta", "Tundra", "Reef", "Prairie", "Caldera", "Estuary", "Atoll",
  ]
  private static let sponsors = [
    ("Hexagon Coffee", "Roasted for long compile times"),
    ("Tabs & Spaces", "Mechanical keyboards, tuned for Swift"),
    ("Cloudless", "Builds that never leave your desk"),
  ]

  /// A post with content picked from `id`.
  static func post(id: Int, pinned: Bool = false) -> Post {
    Post(
      id: id, author: authors[id % authors.count], title: titles[id % titles.count],
      body: bodies[id % bodies.count], hoursAgo: 1 + (id * 7) % 47, likes: (id * 13) % 120, isPinned: pinned)
  }

  /// The feed's posts: the first two are pinned.
  static func posts(count: Int) -> [Post] { (0..<count).map { post(id: $0, pinned: $0 < 2) } }

  /// `count` photos with varied names and colours.
  static func photos(count: Int) -> [Photo] {
    (0..<count).map { id in
      Photo(
        id: id, name: "\(photoWords[id % photoWords.count]) \(id / photoWords.count + 1)",
        photographer: authors[(id * 3) % authors.count], colorIndex: (id * 5 + id / 7) % Stylesheet.swatchCount)
    }
  }

  /// The sponsored entries.
  static func ads() -> [Ad] {
    sponsors.enumerated().map { Ad(id: $0.offset, sponsor: $0.element.0, tagline: $0.element.1) }
  }

  /// Initials for an avatar ("Ada Lovelace" → "AL").
  static func initials(of name: String) -> String {
    String(name.split(separator: " ").compactMap(\.first).prefix(2))
  }

  /// A stable colour class index for an author.
  static func colorIndex(of name: String) -> Int {
    (authors.firstIndex(of: name) ?? 0) % Stylesheet.swatchCount
  }
}
