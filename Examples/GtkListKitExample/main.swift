import Foundation

// The GtkListKit example app, a GtkApplication (org.gtklistkit.Example). Run it with
// `make run`; without a display it renders under Xvfb and saves a screenshot
// (`--screenshot PATH`) instead of waiting for a person.
let status = MainActor.assumeIsolated { ExampleApplication().run() }
exit(status)
