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
    // Three lines 2 pt apart, the block centred vertically, leading-aligned.
    double height = 0;
    for (int i = 0; i < 3; i++) height += ref_line_height(fonts[i]);
    height += c->line_spacing * 2;
    double top = (c->rectangular_height - height) / 2;
    for (int i = 0; i < 3; i++) {
        ref_line line = ref_shape(scene, texts[i], fonts[i]);
        ref_set_color(cr, colors[i], 1);
        ref_show(&line, 0, ref_snap(scene, top + fonts[i]->leading / 2 + fonts[i]->ascent), cr);
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

/// A corner complication as a watch draws it, in the square canvas around the display corner:
/// an arc gauge (dim track, value arc) just inside the display edge, centred on the corner's
/// diagonal; its end labels set along the same circle past each end of the arc, each glyph
/// placed and rotated on its own; the value in the content circle at the centre.
void ref_draw_corner(glance_ref_scene *scene, glance_ref_kind corner, const glance_ref_entry *entry, cairo_t *cr) {
    const glance_ref_config *c = &scene->config;
    double side = c->corner_canvas, center = side / 2, radius = side / 2 - 2 - 3;  // just inside the display edge
    // The direction toward the corner (radians clockwise from 3 o'clock); top corners read
    // clockwise with letters standing outward, bottom ones anticlockwise standing inward.
    double diagonal;
    switch (corner) {
    case GLANCE_REF_CORNER_TOP_TRAILING: diagonal = 1.75 * M_PI; break;
    case GLANCE_REF_CORNER_BOTTOM_LEADING: diagonal = 0.75 * M_PI; break;
    case GLANCE_REF_CORNER_BOTTOM_TRAILING: diagonal = 0.25 * M_PI; break;
    default: diagonal = 1.25 * M_PI; break;
    }
    int clockwise = corner != GLANCE_REF_CORNER_BOTTOM_LEADING && corner != GLANCE_REF_CORNER_BOTTOM_TRAILING;
    double half = c->corner_half_sweep;
    // Angles in reading order: the left end first.
    double from = clockwise ? diagonal - half : diagonal + half, to = clockwise ? diagonal + half : diagonal - half;
    cairo_set_line_width(cr, c->corner_line_width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    ref_set_color(cr, c->accent, c->track_opacity);
    arc(cr, center, center, radius, from, to);
    cairo_stroke(cr);
    ref_set_color(cr, c->accent, 1);
    arc(cr, center, center, radius, from, from + (to - from) * entry->corner_value);
    cairo_stroke(cr);

    ref_set_color(cr, c->text, 1);
    const ref_font *ends = &scene->fonts[GLANCE_REF_FONT_CORNER_ENDS];
    const char *texts[2] = {entry->corner_minimum, entry->corner_maximum};
    double at[2] = {from, to}, beyond[2] = {-1.0, 1.0};
    for (int i = 0; i < 2; i++) {
        ref_line line = ref_shape(scene, texts[i], ends);
        double direction = (to > from ? 1.0 : -1.0) * beyond[i];
        double middle = at[i] + direction * (line.width / radius / 2 + 4 / radius);
        ref_show_curved(&line, center, center, radius - ends->cap_height / 2, middle, clockwise, cr);
    }
    ref_show_centered(scene, entry->corner_text, &scene->fonts[GLANCE_REF_FONT_CORNER_TEXT], center, center, cr);
}
