import { demoImage } from "./images.mjs";
import { simplePdf } from "./pdf.mjs";

// Files are built only when their record is actually created, so a re-seed stays cheap.
export const png = (name, scene, seed, size) => ({
  name: `${name}.png`,
  type: "image/png",
  build: () => demoImage(scene, seed, size),
});

export const pdf = (name, title, lines) => ({
  name: `${name}.pdf`,
  type: "application/pdf",
  build: () => simplePdf(title, lines),
});
