import CGtkListKitAdw
import Foundation
import GtkListKit
import WeakDelegate

/// The "Live" page: 100,000 station readings that change four times a second (inserts, deletes,
/// moves and in-place updates in one diffing `setItems` per tick), animated. The selection and
/// the scroll position stay; the counters (binds, the last update's time) are refreshed by the
/// same timer, between frames.
@MainActor
final class LivePage {
  static let initialCount = 100_000

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = ListViewManager()
  private let status: StatusBar
  /// The updates stop when the window closes (a tick would write to its freed counters).
  private let lifetime: WidgetLifetime
  private let counters = Widgets.label(classes: ["count"], xalign: 1)
  /// Play while paused, pause while running (its icon and tooltip say which).
  private(set) var playButton: WidgetPointer!
  private var readings = (0..<LivePage.initialCount).map { Reading(id: $0, celsius: Double($0 % 300) / 10) }
  private var nextID = LivePage.initialCount
  private var generator = SystemRandomNumberGenerator()
  private(set) var running = false
  private(set) var ticks = 0
  private var lastUpdateMilliseconds = 0.0

  init(status: StatusBar) {
    self.status = status
    lifetime = WidgetLifetime(widget)
    manager.register(ReadingCell.self) { mapping in
      mapping.didSelect(weakly(self) { me, _, reading, _ in me.status.show("Selected \(reading.station)", on: .live) })
    }
    manager.updater.insertAnimation = .fade
    manager.updater.deleteAnimation = .fade
    manager.updater.moveAnimation = .highlight
    manager.updater.updateAnimation = .highlight
    manager.memoryStorage.setItems(readings)
    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    playButton = Widgets.iconButton("media-playback-start-symbolic", label: "Start the live updates") { [weak self] in
      self?.toggle()
    }
    Widgets.append(playButton, Widgets.spacer(), counters, to: toolbar)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    Widgets.append(toolbar, manager.widget.pointer(), to: widget)
    updateCounters()
  }

  /// Starts or pauses the updates.
  func toggle() {
    running.toggle()
    status.show(running ? "Live: four updates a second" : "Paused", on: .live)
    let button = UnsafeMutableRawPointer(playButton).assumingMemoryBound(to: GtkButton.self)
    gtk_button_set_icon_name(button, running ? "media-playback-pause-symbolic" : "media-playback-start-symbolic")
    let label = running ? "Pause the live updates" : "Start the live updates"
    gtk_widget_set_tooltip_text(playButton, label)
    example_accessible_set_label(playButton, label)
    guard running else { return }
    Timer.every(milliseconds: 250) { [weak self] in
      guard let self, self.running, self.lifetime.isAlive else { return false }
      self.tick()
      return true
    }
  }

  /// One update: two inserts, two deletes (never a selected reading), one move, five changes.
  func tick() {
    let selected = Set(manager.selectedModels.compactMap { ($0 as? Reading)?.id })
    for _ in 0..<5 {
      let index = Int.random(in: 0..<readings.count, using: &generator)
      readings[index].celsius += Double.random(in: -0.5...0.5, using: &generator)
      readings[index].updates += 1
    }
    for _ in 0..<2 {
      let index = Int.random(in: 0..<readings.count, using: &generator)
      if !selected.contains(readings[index].id) { readings.remove(at: index) }
      readings.insert(Reading(id: nextID, celsius: 20), at: Int.random(in: 0...readings.count, using: &generator))
      nextID += 1
    }
    let from = Int.random(in: 0..<readings.count, using: &generator)
    readings.insert(readings.remove(at: from), at: Int.random(in: 0..<readings.count, using: &generator))
    let start = DispatchTime.now().uptimeNanoseconds
    manager.memoryStorage.setItems(readings)
    lastUpdateMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    ticks += 1
    updateCounters()
  }

  private func updateCounters() {
    Widgets.setText(
      counters,
      "\(plural(readings.count, "station")) · \(manager.statistics.binds.grouped) binds · last update \(String(format: "%.1f", lastUpdateMilliseconds)) ms"
    )
  }
}
