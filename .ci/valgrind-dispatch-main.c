// Preloaded (LD_PRELOAD) into the test binary under valgrind only: replaces libdispatch's dispatch_main.
//
// Why: an `async` main (the test runner's) ends in dispatch_main() on Linux, which parks the main thread
// with pthread_exit() and a thread-specific destructor that sleeps in sigsuspend(). valgrind 3.19 (the
// one Debian 12 ships) crashes with an internal SIGSEGV as soon as another thread is created after that,
// so no Swift concurrency program runs under it. This replacement keeps the main thread alive instead
// and drains the main queue the way Foundation's run loop does on Linux: wait on the queue's eventfd,
// then let libdispatch run what is queued. The program's behaviour is otherwise unchanged; the process
// ends when the runner calls exit().
//
// The two libdispatch functions are resolved when the program first calls dispatch_main, so the library
// loads harmlessly into processes without libdispatch (valgrind's launcher, timeout).
#include <poll.h>
#include <stdint.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

void dispatch_main(void) {
  int handle = _dispatch_get_main_queue_handle_4CF();
  struct pollfd wakeup = {.fd = handle, .events = POLLIN};
  for (;;) {
    if (poll(&wakeup, 1, -1) > 0) {
      uint64_t count;
      (void)read(handle, &count, sizeof count);
    }
    _dispatch_main_queue_callback_4CF(NULL);
  }
}
