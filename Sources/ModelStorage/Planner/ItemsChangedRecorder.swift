/// Observes a storage, plans every update against the layout GTK would show and records the
/// `items-changed` emissions in GTK's compact form (`"0-5+5"`), so tests can assert them.
///
/// Every recorded emission must be checked with ``expect(_:)-(String...)`` or ``takeRecorded()``; emissions
/// left unchecked when the recorder is released (or at ``verifyAllChecked()``) go to
/// ``failureHandler`` (wire it to `XCTFail` or `Issue.record`). A plan whose replay is invalid
/// or whose counts do not reach the new layout also fails.
///
/// Test tooling of this package, not API (`package` access).
///
/// Not `Sendable`: use it where the storage lives.
package final class ItemsChangedRecorder: StorageUpdating {
  /// The observed storage.
  package let storage: ListStorage
  /// The layout GTK would currently show.
  package private(set) var layout: FlatLayout
  /// Splice bound passed to the planner.
  package var maxSplices: Int
  /// Every plan, in order.
  package private(set) var plans: [ItemsChangedPlan] = []
  /// Receives failures (unchecked or mismatched emissions, broken plans).
  package var failureHandler: (String) -> Void
  private let headerKind: String?, footerKind: String?
  private var unchecked: [String] = []

  /// Starts observing `storage` (becomes its delegate).
  package init(
    storage: ListStorage, headerKind: String? = SupplementaryKind.header,
    footerKind: String? = SupplementaryKind.footer,
    maxSplices: Int = 2, failureHandler: @escaping (String) -> Void
  ) {
    self.storage = storage
    self.headerKind = headerKind
    self.footerKind = footerKind
    self.maxSplices = maxSplices
    self.failureHandler = failureHandler
    layout = FlatLayout(storage: storage, headerKind: headerKind, footerKind: footerKind)
    storage.delegate = self
  }

  deinit { verifyAllChecked() }

  /// Plans `update` from the previous layout to the storage's current one and records it.
  package func storageDidPerformUpdate(_ update: StorageUpdate) {
    let new = FlatLayout(storage: storage, headerKind: headerKind, footerKind: footerKind)
    let plan: ItemsChangedPlan
    do {
      plan = try ItemsChangedPlanner.checkedPlan(for: update, from: layout, to: new, maxSplices: maxSplices)
    } catch {
      failureHandler("planner rejected update: \(error.debugDescription)")
      plan = ItemsChangedPlanner.fullReload(from: layout, to: new)
    }
    record(plan, to: new)
  }

  /// Records a full reload.
  package func storageNeedsReloading() {
    let new = FlatLayout(storage: storage, headerKind: headerKind, footerKind: footerKind)
    record(ItemsChangedPlanner.fullReload(from: layout, to: new), to: new)
  }

  /// Records a plan produced elsewhere (for example by a manager) that turns the current layout into `new`.
  package func record(_ plan: ItemsChangedPlan, to new: FlatLayout) {
    let replayed = plan.replay(on: Array(0..<layout.count)) { _ in -1 }
    if replayed?.count != new.count {
      failureHandler("plan \(plan.compact) does not turn \(layout.count) rows into \(new.count)")
    }
    plans.append(plan)
    unchecked += plan.compact
    layout = new
  }

  /// Emissions recorded since the last check, marked checked.
  package func takeRecorded() -> [String] {
    defer { unchecked.removeAll() }
    return unchecked
  }

  /// Checks that the emissions since the last check are exactly `expected`; reports a failure otherwise.
  @discardableResult
  package func expect(_ expected: [String]) -> Bool {
    let actual = takeRecorded()
    guard actual == expected else {
      failureHandler("expected items-changed \(expected), got \(actual)")
      return false
    }
    return true
  }

  /// Variadic form of ``expect(_:)-([String])``.
  @discardableResult
  package func expect(_ expected: String...) -> Bool { expect(expected) }

  /// Reports emissions nobody checked.
  package func verifyAllChecked() {
    guard !unchecked.isEmpty else { return }
    let left = takeRecorded()
    failureHandler("unchecked items-changed: \(left)")
  }
}
