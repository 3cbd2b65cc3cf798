import Foundation

extension TableColumn {
  /// Makes this column the one type-to-find reads: typing letters in the table moves the focus
  /// (and the selection, as the arrow keys do) to the next row whose `key` starts with what was
  /// typed, compared without case or accents. The first visible column, in the order the table
  /// shows them, that has a key is read; without any, the mappings' keys are
  /// (``ViewModelMapping/findKey(_:)``). Rows whose model is not a `Model` are skipped.
  ///
  /// ```swift
  /// table.addColumn("title", title: "Title") { column in
  ///   column.register(TitleCell.self)
  ///   column.findKey { (song: Song) in song.title }
  /// }
  /// ```
  public func findKey<Model>(_ key: @escaping (Model) -> String) {
    findText = { ($0 as? Model).map(key) }
  }

  /// Whether type-to-find can read this column.
  public var hasFindKey: Bool { findText != nil }
}

extension ColumnViewManager {
  /// The key reader of the first visible column (display order) with a find key.
  func columnFindKeys() -> ((Any, IndexPath) -> String?)? {
    let shown = columnLayout.columns.filter(\.isVisible).compactMap { column($0.id) }
    guard let text = shown.lazy.compactMap(\.findText).first else { return nil }
    return { model, _ in text(model) }
  }
}
