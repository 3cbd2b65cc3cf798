import CGtkListKitAdw
import Foundation
import GtkListKit
import WeakDelegate

/// The "Grid" page: a `GridViewManager` of 5,000 photo tiles in one section per photographer.
/// The registered header makes it a sectioned grid (full-width header rows, strips of tiles;
/// see Sources/GtkListKit/GtkListKit.docc/SectionedGrid.md); columns follow the window width, 2 to 8.
@MainActor
final class GridPage {
  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = GridViewManager()
  private let status: StatusBar
  /// Photos by section; one photographer per section.
  private var sections: [[Photo]]
  private let photographers: [String]
  private let count = Widgets.label(classes: ["count"], xalign: 1)

  init(status: StatusBar) {
    self.status = status
    let photos = SampleData.photos(count: 5_000)
    photographers = SampleData.authors.filter { name in photos.contains { $0.photographer == name } }
    sections = photographers.map { name in photos.filter { $0.photographer == name } }

    manager.registerHeader(SectionHeaderView.self)
    manager.register(PhotoTileCell.self) { mapping in
      mapping.didSelect(
        weakly(self) { me, _, photo, _ in me.show("Selected “\(photo.name)” by \(photo.photographer)") })
      mapping.activate(weakly(self) { me, _, photo, _ in PhotoViewer.show(photo, over: me.widget) })
    }
    manager.queryTooltip(PhotoTileCell.self) { _, photo, _ in
      .text("\(photo.name) by \(photo.photographer) · Enter opens it")
    }
    manager.selectionMode = .multiple
    // Tiles can be dragged to another place, in their section or another photographer's.
    manager.canMove(PhotoTileCell.self) { _, _, _ in true }
    manager.move(
      weakly(self) { me, from, to in
        me.sections[to.section].insert(me.sections[from.section].remove(at: from.item), at: to.item)
        me.manager.memoryStorage.moveItem(at: from, to: to)
        me.show("Moved the photo to \(me.photographers[to.section])’s photos")
      })
    manager.setColumns(min: 2, max: 8)
    manager.itemWidth = 150
    gtk_widget_add_css_class(manager.gridView.pointer(), "photos")
    manager.updater.didUpdateContent = { [weak self] _ in self?.updateCount() }
    fill()

    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    Widgets.append(
      Widgets.button("Shuffle", tooltip: "Shuffle the photos in every section; selected photos stay selected") {
        [weak self] in
        self?.shuffle()
      },
      Widgets.spacer(), count, to: toolbar)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    Widgets.append(toolbar, manager.widget.pointer(), to: widget)
    updateCount()
  }

  /// Sets every section and its header in one batch, so the first emission already holds the headers.
  private func fill() {
    let storage = manager.memoryStorage
    storage.performUpdates {
      for (index, photos) in sections.enumerated() { storage.setItems(photos, forSection: index) }
      storage.setSectionHeaderModels(zip(photographers, sections).map { "\($0) · \($1.count) photos" })
    }
  }

  private func shuffle() {
    for index in sections.indices { sections[index].shuffle() }
    fill()
    // The selection follows its photo; scroll there so the move is visible.
    if let selected = manager.selectedIndexPaths.first {
      manager.scroll(to: selected)
      show("Shuffled \(plural(sections.count, "section")); the selected photo is now item \(selected.item + 1)")
    } else {
      show("Shuffled \(plural(sections.count, "section"))")
    }
  }

  private func show(_ text: String) { status.show(text, on: .grid) }

  private func updateCount() {
    let total = manager.memoryStorage.totalNumberOfItems
    Widgets.setText(
      count, "\(plural(total, "photo")) · \(plural(manager.memoryStorage.numberOfSections, "photographer"))")
  }
}
