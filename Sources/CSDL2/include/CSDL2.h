// SDL2's declarations from Debian's libsdl2-dev, included by path rather than through
// pkg-config: sdl2.pc adds `-D_REENTRANT`, which SwiftPM warns about ("prohibited flag") in
// every build that depends on Glance. glibc needs no such define.
//
// Glance does not link libSDL2: SDLLoader.c defines the SDL functions Glance calls and loads
// the library the first time one is called, so runs without a window (render, check, bench)
// never map SDL2 and its audio, X11 and Wayland libraries.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>

/// Why libSDL2 could not be loaded (dlopen's message), or NULL once it is loaded. Loads it.
const char *glance_sdl_load_error(void);
