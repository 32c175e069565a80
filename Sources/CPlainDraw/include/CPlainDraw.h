// A display list drawn as a plain C program draws it: cairo for paths, paints, clips and
// groups, HarfBuzz shaping every text run's string anew on every call (no cache), glyphs shown
// with cairo_show_glyphs. `glance bench` times it beside each of Glance's first renders, so a
// render reads as a ratio to plain C drawing the same picture in the same run.
//
// The caller flattens its display list into ops once, outside the timed part; fonts are opened
// by glance_plain_prepare, also outside it. The reference is given what layout decided: each
// run's string, font, size and baseline origin, and the glyphs layout placed. It shapes each
// string of the picture anew (once, however many runs set it: a curved label sets one glyph
// per run) and then shows the layout's glyphs, so its picture is Glance's whatever features,
// tracking or curve layout applied. It measures shaping and drawing, not fitting: a lower bound
// for a C program that also fits its text.
//
// Not thread-safe: one context per thread.
#ifndef GLANCE_PLAIN_DRAW_H
#define GLANCE_PLAIN_DRAW_H

#ifdef __cplusplus
extern "C" {
#endif

/// What an op does.
typedef enum {
    GLANCE_PLAIN_FILL,
    GLANCE_PLAIN_STROKE,
    GLANCE_PLAIN_TEXT,
    GLANCE_PLAIN_IMAGE,
    /// Starts a group: save, transform, clip, and a layer when it has an opacity, mask or blend.
    GLANCE_PLAIN_GROUP_BEGIN,
    /// Ends a group's items and starts its mask's (only in a group with `has_mask`).
    GLANCE_PLAIN_MASK_BEGIN,
    GLANCE_PLAIN_GROUP_END
} glance_plain_kind;

/// A path element; quadratic curves are given as cubics. Points in the op's coordinates.
typedef enum { GLANCE_PLAIN_MOVE, GLANCE_PLAIN_LINE, GLANCE_PLAIN_CURVE, GLANCE_PLAIN_CLOSE } glance_plain_verb;

typedef struct {
    glance_plain_verb verb;
    /// The end point is (x[2], y[2]) for a curve, (x[0], y[0]) otherwise.
    double x[3], y[3];
} glance_plain_element;

/// A glyph of a run: its index in the font and its pen position from the run's origin, in points.
typedef struct {
    unsigned int id;
    double x, y;
} glance_plain_glyph;

/// A gradient stop, straight alpha.
typedef struct {
    double location, red, green, blue, alpha;
} glance_plain_stop;

typedef enum { GLANCE_PLAIN_SOLID, GLANCE_PLAIN_LINEAR, GLANCE_PLAIN_RADIAL, GLANCE_PLAIN_ANGULAR } glance_plain_paint_kind;

/// A paint: a colour (straight alpha), or a gradient over `stop_count` stops from `first_stop`.
/// Linear runs from (x0, y0) to (x1, y1); radial and angular are centred on (x0, y0); radial
/// goes from radius r0 to r1; angular from `start_angle` to `end_angle` (radians) at radius r1.
typedef struct {
    glance_plain_paint_kind kind;
    double red, green, blue, alpha;
    double x0, y0, x1, y1, r0, r1, start_angle, end_angle;
    int first_stop, stop_count;
} glance_plain_paint;

/// One op. Paths are `element_count` elements from `first_element`; a group's clip likewise.
typedef struct {
    glance_plain_kind kind;
    int first_element, element_count;
    int paint;
    /// Fill: the even-odd rule. Image: nearest-neighbour sampling.
    int even_odd;
    /// Stroke: width, cairo's cap and join, miter limit, and `dash_count` dashes from `first_dash`.
    double line_width, miter_limit, dash_phase;
    int cap, join, first_dash, dash_count;
    /// Text: the string (UTF-8), whether to shape it (the first run of the picture to set it),
    /// its font (an index into the fonts given), size in points, the baseline's start, and its
    /// `glyph_count` glyphs from `first_glyph`. Image: the rectangle (x, y, width, height).
    const char *text;
    int shape, first_glyph, glyph_count;
    int font;
    double size, x, y, width, height;
    /// Image: premultiplied BGRA pixels, rows `pixel_width * 4` bytes apart.
    const unsigned char *pixels;
    int pixel_width, pixel_height;
    /// Group: its transform (cairo's xx, yx, xy, yy, x0, y0), opacity, cairo operator, and
    /// whether it has a clip (its elements) and a mask (the ops after its MASK_BEGIN).
    double matrix[6], opacity;
    int op, has_clip, has_mask;
} glance_plain_op;

/// A font file and the face in it.
typedef struct {
    const char *path;
    int index;
} glance_plain_font;

/// Everything one picture needs; the arrays are the caller's.
typedef struct {
    const glance_plain_op *ops;
    int op_count;
    const glance_plain_element *elements;
    const glance_plain_glyph *glyphs;
    const glance_plain_paint *paints;
    const glance_plain_stop *stops;
    const double *dashes;
    const glance_plain_font *fonts;
    int font_count;
} glance_plain_list;

typedef struct glance_plain_context glance_plain_context;

glance_plain_context *glance_plain_create(void);
void glance_plain_destroy(glance_plain_context *context);

/// Opens the list's fonts not yet open; 0 on success, or -1 (`failed_path` set) when a file
/// cannot be read.
int glance_plain_prepare(glance_plain_context *context, const glance_plain_list *list, const char **failed_path);

/// Draws `list` into `pixels` (cairo's ARGB32, `width × height`, rows `width * 4` bytes), first
/// cleared to `background` (straight alpha), at `scale` pixels per point. The list's fonts must
/// have been prepared.
void glance_plain_draw(
    glance_plain_context *context, const glance_plain_list *list, unsigned char *pixels, int width, int height, double scale,
    const double background[4]);

#ifdef __cplusplus
}
#endif

#endif
