// The SDL functions Glance calls, each forwarding to libSDL2, which is loaded with dlopen the
// first time one of them runs. If the library cannot be loaded, SDL_Init fails and SDL_GetError
// says why; the other functions do nothing (they are only called after SDL_Init succeeded).
#include "CSDL2.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define SDL_FUNCTIONS(X) \
    X(SDL_Init) X(SDL_InitSubSystem) X(SDL_Quit) X(SDL_QuitSubSystem) X(SDL_GetError) X(SDL_SetHint) \
    X(SDL_GetCurrentVideoDriver) X(SDL_GetDisplayUsableBounds) X(SDL_CreateWindow) X(SDL_DestroyWindow) \
    X(SDL_GetWindowSize) X(SDL_SetWindowSize) X(SDL_CreateRenderer) X(SDL_DestroyRenderer) \
    X(SDL_GetRendererOutputSize) X(SDL_SetRenderDrawColor) X(SDL_RenderClear) X(SDL_RenderCopy) \
    X(SDL_RenderPresent) X(SDL_CreateTexture) X(SDL_DestroyTexture) X(SDL_UpdateTexture) \
    X(SDL_PollEvent) X(SDL_WaitEventTimeout) X(SDL_PushEvent)

static struct {
#define FIELD(name) __typeof__(&name) name;
    SDL_FUNCTIONS(FIELD)
#undef FIELD
} sdl;
static char load_error[512];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(load_error, sizeof load_error, "libSDL2 could not be loaded (%s); install libsdl2-2.0-0", dlerror());
        return;
    }
#define RESOLVE(name) \
    sdl.name = (__typeof__(sdl.name))dlsym(library, #name); \
    if (!sdl.name) { \
        snprintf(load_error, sizeof load_error, "libSDL2 has no %s: SDL 2.0.5 or later is needed", #name); \
        return; \
    }
    SDL_FUNCTIONS(RESOLVE)
#undef RESOLVE
}

static int loaded(void) {
    pthread_once(&load_once, load);
    return load_error[0] == 0;
}

const char *glance_sdl_load_error(void) { return loaded() ? NULL : load_error; }

int SDL_Init(Uint32 flags) { return loaded() ? sdl.SDL_Init(flags) : -1; }
int SDL_InitSubSystem(Uint32 flags) { return loaded() ? sdl.SDL_InitSubSystem(flags) : -1; }
void SDL_Quit(void) { if (loaded()) sdl.SDL_Quit(); }
void SDL_QuitSubSystem(Uint32 flags) { if (loaded()) sdl.SDL_QuitSubSystem(flags); }
const char *SDL_GetError(void) { return loaded() ? sdl.SDL_GetError() : load_error; }
SDL_bool SDL_SetHint(const char *name, const char *value) { return loaded() ? sdl.SDL_SetHint(name, value) : SDL_FALSE; }
const char *SDL_GetCurrentVideoDriver(void) { return loaded() ? sdl.SDL_GetCurrentVideoDriver() : NULL; }
int SDL_GetDisplayUsableBounds(int display, SDL_Rect *rect) { return loaded() ? sdl.SDL_GetDisplayUsableBounds(display, rect) : -1; }
SDL_Window *SDL_CreateWindow(const char *title, int x, int y, int w, int h, Uint32 flags) {
    return loaded() ? sdl.SDL_CreateWindow(title, x, y, w, h, flags) : NULL;
}
void SDL_DestroyWindow(SDL_Window *window) { if (loaded()) sdl.SDL_DestroyWindow(window); }
void SDL_GetWindowSize(SDL_Window *window, int *w, int *h) { if (loaded()) sdl.SDL_GetWindowSize(window, w, h); }
void SDL_SetWindowSize(SDL_Window *window, int w, int h) { if (loaded()) sdl.SDL_SetWindowSize(window, w, h); }
SDL_Renderer *SDL_CreateRenderer(SDL_Window *window, int index, Uint32 flags) {
    return loaded() ? sdl.SDL_CreateRenderer(window, index, flags) : NULL;
}
void SDL_DestroyRenderer(SDL_Renderer *renderer) { if (loaded()) sdl.SDL_DestroyRenderer(renderer); }
int SDL_GetRendererOutputSize(SDL_Renderer *renderer, int *w, int *h) { return loaded() ? sdl.SDL_GetRendererOutputSize(renderer, w, h) : -1; }
int SDL_SetRenderDrawColor(SDL_Renderer *renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a) {
    return loaded() ? sdl.SDL_SetRenderDrawColor(renderer, r, g, b, a) : -1;
}
int SDL_RenderClear(SDL_Renderer *renderer) { return loaded() ? sdl.SDL_RenderClear(renderer) : -1; }
int SDL_RenderCopy(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *source, const SDL_Rect *destination) {
    return loaded() ? sdl.SDL_RenderCopy(renderer, texture, source, destination) : -1;
}
void SDL_RenderPresent(SDL_Renderer *renderer) { if (loaded()) sdl.SDL_RenderPresent(renderer); }
SDL_Texture *SDL_CreateTexture(SDL_Renderer *renderer, Uint32 format, int access, int w, int h) {
    return loaded() ? sdl.SDL_CreateTexture(renderer, format, access, w, h) : NULL;
}
void SDL_DestroyTexture(SDL_Texture *texture) { if (loaded()) sdl.SDL_DestroyTexture(texture); }
int SDL_UpdateTexture(SDL_Texture *texture, const SDL_Rect *rect, const void *pixels, int pitch) {
    return loaded() ? sdl.SDL_UpdateTexture(texture, rect, pixels, pitch) : -1;
}
int SDL_PollEvent(SDL_Event *event) { return loaded() ? sdl.SDL_PollEvent(event) : 0; }
int SDL_WaitEventTimeout(SDL_Event *event, int timeout) { return loaded() ? sdl.SDL_WaitEventTimeout(event, timeout) : 0; }
int SDL_PushEvent(SDL_Event *event) { return loaded() ? sdl.SDL_PushEvent(event) : -1; }
