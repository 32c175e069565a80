// The benchmarks' reference scenes in plain C: the pictures Glance's benchmark widgets draw,
// drawn by hand with cairo, HarfBuzz and FreeType, so Glance's render times can be read as
// ratios to them in the same run.
//
// Fonts are opened once, by glance_ref_create. Every scene call draws afresh into the caller's
// pixels: every string shaped again with HarfBuzz (no cache), glyphs drawn with
// cairo_show_glyphs, arcs stroked by cairo. Pixels are cairo's ARGB32 (premultiplied,
// native-endian words), rows width * 4 bytes apart; each scene covers the whole buffer, cleared
// to opaque black first. Sizes are in points; a buffer is (size * scale) pixels, rounded.
//
// Not thread-safe: one scene per thread.
#ifndef GLANCE_REFERENCE_SCENES_H
#define GLANCE_REFERENCE_SCENES_H

#ifdef __cplusplus
extern "C" {
#endif

/// The fonts a scene uses, one per role.
typedef enum {
    GLANCE_REF_FONT_GAUGE_TEXT,   ///< the circular gauge's value
    GLANCE_REF_FONT_GAUGE_LABEL,  ///< the small label under it
    GLANCE_REF_FONT_HEADLINE,     ///< the rectangular's first line
    GLANCE_REF_FONT_BODY,         ///< the rectangular's second and third lines
    GLANCE_REF_FONT_CORNER_TEXT,  ///< the value in a corner's content circle
    GLANCE_REF_FONT_CORNER_ENDS,  ///< a corner gauge's curved end labels
    GLANCE_REF_FONT_INLINE,       ///< the inline line
    GLANCE_REF_FONT_CLOCK,        ///< the face's digital clock
    GLANCE_REF_FONT_COUNT
} glance_ref_font_role;

/// One font: its file (face 0), its size in points, whether digits are tabular (`tnum`), and
/// the tracking in em added after every glyph that advances (Glance's stand-in tracking).
typedef struct {
    const char *path;
    double size;
    int tabular_digits;
    double tracking;
} glance_ref_font;

/// A straight-alpha colour, each channel 0...1.
typedef struct {
    double red, green, blue, alpha;
} glance_ref_color;

/// What a face slot holds. The corners are named as in SwiftUI (leading is left).
typedef enum {
    GLANCE_REF_CIRCULAR,
    GLANCE_REF_RECTANGULAR,
    GLANCE_REF_INLINE,
    GLANCE_REF_CORNER_TOP_LEADING,
    GLANCE_REF_CORNER_TOP_TRAILING,
    GLANCE_REF_CORNER_BOTTOM_LEADING,
    GLANCE_REF_CORNER_BOTTOM_TRAILING,
    /// The whole face: not a slot's kind, for glance_ref_pixel_size.
    GLANCE_REF_FACE
} glance_ref_kind;

/// One slot of the face: what it holds and the top-left corner of its canvas, in points.
typedef struct {
    glance_ref_kind kind;
    double x, y;
} glance_ref_slot;

/// The most slots a face may have.
#define GLANCE_REF_MAX_SLOTS 16

/// Where one corner's parts go in its canvas, worked out by the caller once (in points,
/// angles in radians clockwise from 3 o'clock): the centre the gauge turns about (the
/// display's), the content circle's centre, and the angles the gauge with its end labels may
/// span, in reading order.
typedef struct {
    double center_x, center_y, content_x, content_y, room_from, room_to;
} glance_ref_corner_geometry;

/// Sizes, slots, fonts and style, in points: everything but the entries' values.
typedef struct {
    /// Pixels per point.
    double scale;
    double screen_width, screen_height, display_corner_radius;
    double circular_width, circular_height;
    double rectangular_width, rectangular_height;
    /// Where the rectangular's content starts, on every side (the system's content margin).
    double rectangular_margin;
    double inline_width, inline_height;
    /// The square canvas a corner is drawn in (the display corner around its content).
    double corner_canvas;
    int slot_count;
    glance_ref_slot slots[GLANCE_REF_MAX_SLOTS];
    /// Where the face's clock is centred: its advance width on x, its cap height on y.
    double clock_x, clock_y;
    glance_ref_font fonts[GLANCE_REF_FONT_COUNT];
    glance_ref_color accent, text, detail;
    /// The opacity of a gauge's track (its accent).
    double track_opacity;
    double gauge_line_width, gauge_radius;
    /// How far below the circular's centre its label's line is centred.
    double gauge_label_offset;
    /// Between the rectangular's lines.
    double line_spacing;
    double corner_line_width;
    /// The most a corner gauge's arc sweeps, in radians, and the radius of its line's middle.
    double corner_gauge_sweep, corner_gauge_radius;
    /// Top leading, top trailing, bottom leading, bottom trailing.
    glance_ref_corner_geometry corners[4];
} glance_ref_config;

/// What one entry shows; every family reads its own fields. Strings are UTF-8.
typedef struct {
    double gauge_value;  ///< 0...1
    const char *gauge_text;
    const char *gauge_label;
    const char *headline;
    const char *body;
    const char *detail;
    double corner_value;  ///< 0...1
    const char *corner_text;
    const char *corner_minimum;
    const char *corner_maximum;
    const char *inline_text;
} glance_ref_entry;

typedef struct glance_ref_scene glance_ref_scene;

/// Opens the fonts and keeps a copy of `config`. NULL if a font file cannot be read (then
/// `failed_path`, when not NULL, is set to that font's path, owned by `config`).
glance_ref_scene *glance_ref_create(const glance_ref_config *config, const char **failed_path);

void glance_ref_destroy(glance_ref_scene *scene);

/// The pixel size of a canvas of `kind` (a slot's, or the face's).
void glance_ref_pixel_size(const glance_ref_scene *scene, glance_ref_kind kind, int *width, int *height);

/// The accessoryCircular gauge: a 270° track and value arc, the value and a label.
void glance_ref_circular(glance_ref_scene *scene, unsigned char *pixels, const glance_ref_entry *entry);

/// The accessoryRectangular: three leading-aligned lines, the last one dimmer.
void glance_ref_rectangular(glance_ref_scene *scene, unsigned char *pixels, const glance_ref_entry *entry);

/// The accessoryInline line, centred.
void glance_ref_inline(glance_ref_scene *scene, unsigned char *pixels, const glance_ref_entry *entry);

/// An accessoryCorner in its canvas: an arc gauge along the display corner, its end labels
/// set glyph by glyph on the curve, the value in the content circle. `kind` is a corner.
void glance_ref_corner(glance_ref_scene *scene, unsigned char *pixels, glance_ref_kind kind, const glance_ref_entry *entry);

/// The whole face: slot n shows entries[n] (slot_count of them), the clock shows `clock`;
/// clipped to the display's rounded outline.
void glance_ref_face(glance_ref_scene *scene, unsigned char *pixels, const glance_ref_entry *entries, const char *clock);

#ifdef __cplusplus
}
#endif

#endif
