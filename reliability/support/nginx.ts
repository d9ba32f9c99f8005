// nginx run from deploy/nginx/storefront.conf.template, rendered the way the official image's
// entrypoint renders it (envsubst of ${NAME} and $NAME for the given names), inside a small
// main configuration of our own that keeps pid, logs and temporary files in a scratch folder.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Child, startChild } from './children';
import { NGINX_TEMPLATE } from './paths';
import { waitFor } from './wait';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
// Debian's brotli_static module (libnginx-mod-http-brotli-static), as the web image loads it
// (deploy/nginx/nginx.conf): the template's `brotli_static on` needs it.
const BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface TemplateVars {
  NGINX_PORT: string;
  STATIC_ROOT: string;
  API_UPSTREAM_1: string;
  API_UPSTREAM_2: string;
  REMOTE_ORIGINS: string;
}

/** envsubst with a list of names; a `${...}` left over means the template and we disagree. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  const names = Object.keys(vars).join('|');
  const rendered = template.replace(
    new RegExp(`\\$\\{(${names})\\}|\\$(${names})(?![A-Za-z0-9_])`, 'g'),
    (_match, braced: string | undefined, bare: string | undefined) =>
      vars[(braced ?? bare) as string] ?? '',
  );
  const left = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/.exec(rendered);
  if (left) throw new Error(`the nginx template uses ${left[0]}, which was not given`);
  return rendered;
}

// Root runs the workers too (`user root`): the scratch folders are root's alone.
// keepalive_requests: nginx closes a client connection after 1000 requests by default, and
// autocannon sometimes writes its next request into that closing socket (ECONNRESET, counted
// as a failed request). Browsers retry there; the load generator does not, so the harness
// lets a connection live for the whole run. Nothing else differs from the web image (deploy/nginx/nginx.conf).
function mainConf(dir: string): string {
  return `user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
load_module ${BROTLI_MODULE};
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    keepalive_requests 1000000;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/storefront.conf;
}
`;
}

export class Nginx {
  private constructor(
    readonly port: number,
    readonly child: Child,
    private readonly accessLogFile: string,
  ) {}

  /** Renders, checks (`nginx -t`), starts in the foreground and waits for the port. */
  static async start(vars: TemplateVars, dir: string, name = 'nginx'): Promise<Nginx> {
    writeFileSync(
      join(dir, 'storefront.conf'),
      renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), { ...vars }),
    );
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, mainConf(dir));
    const args = ['-p', `${dir}/`, '-e', 'stderr', '-c', conf];
    // Its own log file: nginx opens /dev/stdout, which fails on Node's socket-pair pipes.
    const check = startChild(`${name}-t`, NGINX, [...args, '-t', '-q'], {
      env: { PATH: process.env.PATH },
      logFile: join(dir, `${name}-t.log`),
    });
    if ((await check.exited).code !== 0) {
      throw new Error(`nginx -t refused the rendered template:\n${check.logTail()}`);
    }
    // stdout is the access log (the template logs JSON lines to /dev/stdout, as in a container).
    const logFile = join(dir, `${name}.log`);
    const child = startChild(name, NGINX, [...args, '-g', 'daemon off;'], {
      env: { PATH: process.env.PATH },
      logFile,
    });
    const port = Number(vars.NGINX_PORT);
    const up = await waitFor(async () => {
      if (!child.running) throw new Error('exited');
      await fetch(`http://127.0.0.1:${port}/index.html`);
      return true;
    }, 10_000);
    if (!up) throw new Error(`nginx did not start:\n${child.logTail()}`);
    return new Nginx(port, child, logFile);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The JSON access-log lines so far (error-log lines in the same file are skipped). */
  accessLog(): AccessLogLine[] {
    return readFileSync(this.accessLogFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as AccessLogLine);
  }

  /**
   * Whether a line matching `match` is logged within `timeoutMs`. nginx writes a request's line
   * in its log phase, after the answer has gone out, so a client that has just read the answer
   * can look before the line is there.
   */
  logged(match: (line: AccessLogLine) => boolean, timeoutMs = 2_000): Promise<boolean> {
    return waitFor(async () => this.accessLog().some(match), timeoutMs, 20);
  }
}

export interface AccessLogLine {
  time: string;
  /** When the answer was logged (its end), in seconds with milliseconds. */
  msec: number;
  request_id: string;
  method: string;
  uri: string;
  status: number;
  /** `a:1` or, after a retry, `a:1, b:2`. */
  upstream: string;
  upstream_status: string;
}
