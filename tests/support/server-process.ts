import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** http://127.0.0.1:{port} */
  url: string;
  pid: number;
  /** Resolves when the process has ended. */
  exited: Promise<ServerExit>;
  kill: (signal: NodeJS.Signals) => void;
  /** Everything the server printed, for failure messages. */
  output: () => string;
}

/**
 * Starts the real server (src/server/main.ts) as a child process on a free port with the
 * given environment (a database from freshDatabase().env) and waits until it listens.
 * Node runs the TypeScript through tsx's loader in this one process, so a signal sent to
 * `pid` reaches the server itself, not a wrapper.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      // Many of these run at once: none binds the default 8443 unless a test gives it a port.
      HTTPS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // No client: these servers answer the API only.
      STATIC_DIR: path.join(ROOT, 'tests', 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<ServerExit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

  const url = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => fail(new Error(`server did not listen within ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n--- server output ---\n${output}`));
    }
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Fastify logs "Server listening at http://127.0.0.1:PORT" once it accepts connections.
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => fail(new Error(`server exited before listening (code ${code}, signal ${signal})`)));
  });

  return {
    url,
    pid: child.pid ?? -1,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    output: () => output,
  };
}
