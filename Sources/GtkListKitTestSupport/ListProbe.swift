import Foundation
import GtkListKit

/// What GTK bound and did for a manager, read back for tests of apps and for benchmarks: the
/// realized cells, GTK's `get_item` calls and the open context menu. Public here so a test of
/// yours needs no SPI of GtkListKit.
///
/// ```swift
/// let probe = ListProbe(manager)
/// XCTAssertEqual(probe.realizedItemCells.count, 20)
/// ```
@MainActor
public struct ListProbe {
  private let manager: ListBaseManager

  /// A probe of `manager`.
  public init(_ manager: ListBaseManager) { self.manager = manager }

  /// The realized cells by GTK row position (flat position, or row of a sectioned grid).
  public var boundCells: [Int: any ListCell] { manager.boundCells }
  /// The realized item cells by index path (every tile of a sectioned grid's rows too).
  public var realizedItemCells: [IndexPath: any ListCell] { manager.realizedItemCells }
  /// Rows GTK's model reports (`g_list_model_get_n_items`).
  public var modelRowCount: Int { manager.modelRowCount }
  /// How many times GTK called `get_item` since the view was made or ``resetGetItemCalls()``.
  public var getItemCalls: Int { manager.getItemCalls }
  /// Starts counting `get_item` calls from zero.
  public func resetGetItemCalls() { manager.resetGetItemCalls() }
  /// Item objects alive in the view's model (GTK holds the ones it shows).
  public var cachedItemCount: Int { manager.cachedItemCount }
  /// Whether the realized row at `position` is selectable (`false` when not realized).
  public func isRowSelectable(atPosition position: Int) -> Bool { manager.isRowSelectable(atPosition: position) }
  /// The column count of a sectioned grid, `nil` when the view is not one.
  public var sectionedGridColumns: Int? { manager.sectionedGridColumns }
  /// The open context menu's `GtkPopoverMenu`.
  public var contextMenuPopover: GtkWidgetReference? { manager.contextMenuPopover }
  /// Where the open context menu points, in its row's coordinates.
  public var contextMenuPointingTo: (x: Int, y: Int, width: Int, height: Int)? { manager.contextMenuPointingTo }
}
