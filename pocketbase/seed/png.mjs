import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = /** @type {number} */ (CRC_TABLE[(c ^ byte) & 0xff]) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Encodes an 8-bit RGB image as PNG.
 * @param {number} width
 * @param {number} height
 * @param {Uint8Array} rgb width*height*3 bytes, row by row
 */
export function encodePng(width, height, rgb) {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : null;
    // Per row, keep the filter (Sub or Up) whose residuals are smallest: gradients then deflate to almost nothing.
    const sub = new Uint8Array(stride);
    const up = new Uint8Array(stride);
    let subCost = 0;
    let upCost = 0;
    for (let i = 0; i < stride; i++) {
      // Indices within the rows: every read is a number.
      const value = /** @type {number} */ (row[i]);
      sub[i] = (value - (i >= 3 ? /** @type {number} */ (row[i - 3]) : 0)) & 0xff;
      up[i] = (value - (above ? /** @type {number} */ (above[i]) : 0)) & 0xff;
      const subResidual = /** @type {number} */ (sub[i]);
      const upResidual = /** @type {number} */ (up[i]);
      subCost += subResidual < 128 ? subResidual : 256 - subResidual;
      upCost += upResidual < 128 ? upResidual : 256 - upResidual;
    }
    const offset = y * (stride + 1);
    raw[offset] = subCost <= upCost ? 1 : 2;
    raw.set(subCost <= upCost ? sub : up, offset + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
