import Foundation

extension ViewModelMapping {
  /// The text type-to-find looks at for this mapping's models: typing letters while the view
  /// has the keyboard focus moves the focus (and the selection, as the arrow keys do) to the
  /// next row whose key starts with what was typed, compared without case or accents. Rows of
  /// mappings without a key are skipped; a view none of whose mappings has one leaves typing
  /// to GTK. See <doc:ShowingATable#Finding-a-row-by-typing>.
  ///
  /// ```swift
  /// manager.register(PostCell.self) { mapping in
  ///   mapping.findKey { post in post.title }
  /// }
  /// ```
  public func findKey(_ key: @escaping (Model) -> String) {
    findText = { ($0 as? Model).map(key) }
  }
}
