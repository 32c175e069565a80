// Definitions of the C library's wall-clock reads in the executable, which the dynamic linker
// binds every library's calls to (Foundation's `Date()` included). Each asks the installed
// source first and otherwise reads the C library's own function (found with RTLD_NEXT).
#define _GNU_SOURCE
#include "SimulatedTime.h"

#include <dlfcn.h>
#include <link.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

static _Atomic(glance_simulated_time_source) installed_source;
static _Atomic(clock_gettime_fn) real_clock_gettime;
/// libdispatch's code, whose timed waits must keep real time.
static _Atomic(uintptr_t) dispatch_start, dispatch_end;
/// Set while the source runs on this thread, so a read it makes itself is real.
static _Thread_local int asking;

static int find_dispatch(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    if (!info->dlpi_name || !strstr(info->dlpi_name, "libdispatch.so")) return 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *p = &info->dlpi_phdr[i];
        if (p->p_type == PT_LOAD && (p->p_flags & PF_X)) {
            atomic_store(&dispatch_start, info->dlpi_addr + p->p_vaddr);
            atomic_store(&dispatch_end, info->dlpi_addr + p->p_vaddr + p->p_memsz);
            return 1;
        }
    }
    return 0;
}

void glance_simulated_time_install(glance_simulated_time_source source) {
    dl_iterate_phdr(find_dispatch, NULL);
    atomic_store(&installed_source, source);
}

static int real_read(clockid_t id, struct timespec *ts) {
    clock_gettime_fn f = atomic_load(&real_clock_gettime);
    if (!f) {
        f = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
        atomic_store(&real_clock_gettime, f);
    }
    return f(id, ts);
}

/// The simulated moment for a read made from `caller`, if the wall clock is simulated now.
static int simulated(const void *caller, struct timespec *ts) {
    glance_simulated_time_source source = atomic_load(&installed_source);
    if (!source || asking) return 0;
    uintptr_t at = (uintptr_t)caller;
    if (at >= atomic_load(&dispatch_start) && at < atomic_load(&dispatch_end)) return 0;
    int64_t ns = 0;
    asking = 1;
    int yes = source(&ns);
    asking = 0;
    if (!yes) return 0;
    int64_t s = ns / 1000000000, rest = ns % 1000000000;
    if (rest < 0) {
        rest += 1000000000;
        s -= 1;
    }
    ts->tv_sec = (time_t)s;
    ts->tv_nsec = (long)rest;
    return 1;
}

int clock_gettime(clockid_t id, struct timespec *ts) {
    if ((id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE) && simulated(__builtin_return_address(0), ts)) return 0;
    return real_read(id, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    struct timespec ts;
    if (!simulated(__builtin_return_address(0), &ts)) {
        real_read(CLOCK_REALTIME, &ts);
    }
    if (tz) memset(tz, 0, sizeof(struct timezone));
    {
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = (suseconds_t)(ts.tv_nsec / 1000);
    }
    return 0;
}

time_t time(time_t *out) {
    struct timespec ts;
    if (!simulated(__builtin_return_address(0), &ts)) {
        real_read(CLOCK_REALTIME, &ts);
    }
    if (out) *out = ts.tv_sec;
    return ts.tv_sec;
}


int glance_simulated_time_interposed(void) {
    // The C library's time() through the dynamic symbol: ours when the executable exports it.
    time_t (*bound)(time_t *) = (time_t (*)(time_t *))dlsym(RTLD_DEFAULT, "time");
    return bound == time ? 1 : 0;
}
