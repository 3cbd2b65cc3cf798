// libadwaita for the example app only: GtkListKit itself stays GTK-only.
#include <adwaita.h>
