// GTK 4 for the benchmark executable, as any app would import it (GtkListKit no longer
// re-exports its C module).
#include <gtk/gtk.h>
