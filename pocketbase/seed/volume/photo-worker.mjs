import { parentPort, workerData } from "node:worker_threads";
import { PHOTO_SIZES, renderPhoto } from "./photos.mjs";

const bytes = renderPhoto(workerData.n, PHOTO_SIZES[workerData.size]);
parentPort.postMessage(bytes);
