import CGtk
import Foundation
import GtkListKit

// The GtkListKit example app. Run it with `make run`; without a display it renders under
// Xvfb and saves a screenshot (`--screenshot PATH`) instead of waiting for a person.

let arguments = CommandLine.arguments
let screenshotPath = arguments.firstIndex(of: "--screenshot").flatMap { index in
  index + 1 < arguments.count ? arguments[index + 1] : nil
}

MainActor.assumeIsolated {
  guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("gtklistkit-example: cannot open a display\n".utf8))
    exit(1)
  }
  let app = ExampleWindow()
  app.present()
  if let screenshotPath {
    app.saveScreenshot(to: screenshotPath)
  } else {
    app.runUntilClosed()
  }
}
