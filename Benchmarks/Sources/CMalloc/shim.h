// glibc's allocator settings (mallopt), for the benchmarks' steady memory behaviour.
#include <malloc.h>
