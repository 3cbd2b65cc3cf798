import CGtkListKitAdw
import Foundation
import GtkListKit
import WeakDelegate

/// The "Photos" page: a `GridViewManager` over a folder of images (the user's Pictures, or
/// `--pictures DIR`), one section per month of the files' modification dates, newest first.
/// The folder is read off the main thread and shown in one `setItems` batch; thumbnails load
/// with `loadContent` (visible tiles first, cancelled when their tiles go) through a
/// `Thumbnailer`, which uses the freedesktop thumbnails GNOME apps share when they exist.
/// Tiles can be selected (several: Ctrl/Shift-click; the sectioned grid has no rubber band), opened (Enter, double click) and
/// dragged out as files (`text/uri-list`, for a file manager).
@MainActor
final class PhotosPage {
  /// The thumbnails' size: the frame is ~160 × 120, the texture fits 192 px (cropped to cover).
  static let thumbnailSize = 192
  /// The folder `--pictures` (or a test) asked for; read when the page is built.
  static var folderOverride: String?

  /// Where the page is in reading its folder.
  enum State: Equatable {
    case scanning
    case shown
    case failed(PhotoFolder.ScanError)
  }

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = GridViewManager()
  let folder: PhotoFolder
  private(set) var state = State.scanning
  /// False once the page's widgets are destroyed (the window closed): late results and the
  /// summary's timer leave them alone.
  private(set) var isAlive = true
  private(set) var months: [PhotoMonth] = []
  /// Seconds from the page's start to its folder read.
  private(set) var scanSeconds: Double?
  let status: StatusBar
  let summary = Widgets.label(classes: ["count"], xalign: 1)
  private let started = Date()
  /// libadwaita's status page, instead of the grid while the folder is read or has no photos.
  let empty: WidgetPointer = {
    let page = adw_status_page_new()!
    adw_status_page_set_icon_name(OpaquePointer(page), "folder-pictures-symbolic")
    gtk_widget_set_vexpand(page, 1)
    return page
  }()

  init(status: StatusBar) {
    self.status = status
    folder = PhotoFolder(
      url: Self.folderOverride.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? PhotoFolder.userPictures)
    let thumbnails = Thumbnailer()
    let size = Self.thumbnailSize
    manager.registerHeader(SectionHeaderView.self)
    manager.register(PhotoFileCell.self) { mapping in
      mapping.loadContent(
        key: { photo in photo.url },
        cached: { url in thumbnails.cachedTexture(for: url, size: size).map { PhotoThumbnail(file: url, texture: $0) }
        },
        load: { url in PhotoThumbnail(file: url, texture: try await thumbnails.texture(for: url, size: size)) },
        placeholder: { cell, _ in cell.showPlaceholder() },
        apply: { cell, _, thumbnail in cell.show(thumbnail) },
        failed: { cell, photo, error in cell.showFailure("\(photo.name) could not be read: \(error)") })
      mapping.activate(weakly(self) { me, _, photo, _ in PhotoFileViewer.open(photo, over: me.widget) })
      mapping.didSelect(weakly(self) { me, _, _, _ in me.describeSelection() })
      mapping.dragPrepare(
        weakly(self, default: nil) { me, _, photo, indexPath in me.dragContent(photo, at: indexPath) })
    }
    manager.queryTooltip(PhotoFileCell.self) { _, photo, _ in
      .text("\(photo.name) · \(photo.modified.formatted(date: .abbreviated, time: .shortened)) · Enter opens it")
    }
    manager.selectionMode = .multiple
    manager.setColumns(min: 2, max: 10)
    manager.itemWidth = 176
    gtk_widget_add_css_class(manager.gridView.pointer(), "photos")

    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    let place = Widgets.label(folder.url.path, classes: ["dim"])
    gtk_label_set_ellipsize(example_label(place), PANGO_ELLIPSIZE_START)
    gtk_widget_set_hexpand(place, 1)
    gtk_widget_set_tooltip_text(place, folder.url.path)
    Widgets.append(place, summary, to: toolbar)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    Widgets.append(toolbar, manager.widget.pointer(), empty, to: widget)
    showEmpty(title: "Reading the Folder…", description: folder.url.path)
    SignalConnection.connect(widget, "destroy") { [weak self] in self?.isAlive = false }
    startScan()
    followLoads()
  }

  /// Reads the folder off the main thread; the months come back through GTK's main loop.
  private func startScan() {
    let folder = self.folder
    // The page lives as long as its window; the task holds it until the months are shown.
    Task.detached { [self] in
      let result: Result<[PhotoMonth], PhotoFolder.ScanError>
      do throws(PhotoFolder.ScanError) { result = .success(try folder.scan()) } catch { result = .failure(error) }
      Timer.post { self.show(result) }
    }
  }

  private func show(_ result: Result<[PhotoMonth], PhotoFolder.ScanError>) {
    guard isAlive else { return }
    scanSeconds = Date().timeIntervalSince(started)
    switch result {
    case .success(let months) where months.isEmpty:
      state = .shown
      showEmpty(title: "No Photos", description: "\(folder.url.path) holds no image files. Start with --pictures DIR.")
    case .success(let months):
      state = .shown
      self.months = months
      let storage = manager.memoryStorage
      storage.performUpdates {
        storage.setItems(months.map { $0.files as [Any] })
        storage.setSectionHeaderModels(months.map(\.header))
      }
      gtk_widget_set_visible(empty, 0)
      gtk_widget_set_visible(manager.widget.pointer(), 1)
      let total = months.reduce(0) { $0 + $1.files.count }
      status.show("Read \(plural(total, "photo")) in \(String(format: "%.2f", scanSeconds ?? 0)) s", on: .photos)
    case .failure(let error):
      state = .failed(error)
      let reason = error == .notAFolder ? "is not a folder" : "does not exist"
      showEmpty(title: "Folder Not Found", description: "\(folder.url.path) \(reason). Start with --pictures DIR.")
    }
    updateSummary()
  }

  private func showEmpty(title: String, description: String) {
    adw_status_page_set_title(OpaquePointer(empty), title)
    adw_status_page_set_description(OpaquePointer(empty), description)
    gtk_widget_set_visible(empty, 1)
    gtk_widget_set_visible(manager.widget.pointer(), 0)
  }

  /// What a drag of `photo` offers: the URIs of the selected files when it is one of them
  /// (the manager drags the whole selection then), else its own.
  func dragContent(_ photo: PhotoFile, at indexPath: IndexPath) -> DragContent {
    let selected = manager.selectedIndexPaths
    let files =
      selected.count > 1 && selected.contains(indexPath)
      ? selected.sorted().compactMap { manager.memoryStorage.item(at: $0) as? PhotoFile } : [photo]
    return .uris(files.map(\.url.absoluteString))
  }

  private func describeSelection() {
    guard isAlive else { return }  // a closing window clears its selection
    let selected = manager.selectedModels.compactMap { $0 as? PhotoFile }
    if selected.count == 1, let photo = selected.first {
      status.show("\(photo.name), \(photo.modified.formatted(date: .long, time: .shortened))", on: .photos)
    } else {
      status.show("\(plural(selected.count, "photo")) selected · drag them to a file manager", on: .photos)
    }
  }
}
