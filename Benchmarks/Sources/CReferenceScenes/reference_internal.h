// What the reference scene's files share: the scene, its fonts, and the text and drawing
// helpers. Not part of the API.
#ifndef GLANCE_REFERENCE_INTERNAL_H
#define GLANCE_REFERENCE_INTERNAL_H

#include "CReferenceScenes.h"

#include <cairo.h>
#include <hb.h>
#include <math.h>
#include <string.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/// A font opened once: HarfBuzz's own copy of the file for shaping (scaled to units per em,
/// so one hb_font serves every size), a cairo face over FreeType for drawing, and its metrics.
typedef struct {
    hb_font_t *hb_font;
    cairo_font_face_t *cairo_face;
    double units_per_em;
    double size;
    /// In em, after every glyph that advances.
    double tracking;
    /// hb features: kern, calt, liga, and tnum when the digits are tabular.
    hb_feature_t features[4];
    unsigned int feature_count;
    /// In points at `size`; descent positive below the baseline.
    double ascent, descent, leading, cap_height;
} ref_font;

/// A string shaped at its font's size: glyphs at their pen positions from the run's start (in
/// points), each glyph's advance, and the run's width.
typedef struct {
    const ref_font *font;
    cairo_glyph_t *glyphs;
    double *advances;
    int count;
    double width;
} ref_line;

struct glance_ref_scene {
    glance_ref_config config;
    ref_font fonts[GLANCE_REF_FONT_COUNT];
    cairo_font_options_t *font_options;
    /// Reused between calls; shaping fills it anew every time.
    hb_buffer_t *buffer;
    /// The glyphs of the line shaped last, grown as needed.
    cairo_glyph_t *glyphs;
    double *advances;
    int capacity;
};

/// The font's line height: ascent, descent and leading.
static inline double ref_line_height(const ref_font *font) { return font->ascent + font->descent + font->leading; }

/// Shapes `text` (UTF-8) in `font` with HarfBuzz: the line is valid until the next shape.
ref_line ref_shape(glance_ref_scene *scene, const char *text, const ref_font *font);

/// Shows `line` with its pen starting at (x, baseline); moves the line's glyphs there.
void ref_show(const ref_line *line, double x, double baseline, cairo_t *cr);

/// Shows `text` in `font` on one line centred at (cx, cy), snapped to the pixel grid as Glance
/// places text.
void ref_show_centered(glance_ref_scene *scene, const char *text, const ref_font *font, double cx, double cy, cairo_t *cr);

/// Sets `line` along a circle about (cx, cy), centred on `angle`, one glyph at a time turned to
/// the tangent. Clockwise text has its baseline on `radius` and stands outward; anticlockwise
/// text has its cap line there and stands inward, so both read upright.
void ref_show_curved(const ref_line *line, double cx, double cy, double radius, double angle, int clockwise, cairo_t *cr);

/// `value` rounded to the pixel grid.
static inline double ref_snap(const glance_ref_scene *scene, double value) {
    return round(value * scene->config.scale) / scene->config.scale;
}

static inline void ref_set_color(cairo_t *cr, glance_ref_color c, double opacity) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * opacity);
}

/// The scenes' drawing, in points, from the canvas's top-left corner.
void ref_draw_circular(glance_ref_scene *scene, const glance_ref_entry *entry, cairo_t *cr);
void ref_draw_rectangular(glance_ref_scene *scene, const glance_ref_entry *entry, cairo_t *cr);
void ref_draw_inline(glance_ref_scene *scene, const glance_ref_entry *entry, cairo_t *cr);
void ref_draw_corner(glance_ref_scene *scene, glance_ref_kind corner, const glance_ref_entry *entry, cairo_t *cr);
void ref_draw_clock(glance_ref_scene *scene, const char *text, cairo_t *cr);

#endif
