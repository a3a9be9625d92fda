import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * No Docker engine runs where the tests run, so the deployment files are checked for what can
 * be checked without one: every service, file, port and variable they name exists.
 */
const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string | number>;
  ports?: string[];
  depends_on?: string[] | Record<string, unknown>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  restart?: string;
  container_name?: string;
}
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks: { default: { ipam: { config: { subnet: string }[] } } };
};
const serverEnv = compose.services.server.environment!;

/** Variables documented in .env.example. */
const documented = new Set(
  read('.env.example')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name)),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}
const serverSource = sourceFiles(join(ROOT, 'server', 'src'))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

describe('deployment files', () => {
  it('compose runs mongo:7, MinIO and its bucket, the server, the web app and mailpit', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'mailpit',
      'minio',
      'minio-init',
      'mongo',
      'server',
      'web',
    ]);
    expect(compose.services.mongo.image).toBe('mongo:7');
  });

  it('builds from Dockerfiles that exist and copy files that exist', () => {
    for (const name of ['server', 'web']) {
      const dockerfile = compose.services[name].build!.dockerfile;
      expect(existsSync(join(ROOT, dockerfile))).toBe(true);
      const copied = [
        ...read(dockerfile).matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm),
      ].flatMap((match) => match[1].split(' '));
      expect(copied.length).toBeGreaterThan(3);
      for (const path of copied)
        expect({ path, exists: existsSync(join(ROOT, path)) }).toEqual({ path, exists: true });
    }
  });

  it('runs the API as a non-root user with node server/dist/main.js', () => {
    const dockerfile = read('Dockerfile.server');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('CMD ["node", "server/dist/main.js"]');
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(3);
  });

  it('builds the web app into the server image by the very steps of the web image', () => {
    // The server draws pages naming the build's files, which nginx serves from the web image.
    const webBuild = (dockerfile: string) =>
      /^FROM node:\S+ AS \w+\n([\s\S]*?RUN npm run build -w shared && npm run build -w web)$/m.exec(
        read(dockerfile),
      )?.[1];
    expect(webBuild('Dockerfile.server')).toBeDefined();
    expect(webBuild('Dockerfile.server')).toBe(webBuild('Dockerfile.web'));
    const server = read('Dockerfile.server');
    for (const path of ['web/package.json', 'web/dist', 'web/dist-ssr'])
      expect(server).toContain(`COPY --from=web --chown=node:node /app/${path} web/`);
    // The drawing worker's one outside module is the server's to carry.
    const serverPackage = JSON.parse(read('server/package.json')) as {
      dependencies: Record<string, string>;
    };
    expect(serverPackage.dependencies.jsdom).toBeDefined();
  });

  it('builds on the Node.js LTS that package.json engines asks for', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines;
    const required = Number(/^>=(\d+)/.exec(engines.node)?.[1]);
    for (const dockerfile of ['Dockerfile.server', 'Dockerfile.web']) {
      const majors = [...read(dockerfile).matchAll(/^FROM node:(\d+)-/gm)].map((match) =>
        Number(match[1]),
      );
      expect(majors.length).toBeGreaterThan(0);
      for (const major of majors) expect(major).toBeGreaterThanOrEqual(required);
    }
    expect(required).toBeGreaterThanOrEqual(24);
  });

  it('scales the server: no published port, no fixed name, no local volume, images in S3', () => {
    const server = compose.services.server;
    expect(server.ports).toBeUndefined();
    expect(server.container_name).toBeUndefined();
    expect(server.volumes).toBeUndefined();
    expect(serverEnv.STORAGE).toBe('s3');
    expect(serverEnv.S3_ENDPOINT).toBe('http://minio:9000');
    expect(serverEnv.S3_BUCKET).toBe(compose.services['minio-init'].environment!.S3_BUCKET);
    expect(String(compose.services['minio-init'].command)).toContain('mc mb --ignore-existing');
  });

  it('runs MongoDB as a replica set that its healthcheck initiates once', () => {
    const mongo = compose.services.mongo;
    expect(mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    const check = mongo.healthcheck!.test.join(' ');
    expect(check).toContain(
      "rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] })",
    );
    expect(check).toMatch(/try \{ rs\.status\(\) \} catch/);
    expect(check).toContain('isWritablePrimary');
    expect(serverEnv.MONGODB_URI).toBe('mongodb://mongo:27017/shop?replicaSet=rs0');
  });

  it('checks the health of every service that keeps running, and starts each after what it needs', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.restart === 'no') continue;
      expect({ name, healthcheck: Boolean(service.healthcheck?.test?.length) }).toEqual({
        name,
        healthcheck: true,
      });
    }
    expect(compose.services['minio-init'].restart).toBe('no');
    expect(compose.services.server.depends_on).toEqual({
      mongo: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
      mailpit: { condition: 'service_healthy' },
    });
    expect(compose.services['minio-init'].depends_on).toEqual({
      minio: { condition: 'service_healthy' },
    });
    expect(compose.services.web.depends_on).toEqual({ server: { condition: 'service_healthy' } });
    expect(compose.services.server.healthcheck!.test.join(' ')).toContain(
      `http://127.0.0.1:${serverEnv.PORT}/api/health`,
    );
  });

  it('balances /api and /uploads over every replica that Docker DNS names, re-resolving it', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s/m);
    expect(nginx).toMatch(
      new RegExp(
        `upstream shop_server \\{\\n  zone shop_server \\S+;\\n  server server:${serverEnv.PORT} resolve;`,
      ),
    );
    expect(nginx).toContain('location /api/ {\n    proxy_pass http://shop_server;');
    expect(nginx).toContain('location /uploads/ {\n    proxy_pass http://shop_server;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(nginx).toContain('try_files $uri /index.html');
    // The catalog's screens are the server's to draw, the plain app when it cannot answer.
    expect(nginx).toContain(
      'location ~ ^/(products$|productDetails/) {\n    proxy_pass http://shop_server;',
    );
    expect(nginx).toContain('error_page 502 503 504 = /index.html;');
    // `server … resolve` in an upstream came to open-source nginx in 1.27.3.
    const [major, minor] = /^FROM nginx:(\d+)\.(\d+)/m
      .exec(read('Dockerfile.web'))!
      .slice(1)
      .map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(1028);
  });

  it('trusts forwarded client addresses from the shop network only, on a fixed subnet', () => {
    const [{ subnet }] = compose.networks.default.ipam.config;
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    expect(serverEnv.TRUST_PROXY).toBe(subnet);
  });

  it('keeps data in named volumes and publishes the documented ports', () => {
    expect(compose.services.mongo.volumes).toEqual(['mongo-data:/data/db']);
    expect(compose.services.minio.volumes).toEqual(['minio-data:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['minio-data', 'mongo-data']);
    expect(compose.services.web.ports).toEqual(['8080:80']);
    expect(compose.services.mailpit.ports).toEqual(['8025:8025']);
    for (const name of ['mongo', 'minio', 'minio-init', 'server'])
      expect({ name, ports: compose.services[name].ports }).toEqual({ name, ports: undefined });
  });

  it('names only variables that .env.example documents and the server reads', () => {
    const named = [
      ...Object.keys(compose.services.server.environment!),
      ...[...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
        (match) => match[1],
      ),
    ];
    for (const name of named) {
      expect({ name, documented: documented.has(name) }).toEqual({ name, documented: true });
    }
  });

  it('documents every variable the server and npm start read, and reads every documented one', () => {
    const readNames = new Set([
      ...[...serverSource.matchAll(/\(env, '([A-Z][A-Z0-9_]*)'/g)].map((match) => match[1]),
      // npm start's own: where the database it starts keeps its data.
      ...[...read('scripts/start.mjs').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
        (match) => match[1],
      ),
    ]);
    readNames.add('NODE_ENV');
    for (const name of documented)
      expect({ name, read: readNames.has(name) }).toEqual({ name, read: true });
    for (const name of readNames) {
      if (name !== 'NODE_ENV')
        expect({ name, documented: documented.has(name) }).toEqual({ name, documented: true });
    }
  });
});
