// Text as a renderer written by hand sets it: every string shaped with HarfBuzz on every call
// (no cache), glyphs shown with cairo_show_glyphs.
#include "reference_internal.h"

#include <stdlib.h>

/// Makes room for `count` glyphs.
static void reserve(glance_ref_scene *scene, int count) {
    if (count <= scene->capacity) return;
    int capacity = count < 64 ? 64 : count * 2;
    scene->glyphs = realloc(scene->glyphs, sizeof(cairo_glyph_t) * (size_t)capacity);
    scene->advances = realloc(scene->advances, sizeof(double) * (size_t)capacity);
    if (scene->glyphs == NULL || scene->advances == NULL) abort();
    scene->capacity = capacity;
}

ref_line ref_shape(glance_ref_scene *scene, const char *text, const ref_font *font) {
    hb_buffer_t *buffer = scene->buffer;
    hb_buffer_clear_contents(buffer);
    hb_buffer_add_utf8(buffer, text, -1, 0, -1);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font->hb_font, buffer, font->features, font->feature_count);
    unsigned int count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    reserve(scene, (int)count);
    cairo_glyph_t *glyphs = scene->glyphs;
    double *advances = scene->advances;
    // Positions summed in ems, then scaled: the same arithmetic as Glance's shaper, so both
    // put a glyph on the same side of a pixel boundary.
    double em = font->units_per_em, size = font->size, pen = 0;
    for (unsigned int i = 0; i < count; i++) {
        double advance = positions[i].x_advance / em;
        if (positions[i].x_advance != 0) advance += font->tracking;
        glyphs[i].index = infos[i].codepoint;
        glyphs[i].x = (pen + positions[i].x_offset / em) * size;
        glyphs[i].y = -(double)positions[i].y_offset / em * size;
        advances[i] = advance * size;
        pen += advance;
    }
    ref_line line = {font, glyphs, advances, (int)count, pen * size};
    return line;
}

void ref_show(const ref_line *line, double x, double baseline, cairo_t *cr) {
    if (line->count == 0) return;
    for (int i = 0; i < line->count; i++) {
        line->glyphs[i].x += x;
        line->glyphs[i].y += baseline;
    }
    cairo_set_font_face(cr, line->font->cairo_face);
    cairo_set_font_size(cr, line->font->size);
    cairo_show_glyphs(cr, line->glyphs, line->count);
}

void ref_show_centered(glance_ref_scene *scene, const char *text, const ref_font *font, double cx, double cy, cairo_t *cr) {
    ref_line line = ref_shape(scene, text, font);
    double top = cy - ref_line_height(font) / 2;
    ref_show(&line, ref_snap(scene, cx - line.width / 2), ref_snap(scene, top + font->leading / 2 + font->ascent), cr);
}

void ref_show_curved(const ref_line *line, double cx, double cy, double radius, double angle, int clockwise, cairo_t *cr) {
    double baseline = clockwise ? radius : radius + line->font->cap_height;
    double direction = clockwise ? 1.0 : -1.0;
    double start = angle - direction * line->width / 2 / baseline;
    cairo_set_font_face(cr, line->font->cairo_face);
    cairo_set_font_size(cr, line->font->size);
    for (int i = 0; i < line->count; i++) {
        double advance = line->advances[i];
        double middle = start + direction * (line->glyphs[i].x + advance / 2) / baseline;
        cairo_save(cr);
        cairo_translate(cr, cx + baseline * cos(middle), cy + baseline * sin(middle));
        cairo_rotate(cr, middle + direction * M_PI / 2);
        cairo_glyph_t one = {line->glyphs[i].index, -advance / 2, line->glyphs[i].y};
        cairo_show_glyphs(cr, &one, 1);
        cairo_restore(cr);
    }
}
