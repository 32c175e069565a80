// Making and destroying a scene (its fonts opened once), and the canvas every call draws on.
#include "reference_internal.h"

#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb-ot.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// One FreeType library for the process, never released: a cairo face may outlive its scene
/// in cairo's font cache, and its FT_Face with it.
static FT_Library ft_library;
static pthread_once_t ft_once = PTHREAD_ONCE_INIT;
static void ft_init(void) {
    if (FT_Init_FreeType(&ft_library) != 0) ft_library = NULL;
}

static cairo_user_data_key_t ft_face_key;
static void ft_face_done(void *face) { FT_Done_Face((FT_Face)face); }

static hb_feature_t feature(const char tag[4]) {
    hb_feature_t f = {HB_TAG(tag[0], tag[1], tag[2], tag[3]), 1, 0, (unsigned int)-1};
    return f;
}

/// Opens `spec`'s file for HarfBuzz and for cairo; 0 on success.
static int open_font(ref_font *font, const glance_ref_font *spec) {
    memset(font, 0, sizeof *font);
    font->size = spec->size;
    font->tracking = spec->tracking;
    hb_blob_t *blob = hb_blob_create_from_file(spec->path);
    if (hb_blob_get_length(blob) == 0) {
        hb_blob_destroy(blob);
        return -1;
    }
    hb_face_t *face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    unsigned int upem = hb_face_get_upem(face);
    font->hb_font = hb_font_create(face);
    hb_face_destroy(face);
    if (upem == 0) return -1;
    hb_font_set_scale(font->hb_font, (int)upem, (int)upem);
    double em = upem;
    font->units_per_em = em;

    // Metrics as Glance's LoadedFont reads them: per em, then times the size.
    hb_font_extents_t extents;
    hb_font_get_h_extents(font->hb_font, &extents);
    hb_position_t cap;
    double cap_units = hb_ot_metrics_get_position(font->hb_font, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap) ? (double)cap : 0.7 * em;
    font->ascent = (double)extents.ascender / em * spec->size;
    font->descent = (double)-extents.descender / em * spec->size;
    font->leading = (double)extents.line_gap / em * spec->size;
    font->cap_height = cap_units / em * spec->size;

    font->features[0] = feature("kern");
    font->features[1] = feature("calt");
    font->features[2] = feature("liga");
    font->feature_count = 3;
    if (spec->tabular_digits) font->features[font->feature_count++] = feature("tnum");

    // cairo draws from FreeType's outlines, unhinted, so glyphs land where HarfBuzz put them.
    pthread_once(&ft_once, ft_init);
    FT_Face ft_face;
    if (ft_library == NULL || FT_New_Face(ft_library, spec->path, 0, &ft_face) != 0) return -1;
    font->cairo_face = cairo_ft_font_face_create_for_ft_face(ft_face, FT_LOAD_NO_HINTING);
    if (cairo_font_face_set_user_data(font->cairo_face, &ft_face_key, ft_face, ft_face_done) != CAIRO_STATUS_SUCCESS) {
        cairo_font_face_destroy(font->cairo_face);
        font->cairo_face = NULL;
        FT_Done_Face(ft_face);
        return -1;
    }
    return 0;
}

glance_ref_scene *glance_ref_create(const glance_ref_config *config, const char **failed_path) {
    if (config->slot_count < 0 || config->slot_count > GLANCE_REF_MAX_SLOTS) return NULL;
    glance_ref_scene *scene = calloc(1, sizeof *scene);
    if (scene == NULL) return NULL;
    scene->config = *config;
    for (int i = 0; i < GLANCE_REF_FONT_COUNT; i++) {
        if (open_font(&scene->fonts[i], &config->fonts[i]) != 0) {
            if (failed_path) *failed_path = config->fonts[i].path;
            glance_ref_destroy(scene);
            return NULL;
        }
    }
    // The options Glance's rasterizer uses: no hinting, no hinted metrics, grey anti-aliasing.
    scene->font_options = cairo_font_options_create();
    cairo_font_options_set_hint_style(scene->font_options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(scene->font_options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(scene->font_options, CAIRO_ANTIALIAS_GRAY);
    scene->buffer = hb_buffer_create();
    return scene;
}

void glance_ref_destroy(glance_ref_scene *scene) {
    if (scene == NULL) return;
    for (int i = 0; i < GLANCE_REF_FONT_COUNT; i++) {
        if (scene->fonts[i].hb_font) hb_font_destroy(scene->fonts[i].hb_font);
        if (scene->fonts[i].cairo_face) cairo_font_face_destroy(scene->fonts[i].cairo_face);
    }
    if (scene->font_options) cairo_font_options_destroy(scene->font_options);
    if (scene->buffer) hb_buffer_destroy(scene->buffer);
    free(scene->glyphs);
    free(scene->advances);
    free(scene);
}

void glance_ref_pixel_size(const glance_ref_scene *scene, glance_ref_kind kind, int *width, int *height) {
    const glance_ref_config *c = &scene->config;
    double w, h;
    switch (kind) {
    case GLANCE_REF_CIRCULAR: w = c->circular_width, h = c->circular_height; break;
    case GLANCE_REF_RECTANGULAR: w = c->rectangular_width, h = c->rectangular_height; break;
    case GLANCE_REF_INLINE: w = c->inline_width, h = c->inline_height; break;
    case GLANCE_REF_FACE: w = c->screen_width, h = c->screen_height; break;
    default: w = h = c->corner_canvas; break;
    }
    *width = (int)round(w * c->scale);
    *height = (int)round(h * c->scale);
}

/// A cairo context over the caller's pixels for a canvas of `kind`, in points, cleared to
/// opaque black; finish with `end`.
static cairo_t *begin(glance_ref_scene *scene, unsigned char *pixels, glance_ref_kind kind) {
    int width, height;
    glance_ref_pixel_size(scene, kind, &width, &height);
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, width * 4);
    cairo_t *cr = cairo_create(surface);
    cairo_surface_destroy(surface);  // the context holds it
    cairo_set_font_options(cr, scene->font_options);
    cairo_scale(cr, scene->config.scale, scene->config.scale);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    return cr;
}

/// Finishes drawing: the pixels are the caller's to read once this returns.
static void end(cairo_t *cr) {
    cairo_surface_flush(cairo_get_target(cr));
    cairo_destroy(cr);
}

void glance_ref_circular(glance_ref_scene *scene, unsigned char *pixels, const glance_ref_entry *entry) {
    cairo_t *cr = begin(scene, pixels, GLANCE_REF_CIRCULAR);
    ref_draw_circular(scene, entry, cr);
    end(cr);
}

void glance_ref_rectangular(glance_ref_scene *scene, unsigned char *pixels, const glance_ref_entry *entry) {
    cairo_t *cr = begin(scene, pixels, GLANCE_REF_RECTANGULAR);
    ref_draw_rectangular(scene, entry, cr);
    end(cr);
}

void glance_ref_inline(glance_ref_scene *scene, unsigned char *pixels, const glance_ref_entry *entry) {
    cairo_t *cr = begin(scene, pixels, GLANCE_REF_INLINE);
    ref_draw_inline(scene, entry, cr);
    end(cr);
}

void glance_ref_corner(glance_ref_scene *scene, unsigned char *pixels, glance_ref_kind kind, const glance_ref_entry *entry) {
    cairo_t *cr = begin(scene, pixels, kind);
    ref_draw_corner(scene, kind, entry, cr);
    end(cr);
}

/// The display's outline: a rectangle with rounded corners.
static void rounded_rect(double width, double height, double radius, cairo_t *cr) {
    double r = fmin(radius, fmin(width / 2, height / 2));
    cairo_new_path(cr);
    cairo_arc(cr, width - r, r, r, -0.5 * M_PI, 0);
    cairo_arc(cr, width - r, height - r, r, 0, 0.5 * M_PI);
    cairo_arc(cr, r, height - r, r, 0.5 * M_PI, M_PI);
    cairo_arc(cr, r, r, r, M_PI, 1.5 * M_PI);
    cairo_close_path(cr);
}

void glance_ref_face(glance_ref_scene *scene, unsigned char *pixels, const glance_ref_entry *entries, const char *clock) {
    const glance_ref_config *c = &scene->config;
    cairo_t *cr = begin(scene, pixels, GLANCE_REF_FACE);
    rounded_rect(c->screen_width, c->screen_height, c->display_corner_radius, cr);
    cairo_clip(cr);
    for (int n = 0; n < c->slot_count; n++) {
        const glance_ref_slot *slot = &c->slots[n];
        cairo_save(cr);
        cairo_translate(cr, slot->x, slot->y);
        switch (slot->kind) {
        case GLANCE_REF_CIRCULAR: ref_draw_circular(scene, &entries[n], cr); break;
        case GLANCE_REF_RECTANGULAR: ref_draw_rectangular(scene, &entries[n], cr); break;
        case GLANCE_REF_INLINE: ref_draw_inline(scene, &entries[n], cr); break;
        case GLANCE_REF_FACE: break;
        default: ref_draw_corner(scene, slot->kind, &entries[n], cr); break;
        }
        cairo_restore(cr);
    }
    ref_draw_clock(scene, clock, cr);
    end(cr);
}
