import path from "node:path";

export interface NginxConfigOptions {
  /** Where nginx keeps its pid file, logs and temporary files. */
  dir: string;
  port: number;
  /** The storefront nodes, `host:port`. */
  upstreams: string[];
  workers: number | "auto";
}

/**
 * nginx in front of the storefront nodes (docs/cluster.md): round robin over keep-alive connections, the
 * client's Host and scheme passed on, and the node that answered named in `X-Upstream`.
 */
export function nginxConfig({ dir, port, upstreams, workers }: NginxConfigOptions): string {
  const file = (name: string) => path.join(dir, name);
  // As root, nginx would run its workers as `nobody`, who cannot write the temporary folders below.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes ${workers};
pid ${file("nginx.pid")};
error_log ${file("error.log")} warn;

events {
  worker_connections 4096;
}

http {
  log_format upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time s via $upstream_addr';
  access_log ${file("access.log")} upstream buffer=64k flush=1s;
  client_body_temp_path ${file("client-body")};
  proxy_temp_path ${file("proxy")};
  fastcgi_temp_path ${file("fastcgi")};
  uwsgi_temp_path ${file("uwsgi")};
  scgi_temp_path ${file("scgi")};

  upstream storefront {
${upstreams.map((address) => `    server ${address};`).join("\n")}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${port};
    # nginx closes a client's connection after 1,000 requests by default: under the benchmark's load, a request
    # now and then was lost as autocannon's connections were closed and opened again.
    keepalive_requests 100000;
    # A product photo's upload (at most 10 MB, decision 052) passes, and a bigger one reaches the node, which reads
    # no more than its limit and answers with the form and its error; nginx's default (1 MB) would answer a bare 413.
    client_max_body_size 64m;

    location / {
      proxy_pass http://storefront;
      # HTTP/1.1 without "Connection: close", so the connections to the nodes are kept open and reused.
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # With its port: the nodes build absolute links and the same-origin check of posts from it.
      proxy_set_header Host $http_host;
      # Replaced, not appended to: the nodes take the first address as the client's (rate limits), and a client
      # must not choose it.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
