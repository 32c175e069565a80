// HarfBuzz for the C references: this target exists for pkg-config's flags (harfbuzz).
#include <hb.h>
#include <hb-ot.h>
