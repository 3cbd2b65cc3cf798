/// Deterministic sample content, so screenshots look the same on every run.
enum SampleData {
  static let authors = [
    "Ada Lovelace", "Alan Turing", "Grace Hopper", "Linus Torvalds", "Margaret Hamilton",
    "Dennis Ritchie", "Barbara Liskov", "Ken Thompson", "Radia Perlman", "Donald Knuth",
  ]
  private static let titles = [
    "Morning light over the harbour",
    "Our community garden harvested its first pumpkins",
    "The night train to the coast is running again",
    "A weekend of board games and soup",
    "Notes from the river clean-up",
    "Sourdough, third attempt: finally a good crumb",
    "Library opens late on Thursdays this winter",
    "First snow on the ridge trail",
    "Choir rehearsal moves to the old school hall",
    "Repair café: twelve lamps and a bicycle saved",
  ]
  private static let bodies = [
    "Thanks to everyone who came by. We will post the photos here over the week, and the next meeting is on the first Saturday of the month.",
    "Bring a friend and a warm jacket. Tea and biscuits are on us; the route is about five kilometres and suitable for children.",
    "The timetable changed slightly: check the board at the station before you leave, and keep an eye on this feed for updates.",
    "Short and sweet: it worked, it was fun, and we are doing it again soon.",
  ]
  private static let photoWords = [
    "Harbour", "Dunes", "Glacier", "Meadow", "Canyon", "Lagoon", "Orchard", "Summit",
    "Fjord", "Delta", "Tundra", "Reef", "Prairie", "Caldera", "Estuary", "Atoll",
  ]
  private static let sponsors = [
    ("Hexagon Coffee", "Roasted two streets away, every morning"),
    ("North Bike Works", "Winter tyres fitted while you wait"),
    ("Cloudberry Books", "Second-hand books, first-rate finds"),
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
