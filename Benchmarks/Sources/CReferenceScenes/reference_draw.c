// The scenes, each drawn in points from its canvas's top-left corner: the same geometry,
// colours, sizes and positions as the Glance widgets they are measured against.
#include "reference_internal.h"

void ref_draw_circular(glance_ref_scene *scene, const glance_ref_entry *entry, cairo_t *cr) {
    const glance_ref_config *c = &scene->config;
    double cx = c->circular_width / 2, cy = c->circular_height / 2, r = c->gauge_radius;
    // A 270° track with its gap at the bottom, and the value arc over it.
    cairo_set_line_width(cr, c->gauge_line_width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    ref_set_color(cr, c->accent, c->track_opacity);
    cairo_new_path(cr);
    cairo_arc(cr, cx, cy, r, 0.75 * M_PI, 2.25 * M_PI);
    cairo_stroke(cr);
    ref_set_color(cr, c->accent, 1);
    cairo_new_path(cr);
    cairo_arc(cr, cx, cy, r, 0.75 * M_PI, (0.75 + 1.5 * entry->gauge_value) * M_PI);
    cairo_stroke(cr);
    ref_set_color(cr, c->text, 1);
    ref_show_centered(scene, entry->gauge_text, &scene->fonts[GLANCE_REF_FONT_GAUGE_TEXT], cx, cy, cr);
    ref_show_centered(scene, entry->gauge_label, &scene->fonts[GLANCE_REF_FONT_GAUGE_LABEL], cx, cy + c->gauge_label_offset, cr);
}

void ref_draw_rectangular(glance_ref_scene *scene, const glance_ref_entry *entry, cairo_t *cr) {
    const glance_ref_config *c = &scene->config;
    const ref_font *headline = &scene->fonts[GLANCE_REF_FONT_HEADLINE], *body = &scene->fonts[GLANCE_REF_FONT_BODY];
    const char *texts[3] = {entry->headline, entry->body, entry->detail};
    const ref_font *fonts[3] = {headline, body, body};
    glance_ref_color colors[3] = {c->text, c->text, c->detail};
    // Three lines 2 pt apart, the block centred vertically, leading-aligned inside the margin.
    double height = 0;
    for (int i = 0; i < 3; i++) height += ref_line_height(fonts[i]);
    height += c->line_spacing * 2;
    double top = (c->rectangular_height - height) / 2;
    for (int i = 0; i < 3; i++) {
        ref_line line = ref_shape(scene, texts[i], fonts[i]);
        ref_set_color(cr, colors[i], 1);
        ref_show(&line, c->rectangular_margin, ref_snap(scene, top + fonts[i]->leading / 2 + fonts[i]->ascent), cr);
        top += ref_line_height(fonts[i]) + c->line_spacing;
    }
}

void ref_draw_inline(glance_ref_scene *scene, const glance_ref_entry *entry, cairo_t *cr) {
    const glance_ref_config *c = &scene->config;
    ref_set_color(cr, c->text, 1);
    ref_show_centered(scene, entry->inline_text, &scene->fonts[GLANCE_REF_FONT_INLINE], c->inline_width / 2, c->inline_height / 2, cr);
}

/// The clock as the compositor sets it: centred on its advance width, its cap height centred
/// on the clock's point.
void ref_draw_clock(glance_ref_scene *scene, const char *text, cairo_t *cr) {
    const glance_ref_config *c = &scene->config;
    const ref_font *font = &scene->fonts[GLANCE_REF_FONT_CLOCK];
    ref_line line = ref_shape(scene, text, font);
    ref_set_color(cr, c->text, 1);
    ref_show(&line, c->clock_x - line.width / 2, c->clock_y + font->cap_height / 2, cr);
}

/// A stroke along the circle from angle a to angle b, whichever way round is shorter in sign.
static void arc(cairo_t *cr, double cx, double cy, double radius, double a, double b) {
    cairo_new_path(cr);
    if (b >= a)
        cairo_arc(cr, cx, cy, radius, a, b);
    else
        cairo_arc_negative(cr, cx, cy, radius, a, b);
}

/// A corner complication as a watch draws it, in the square canvas at the display corner:
/// an arc gauge (dim track, value arc) about the display's centre on the dial side of the
/// content, as long as its room allows once its end labels have theirs; the end labels set
/// along the same circle past each end, each glyph placed and rotated on its own; the value in
/// the content circle tucked into the corner.
void ref_draw_corner(glance_ref_scene *scene, glance_ref_kind corner, const glance_ref_entry *entry, cairo_t *cr) {
    const glance_ref_config *c = &scene->config;
    const glance_ref_corner_geometry *g = &c->corners[corner - GLANCE_REF_CORNER_TOP_LEADING];
    double radius = c->corner_gauge_radius;
    // Top corners read clockwise with letters standing outward, bottom ones anticlockwise.
    int clockwise = corner != GLANCE_REF_CORNER_BOTTOM_LEADING && corner != GLANCE_REF_CORNER_BOTTOM_TRAILING;

    // The end labels are shaped first: the arc leaves them room. The first is copied out of
    // the scene's glyph buffer, which shaping the second reuses.
    const ref_font *ends = &scene->fonts[GLANCE_REF_FONT_CORNER_ENDS];
    enum { most = 64 };
    cairo_glyph_t first_glyphs[most];
    double first_advances[most];
    ref_line lines[2];
    lines[0] = ref_shape(scene, entry->corner_minimum, ends);
    if (lines[0].count > most) lines[0].count = most;
    memcpy(first_glyphs, lines[0].glyphs, sizeof(cairo_glyph_t) * (size_t)lines[0].count);
    memcpy(first_advances, lines[0].advances, sizeof(double) * (size_t)lines[0].count);
    lines[0].glyphs = first_glyphs;
    lines[0].advances = first_advances;
    lines[1] = ref_shape(scene, entry->corner_maximum, ends);
    double sweeps[2];
    for (int i = 0; i < 2; i++) sweeps[i] = lines[i].count > 0 ? (lines[i].width + 4) / radius : 0;

    double direction = g->room_to > g->room_from ? 1.0 : -1.0;
    double middle = (g->room_from + g->room_to) / 2;
    double half = fmin(c->corner_gauge_sweep, fabs(g->room_to - g->room_from) - 2 * fmax(sweeps[0], sweeps[1])) / 2;
    if (half < 0) half = 0;
    double from = middle - direction * half, to = middle + direction * half;
    cairo_set_line_width(cr, c->corner_line_width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    ref_set_color(cr, c->accent, c->track_opacity);
    arc(cr, g->center_x, g->center_y, radius, from, to);
    cairo_stroke(cr);
    ref_set_color(cr, c->accent, 1);
    arc(cr, g->center_x, g->center_y, radius, from, from + (to - from) * entry->corner_value);
    cairo_stroke(cr);

    ref_set_color(cr, c->text, 1);
    double at[2] = {from, to}, beyond[2] = {-1.0, 1.0};
    for (int i = 0; i < 2; i++) {
        if (lines[i].count == 0) continue;
        double angle = at[i] + direction * beyond[i] * sweeps[i] / 2;
        ref_show_curved(&lines[i], g->center_x, g->center_y, radius - ends->cap_height / 2, angle, clockwise, cr);
    }
    ref_show_centered(scene, entry->corner_text, &scene->fonts[GLANCE_REF_FONT_CORNER_TEXT], g->content_x, g->content_y, cr);
}
