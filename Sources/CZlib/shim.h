#include <zlib.h>

// deflateInit is a macro passing the header's version and the stream's size; Swift cannot call it.
static inline int glance_deflate_init(z_stream *stream, int level) { return deflateInit(stream, level); }
