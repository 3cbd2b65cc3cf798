import CGtkListKit
import Foundation
import GtkListKit
import Synchronization

/// An item whose content is loaded: `id` is what the tile shows at once, the loaded content
/// names the id it was loaded for, so a test reads back whether a tile shows its own content.
struct Tile: Identifiable, Equatable, Sendable {
  let id: Int
  var version = 0
}

/// A tile: its item's number, and the content loaded for it ("…" while it loads).
final class TileCell: ListCell, ModelTransfer {
  let widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
  private let title = gtk_label_new(nil)!
  private let content = gtk_label_new(nil)!
  private(set) var shownID: Int?

  init() {
    gtk_widget_set_size_request(widget, 80, 40)
    gtk_label_set_ellipsize(cgtk_label(title), PANGO_ELLIPSIZE_END)
    gtk_label_set_ellipsize(cgtk_label(content), PANGO_ELLIPSIZE_END)
    gtk_box_append(cgtk_box(widget), title)
    gtk_box_append(cgtk_box(widget), content)
  }

  func update(with model: Tile) {
    shownID = model.id
    gtk_label_set_text(cgtk_label(title), "item \(model.id)")
  }

  func showPlaceholder() { gtk_label_set_text(cgtk_label(content), "…") }
  func show(content text: String) { gtk_label_set_text(cgtk_label(content), text) }
}

/// What the loads did, written from their threads.
final class LoadLog: Sendable {
  private let state = Mutex(State())

  struct State {
    var started: [Int] = []
    var cancelled = 0
    var finished = 0
    var onMainThread = 0
    var gateOpen = true
  }

  var snapshot: State { state.withLock { $0 } }

  func start(_ id: Int) {
    let main = Thread.isMainThread
    state.withLock {
      $0.started.append(id)
      if main { $0.onMainThread += 1 }
    }
  }

  /// Loads wait at the gate while it is closed (cancellation still reaches them).
  func setGate(open: Bool) { state.withLock { $0.gateOpen = open } }

  func cancel() { state.withLock { $0.cancelled += 1 } }
  func finish() { state.withLock { $0.finished += 1 } }

  /// A load that takes `delay` milliseconds (cooperatively cancelled) and names its item.
  func load(_ id: Int, delay: ClosedRange<Int>) async throws -> String {
    start(id)
    do {
      while !state.withLock({ $0.gateOpen }) { try await Task.sleep(for: .milliseconds(1)) }
      try await Task.sleep(for: .milliseconds(Int.random(in: delay)))
    } catch {
      cancel()
      throw error
    }
    finish()
    return "content \(id)"
  }
}
