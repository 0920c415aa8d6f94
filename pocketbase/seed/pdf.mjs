/**
 * A one-page A4 PDF with a heading and lines of text (Helvetica, WinAnsi so German umlauts work).
 * @param {string} title
 * @param {string[]} lines
 */
export function simplePdf(title, lines) {
  const escapeText = (s) => toWinAnsi(s).replace(/[\\()]/g, (c) => `\\${c}`);
  const body = [
    "BT /F1 20 Tf 56 780 Td",
    `(${escapeText(title)}) Tj`,
    "/F1 11 Tf 0 -34 Td 15 TL",
    ...lines.map((line) => `(${escapeText(line)}) '`),
    "ET",
  ].join("\n");
  const stream = Buffer.from(body, "latin1");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${stream.length} >>\nstream\n${body}\nendstream`,
  ];

  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

// Latin-1 covers umlauts and ß; these few typographic characters sit elsewhere in WinAnsi.
const WIN_ANSI = {
  "€": "\x80",
  "„": "\x84",
  "…": "\x85",
  "–": "\x96",
  "—": "\x97",
  "“": "\x93",
  "”": "\x94",
  "‚": "\x82",
  "‘": "\x91",
  "’": "\x92",
};

function toWinAnsi(s) {
  return [...s].map((c) => (c.charCodeAt(0) > 0xff ? (WIN_ANSI[c] ?? "?") : c)).join("");
}
