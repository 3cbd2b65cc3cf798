import Foundation

/// The `prefetch` / `cancelPrefetch` events (UIKit's `UICollectionViewDataSourcePrefetching`):
/// the items within ``distance`` of the visible ones in the scroll direction are announced once
/// each; those that leave that window without becoming visible are cancelled. Updated when the
/// main loop is idle after a scroll or a bind (``ContentLoader/prioritize()``), not per frame.
@MainActor
final class PrefetchTracker {
  private struct Prefetched {
    let model: Any
    let indexPath: IndexPath
    let mapping: any CellMapping
  }

  private let source: ContentSource
  /// The registries whose mappings may prefetch (the manager's, a table's columns').
  var registries: () -> [MappingRegistry] = { [] }
  /// Whether a mapping registered `prefetch` or `cancelPrefetch`.
  var isEnabled = false
  /// How many items past the visible ones are announced.
  var distance = 24
  private var lastScrollValue: Double?
  /// Whether the last scroll went down (or right); `true` before any scroll.
  private(set) var scrollsForward = true
  /// Announced items by their place in the layout (section, item).
  private var prefetched: [IndexPath: Prefetched] = [:]

  init(source: ContentSource) { self.source = source }

  func noteScroll(to value: Double) {
    if let last = lastScrollValue, value != last { scrollsForward = value > last }
    lastScrollValue = value
  }

  /// `visible`: the layout places (item, section) of the items shown now.
  func update(visible: [IndexPath]) {
    guard let first = visible.min(), let last = visible.max() else { return }
    let shown = Set(visible)
    let ordered = places(from: scrollsForward ? last : first, forward: scrollsForward)
    let window = Set(ordered)
    for (place, item) in prefetched where !window.contains(place) {
      prefetched[place] = nil
      guard !shown.contains(place) else { continue }  // it became visible: nothing to cancel
      let _: Void? = item.mapping.ask(.cancelPrefetch, model: item.model, at: item.indexPath)
    }
    for place in ordered where prefetched[place] == nil { announce(place) }
  }

  /// Up to ``distance`` item places after (or before) `start`, across sections, nearest first.
  private func places(from start: IndexPath, forward: Bool) -> [IndexPath] {
    let layout = source.layout
    var result: [IndexPath] = []
    var section = start.section
    var item = start.item
    while result.count < distance {
      item += forward ? 1 : -1
      if item < 0 || item >= layout.numberOfItems(inSection: section) {
        section += forward ? 1 : -1
        guard section >= 0, section < layout.numberOfSections else { break }
        item = forward ? -1 : layout.numberOfItems(inSection: section)
        continue
      }
      result.append(IndexPath(item: item, section: section))
    }
    return result
  }

  private func announce(_ place: IndexPath) {
    guard let position = source.layout.position(of: place), let content = source.content(at: position),
      content.hasModel
    else { return }
    let model = content.model
    for registry in registries() {
      guard
        let mapping = registry.mapping(for: .cell, model: model, ofType: type(of: model), at: content.indexPath),
        mapping.hasClosure(for: .prefetch) || mapping.hasClosure(for: .cancelPrefetch)
      else { continue }
      prefetched[place] = Prefetched(model: model, indexPath: content.indexPath, mapping: mapping)
      let _: Void? = mapping.ask(.prefetch, model: model, at: content.indexPath)
    }
  }
}
