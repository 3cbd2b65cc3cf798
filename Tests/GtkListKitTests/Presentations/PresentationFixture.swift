import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// The one place the presentation tests build presentations: each through the manager that
/// shows it, in no window (GTK makes the view and realizes no row, so only the presentations'
/// own logic runs: row counts, update plans, row lookups, keyboard moves). Sections hold the
/// items `section * 100 + item`; header and footer rows show when asked for. A view never shown
/// reloads on every change, so update plans are translated directly (``FlatLayout/sections(_:headers:footers:)``).
@MainActor
struct PresentationFixture<Manager: ListManagerBase, Presentation> {
  let manager: Manager

  /// The manager's presentation now (a grid's changes when it gets sections).
  var presentation: Presentation {
    let current = manager.core.presentation
    guard let presentation = current as? Presentation else {
      fatalError("the manager presents \(type(of: current)), not \(Presentation.self)")
    }
    return presentation
  }

  /// The manager's flat layout (what the presentation translates from and to).
  var layout: FlatLayout { manager.core.source.layout }
}

@MainActor
enum Presentations {
  /// A list's rows (``FlatRows``).
  static func list(_ counts: [Int], headers: Bool = false, footers: Bool = false) -> PresentationFixture<
    ListViewManager, FlatRows
  > {
    let manager = ListViewManager()
    fill(manager, counts, headers: headers, footers: footers)
    return PresentationFixture(manager: manager)
  }

  /// A grid with header rows (``SectionedGridRows``), `columns` tiles to a strip (the view has
  /// no width in no window: the rule's least count).
  static func grid(_ counts: [Int], columns: Int, footers: Bool = false) -> PresentationFixture<
    GridViewManager, SectionedGridRows
  > {
    let manager = GridViewManager()
    manager.setColumns(min: columns, max: columns)
    fill(manager, counts, headers: true, footers: footers)
    return PresentationFixture(manager: manager)
  }

  /// A table's rows (``ColumnRows``) with two columns.
  static func table(_ counts: [Int], headers: Bool = false, footers: Bool = false) -> PresentationFixture<
    ColumnViewManager, ColumnRows
  > {
    let manager = ColumnViewManager()
    manager.addColumn("name", title: "Name")
    manager.addColumn("size", title: "Size")
    fill(manager, counts, headers: headers, footers: footers)
    return PresentationFixture(manager: manager)
  }

  /// A tree's rows (``TreeRows``): roots "/a/" (files 1, 2, 3), "/b/" (file 4) and file "/c",
  /// collapsed.
  static func tree() -> PresentationFixture<TreeListManager<String>, TreeRows> {
    let files = TreeFixture()
    files.folder("/a", ["1", "2", "3"])
    files.folder("/b", ["4"])
    let manager = TreeListManager(
      storage: files.makeStorage(roots: [Folder(path: "/a"), Folder(path: "/b"), File(path: "/c")]))
    manager.register(FolderCell.self)
    manager.register(FileCell.self)
    return PresentationFixture(manager: manager)
  }

  private static func fill(_ manager: ListBaseManager, _ counts: [Int], headers: Bool, footers: Bool) {
    manager.register(IntCell.self)
    if headers { manager.registerHeader(HeaderView.self) }
    if footers { manager.registerFooter(FooterView.self) }
    for (section, count) in counts.enumerated() {
      manager.memoryStorage.setItems((0..<count).map { section * 100 + $0 }, forSection: section)
    }
    let names = counts.indices.map { "S\($0)" }
    if headers { manager.memoryStorage.setSectionHeaderModels(names) }
    if footers { manager.memoryStorage.setSectionFooterModels(names) }
  }
}

extension FlatLayout {
  /// Sections of `counts` items, each with a header row and a footer row when asked for.
  static func sections(_ counts: [Int], headers: Bool = false, footers: Bool = false) -> FlatLayout {
    FlatLayout(itemCounts: counts, headers: counts.map { _ in headers }, footers: counts.map { _ in footers })
  }
}

/// An item cell of the presentation tests (never realized: no window shows it).
final class IntCell: LabelCell, ModelTransfer {
  func update(with model: Int) { show("item \(model)") }
}
