/* The smallest HTTP responder: the start-up floor of a static binary on this machine. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void) {
  int s = socket(AF_INET, SOCK_STREAM, 0), one = 1;
  setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  a.sin_port = htons((unsigned short)atoi(getenv("PORT")));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(s, (struct sockaddr *)&a, sizeof a) || listen(s, 16)) return 1;
  for (;;) {
    int c = accept(s, NULL, NULL);
    char buf[4096];
    if (read(c, buf, sizeof buf) <= 0) { close(c); continue; }
    static const char r[] = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok";
    write(c, r, sizeof r - 1);
    close(c);
  }
}
