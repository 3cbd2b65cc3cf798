import CGtkListKit
import Foundation
import GtkListKit

// The GtkListKit example app. Run it with `make run`; without a display it renders under
// Xvfb and saves a screenshot (`--screenshot PATH`) instead of waiting for a person.

let options = LaunchOptions(arguments: CommandLine.arguments)

MainActor.assumeIsolated {
  guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("gtklistkit-example: cannot open a display\n".utf8))
    exit(1)
  }
  let app = ExampleWindow(page: options.page)
  app.present()
  if let screenshotPath = options.screenshotPath {
    app.run(for: options.delay)
    app.saveScreenshot(to: screenshotPath)
  } else {
    app.runUntilClosed()
  }
}
