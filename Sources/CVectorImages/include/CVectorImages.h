// The few librsvg, poppler-glib, gdk-pixbuf and GLib declarations Glance calls, copied in
// signature from librsvg 2.54 (rsvg.h), poppler-glib 22 (poppler-document.h, poppler-page.h),
// gdk-pixbuf 2.42 and GLib 2.74 (gerror.h, gbytes.h, gobject.h). Declared here rather than
// through pkg-config so that a build does not inherit GLib's `-pthread`, which SwiftPM warns
// about in every dependent build. The libraries come from Debian's librsvg2-dev and
// libpoppler-glib-dev.
//
// Glance does not link these libraries: VectorImagesLoader.c defines these functions and loads
// the libraries the first time an SVG, PDF or JPEG is read, so a run that reads none never maps
// them (nor poppler's and librsvg's own dependencies). Call glance_vector_images_load_error()
// before any of them.
#include <stddef.h>
#include <stdint.h>

typedef int gboolean;
typedef size_t gsize;
typedef struct _cairo cairo_t;

typedef struct _GError {
    uint32_t domain;
    int code;
    char *message;
} GError;
void g_error_free(GError *error);

typedef struct _GBytes GBytes;
GBytes *g_bytes_new(const void *data, gsize size);
void g_bytes_unref(GBytes *bytes);
void g_object_unref(void *object);

typedef struct _RsvgHandle RsvgHandle;
typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;
typedef struct {
    double length;
    int unit;
} RsvgLength;
RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, gsize data_len, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void rsvg_handle_get_intrinsic_dimensions(
    RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width, gboolean *out_has_height, RsvgLength *out_height,
    gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
PopplerDocument *poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error);
int poppler_document_get_n_pages(PopplerDocument *document);
PopplerPage *poppler_document_get_page(PopplerDocument *document, int index);
void poppler_page_get_size(PopplerPage *page, double *width, double *height);
void poppler_page_render(PopplerPage *page, cairo_t *cairo);

gboolean rsvg_handle_get_geometry_for_element(
    RsvgHandle *handle, const char *id, RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect, GError **error);
gboolean rsvg_handle_render_element(RsvgHandle *handle, cairo_t *cr, const char *id, const RsvgRectangle *element_viewport, GError **error);

// gdk-pixbuf 2.42 (gdk-pixbuf-loader.h, gdk-pixbuf-core.h), for JPEG photos in image sets.
typedef struct _GdkPixbufLoader GdkPixbufLoader;
typedef struct _GdkPixbuf GdkPixbuf;
GdkPixbufLoader *gdk_pixbuf_loader_new(void);
gboolean gdk_pixbuf_loader_write(GdkPixbufLoader *loader, const unsigned char *buf, gsize count, GError **error);
gboolean gdk_pixbuf_loader_close(GdkPixbufLoader *loader, GError **error);
GdkPixbuf *gdk_pixbuf_loader_get_pixbuf(GdkPixbufLoader *loader);
int gdk_pixbuf_get_n_channels(const GdkPixbuf *pixbuf);
gboolean gdk_pixbuf_get_has_alpha(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_bits_per_sample(const GdkPixbuf *pixbuf);
unsigned char *gdk_pixbuf_get_pixels(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_width(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_height(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_rowstride(const GdkPixbuf *pixbuf);

/// Why the libraries could not be loaded (dlopen's message), or NULL once they are. Loads them.
const char *glance_vector_images_load_error(void);
