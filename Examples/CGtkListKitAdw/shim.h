// libadwaita for the example app only: GtkListKit itself stays GTK-only.
#include <adwaita.h>

// Swift cannot read C version macros, so the choice between an old API and its replacement is
// made here, at compile time, against the headers the app is built with: the newer API on newer
// libraries (no deprecation warnings on GTK 4.18 / libadwaita 1.7), the older one on GTK 4.8 /
// libadwaita 1.2 (Debian 12), with the same behaviour on both.

// The window's page switcher: in the header bar on wide windows; on narrow ones the header shows
// the window title and an AdwViewSwitcherBar at the bottom (returned, for the caller to place)
// shows the pages. libadwaita >= 1.4: a plain AdwViewSwitcher and an AdwBreakpoint, as libadwaita
// recommends (AdwViewSwitcherTitle is deprecated). Older: AdwViewSwitcherTitle, which hides its
// switcher when it does not fit; the bar follows its title-visible.
static inline GtkWidget *cadw_example_view_switcher(AdwApplicationWindow *window, AdwHeaderBar *header,
                                                    AdwViewStack *stack, const char *title) {
  GtkWidget *bar = adw_view_switcher_bar_new();
  adw_view_switcher_bar_set_stack(ADW_VIEW_SWITCHER_BAR(bar), stack);
#if ADW_CHECK_VERSION(1, 4, 0)
  (void)title;  // the header bar shows the window's title when the switcher leaves it
  GtkWidget *switcher = adw_view_switcher_new();
  // Icons above labels: nine pages fit in a 1140 px window (what AdwViewSwitcherTitle picked).
  adw_view_switcher_set_policy(ADW_VIEW_SWITCHER(switcher), ADW_VIEW_SWITCHER_POLICY_NARROW);
  adw_view_switcher_set_stack(ADW_VIEW_SWITCHER(switcher), stack);
  adw_header_bar_set_title_widget(header, switcher);
  // Where AdwViewSwitcherTitle on libadwaita 1.2 gives up its switcher for the title (measured:
  // between 1090 and 1110 px of content with nine pages at the default text size: 100 px a
  // page), so both switch at about the same width.
  AdwBreakpoint *narrow = adw_breakpoint_new(adw_breakpoint_condition_parse("max-width: 1100sp"));
  GValue reveal = G_VALUE_INIT, none = G_VALUE_INIT;
  g_value_set_boolean(g_value_init(&reveal, G_TYPE_BOOLEAN), TRUE);
  g_value_init(&none, GTK_TYPE_WIDGET);  // no title widget: the window title
  adw_breakpoint_add_setter(narrow, G_OBJECT(bar), "reveal", &reveal);
  adw_breakpoint_add_setter(narrow, G_OBJECT(header), "title-widget", &none);
  g_value_unset(&reveal);
  g_value_unset(&none);
  adw_application_window_add_breakpoint(window, narrow);
#else
  (void)window;
  GtkWidget *switcher_title = adw_view_switcher_title_new();
  adw_view_switcher_title_set_stack(ADW_VIEW_SWITCHER_TITLE(switcher_title), stack);
  adw_view_switcher_title_set_title(ADW_VIEW_SWITCHER_TITLE(switcher_title), title);
  adw_header_bar_set_title_widget(header, switcher_title);
  g_object_bind_property(switcher_title, "title-visible", bar, "reveal", G_BINDING_SYNC_CREATE);
#endif
  return bar;
}

// The about dialog, presented over `parent`: AdwAboutDialog (libadwaita >= 1.5; AdwAboutWindow
// is deprecated since 1.6), else AdwAboutWindow transient for the parent window.
static inline void cadw_example_show_about(GtkWidget *parent, const char *name, const char *icon,
                                           const char *version, const char *developer, const char *comments) {
#if ADW_CHECK_VERSION(1, 5, 0)
  AdwAboutDialog *about = ADW_ABOUT_DIALOG(adw_about_dialog_new());
  adw_about_dialog_set_application_name(about, name);
  adw_about_dialog_set_application_icon(about, icon);
  adw_about_dialog_set_version(about, version);
  adw_about_dialog_set_developer_name(about, developer);
  adw_about_dialog_set_comments(about, comments);
  adw_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11);
  adw_dialog_present(ADW_DIALOG(about), parent);
#else
  AdwAboutWindow *about = ADW_ABOUT_WINDOW(adw_about_window_new());
  adw_about_window_set_application_name(about, name);
  adw_about_window_set_application_icon(about, icon);
  adw_about_window_set_version(about, version);
  adw_about_window_set_developer_name(about, developer);
  adw_about_window_set_comments(about, comments);
  adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11);
  gtk_window_set_transient_for(GTK_WINDOW(about), GTK_WINDOW(gtk_widget_get_root(parent)));
  gtk_window_present(GTK_WINDOW(about));
#endif
}

// Loads `css` (a NUL-terminated string) into `provider`: load_from_string since GTK 4.12
// (load_from_data is deprecated there).
static inline void cadw_example_load_css(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(provider, css);
#else
  gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

// A list beside its detail that shows one of them at a time when the window is narrow
// (libadwaita's adaptive pattern). `back` (in the detail) is visible only then and goes back to
// the list. libadwaita >= 1.4: an AdwNavigationSplitView in an AdwBreakpointBin that collapses it
// below 560sp (AdwLeaflet is deprecated there); older: an AdwLeaflet, which folds when the two
// minimum widths (the caller's size requests) no longer fit. Returns the widget to place.
static inline GtkWidget *cadw_example_split_view(GtkWidget *list, GtkWidget *detail, GtkWidget *back) {
#if ADW_CHECK_VERSION(1, 4, 0)
  GtkWidget *split = adw_navigation_split_view_new();
  AdwNavigationSplitView *view = ADW_NAVIGATION_SPLIT_VIEW(split);
  adw_navigation_split_view_set_sidebar(view, adw_navigation_page_new(list, "Contacts"));
  adw_navigation_split_view_set_content(view, adw_navigation_page_new(detail, "Contact"));
  adw_navigation_split_view_set_sidebar_width_fraction(view, 0.7);
  adw_navigation_split_view_set_max_sidebar_width(view, 100000);
  GtkWidget *bin = adw_breakpoint_bin_new();
  gtk_widget_set_size_request(bin, 300, 100);  // a breakpoint bin needs a minimum size
  adw_breakpoint_bin_set_child(ADW_BREAKPOINT_BIN(bin), split);
  AdwBreakpoint *narrow = adw_breakpoint_new(adw_breakpoint_condition_parse("max-width: 560sp"));
  GValue collapsed = G_VALUE_INIT;
  g_value_set_boolean(g_value_init(&collapsed, G_TYPE_BOOLEAN), TRUE);
  adw_breakpoint_add_setter(narrow, G_OBJECT(split), "collapsed", &collapsed);
  g_value_unset(&collapsed);
  adw_breakpoint_bin_add_breakpoint(ADW_BREAKPOINT_BIN(bin), narrow);
  g_object_bind_property(split, "collapsed", back, "visible", G_BINDING_SYNC_CREATE);
  g_object_set_data(G_OBJECT(bin), "cadw-split", split);
  return bin;
#else
  GtkWidget *leaflet = adw_leaflet_new();
  adw_leaflet_append(ADW_LEAFLET(leaflet), list);
  adw_leaflet_append(ADW_LEAFLET(leaflet), detail);
  adw_leaflet_set_can_navigate_back(ADW_LEAFLET(leaflet), TRUE);  // Alt+Left, the back button, swipes
  adw_leaflet_set_visible_child(ADW_LEAFLET(leaflet), list);
  g_object_bind_property(leaflet, "folded", back, "visible", G_BINDING_SYNC_CREATE);
  g_object_set_data(G_OBJECT(leaflet), "cadw-list", list);
  g_object_set_data(G_OBJECT(leaflet), "cadw-detail", detail);
  return leaflet;
#endif
}

// Whether the split view shows one pane at a time now.
static inline gboolean cadw_example_split_view_is_folded(GtkWidget *widget) {
#if ADW_CHECK_VERSION(1, 4, 0)
  return adw_navigation_split_view_get_collapsed(ADW_NAVIGATION_SPLIT_VIEW(g_object_get_data(G_OBJECT(widget), "cadw-split")));
#else
  return adw_leaflet_get_folded(ADW_LEAFLET(widget));
#endif
}

// On a folded split view, shows the detail (TRUE) or the list (FALSE).
static inline void cadw_example_split_view_show_detail(GtkWidget *widget, gboolean show) {
#if ADW_CHECK_VERSION(1, 4, 0)
  adw_navigation_split_view_set_show_content(ADW_NAVIGATION_SPLIT_VIEW(g_object_get_data(G_OBJECT(widget), "cadw-split")), show);
#else
  const char *key = show ? "cadw-detail" : "cadw-list";
  adw_leaflet_set_visible_child(ADW_LEAFLET(widget), GTK_WIDGET(g_object_get_data(G_OBJECT(widget), key)));
#endif
}
