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
  // Icons above labels: seven pages fit in a 960 px window (what AdwViewSwitcherTitle picked).
  adw_view_switcher_set_policy(ADW_VIEW_SWITCHER(switcher), ADW_VIEW_SWITCHER_POLICY_NARROW);
  adw_view_switcher_set_stack(ADW_VIEW_SWITCHER(switcher), stack);
  adw_header_bar_set_title_widget(header, switcher);
  // Where AdwViewSwitcherTitle on libadwaita 1.2 gives up its switcher for the title (measured:
  // 890 px of content at the default text size), so both switch at the same width.
  AdwBreakpoint *narrow = adw_breakpoint_new(adw_breakpoint_condition_parse("max-width: 890sp"));
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
