// The wall clock as widget code sees it: Glance's simulated time while the firmware runs widget
// code, the real clock otherwise (docs/timeline.md, "What widget code sees").
#ifndef GLANCE_CSIMULATEDTIME_H
#define GLANCE_CSIMULATEDTIME_H

#include <stdint.h>

/// Answers whether the wall clock is simulated for the calling thread now and, when it is,
/// writes the simulated moment in nanoseconds since 1970 to `nanoseconds` and returns 1.
typedef int (*glance_simulated_time_source)(int64_t *nanoseconds);

/// Installs `source`, asked on each read of the wall clock (clock_gettime with
/// CLOCK_REALTIME or CLOCK_REALTIME_COARSE, gettimeofday, time) in this process. Reads made
/// by libdispatch (its timed waits) and before installation are never simulated.
void glance_simulated_time_install(glance_simulated_time_source source);

/// Whether this process's wall-clock reads go through this file's definitions, which holds
/// when the executable exports them (it does when it links this target): 1 or 0.
int glance_simulated_time_interposed(void);

#endif
