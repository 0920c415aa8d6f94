/**
 * One visitor's views of a page in one browser context (its HTTP cache kept between views): what each view
 * fetched over the network, counted through the DevTools protocol so answers from the browser's cache count too.
 * @param {import("playwright-core").BrowserContext} context
 * @returns {Promise<ViewFigures>}
 *
 * @typedef {{ requests: number, network: number, notModified: number, fromCache: number, bytes: number }} Counts
 * @typedef {{ status: number } & Counts & { files: Counts & { detail: string[] } }} ViewFigures
 *   status: the page's; requests: every request the page made; network: those that reached the site; notModified: 304s among them;
 *   fromCache: answered by the browser's cache; bytes: what came over the wire (headers included);
 *   files.detail: each file as "name?query status-or-cache bytes"
 */
export async function measureView(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const seen = new Map();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    if (/^https?:/.test(request.url)) seen.set(requestId, { url: request.url, status: 0, fromCache: false, bytes: 0 });
  });
  const mark = (requestId, change) => {
    const entry = seen.get(requestId);
    if (entry) Object.assign(entry, change);
  };
  cdp.on("Network.requestServedFromCache", ({ requestId }) => mark(requestId, { fromCache: true }));
  cdp.on("Network.responseReceived", ({ requestId, response }) =>
    mark(requestId, {
      status: response.status,
      ...(response.fromDiskCache || response.fromPrefetchCache ? { fromCache: true } : {}),
    }),
  );
  // The status on the wire: after a revalidation responseReceived reports the cached answer's 200, not the 304.
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) =>
    mark(requestId, { wireStatus: statusCode }),
  );
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) =>
    mark(requestId, { bytes: encodedDataLength }),
  );
  let status = 0;
  try {
    status = (await page.goto(url, { waitUntil: "load", timeout: 30_000 }))?.status() ?? 0;
    // The site fetches its scripts after the load event; they count too.
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  } finally {
    await page.close();
  }
  const entries = [...seen.values()];
  const isFile = (entry) => new URL(entry.url).pathname.startsWith("/api/files/");
  const files = entries.filter(isFile);
  const detail = (entry) =>
    `${new URL(entry.url).pathname.split("/").pop()}${new URL(entry.url).search} ${entry.fromCache ? "cache" : (entry.wireStatus ?? entry.status)} ${entry.bytes}`;
  return { status, ...count(entries), files: { ...count(files), detail: files.map(detail) } };
}

/** @returns {Counts} */
function count(entries) {
  const network = entries.filter((entry) => !entry.fromCache);
  return {
    requests: entries.length,
    network: network.length,
    notModified: network.filter((entry) => (entry.wireStatus ?? entry.status) === 304).length,
    fromCache: entries.length - network.length,
    bytes: network.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}
