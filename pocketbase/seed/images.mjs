import { encodePng } from "./png.mjs";

const COLOURS = {
  orange: [242, 140, 40],
  cream: [255, 243, 223],
  navy: [31, 58, 95],
  teal: [42, 157, 143],
  green: [106, 168, 79],
  red: [209, 73, 91],
  yellow: [244, 197, 66],
  sky: [142, 197, 232],
  purple: [123, 94, 167],
  white: [255, 255, 255],
};
const PALETTES = [
  ["sky", "orange", "green", "teal"],
  ["cream", "red", "teal", "navy"],
  ["yellow", "purple", "orange", "green"],
  ["sky", "yellow", "navy", "green"],
  ["cream", "orange", "purple", "teal"],
  ["teal", "yellow", "orange", "navy"],
].map((names) => names.map((name) => COLOURS[name]));

function canvas(width, height) {
  const rgb = new Uint8Array(width * height * 3);
  const set = (x, y, [r, g, b]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  };
  const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));
  return {
    width,
    height,
    png: () => encodePng(width, height, rgb),
    verticalGradient(top, bottom, from = 0, to = height) {
      const stride = width * 3;
      for (let y = from; y < to; y++) {
        set(0, y, mix(top, bottom, (y - from) / Math.max(1, to - from - 1)));
        for (let filled = 3; filled < stride; filled *= 2) {
          rgb.copyWithin(y * stride + filled, y * stride, y * stride + Math.min(filled, stride - filled));
        }
      }
    },
    rect(x0, y0, w, h, colour) {
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y, colour);
    },
    circle(cx, cy, r, colour, inner = 0) {
      for (let y = Math.floor(cy - r); y <= cy + r; y++) {
        for (let x = Math.floor(cx - r); x <= cx + r; x++) {
          const d = Math.hypot(x - cx, y - cy);
          if (d <= r && d >= inner) set(x, y, colour);
        }
      }
    },
    hill(base, amplitude, wavelength, phase, colour) {
      for (let x = 0; x < width; x++) {
        const top = Math.round(base - amplitude * Math.sin((x / wavelength) * 2 * Math.PI + phase));
        for (let y = Math.max(0, top); y < height; y++) set(x, y, colour);
      }
    },
    stripes(angle, width_, colours) {
      const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const band = Math.floor((x * dx + y * dy) / width_);
          set(x, y, colours[((band % colours.length) + colours.length) % colours.length]);
        }
      }
    },
  };
}

// Deterministic, so a re-seed draws the same pictures.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCENES = {
  landscape(c, [sky, sun, hill, far], rnd) {
    c.verticalGradient(sky, COLOURS.cream, 0, c.height);
    c.circle(c.width * (0.2 + rnd() * 0.6), c.height * 0.3, c.height * 0.12, sun);
    c.hill(c.height * 0.62, c.height * 0.08, c.width * (0.6 + rnd()), rnd() * 6, far);
    c.hill(c.height * 0.75, c.height * 0.07, c.width * (0.4 + rnd()), rnd() * 6, hill);
  },
  pattern(c, colours, rnd) {
    c.stripes(rnd() * Math.PI, 24 + Math.floor(rnd() * 30), colours);
    for (let i = 0; i < 4; i++) {
      c.circle(rnd() * c.width, rnd() * c.height, 20 + rnd() * 60, colours[(i + 1) % 4], 10 + rnd() * 10);
    }
  },
  portrait(c, [background, shirt, , skinShade], rnd) {
    c.verticalGradient(background, COLOURS.white);
    const skin = rnd() > 0.5 ? [238, 200, 170] : [196, 146, 110];
    c.circle(c.width / 2, c.height * 1.05, c.width * 0.42, skinShade === COLOURS.navy ? COLOURS.orange : shirt);
    c.circle(c.width / 2, c.height * 0.42, c.width * 0.2, skin);
  },
  group(c, [background, a, b, d], rnd) {
    c.verticalGradient(background, COLOURS.cream);
    c.rect(0, Math.round(c.height * 0.8), c.width, Math.ceil(c.height * 0.2), COLOURS.green);
    const people = 6 + Math.floor(rnd() * 5);
    for (let i = 0; i < people; i++) {
      const x = ((i + 0.5) / people) * c.width;
      const row = i % 2;
      const y = c.height * (0.4 + row * 0.14);
      const head = c.width / people / 4.5;
      const body = c.width / people / 2.4;
      c.circle(x, y + head + body * 0.9, body, [a, b, d][i % 3]);
      c.circle(x, y, head, rnd() > 0.5 ? [238, 200, 170] : [196, 146, 110]);
    }
  },
  bike(c, [sky, frame, road], rnd) {
    c.verticalGradient(sky, COLOURS.white, 0, Math.round(c.height * 0.7));
    c.rect(0, Math.round(c.height * 0.7), c.width, Math.ceil(c.height * 0.3), road);
    const y = c.height * 0.55;
    const r = c.height * 0.17;
    const x = c.width * (0.3 + rnd() * 0.15);
    c.circle(x, y, r, COLOURS.navy, r - 6);
    c.circle(x + r * 2.6, y, r, COLOURS.navy, r - 6);
    c.rect(Math.round(x), Math.round(y - r * 0.9), Math.round(r * 2.6), 8, frame);
    c.rect(Math.round(x + r * 1.3), Math.round(y - r * 0.9), 8, Math.round(r * 0.9), frame);
  },
  timetable(c, [, head, , line]) {
    c.rect(0, 0, c.width, c.height, COLOURS.white);
    c.rect(0, 0, c.width, Math.round(c.height / 7), head);
    for (let i = 1; i < 6; i++) c.rect(Math.round((i * c.width) / 6), 0, 2, c.height, line);
    for (let j = 1; j < 7; j++) c.rect(0, Math.round((j * c.height) / 7), c.width, 2, line);
  },
};

/**
 * A small generated PNG.
 * @param {keyof typeof SCENES} scene
 * @param {number} seed picks palette and layout
 * @param {{ width?: number, height?: number }} [size]
 */
export function demoImage(scene, seed, { width = 600, height = 400 } = {}) {
  const c = canvas(width, height);
  SCENES[scene](c, PALETTES[seed % PALETTES.length], random(seed * 7919 + 1));
  return c.png();
}
