extension Stylesheet {
  /// The example's CSS. Cells only set classes; every colour, margin and font lives here, from the
  /// theme's named colours so the light and the dark style both read. It is compiled in, as a
  /// C app compiles its CSS into a GResource: reading it through `Bundle.module` made Foundation
  /// load its bundle machinery at start, about 1 MB resident for one small file.
  static let rules = """
    .toolbar-row { padding: 6px 12px; border-bottom: 1px solid @borders; background-color: @theme_bg_color; }
    .toolbar-row button { min-width: 0; }
    .count { color: alpha(@theme_fg_color, 0.75); margin-left: 12px; }
    .statusbar { padding: 6px 14px; border-top: 1px solid @borders; background-color: @theme_bg_color; }
    .status-hint { color: alpha(@theme_fg_color, 0.75); }

    listview.feed > row { padding: 0; }
    .section-header { padding: 14px 16px 6px 16px; font-weight: bold; font-size: 0.85em;
                      color: alpha(@theme_fg_color, 0.8); background-color: alpha(@theme_bg_color, 0.7);
                      border-bottom: 1px solid alpha(@borders, 0.6); }

    .post, .ad, .feed-photo { padding: 10px 16px; }
    .post-title { font-weight: bold; }
    /* The row's own colour, fainter: dim text follows it in both styles and when selected. A
       colour, not `opacity`: the same pixels for a label, but GL draws an opacity node through
       an offscreen texture (about 2 MB for the million list's rows). 0.75 keeps 4.5:1 (WCAG AA)
       on white and on the pinned rows' tint (scripts/contrast.py measures it). */
    .post-meta, .dim { color: alpha(currentColor, 0.75); font-size: 0.9em; }
    /* The long lists' values are thin regular digits: a darker dim keeps them at 4.5:1 on screen. */
    .number .dim { color: alpha(currentColor, 0.85); }
    .avatar { min-width: 40px; min-height: 40px; border-radius: 20px; color: white; font-weight: bold; }
    .like { font-size: 1.05em; opacity: 0.75; min-width: 56px; }
    .like.liked { color: @error_color; opacity: 1; font-weight: bold; }
    .pinned { background-color: alpha(@theme_selected_bg_color, 0.10); }
    .pin-badge { background-color: #f6d32d; color: #3d3846; border-radius: 4px; padding: 1px 6px;
                 font-size: 0.8em; font-weight: bold; }
    .ad { background-color: alpha(#3584e4, 0.07); }
    .ad-badge { border: 1px solid @accent_color; color: @accent_color; border-radius: 4px; padding: 0 6px; font-size: 0.8em; }
    .photo-thumb { min-width: 96px; min-height: 64px; border-radius: 6px; }

    /* Table headers: the theme draws their titles at 40% (about 2.2:1 light, 3:1 dark); 80%
       keeps their small bold text at 4.5:1 (WCAG AA) in both styles, hovered or not. */
    columnview > header > button > box, columnview > header > button:hover > box { color: alpha(@theme_fg_color, 0.8); }
    .number { padding: 7px 16px; }
    /* The outline's rows: the expander indents; the size keeps clear of the scrollbar. */
    .file-row { padding: 3px 16px 3px 0; }
    .mono { font-family: monospace; }

    /* A sectioned grid is a GtkListView of header rows and strips of tiles. */
    listview.photos { padding: 4px 8px; }
    listview.photos > row { padding: 0; }
    listview.photos > row:hover { background-color: transparent; }
    .tile { padding: 8px; border-spacing: 4px; border-radius: 10px; }
    /* A tint, not the accent fill: white on the accent blue is only 3.8:1. */
    .gtklistkit-grid-cell:selected .tile { background-color: alpha(@accent_bg_color, 0.25); }
    .tile-thumb { border-radius: 8px; }
    .tile-name { font-weight: bold; }
    /* A photo's frame: dim while its thumbnail loads, the picture fills it (cropped). */
    .photo-frame { border-radius: 8px; background-color: alpha(currentColor, 0.08); min-width: 120px; }
    /* Initials keep 4.5:1 (WCAG AA): dark on the light swatches (yellow, greens, orange), white on
       darker shades of the mid swatches (photos keep the bright ones). */
    .avatar.swatch-1, .avatar.swatch-2, .avatar.swatch-3, .avatar.swatch-7 { color: #241f31; }
    .avatar.swatch-0 { background-color: #1a5fb4; }
    .avatar.swatch-6 { background-color: #865e3c; }
    .avatar.swatch-9 { background-color: #a347ba; }
    .avatar.swatch-10 { background-color: #b33e00; }
    .avatar.swatch-11 { background-color: #1c7a4c; }
    /* The feed's drop indicator follows the accent colour (GtkListKit's own classes). */
    .empty-state { font-size: 1.2em; opacity: 0.8; padding: 48px; }
    .viewer { padding: 18px; }
    .title-2 { font-size: 1.4em; font-weight: bold; }
    .contact { padding: 8px 16px; }
    .company-badge { min-width: 40px; min-height: 40px; border-radius: 8px; font-weight: bold;
                     background-color: alpha(@theme_fg_color, 0.1); }
    .contact-detail { padding: 12px 18px; border-left: 1px solid @borders; border-spacing: 12px; }
    .contact-text { font-size: 1.05em; padding-top: 12px; }
    /* The shared list's tickets: a done one is checked, its title struck through and dimmed (the
       line takes the text's colour); the priority is a tag tinted by level, its text the row's own
       colour (readable on the tint). */
    .ticket { padding: 9px 16px; }
    .ticket-check { min-width: 16px; color: @accent_color; }
    .ticket-title.done { text-decoration-line: line-through; color: alpha(currentColor, 0.75); }
    .ticket-tag { border-radius: 999px; padding: 1px 10px; font-size: 0.85em;
                  background-color: alpha(currentColor, 0.08); }
    .ticket-tag.priority-3 { background-color: alpha(@error_color, 0.2); font-weight: bold; }
    .ticket-tag.priority-2 { background-color: alpha(@warning_color, 0.25); }
    """
}
