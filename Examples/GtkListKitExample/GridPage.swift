import Foundation
import GtkListKit

/// The "Grid" page: a `GridViewManager` of 5,000 photo tiles; GTK fits 2 to 8 columns to the
/// window width.
@MainActor
final class GridPage {
  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = GridViewManager()
  private let status: StatusBar
  private var photos = SampleData.photos(count: 5_000)
  private let count = Widgets.label(classes: ["count"], xalign: 1)

  init(status: StatusBar) {
    self.status = status
    manager.register(PhotoTileCell.self) { [status] mapping in
      mapping.didSelect { _, photo, indexPath in
        status.show("Selected tile \(indexPath.item + 1): “\(photo.name)” by \(photo.photographer)")
      }
    }
    manager.setColumns(min: 2, max: 8)
    gtk_widget_add_css_class(manager.gridView, "photos")
    manager.updater.didUpdateContent = { [weak self] _ in self?.updateCount() }
    manager.memoryStorage.setItems(photos)

    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    Widgets.append(
      Widgets.button("Shuffle", tooltip: "setItems with the photos shuffled") { [weak self] in self?.shuffle() },
      Widgets.spacer(), count, to: toolbar)
    gtk_widget_set_vexpand(manager.widget, 1)
    Widgets.append(toolbar, manager.widget, to: widget)
    updateCount()
  }

  private func shuffle() {
    photos.shuffle()
    manager.memoryStorage.setItems(photos)
    status.show("Shuffled \(photos.count.formatted()) photos")
  }

  private func updateCount() {
    Widgets.setText(count, "\(manager.memoryStorage.totalNumberOfItems.formatted()) photos")
  }
}
