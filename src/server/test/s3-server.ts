import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '#server/env';

/**
 * A real S3-compatible server in its own process (s3rver, files in a temp dir), for the photo storage's S3
 * path: the same AWS SDK calls production makes, over HTTP, to a server that checks their signatures.
 */
export async function startS3Server(bucket = 'hola-photos') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hola-s3-'));
  const bin = path.resolve('node_modules/s3rver/bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [\d.]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  const storage: Config['photoStorage'] = {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's own key pair: it refuses requests signed with any other.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'photos/',
  };
  return {
    storage,
    dir,
    async stop() {
      child.kill();
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
