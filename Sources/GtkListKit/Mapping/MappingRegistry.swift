import Foundation

/// The registered mappings, in registration order, and the lookup from a model to its mapping
/// (DTModelStorage's "first mapping whose type and condition accept the model wins").
@MainActor
final class MappingRegistry {
  private(set) var mappings: [any CellMapping] = []
  /// The mapping the last unconditional lookup of a model type resolved to (a cast per mapping saved).
  private var lastCellMapping: (type: ObjectIdentifier, mapping: any CellMapping)? {
    didSet { lastCellMappingKey = lastCellMapping.map { ($0.type, ObjectIdentifier($0.mapping)) } }
  }
  /// `lastCellMapping` as two identifiers: compared on every bind without a retain.
  private var lastCellMappingKey: (type: ObjectIdentifier, mapping: ObjectIdentifier)?
  /// Whether any mapping has an `unbind` closure: only then rows remember what they showed.
  private(set) var unbindWanted = false
  /// Whether any mapping has a `sizeForCell` closure: only then binds ask for sizes.
  private(set) var sizeWanted = false
  /// Whether any mapping has an `accessibleLabel` closure: only then binds look for one.
  private(set) var accessibleLabelWanted = false
  /// Whether what a row shows may depend on its index path (a mapping with a condition, or an
  /// update that reads the index path): rows then remember their index path, and a row whose
  /// index path changed is presented again even when GTK keeps it (GTK 4.12+ rebinds only rows
  /// whose item object is new). Set at every lookup reset: a condition may be set at any time.
  private(set) var indexPathWanted = false
  /// Called for every event a mapping registers, so the manager connects its GTK signal.
  var onEventRegistered: ((MappingEvent) -> Void)?
  /// Called when a mapping of the registry has its first `loadContent` (or comes with one).
  var onContentLoadRegistered: (() -> Void)?

  func add(_ mapping: any CellMapping) {
    mappings.append(mapping)
    forgetLookups()
    mapping.onEventRegistered = { [weak self] event in self?.eventRegistered(event) }
    mapping.onContentLoadRegistered = { [weak self] in self?.onContentLoadRegistered?() }
    for event in mapping.registeredEvents { eventRegistered(event) }
    if !mapping.contentLoads.isEmpty { onContentLoadRegistered?() }
  }

  /// Removes the mappings `predicate` selects and returns them.
  func remove(where predicate: (any CellMapping) -> Bool) -> [any CellMapping] {
    let removed = mappings.filter(predicate)
    mappings.removeAll(where: predicate)
    forgetLookups()
    return removed
  }

  func contains(_ mapping: any CellMapping) -> Bool { mappings.contains { $0 === mapping } }

  func hasMapping(for kind: ViewKind) -> Bool { mappings.contains { $0.viewKind == kind } }

  /// The one mapping, when it is an unconditional cell mapping: every row that shows anything
  /// shows its cells.
  var soleCellMapping: (any CellMapping)? {
    guard mappings.count == 1, let mapping = mappings.first, mapping.viewKind == .cell, !mapping.isConditional else {
      return nil
    }
    return mapping
  }

  /// Drops the cached lookup: a condition may have been set since.
  func forgetLookups() {
    lastCellMapping = nil
    indexPathWanted = mappings.contains { $0.isConditional || $0.updateReadsIndexPath }
  }

  /// Whether a model of exactly `type` resolves to `mapping` without a lookup: the mapping a
  /// model of that type resolved to last, when no condition can change that.
  func resolvesCached(_ type: ObjectIdentifier, to mapping: any CellMapping) -> Bool {
    guard let key = lastCellMappingKey else { return false }
    return key.type == type && key.mapping == ObjectIdentifier(mapping)
  }

  /// The first mapping whose kind, model type and condition accept `model`.
  func mapping(
    for kind: ViewKind, model: Any, ofType dynamicType: Any.Type, at indexPath: @autoclosure () -> IndexPath
  ) -> (any CellMapping)? {
    // Most rows resolve to the mapping of the previous row of their type: remembered only when
    // no conditional mapping could have taken the row first.
    let modelType = ObjectIdentifier(dynamicType)
    if kind == .cell, let cached = lastCellMapping, cached.type == modelType { return cached.mapping }
    var sawCondition = false
    for mapping in mappings where mapping.viewKind == kind {
      if mapping.matches(model, at: indexPath()) {
        if kind == .cell && !sawCondition && !mapping.isConditional { lastCellMapping = (modelType, mapping) }
        return mapping
      }
      if mapping.isConditional { sawCondition = true }
    }
    return nil
  }

  private func eventRegistered(_ event: MappingEvent) {
    if event == .unbind { unbindWanted = true }
    if event == .sizeForCell { sizeWanted = true }
    if event == .accessibleLabel { accessibleLabelWanted = true }
    onEventRegistered?(event)
  }
}
