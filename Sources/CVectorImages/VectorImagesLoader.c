// The librsvg, poppler-glib, gdk-pixbuf and GLib functions Glance calls, each forwarding to its
// library, loaded with dlopen the first time glance_vector_images_load_error() (or any of them)
// runs. Hidden, so that the libraries, once loaded, bind to their own functions, not to these.
#include "CVectorImages.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define HIDDEN __attribute__((visibility("hidden")))

#define GLIB_FUNCTIONS(X) X(g_error_free) X(g_bytes_new) X(g_bytes_unref)
#define GOBJECT_FUNCTIONS(X) X(g_object_unref)
#define RSVG_FUNCTIONS(X) \
    X(rsvg_handle_new_from_data) X(rsvg_handle_set_dpi) X(rsvg_handle_get_intrinsic_size_in_pixels) \
    X(rsvg_handle_get_intrinsic_dimensions) X(rsvg_handle_render_document) X(rsvg_handle_get_geometry_for_element) \
    X(rsvg_handle_render_element)
#define POPPLER_FUNCTIONS(X) \
    X(poppler_document_new_from_bytes) X(poppler_document_get_n_pages) X(poppler_document_get_page) \
    X(poppler_page_get_size) X(poppler_page_render)
#define PIXBUF_FUNCTIONS(X) \
    X(gdk_pixbuf_loader_new) X(gdk_pixbuf_loader_write) X(gdk_pixbuf_loader_close) X(gdk_pixbuf_loader_get_pixbuf) \
    X(gdk_pixbuf_get_n_channels) X(gdk_pixbuf_get_has_alpha) X(gdk_pixbuf_get_bits_per_sample) X(gdk_pixbuf_get_pixels) \
    X(gdk_pixbuf_get_width) X(gdk_pixbuf_get_height) X(gdk_pixbuf_get_rowstride)

static struct {
#define FIELD(name) __typeof__(&name) name;
    GLIB_FUNCTIONS(FIELD) GOBJECT_FUNCTIONS(FIELD) RSVG_FUNCTIONS(FIELD) POPPLER_FUNCTIONS(FIELD) PIXBUF_FUNCTIONS(FIELD)
#undef FIELD
} lib;
static char load_error[512];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void *open_library(const char *file, const char *package) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library) snprintf(load_error, sizeof load_error, "%s could not be loaded (%s); install %s", file, dlerror(), package);
    return library;
}

#define RESOLVE(name) \
    lib.name = (__typeof__(lib.name))dlsym(library, #name); \
    if (!lib.name) { \
        snprintf(load_error, sizeof load_error, "%s has no %s", file, #name); \
        return; \
    }
#define LOAD(path, package, FUNCTIONS) \
    do { \
        const char *file = path; \
        void *library = open_library(file, package); \
        if (!library) return; \
        FUNCTIONS(RESOLVE) \
    } while (0)

static void load(void) {
    LOAD("libglib-2.0.so.0", "libglib2.0-0", GLIB_FUNCTIONS);
    LOAD("libgobject-2.0.so.0", "libglib2.0-0", GOBJECT_FUNCTIONS);
    LOAD("librsvg-2.so.2", "librsvg2-2", RSVG_FUNCTIONS);
    LOAD("libpoppler-glib.so.8", "libpoppler-glib8", POPPLER_FUNCTIONS);
    LOAD("libgdk_pixbuf-2.0.so.0", "libgdk-pixbuf-2.0-0", PIXBUF_FUNCTIONS);
}

static int loaded(void) {
    pthread_once(&load_once, load);
    return load_error[0] == 0;
}

const char *glance_vector_images_load_error(void) { return loaded() ? NULL : load_error; }

// Callers check glance_vector_images_load_error() first; if it failed, these do nothing and
// return what the library returns on failure.
HIDDEN void g_error_free(GError *error) { if (loaded()) lib.g_error_free(error); }
HIDDEN GBytes *g_bytes_new(const void *data, gsize size) { return loaded() ? lib.g_bytes_new(data, size) : NULL; }
HIDDEN void g_bytes_unref(GBytes *bytes) { if (loaded() && bytes) lib.g_bytes_unref(bytes); }
HIDDEN void g_object_unref(void *object) { if (loaded()) lib.g_object_unref(object); }

HIDDEN RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, gsize length, GError **error) {
    return loaded() ? lib.rsvg_handle_new_from_data(data, length, error) : NULL;
}
HIDDEN void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi) { if (loaded()) lib.rsvg_handle_set_dpi(handle, dpi); }
HIDDEN gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *width, double *height) {
    return loaded() ? lib.rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height) : 0;
}
HIDDEN void rsvg_handle_get_intrinsic_dimensions(
    RsvgHandle *handle, gboolean *has_width, RsvgLength *width, gboolean *has_height, RsvgLength *height, gboolean *has_viewbox,
    RsvgRectangle *viewbox) {
    if (loaded()) lib.rsvg_handle_get_intrinsic_dimensions(handle, has_width, width, has_height, height, has_viewbox, viewbox);
}
HIDDEN gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error) {
    return loaded() ? lib.rsvg_handle_render_document(handle, cr, viewport, error) : 0;
}
HIDDEN gboolean rsvg_handle_get_geometry_for_element(
    RsvgHandle *handle, const char *id, RsvgRectangle *ink, RsvgRectangle *logical, GError **error) {
    return loaded() ? lib.rsvg_handle_get_geometry_for_element(handle, id, ink, logical, error) : 0;
}
HIDDEN gboolean rsvg_handle_render_element(RsvgHandle *handle, cairo_t *cr, const char *id, const RsvgRectangle *viewport, GError **error) {
    return loaded() ? lib.rsvg_handle_render_element(handle, cr, id, viewport, error) : 0;
}

HIDDEN PopplerDocument *poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error) {
    return loaded() ? lib.poppler_document_new_from_bytes(bytes, password, error) : NULL;
}
HIDDEN int poppler_document_get_n_pages(PopplerDocument *document) { return loaded() ? lib.poppler_document_get_n_pages(document) : 0; }
HIDDEN PopplerPage *poppler_document_get_page(PopplerDocument *document, int index) {
    return loaded() ? lib.poppler_document_get_page(document, index) : NULL;
}
HIDDEN void poppler_page_get_size(PopplerPage *page, double *width, double *height) {
    if (loaded()) lib.poppler_page_get_size(page, width, height);
}
HIDDEN void poppler_page_render(PopplerPage *page, cairo_t *cairo) { if (loaded()) lib.poppler_page_render(page, cairo); }

HIDDEN GdkPixbufLoader *gdk_pixbuf_loader_new(void) { return loaded() ? lib.gdk_pixbuf_loader_new() : NULL; }
HIDDEN gboolean gdk_pixbuf_loader_write(GdkPixbufLoader *loader, const unsigned char *buffer, gsize count, GError **error) {
    return loaded() ? lib.gdk_pixbuf_loader_write(loader, buffer, count, error) : 0;
}
HIDDEN gboolean gdk_pixbuf_loader_close(GdkPixbufLoader *loader, GError **error) {
    return loaded() ? lib.gdk_pixbuf_loader_close(loader, error) : 0;
}
HIDDEN GdkPixbuf *gdk_pixbuf_loader_get_pixbuf(GdkPixbufLoader *loader) { return loaded() ? lib.gdk_pixbuf_loader_get_pixbuf(loader) : NULL; }
HIDDEN int gdk_pixbuf_get_n_channels(const GdkPixbuf *pixbuf) { return loaded() ? lib.gdk_pixbuf_get_n_channels(pixbuf) : 0; }
HIDDEN gboolean gdk_pixbuf_get_has_alpha(const GdkPixbuf *pixbuf) { return loaded() ? lib.gdk_pixbuf_get_has_alpha(pixbuf) : 0; }
HIDDEN int gdk_pixbuf_get_bits_per_sample(const GdkPixbuf *pixbuf) { return loaded() ? lib.gdk_pixbuf_get_bits_per_sample(pixbuf) : 0; }
HIDDEN unsigned char *gdk_pixbuf_get_pixels(const GdkPixbuf *pixbuf) { return loaded() ? lib.gdk_pixbuf_get_pixels(pixbuf) : NULL; }
HIDDEN int gdk_pixbuf_get_width(const GdkPixbuf *pixbuf) { return loaded() ? lib.gdk_pixbuf_get_width(pixbuf) : 0; }
HIDDEN int gdk_pixbuf_get_height(const GdkPixbuf *pixbuf) { return loaded() ? lib.gdk_pixbuf_get_height(pixbuf) : 0; }
HIDDEN int gdk_pixbuf_get_rowstride(const GdkPixbuf *pixbuf) { return loaded() ? lib.gdk_pixbuf_get_rowstride(pixbuf) : 0; }
