import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const heicDecode = require.resolve('heic-decode');

// Runs in a worker thread: libheif's WebAssembly decoder is synchronous and would hold the event loop.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.heicDecode);
decode({ buffer: workerData.input }).then(
  ({ width, height, data }) => parentPort.postMessage({ width, height, data }, [data.buffer]),
  (error) => parentPort.postMessage({ error: String(error && error.message || error) }),
);
`;

export type RawImage = { width: number; height: number; data: Uint8ClampedArray };

/**
 * Decodes a HEIC/HEIF photo (iPhones) to RGBA pixels, in a worker thread. Sharp's prebuilt libvips reads
 * HEIF's AV1 flavour (AVIF) only, not the HEVC one phones write; libheif's own build (heic-decode) does.
 * The transformations the file asks for (rotation, mirroring) are applied by libheif.
 */
export function decodeHeic(input: Buffer): Promise<RawImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { heicDecode, input } });
    worker.once('message', (result: RawImage | { error: string }) => {
      void worker.terminate();
      if ('error' in result) reject(new Error(result.error));
      else resolve(result);
    });
    worker.once('error', reject);
  });
}
