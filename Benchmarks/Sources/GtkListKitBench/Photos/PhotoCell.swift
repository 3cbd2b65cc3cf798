import CGtkBench
import Foundation
import GtkListKit

// photo-grid's options, model and tile (PhotoGrid.swift runs the workload).

/// The photo-grid options (the C program's: --photos, --loads, --cache-mib, --thumb, --seconds,
/// --px-per-frame).
struct PhotoOptions {
  var folder = photoGridFolder()
  var loads = max(2, ProcessInfo.processInfo.activeProcessorCount)
  var cacheMiB = 128
  var thumb = 160
  var seconds = 10.0
  var pxPerFrame = 0.0
  /// `--diagnose-gates`: time from request to load start and from load end to apply (PhotoGates).
  var diagnoseGates = false
}

/// One photo file.
struct Photo: Identifiable, Hashable, Sendable {
  let id: Int
  let name: String
  let file: URL
}

/// A tile: the picture (160×160, can shrink) above the file name, as the C program's.
final class PhotoCell: ListCell, ModelTransfer {
  let widget: WidgetPointer
  let picture: WidgetPointer
  let label: WidgetPointer
  /// The item bound (nil when unbound) and the item whose image the picture shows.
  var itemID: Int?
  var imageID: Int?
  var seen = false
  var reported = false
  var seenNs: Int64 = 0

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    picture = gtk_picture_new()!
    let thumb = Int32(PhotoRun.thumb)
    gtk_widget_set_size_request(picture, thumb, thumb)
    gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
    label = gtk_label_new(nil)!
    gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_MIDDLE)
    let box = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
    gtk_box_append(box, picture)
    gtk_box_append(box, label)
    PhotoRun.tiles.append(self)
  }

  var hasImage: Bool { imageID != nil && imageID == itemID }

  /// The label, and the tile's visibility record anew (as C's bind); not loading time.
  func update(with model: Photo) {
    let (wall, cpu) = (nowNs(), threadCPUNs())
    setLabelText(label, model.name)
    itemID = model.id
    seen = false
    reported = false
    PhotoSpans.exclude(wall: nowNs() - wall, cpu: threadCPUNs() - cpu)
  }

  func showPlaceholder() {
    gtk_picture_set_paintable(OpaquePointer(picture), nil)
    imageID = nil
  }

  func show(_ texture: Texture, of id: Int) {
    gtk_picture_set_paintable(OpaquePointer(picture), texture.paintableOpaquePointer)
    imageID = id
  }
}

/// Settings the cells read when GTK makes them, and every tile made.
enum PhotoRun {
  nonisolated(unsafe) static var thumb = 160
  nonisolated(unsafe) static var tiles: [PhotoCell] = []
}
