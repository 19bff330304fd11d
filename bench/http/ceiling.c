/* The fastest /health there can be: a keep-alive HTTP responder on one epoll
 * loop that answers every request it reads with the reference service's
 * /health bytes (same headers and length, a fixed Date), with no parsing, no
 * allocation and one read and one write per request, as Kiln's server does.
 * What wrk measures against it is the ceiling of the machine and of the load
 * generator, not of any runtime.  bench/http/run.sh runs it as "ceiling".
 *
 *   PORT=N ceiling
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

static const char RESPONSE[] = "HTTP/1.1 200 OK\r\n"
                               "Content-Type: application/json\r\n"
                               "Date: Tue, 01 Dec 2026 00:00:00 GMT\r\n"
                               "Connection: keep-alive\r\n"
                               "Keep-Alive: timeout=5\r\n"
                               "Content-Length: 26\r\n"
                               "\r\n"
                               "{\"status\":\"ok\",\"uptime\":1}";

int main(void) {
  const char *port = getenv("PORT");
  int s = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0), one = 1;
  setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  a.sin_port = htons((unsigned short)atoi(port ? port : "3000"));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(s, (struct sockaddr *)&a, sizeof a) || listen(s, 511)) {
    perror("ceiling: bind/listen");
    return 1;
  }
  int ep = epoll_create1(0);
  struct epoll_event ev = {.events = EPOLLIN, .data.fd = s};
  epoll_ctl(ep, EPOLL_CTL_ADD, s, &ev);
  struct epoll_event evs[256];
  char buf[16384];
  for (;;) {
    int n = epoll_wait(ep, evs, 256, -1);
    for (int i = 0; i < n; i++) {
      int fd = evs[i].data.fd;
      if (fd == s) {
        int c;
        while ((c = accept4(s, NULL, NULL, SOCK_NONBLOCK)) >= 0) {
          setsockopt(c, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
          struct epoll_event ce = {.events = EPOLLIN, .data.fd = c};
          epoll_ctl(ep, EPOLL_CTL_ADD, c, &ce);
        }
        continue;
      }
      ssize_t r = read(fd, buf, sizeof buf);
      if (r <= 0) {
        close(fd);
        continue;
      }
      /* One response per request: count the blank lines that end headers. */
      int requests = 0;
      for (ssize_t k = 3; k < r; k++)
        if (buf[k] == '\n' && buf[k - 1] == '\r' && buf[k - 2] == '\n' && buf[k - 3] == '\r') requests++;
      for (int k = 0; k < (requests ? requests : 1); k++)
        if (write(fd, RESPONSE, sizeof RESPONSE - 1) < 0) break;
    }
  }
}
