// The plain C drawing of a display list (see CPlainDraw.h).
#include "CPlainDraw.h"

#include <cairo-ft.h>
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// A font opened once: HarfBuzz's copy scaled to units per em (one hb_font for every size) and
/// a cairo face over FreeType, unhinted, as Glance draws.
typedef struct {
    hb_font_t *hb_font;
    cairo_font_face_t *cairo_face;
    double units_per_em;
} plain_font;

struct glance_plain_context {
    plain_font *fonts;
    int font_count;
    hb_buffer_t *buffer;
    hb_feature_t features[3];
    cairo_font_options_t *font_options;
    cairo_glyph_t *glyphs;
    int glyph_capacity;
};

static FT_Library ft_library;
static pthread_once_t ft_once = PTHREAD_ONCE_INIT;
static void ft_init(void) {
    if (FT_Init_FreeType(&ft_library) != 0) ft_library = NULL;
}
static cairo_user_data_key_t ft_face_key;
static void ft_face_done(void *face) { FT_Done_Face((FT_Face)face); }

glance_plain_context *glance_plain_create(void) {
    glance_plain_context *c = calloc(1, sizeof *c);
    if (c == NULL) return NULL;
    c->buffer = hb_buffer_create();
    const char *tags[3] = {"kern", "calt", "liga"};
    for (int i = 0; i < 3; i++) {
        hb_feature_t f = {HB_TAG(tags[i][0], tags[i][1], tags[i][2], tags[i][3]), 1, 0, (unsigned int)-1};
        c->features[i] = f;
    }
    c->font_options = cairo_font_options_create();
    cairo_font_options_set_hint_style(c->font_options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(c->font_options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(c->font_options, CAIRO_ANTIALIAS_GRAY);
    return c;
}

void glance_plain_destroy(glance_plain_context *c) {
    if (c == NULL) return;
    for (int i = 0; i < c->font_count; i++) {
        hb_font_destroy(c->fonts[i].hb_font);
        cairo_font_face_destroy(c->fonts[i].cairo_face);
    }
    free(c->fonts);
    free(c->glyphs);
    hb_buffer_destroy(c->buffer);
    cairo_font_options_destroy(c->font_options);
    free(c);
}

static int open_font(plain_font *font, const glance_plain_font *spec) {
    memset(font, 0, sizeof *font);
    hb_blob_t *blob = hb_blob_create_from_file(spec->path);
    if (hb_blob_get_length(blob) == 0) {
        hb_blob_destroy(blob);
        return -1;
    }
    hb_face_t *face = hb_face_create(blob, (unsigned int)spec->index);
    hb_blob_destroy(blob);
    unsigned int upem = hb_face_get_upem(face);
    font->hb_font = hb_font_create(face);
    hb_face_destroy(face);
    if (upem == 0) return -1;
    hb_font_set_scale(font->hb_font, (int)upem, (int)upem);
    font->units_per_em = upem;
    pthread_once(&ft_once, ft_init);
    FT_Face ft_face;
    if (ft_library == NULL || FT_New_Face(ft_library, spec->path, spec->index, &ft_face) != 0) return -1;
    font->cairo_face = cairo_ft_font_face_create_for_ft_face(ft_face, FT_LOAD_NO_HINTING | FT_LOAD_COLOR);
    if (cairo_font_face_set_user_data(font->cairo_face, &ft_face_key, ft_face, ft_face_done) != CAIRO_STATUS_SUCCESS) {
        FT_Done_Face(ft_face);
        return -1;
    }
    return 0;
}

int glance_plain_prepare(glance_plain_context *c, const glance_plain_list *list, const char **failed_path) {
    if (list->font_count <= c->font_count) return 0;
    plain_font *grown = realloc(c->fonts, sizeof(plain_font) * (size_t)list->font_count);
    if (grown == NULL) return -1;
    c->fonts = grown;
    for (int i = c->font_count; i < list->font_count; i++) {
        if (open_font(&c->fonts[i], &list->fonts[i]) != 0) {
            if (c->fonts[i].hb_font != NULL) hb_font_destroy(c->fonts[i].hb_font);
            if (failed_path != NULL) *failed_path = list->fonts[i].path;
            return -1;
        }
        c->font_count = i + 1;
    }
    return 0;
}

/// Shapes `op`'s string anew when it is the first run to set it, then shows the run's glyphs
/// from its baseline origin.
static void draw_text(glance_plain_context *c, const glance_plain_list *list, const glance_plain_op *op, cairo_t *cr) {
    if (op->font < 0 || op->font >= c->font_count) return;
    const plain_font *font = &c->fonts[op->font];
    if (op->shape) {
        hb_buffer_clear_contents(c->buffer);
        hb_buffer_add_utf8(c->buffer, op->text, -1, 0, -1);
        hb_buffer_guess_segment_properties(c->buffer);
        hb_shape(font->hb_font, c->buffer, c->features, 3);
    }
    if (op->glyph_count > c->glyph_capacity) {
        int capacity = op->glyph_count < 64 ? 64 : op->glyph_count * 2;
        cairo_glyph_t *grown = realloc(c->glyphs, sizeof(cairo_glyph_t) * (size_t)capacity);
        if (grown == NULL) return;
        c->glyphs = grown;
        c->glyph_capacity = capacity;
    }
    const glance_plain_glyph *glyphs = list->glyphs + op->first_glyph;
    for (int i = 0; i < op->glyph_count; i++) {
        c->glyphs[i].index = glyphs[i].id;
        c->glyphs[i].x = op->x + glyphs[i].x;
        c->glyphs[i].y = op->y + glyphs[i].y;
    }
    cairo_set_font_face(cr, font->cairo_face);
    cairo_set_font_size(cr, op->size);
    cairo_set_font_options(cr, c->font_options);
    cairo_show_glyphs(cr, c->glyphs, op->glyph_count);
}

static void add_path(const glance_plain_element *elements, int first, int count, cairo_t *cr) {
    cairo_new_path(cr);
    for (int i = first; i < first + count; i++) {
        const glance_plain_element *e = &elements[i];
        switch (e->verb) {
        case GLANCE_PLAIN_MOVE: cairo_move_to(cr, e->x[0], e->y[0]); break;
        case GLANCE_PLAIN_LINE: cairo_line_to(cr, e->x[0], e->y[0]); break;
        case GLANCE_PLAIN_CURVE: cairo_curve_to(cr, e->x[0], e->y[0], e->x[1], e->y[1], e->x[2], e->y[2]); break;
        case GLANCE_PLAIN_CLOSE: cairo_close_path(cr); break;
        }
    }
}

/// The colour of an angular gradient at `t` (0…1 of its sweep), straight alpha.
static void stop_color(const glance_plain_stop *stops, int count, double t, double out[4]) {
    const glance_plain_stop *a = &stops[0], *b = &stops[count - 1];
    if (t <= a->location) b = a;
    else if (t >= b->location) a = b;
    else
        for (int i = 1; i < count; i++)
            if (t <= stops[i].location) {
                a = &stops[i - 1];
                b = &stops[i];
                break;
            }
    double span = b->location - a->location, f = span > 1e-12 ? (t - a->location) / span : 0;
    out[0] = a->red + (b->red - a->red) * f;
    out[1] = a->green + (b->green - a->green) * f;
    out[2] = a->blue + (b->blue - a->blue) * f;
    out[3] = a->alpha + (b->alpha - a->alpha) * f;
}

/// Cairo has no conic gradient: a mesh of wedges at most 2.5° wide around the centre, as a C
/// program without one would draw it (and as Glance's plain path does).
static cairo_pattern_t *conic(const glance_plain_paint *p, const glance_plain_stop *stops) {
    cairo_pattern_t *mesh = cairo_pattern_create_mesh();
    double full = 2 * M_PI, sweep = fmin(full, fmax(0, p->end_angle - p->start_angle)), r = p->r1;
    int wedges = 144;
    for (int i = 0; i < wedges; i++) {
        double a0 = p->start_angle + full * i / wedges, a1 = p->start_angle + full * (i + 1) / wedges;
        double ca[4], cb[4];
        double t0 = sweep > 1e-9 ? fmin(1, (a0 - p->start_angle) / sweep) : 0;
        double t1 = sweep > 1e-9 ? fmin(1, (a1 - p->start_angle) / sweep) : 0;
        stop_color(stops + p->first_stop, p->stop_count, t0, ca);
        stop_color(stops + p->first_stop, p->stop_count, t1, cb);
        double k = 4.0 / 3 * tan((a1 - a0) / 4);
        double x0 = p->x0 + r * cos(a0), y0 = p->y0 + r * sin(a0), x1 = p->x0 + r * cos(a1), y1 = p->y0 + r * sin(a1);
        cairo_mesh_pattern_begin_patch(mesh);
        cairo_mesh_pattern_move_to(mesh, p->x0, p->y0);
        cairo_mesh_pattern_line_to(mesh, x0, y0);
        cairo_mesh_pattern_curve_to(mesh, x0 - k * r * sin(a0), y0 + k * r * cos(a0), x1 + k * r * sin(a1), y1 - k * r * cos(a1), x1, y1);
        cairo_mesh_pattern_line_to(mesh, p->x0, p->y0);
        for (unsigned int corner = 0; corner < 4; corner++) {
            double *col = corner < 2 ? ca : cb;
            cairo_mesh_pattern_set_corner_color_rgba(mesh, corner, col[0], col[1], col[2], col[3]);
        }
        cairo_mesh_pattern_end_patch(mesh);
    }
    return mesh;
}

/// Sets `paint` as the source; returns a pattern for the caller to free, or NULL.
static cairo_pattern_t *set_source(const glance_plain_list *list, int index, cairo_t *cr) {
    const glance_plain_paint *p = &list->paints[index];
    cairo_pattern_t *pattern = NULL;
    switch (p->kind) {
    case GLANCE_PLAIN_SOLID: cairo_set_source_rgba(cr, p->red, p->green, p->blue, p->alpha); return NULL;
    case GLANCE_PLAIN_LINEAR: pattern = cairo_pattern_create_linear(p->x0, p->y0, p->x1, p->y1); break;
    case GLANCE_PLAIN_RADIAL: pattern = cairo_pattern_create_radial(p->x0, p->y0, p->r0, p->x0, p->y0, p->r1); break;
    case GLANCE_PLAIN_ANGULAR: pattern = conic(p, list->stops); break;
    }
    if (p->kind != GLANCE_PLAIN_ANGULAR)
        for (int i = p->first_stop; i < p->first_stop + p->stop_count; i++) {
            const glance_plain_stop *s = &list->stops[i];
            cairo_pattern_add_color_stop_rgba(pattern, s->location, s->red, s->green, s->blue, s->alpha);
        }
    cairo_set_source(cr, pattern);
    return pattern;
}

static void draw_image(const glance_plain_op *op, cairo_t *cr) {
    if (op->pixel_width <= 0 || op->pixel_height <= 0) return;
    cairo_surface_t *image = cairo_image_surface_create_for_data(
        (unsigned char *)op->pixels, CAIRO_FORMAT_ARGB32, op->pixel_width, op->pixel_height, op->pixel_width * 4);
    cairo_save(cr);
    cairo_rectangle(cr, op->x, op->y, op->width, op->height);
    cairo_clip(cr);
    cairo_translate(cr, op->x, op->y);
    cairo_scale(cr, op->width / op->pixel_width, op->height / op->pixel_height);
    cairo_set_source_surface(cr, image, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), op->even_odd ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_surface_destroy(image);
}

/// What a group left open: whether it drew into a layer, and its items' layer once its mask began.
typedef struct {
    const glance_plain_op *op;
    int layered;
    cairo_pattern_t *content;
} open_group;

void glance_plain_draw(
    glance_plain_context *c, const glance_plain_list *list, unsigned char *pixels, int width, int height, double scale,
    const double background[4]) {
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, width * 4);
    cairo_t *cr = cairo_create(surface);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgba(cr, background[0], background[1], background[2], background[3]);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_scale(cr, scale, scale);
    open_group stack[64];
    int depth = 0;
    for (int i = 0; i < list->op_count; i++) {
        const glance_plain_op *op = &list->ops[i];
        switch (op->kind) {
        case GLANCE_PLAIN_FILL: {
            add_path(list->elements, op->first_element, op->element_count, cr);
            cairo_set_fill_rule(cr, op->even_odd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
            cairo_pattern_t *pattern = set_source(list, op->paint, cr);
            cairo_fill(cr);
            if (pattern) cairo_pattern_destroy(pattern);
            break;
        }
        case GLANCE_PLAIN_STROKE: {
            add_path(list->elements, op->first_element, op->element_count, cr);
            cairo_set_line_width(cr, op->line_width);
            cairo_set_line_cap(cr, (cairo_line_cap_t)op->cap);
            cairo_set_line_join(cr, (cairo_line_join_t)op->join);
            cairo_set_miter_limit(cr, op->miter_limit);
            cairo_set_dash(cr, list->dashes + op->first_dash, op->dash_count, op->dash_phase);
            cairo_pattern_t *pattern = set_source(list, op->paint, cr);
            cairo_stroke(cr);
            if (pattern) cairo_pattern_destroy(pattern);
            break;
        }
        case GLANCE_PLAIN_TEXT: {
            cairo_pattern_t *pattern = set_source(list, op->paint, cr);
            draw_text(c, list, op, cr);
            if (pattern) cairo_pattern_destroy(pattern);
            break;
        }
        case GLANCE_PLAIN_IMAGE: draw_image(op, cr); break;
        case GLANCE_PLAIN_GROUP_BEGIN: {
            if (depth == 64) break;
            cairo_save(cr);
            cairo_matrix_t m = {op->matrix[0], op->matrix[1], op->matrix[2], op->matrix[3], op->matrix[4], op->matrix[5]};
            cairo_transform(cr, &m);
            if (op->has_clip) {
                add_path(list->elements, op->first_element, op->element_count, cr);
                cairo_clip(cr);
            }
            int layered = op->opacity < 1 || op->has_mask || op->op != CAIRO_OPERATOR_OVER;
            if (layered) cairo_push_group(cr);
            open_group g = {op, layered, NULL};
            stack[depth++] = g;
            break;
        }
        case GLANCE_PLAIN_MASK_BEGIN:
            if (depth == 0) break;
            stack[depth - 1].content = cairo_pop_group(cr);
            cairo_push_group(cr);
            break;
        case GLANCE_PLAIN_GROUP_END: {
            if (depth == 0) break;
            open_group g = stack[--depth];
            if (g.layered) {
                if (g.content != NULL) {
                    cairo_pattern_t *mask = cairo_pop_group(cr);
                    cairo_push_group(cr);
                    cairo_set_source(cr, g.content);
                    cairo_mask(cr, mask);
                    cairo_pattern_destroy(mask);
                    cairo_pattern_destroy(g.content);
                }
                cairo_pop_group_to_source(cr);
                cairo_set_operator(cr, (cairo_operator_t)g.op->op);
                cairo_paint_with_alpha(cr, g.op->opacity);
            }
            cairo_restore(cr);
            break;
        }
        }
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
}
