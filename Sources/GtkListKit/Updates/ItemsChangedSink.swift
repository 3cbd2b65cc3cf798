import ModelStorage

/// Where the updater sends `items-changed`: the lazy list model GTK reads (a recorder in
/// display-free unit tests). `count` follows every splice, so `get_n_items` is always right.
@MainActor
protocol ItemsChangedSink: AnyObject {
  var count: Int { get }
  func splice(_ splice: ItemsChangedSplice)
}
