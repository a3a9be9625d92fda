import { readdirSync } from 'node:fs';
import { MIGRATIONS } from './migrations';

describe('migrations', () => {
  it('run in the order of their numbers, each file listed once', () => {
    const files = readdirSync(__dirname)
      .filter((file) => /^\d{3}-.+(?<!\.spec)\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATIONS.map((migration) => migration.name)).toEqual(files);
  });
});
