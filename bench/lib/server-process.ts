import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BENCH_DIR } from './results';

export type ServerKind = 'app' | 'bare';
export type ParentMessage = { type: 'mark' } | { type: 'usage' } | { type: 'close' };
export type ChildMessage =
  { type: 'ready'; port: number } | { type: 'marked' } | { type: 'usage'; cpuMs: number; eventLoopUtilization: number };

/** What the server process spent between mark() and usage(). */
export interface ServerUsage {
  cpuMs: number;
  /** Share of the time the server's event loop was busy: near 1, the server was the bottleneck. */
  eventLoopUtilization: number;
}

export interface ServerProcess {
  origin: string;
  mark(): Promise<void>;
  usage(): Promise<ServerUsage>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Added to the child's environment: where the app's database is. */
  env?: Record<string, string>;
  /** When set, the child writes a V8 CPU profile there as it exits. */
  cpuProfileDir?: string | null;
}

const CHILD = path.join(BENCH_DIR, 'lib', 'server-child.ts');
const START_TIMEOUT_MS = 60_000;

function nextMessage<T extends ChildMessage['type']>(child: ChildProcess, type: T): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`bench server exited (code ${code}) while waiting for '${type}'`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Starts a bench server in a child process (run through tsx like the bench itself) and waits until it listens. */
export async function startServer(kind: ServerKind, { env = {}, cpuProfileDir = null }: StartOptions = {}): Promise<ServerProcess> {
  // A folder per server and Node's own file names: tsx's loader thread writes a profile too,
  // and under one fixed name it overwrote the main thread's.
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(cpuProfileDir, `${kind}-${Date.now()}`)}`] : [];
  const child = fork(CHILD, [kind], {
    execArgv: ['--import', 'tsx', ...profile],
    cwd: path.dirname(BENCH_DIR),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const timer = setTimeout(() => child.kill(), START_TIMEOUT_MS);
  const ready = await nextMessage(child, 'ready').finally(() => clearTimeout(timer));
  const ask = async <T extends ChildMessage['type']>(message: ParentMessage, answer: T) => {
    const reply = nextMessage(child, answer);
    child.send(message);
    return reply;
  };
  return {
    origin: `http://127.0.0.1:${ready.port}`,
    mark: async () => {
      await ask({ type: 'mark' }, 'marked');
    },
    usage: async () => {
      const { cpuMs, eventLoopUtilization } = await ask({ type: 'usage' }, 'usage');
      return { cpuMs, eventLoopUtilization };
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'close' });
      const timeout = setTimeout(() => child.kill(), 10_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
