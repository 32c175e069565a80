// cairo and FreeType for the C references: this target exists for pkg-config's flags (cairo-ft).
#include <cairo.h>
#include <cairo-ft.h>
