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
  environment?: Record<string, string | number>;
  ports?: string[];
  depends_on?: string[] | Record<string, unknown>;
  volumes?: string[];
}
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

/** Variables documented in .env.example. */
const documented = new Set(
  read('.env.example')
    .split('\n')
    .map((line) => /^([A-Z_]+)=/.exec(line)?.[1])
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
  it('compose runs mongo:7, the server, the web app and mailpit', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['mailpit', 'mongo', 'server', 'web']);
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
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
  });

  it('proxies /api and /uploads from nginx to the server service on its port', () => {
    const nginx = read('deploy/nginx.conf');
    const serverPort = compose.services.server.environment!.PORT;
    expect(nginx).toContain(`location /api/ {\n    proxy_pass http://server:${serverPort};`);
    expect(nginx).toContain(`location /uploads/ {\n    proxy_pass http://server:${serverPort};`);
    expect(nginx).toContain('try_files $uri /index.html');
  });

  it('waits for a healthy mongo, keeps data in named volumes and publishes the documented ports', () => {
    expect(compose.services.server.depends_on).toEqual({ mongo: { condition: 'service_healthy' } });
    expect(compose.services.mongo.volumes).toEqual(['mongo-data:/data/db']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['mongo-data', 'uploads']);
    expect(compose.services.web.ports).toEqual(['8080:80']);
    expect(compose.services.mailpit.ports).toEqual(['8025:8025']);
    expect(compose.services.server.ports).toEqual([
      `${compose.services.server.environment!.PORT}:3000`,
    ]);
  });

  it('names only variables that .env.example documents and the server reads', () => {
    const named = [
      ...Object.keys(compose.services.server.environment!),
      ...[...read('docker-compose.yml').matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]),
    ];
    for (const name of named) {
      expect({ name, documented: documented.has(name) }).toEqual({ name, documented: true });
    }
  });

  it('documents every variable the server reads, and reads every documented one', () => {
    const read = new Set(
      [...serverSource.matchAll(/\(env, '([A-Z_]+)'/g)].map((match) => match[1]),
    );
    read.add('NODE_ENV');
    for (const name of documented)
      expect({ name, read: read.has(name) }).toEqual({ name, read: true });
    for (const name of read) {
      if (name !== 'NODE_ENV')
        expect({ name, documented: documented.has(name) }).toEqual({ name, documented: true });
    }
  });
});
