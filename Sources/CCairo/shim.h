#include <cairo.h>
#include <cairo-ft.h>
// wmemset (32-bit wchar_t on Linux): GlanceCairo fills rows of ARGB32 pixels with it (InkRows).
#include <wchar.h>
