// Photos as teachers upload them from their phones: 12 megapixels (4032×3024, or upright), JPEG, 2–5 MB, with
// the sensor noise that makes real photos that large. Generated once into a pool on disk and reused across records:
// encoding one takes about two seconds.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import jpeg from "jpeg-js";
import { randomSource } from "./random.mjs";

/** Bump when the pictures change, so an old pool on disk is not taken for the new one. */
const POOL_VERSION = 1;

/** phone: what a school really uploads. small: the same pictures at 1600 px, for tests that need many, fast. */
export const PHOTO_SIZES = {
  phone: { long: 4032, short: 3024 },
  small: { long: 1600, short: 1200 },
};

/** The pixels and JPEG bytes of photo `n`: sky, sun and hills in its own colours, upright one time in three. */
export function renderPhoto(n, size) {
  const random = randomSource(n * 7919 + 13);
  const upright = n % 3 === 2;
  const width = upright ? size.short : size.long;
  const height = upright ? size.long : size.short;
  const data = Buffer.alloc(width * height * 4);
  const sky = [random.int(90, 170), random.int(140, 210), random.int(200, 255)];
  const ground = [random.int(40, 120), random.int(90, 170), random.int(30, 90)];
  const sun = { x: random.next() * width, y: random.next() * height * 0.4, r: (0.04 + random.next() * 0.06) * width };
  const waves = [random.int(2, 6), random.next() * 6.28, 0.45 + random.next() * 0.25];
  // Sensor noise: more in dim photos (gyms, evening events), which are the large files.
  const noise = 8 + random.next() * 14;
  let seed = n + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed / 0x7fffffff - 0.5) * 2 * noise;
      const horizon = height * (waves[2] + 0.05 * Math.sin((x / width) * waves[0] * Math.PI + waves[1]));
      const inSun = Math.hypot(x - sun.x, y - sun.y) < sun.r;
      const base = inSun ? [255, 236, 160] : y < horizon ? sky : ground;
      const shade = y < horizon ? 1 - (0.35 * y) / horizon : 0.7 + (0.3 * (y - horizon)) / (height - horizon);
      const i = (y * width + x) * 4;
      data[i] = base[0] * shade + grain;
      data[i + 1] = base[1] * shade + grain;
      data[i + 2] = base[2] * shade + grain;
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, random.int(86, 92)).data;
}

/**
 * `count` photos of this size in `dir` (made where missing, in parallel), as file paths.
 * @param {{ count: number, size: keyof typeof PHOTO_SIZES, dir: string, log?: (line: string) => void }} options
 */
export async function photoPool({ count, size, dir, log = () => {} }) {
  const poolDir = path.join(dir, `v${POOL_VERSION}-${size}`);
  mkdirSync(poolDir, { recursive: true });
  const files = Array.from({ length: count }, (_, n) =>
    path.join(poolDir, `foto-${String(n + 1).padStart(4, "0")}.jpg`),
  );
  const missing = files.map((file, n) => ({ file, n })).filter(({ file }) => !existsSync(file));
  if (missing.length === 0) return files;
  const threads = Math.max(1, Math.min(availableParallelism(), missing.length));
  log(`${missing.length} Fotos (${size}) werden erzeugt, ${threads} parallel …`);
  let done = 0;
  const queue = [...missing];
  await Promise.all(
    Array.from({ length: threads }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const bytes = await inWorker(job.n, size);
        // Written under another name first: a pool cut short by Ctrl-C never holds half a photo.
        writeFileSync(`${job.file}.part`, bytes);
        renameSync(`${job.file}.part`, job.file);
        if (++done % 20 === 0) log(`${done}/${missing.length} Fotos`);
      }
    }),
  );
  return files;
}

function inWorker(n, size) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./photo-worker.mjs", import.meta.url), { workerData: { n, size } });
    worker.once("message", (bytes) => resolve(Buffer.from(bytes)));
    worker.once("error", reject);
  });
}

export const readPhoto = (file) => readFileSync(file);
