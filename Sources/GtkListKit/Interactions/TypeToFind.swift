import Foundation

/// Type-to-find, as Nautilus and `NSTableView` do it: letters typed in quick succession make a
/// prefix, and the focus moves to the next row whose find key starts with it; a pause of
/// ``timeout`` starts a new prefix; the same letter typed again and again steps through the rows
/// starting with it. The search starts at the focused row and wraps around.
///
/// Keys are compared folded (``TextFolding``): without case, compatibility forms or accents
/// ("e" finds "Émile", "strasse" finds "Straße"), as GTK's own tree view search compares.
@MainActor
final class TypeToFind {
  /// How long a pause starts a new prefix. GTK has no setting for it (its `GtkTreeView` search
  /// popup closes after 5 s; typing in Nautilus and `NSTableView` resets after about a second).
  static let defaultTimeout: Duration = .seconds(1)
  var timeout = defaultTimeout
  /// What was typed since the last pause, as typed.
  private(set) var typed = ""
  private var lastKey: ContinuousClock.Instant?

  /// Whether a prefix is being typed (the last key came less than ``timeout`` ago).
  var isTyping: Bool {
    guard !typed.isEmpty, let lastKey else { return false }
    return ContinuousClock.now - lastKey < timeout
  }

  /// Adds `text` to the prefix (a new one after a pause) and returns what to look for.
  func type(_ text: String, fold: (String) -> String) -> FindQuery {
    if !isTyping { typed = "" }
    typed += text
    lastKey = .now
    return FindQuery(typed: typed, fold: fold)
  }

  /// Forgets the prefix (the view's content or focus changed under it).
  func reset() {
    typed = ""
    lastKey = nil
  }
}

/// What a typed prefix looks for.
struct FindQuery: Equatable {
  /// The folded prefix a key must start with.
  let prefix: String
  /// Whether the search starts after the focused row: a first letter goes to the next row
  /// starting with it, a letter repeated steps on; a longer prefix may still match the focused
  /// row (typing "ba" on "banana" stays there).
  let startsAfterFocus: Bool

  init(typed: String, fold: (String) -> String) {
    // Compared folded: "bB" is the same letter typed twice.
    let folded = fold(typed)
    let characters = Array(folded)
    if characters.count > 1, let first = characters.first, characters.allSatisfy({ $0 == first }) {
      prefix = String(first)
      startsAfterFocus = true
    } else {
      prefix = folded
      startsAfterFocus = Array(typed).count == 1
    }
  }

  /// Whether `key` starts with the prefix, once folded. Only as many characters of `key` as the
  /// prefix has are folded (folding never shortens a character to nothing), so a long key costs
  /// no more than a short one; scalars are compared, so a decomposed accent follows its letter.
  func matches(_ key: String, fold: (String) -> String) -> Bool {
    fold(String(key.prefix(prefix.count))).unicodeScalars.starts(with: prefix.unicodeScalars)
  }

  /// The first of `count` positions, from the focused one `focus` (the start when `nil`) and
  /// wrapping around, whose key matches; `key(position)` is `nil` for rows without one.
  func search(count: Int, focus: Int?, key: (Int) -> String?, fold: (String) -> String) -> Int? {
    guard count > 0, !prefix.isEmpty else { return nil }
    let start = focus.map { startsAfterFocus ? $0 + 1 : $0 } ?? 0
    for step in 0..<count {
      let position = (start + step) % count
      if let candidate = key(position), matches(candidate, fold: fold) { return position }
    }
    return nil
  }
}
