/// How a text column sorts (``TableColumn/sortable(by:textOrder:)``).
public enum TextSortOrder: Sendable {
  /// Natural, locale-aware order, as GTK's file chooser and Nautilus sort names: digits by
  /// their value ("Song 2" before "Song 10"), letters as the locale collates them. The default.
  case natural
  /// Plain order: by Unicode scalar values ("Song 10" before "Song 2", "Z" before "a").
  case plain
}
