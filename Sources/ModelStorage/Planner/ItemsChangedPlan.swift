/// Everything the GTK side emits for one storage update.
package struct ItemsChangedPlan: Equatable, Sendable {
  /// The `items-changed` emissions, in order.
  package var splices: [ItemsChangedSplice]
  /// Flat positions (after all splices) whose item kept its identity but whose model changed:
  /// rebind in place, no splice. Sorted, without duplicates. Rows inside a splice's `kept`
  /// whose model changed are listed too (GTK rebinds them anyway, but the cached item must
  /// learn its new model).
  package var rebinds: [Int]

  /// Creates a plan.
  package init(splices: [ItemsChangedSplice] = [], rebinds: [Int] = []) {
    self.splices = splices
    self.rebinds = rebinds
  }

  /// `true` when GTK needs to be told nothing.
  package var isEmpty: Bool { splices.isEmpty && rebinds.isEmpty }

  /// The splices in GTK's compact form, e.g. `["0-5+5"]`.
  package var compact: [String] { splices.map(\.description) }
}
