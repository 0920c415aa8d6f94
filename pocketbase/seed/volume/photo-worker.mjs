import { parentPort, workerData } from "node:worker_threads";
import { PHOTO_SIZES, renderPhoto } from "./photos.mjs";

const bytes = renderPhoto(workerData.n, PHOTO_SIZES[workerData.size]);
// Run only as a worker thread (photos.mjs), so parentPort is there.
/** @type {import("node:worker_threads").MessagePort} */ (parentPort).postMessage(bytes);
