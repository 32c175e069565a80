// Linux process calls Swift's Glibc module leaves out: pipe2 (a GNU extension) and prctl
// (sys/prctl.h), for supervising extension processes (GlanceExtension's SpawnedProcess).
#ifndef GLANCE_CPROCESSES_H
#define GLANCE_CPROCESSES_H

/// A pipe whose two descriptors are closed on exec, made in one step so that no process
/// another thread spawns meanwhile inherits them. Returns 0, or -1 with errno set.
int glance_pipe_cloexec(int fds[2]);

/// Makes this process the reaper of its orphaned descendants (PR_SET_CHILD_SUBREAPER).
/// Returns 0, or -1 with errno set.
int glance_become_subreaper(void);

#endif
