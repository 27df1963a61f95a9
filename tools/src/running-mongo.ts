import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './apps';

export const DATA_DIR = path.join(ROOT_DIR, '.data');
const FILE = path.join(DATA_DIR, 'running-mongo.json');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Lets the CLIs reach the database of a running `npm start` instead of opening it twice. */
export function recordRunningMongo(uri: string): void {
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(FILE, JSON.stringify({ uri, pid: process.pid }));
}

export function clearRunningMongo(): void {
  rmSync(FILE, { force: true });
}

export function runningMongo(): string | null {
  if (process.env.MONGODB_URI) return process.env.MONGODB_URI;
  if (!existsSync(FILE)) return null;
  const { uri, pid } = JSON.parse(readFileSync(FILE, 'utf8')) as { uri: string; pid: number };
  return isAlive(pid) ? uri : null;
}
