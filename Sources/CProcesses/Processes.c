#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "CProcesses.h"

int glance_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int glance_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }
