/* kd_internal.h - private to daemon/: the per-user run directory, the server (kilnd) and the client.
 *
 * The run directory is $KILN_DAEMON_DIR, else $XDG_RUNTIME_DIR/kiln, else
 * /tmp/kiln-$UID.  It must be a real directory (not a symlink) owned by the
 * user with no group or other permissions; anything else is refused, since
 * whoever can write there could impersonate the daemon.  It holds:
 *
 *   kilnd.sock   the listening socket (mode 0600)
 *   kilnd.lock   held (flock, exclusive) by the running daemon for its whole
 *                life, and holding its pid: free means no daemon.  A daemon
 *                binds the socket only once it holds this lock, so a stopping
 *                daemon and its successor never fight over the socket path.
 *   spawn.lock   clients hold it (exclusive) while they check for a daemon and
 *                start one, so many clients starting at once start one daemon.
 *   kilnd.log    the daemon's stderr: start, stop and anything that went wrong.
 */
#ifndef KILN_DAEMON_INTERNAL_H
#define KILN_DAEMON_INTERNAL_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/un.h>

#define KD_DEFAULT_IDLE_S 600

/* The directory's name is short enough for a socket path (sun_path). */
#define KD_PATH_MAX sizeof(((struct sockaddr_un *)0)->sun_path)

typedef struct {
  char dir[KD_PATH_MAX - sizeof "/spawn.lock" + 1]; /* so that each name below fits */
  char sock[KD_PATH_MAX];
  char life_lock[KD_PATH_MAX];
  char spawn_lock[KD_PATH_MAX];
  char log[KD_PATH_MAX];
} kd_paths;

/* Finds, creates if needed (mode 0700) and checks the run directory.
 * dir NULL: from the environment as above.  0, or -1 with a message in err. */
int kd_paths_init(kd_paths *p, const char *dir, char *err, size_t errcap);

/* Opens a lock file in the run directory (created 0600, never through a symlink). */
int kd_lock_open(const char *path);
/* flock(fd, op | LOCK_NB) until it succeeds or timeout_ms passes (-1: forever): 0 or -1. */
int kd_lock_wait(int fd, int op, int timeout_ms);
/* Waits until daemon pid (the one that answered a STOP) has finished
 * exiting, or with pid 0, until no daemon holds the life lock and the one
 * that held it has: 0, or -1 after timeout_ms. */
int kd_wait_gone(const kd_paths *p, long pid, int timeout_ms);
/* Milliseconds on the monotonic clock. */
long long kd_now_ms(void);
void kd_sleep_ms(int ms);

/* The file `name` beside this executable, or in ../lib/kiln from it, that
 * access(mode) accepts, into out: 0, or -1 if none. */
int kd_beside_self(const char *name, int mode, char *out, size_t cap);
/* The kilnd executable beside this one (or in ../lib/kiln): 0 or -1. */
int kd_kilnd_path(char *out, size_t cap);

/* 16 bytes identifying a kilnd executable: "kilnd VERSION", the protocol
 * version and the file's bytes (plus $KILN_DAEMON_TEST_ID, with which the
 * tests pretend to be another build).  A client hashes the kilnd it would
 * start, the daemon its own image (/proc/self/exe): equal ids, same
 * compiler.  0, or -1 when the file cannot be read. */
int kd_daemon_id(const char *exe, uint8_t id[16]);
/* The same, remembered in dir/kilnd.id by exe's stat (the client's). */
int kd_daemon_id_memo(const char *dir, const char *exe, uint8_t id[16]);

/* `kiln run`: makes a private temporary directory (under $TMPDIR) and names
 * the executable in it (absolute).  0, or -1 with a message printed. */
int kd_run_tmpdir(char *dir, size_t dircap, char *exe, size_t execap);
/* Runs the built program with the arguments after the source file, waits for
 * it, removes exe and dir, and returns its exit status (re-raising the
 * signal that killed it).  Shared by the client and kilnd's one-shot mode. */
int kd_run_program(const char *exe, const char *dir, const char *argv0, char **args, int nargs);

/* The server's main loop (kilnd without a build command). */
int kd_server_main(int argc, char **argv);

/* Runs `kiln build|run` (argv as given to kiln) through the daemon.  Returns 0
 * with the build's exit status in *status, or -1 when the caller should build
 * in-process instead (a warning has been printed when that was unexpected). */
int kd_client_build(int argc, char **argv, const char *run_exe, int verbose, int *status);

/* `kiln daemon start|stop|status`. */
int kd_client_daemon_cmd(int argc, char **argv);
/* Waits until a running daemon of this build has stored what its builds
 * left for after their answers (a STATUS round trip); nothing without one. */
void kd_client_settle(void);

#endif
