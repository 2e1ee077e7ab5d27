// Two (or more) shop instances behind nginx, round robin, sharing one PostgreSQL, one Redis and one data folder
// (a shared volume in production; S3 works the same way). Used by the two-instance fault test and by hand:
//   DATABASE_URL=postgres://… REDIS_URL=redis://127.0.0.1:6379 node scripts/cluster.mjs [port]
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop } from './shop-process.mjs';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

function nginxConfig(port, upstreamPorts, prefix) {
  return `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 60m;
  # Connections to the instances are kept open and reused (nginx otherwise opens one per request, which the
  # instance then accepts, parses and tears down); nginx drops an idle one after 60 s, before the instances'
  # own 72 s, so it never writes to a socket the instance is closing for idleness.
  upstream shop { ${upstreamPorts.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
    }
  }
}
`;
}

/**
 * Starts `instances` shops on the ports after `port` (one after the other, so the first migrates and writes
 * the shared secrets) and nginx on `port`. `env` must name the shared DATABASE_URL; REDIS_URL makes rate limits
 * hold across instances. `nodeArgs`: each shop's Node options (startShop).
 */
export async function startCluster({ port, instances = 2, env = {}, stdio = 'ignore', nodeArgs = [] }) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const shared = { TRUST_PROXY: 'true', ...env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` };
  const shops = [];
  for (let index = 1; index <= instances; index += 1) {
    shops.push(await startShop({ port: port + index, env: shared, stdio, nodeArgs }));
  }
  const prefix = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    nginxConfig(
      port,
      shops.map((_, i) => port + i + 1),
      prefix,
    ),
  );
  const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error('nginx did not answer within 10 s');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  // An instance a test or bench killed (SIGKILL) has a signal code and no exit code: it has exited too.
  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((done) => child.once('exit', done));
  return {
    url,
    dataDir,
    instances: shops.map((shop) => ({ url: shop.baseUrl, child: shop.child })),
    async stop() {
      for (const child of [nginx, ...shops.map((shop) => shop.child)]) child.kill('SIGTERM');
      await Promise.all([nginx, ...shops.map((shop) => shop.child)].map(exited));
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  const cluster = await startCluster({
    port: Number(process.argv[2] ?? 3000),
    env: { DATABASE_URL: process.env.DATABASE_URL ?? '', REDIS_URL: process.env.REDIS_URL ?? '' },
    stdio: 'inherit',
  });
  console.log(
    `shop on ${cluster.url} (instances: ${cluster.instances.map((i) => i.url).join(', ')}); Ctrl-C stops`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => cluster.stop().then(() => process.exit(0)));
}
