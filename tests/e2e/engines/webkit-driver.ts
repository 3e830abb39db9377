/**
 * WebKitWebDriver on its own virtual display: MiniBrowser (WebKitGTK) needs an X server even in
 * automation, and has no headless switch. Started once per run by the engines' global setup and
 * stopped by its teardown, so no Xvfb or driver outlives the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';

export interface RunningDriver {
  url: string;
  display: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** An Xvfb on the first free display number (it writes the number it took to fd 3). */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let number = '';
    const fd3 = child.stdio[3];
    if (!fd3 || !('on' in fd3)) return reject(new Error('Xvfb: no display pipe'));
    fd3.on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes('\n')) resolve(`:${number.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
    setTimeout(() => reject(new Error(`Xvfb did not start in 10 s: ${errors}`)), 10_000);
  });
  return { child, display };
}

/** Starts Xvfb and WebKitWebDriver and waits until the driver says it is ready. */
export async function startWebKitDriver(): Promise<RunningDriver> {
  if (!existsSync(WEBKIT_DRIVER) || !existsSync(XVFB))
    throw new Error('WebKit needs webkit2gtk-driver and xvfb: run "node --import tsx scripts/ensure-engines.ts".');
  const xvfb = await startXvfb();
  const port = await freePort();
  let output = '';
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  driver.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  driver.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(driver);
    await stopChild(xvfb.child);
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as { value?: { ready?: boolean } };
      if (status.value?.ready) break;
    } catch {
      // Not listening yet.
    }
    if (driver.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`WebKitWebDriver did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, display: xvfb.display, stop };
}
