// SDL2 from Debian's libsdl2-dev, included by path rather than through pkg-config: sdl2.pc
// adds `-D_REENTRANT`, which SwiftPM warns about ("prohibited flag") in every build that
// depends on Glance, a widget author's included. glibc needs no such define.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
