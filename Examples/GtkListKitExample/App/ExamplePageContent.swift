/// What the window needs of a page: the widget it shows.
@MainActor
protocol ExamplePageContent: AnyObject {
  var widget: WidgetPointer { get }
}

extension FeedPage: ExamplePageContent {}
extension ContactsPage: ExamplePageContent {}
extension LivePage: ExamplePageContent {}
extension MillionPage: ExamplePageContent {}
extension GridPage: ExamplePageContent {}
extension PhotosPage: ExamplePageContent {}
extension DatabasePage: ExamplePageContent {}
extension UIFilesPage: ExamplePageContent {}
extension OutlinePage: ExamplePageContent {}
extension SharedListPage: ExamplePageContent {}
