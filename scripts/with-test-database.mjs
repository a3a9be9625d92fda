#!/usr/bin/env node
// Runs a command with MONGODB_URI pointing at a MongoDB for the tests, in this order: the
// MONGODB_URI already set; else a MongoDB container when a Docker engine answers
// (testcontainers); else an embedded mongod (mongodb-memory-server); else it stops with one line
// saying how to provide a database. Each test file then works in a database of its own.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';

const HOW_TO =
  'No database for the tests: set MONGODB_URI to a MongoDB server, start a Docker engine, ' +
  'or let mongodb-memory-server download mongod';

function dockerEngineAnswers() {
  const host = process.env.DOCKER_HOST;
  const target = host?.startsWith('tcp://')
    ? {
        host: new URL(host.replace('tcp://', 'http://')).hostname,
        port: new URL(host.replace('tcp://', 'http://')).port,
      }
    : { socketPath: host?.replace('unix://', '') || '/var/run/docker.sock' };
  if (target.socketPath && !existsSync(target.socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const request = http.get({ ...target, path: '/_ping', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

async function provideDatabase() {
  if (process.env.MONGODB_URI) {
    return { uri: process.env.MONGODB_URI, source: 'MONGODB_URI', stop: async () => {} };
  }
  if (await dockerEngineAnswers()) {
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const container = await new MongoDBContainer('mongo:7').start();
    const uri = `${container.getConnectionString()}/?directConnection=true`;
    return { uri, source: 'a mongo:7 container', stop: () => container.stop() };
  }
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  try {
    const server = await MongoMemoryServer.create();
    return { uri: server.getUri(), source: 'mongodb-memory-server', stop: () => server.stop() };
  } catch (error) {
    throw new Error(`${HOW_TO} (it failed: ${error.message.split('\n')[0]}).`);
  }
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-test-database.mjs <command> [args...]');
  process.exit(2);
}

let database;
try {
  database = await provideDatabase();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`Tests use the database from ${database.source}.`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, MONGODB_URI: database.uri },
});
const code = await new Promise((resolve) =>
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
await database.stop();
process.exit(code);
