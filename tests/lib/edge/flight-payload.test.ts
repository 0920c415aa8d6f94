import { injectRSCPayload } from 'rsc-html-stream/server';
import { describe, expect, test } from 'vitest';
import { keepStaticHtml } from '../../../src/lib/edge/flight-payload';
import { inlinePayload } from '../../helpers/flight';

const encoder = new TextEncoder();
const BODY = '<main><ul class="grid"><li>Sporttag</li></ul></main>';

/** A page as Waku sends it: the HTML, then the payload in scripts written by rsc-html-stream itself. */
async function renderedPage(chunks: (string | Uint8Array)[], nonce?: string): Promise<string> {
  const stream = (parts: (string | Uint8Array)[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(typeof part === 'string' ? encoder.encode(part) : part);
        controller.close();
      },
    });
  const html = stream([`<!DOCTYPE html><html><head></head><body>${BODY}</body></html>`]);
  return new Response(html.pipeThrough(injectRSCPayload(stream(chunks), nonce ? { nonce } : {}))).text();
}

const IMPORTS = ['1:I["a1",[],"StaticHtmlClient",1]\n', '2:I["b2",[],"Link",1]\n'];
const LIST = '["$","$L1",null,{"as":"ul","className":"grid","children":"$L3"}]';
const LINK = '["$","$L2",null,{"to":"/posts","children":"Aktuelles"}]';

describe('keeping static HTML out of the payload', () => {
  test('drops the children of StaticHtml, keeps its attributes, marks it and gives it a key of its own', async () => {
    const page = await renderedPage([
      ...IMPORTS,
      `0:[${LIST},${LINK}]\n`,
      '3:["$","li",null,{"children":"Sporttag"}]\n',
    ]);
    const payload = inlinePayload(keepStaticHtml(page));
    expect(payload).toBe(
      `${IMPORTS.join('')}0:[["$","$L1","server-html:0:0",{"as":"ul","className":"grid","serverHtml":true}],${LINK}]\n`,
    );
  });

  test('drops content written as HTML, inline or in a text row of its own', async () => {
    const long = `<li>${'Sporttag '.repeat(200)}</li>`;
    const page = await renderedPage([
      ...IMPORTS,
      `0:[["$","$L1",null,{"as":"ul","html":"<li>Sporttag</li>"}],["$","$L1",null,{"as":"ol","html":"$3"}]]\n`,
      `3:T${long.length.toString(16)},${long}`,
    ]);
    expect(inlinePayload(keepStaticHtml(page))).toBe(
      `${IMPORTS.join('')}0:[["$","$L1","server-html:0:0",{"as":"ul","serverHtml":true}],["$","$L1","server-html:0:1",{"as":"ol","serverHtml":true}]]\n`,
    );
  });

  test('removes the rows only those children used, text rows included, and keeps rows used elsewhere', async () => {
    const rows = [
      ...IMPORTS,
      '0:[["$","$L1",null,{"children":["$L3","$L4"]}],"$L5"]\n',
      '3:["$","p",null,{"children":"$6"}]\n',
      `6:T${(2000).toString(16)},${'ä'.repeat(1000)}`,
      '4:["$","p",null,{"children":"geteilt"}]\n',
      '5:["$","aside",null,{"children":"$L4"}]\n',
    ];
    const payload = inlinePayload(keepStaticHtml(await renderedPage(rows)));
    expect(payload).not.toContain('ä');
    expect(payload).not.toContain('\n3:');
    expect(payload).toContain('4:["$","p",null,{"children":"geteilt"}]\n');
    expect(payload).toContain('5:["$","aside",null,{"children":"$L4"}]\n');
  });

  test('writes one script with the nonce where the first was, and leaves the page around it as it was', async () => {
    const page = await renderedPage([IMPORTS[0] ?? '', IMPORTS[1] ?? '', `0:[${LIST},${LINK}]\n`, '3:"x"\n'], 'n0nce');
    const kept = keepStaticHtml(page);
    expect(page.match(/<script/g)).toHaveLength(4);
    expect(kept.match(/<script nonce="n0nce">\(self\.__FLIGHT_DATA/g)).toHaveLength(1);
    expect(kept.startsWith(`<!DOCTYPE html><html><head></head><body>${BODY}<script nonce="n0nce">`)).toBe(true);
    expect(kept.endsWith('</script></body></html>')).toBe(true);
  });

  test('reads chunks that split a character and escapes what could end the script', async () => {
    const row = encoder.encode('4:["$","p",null,{"children":"Grüße </script><!-- x"}]\n');
    const split = row.indexOf(0xc3) + 1;
    const page = await renderedPage([
      ...IMPORTS,
      '0:[["$","$L1",null,{"children":"$L3"}],"$L4"]\n3:"weg"\n',
      row.slice(0, split),
      row.slice(split),
    ]);
    const kept = keepStaticHtml(page);
    expect(kept).not.toMatch(/<\/script>(?!<|$)/);
    expect(kept).not.toContain('<!-- x');
    expect(inlinePayload(kept)).toBe(
      `${IMPORTS.join('')}0:[["$","$L1","server-html:0:0",{"serverHtml":true}],"$L4"]\n4:["$","p",null,{"children":"Grüße </script><!-- x"}]\n`,
    );
  });

  test('reads a chunk rsc-html-stream sent as base64', async () => {
    const page = await renderedPage([...IMPORTS, `0:[${LIST}]\n`, '3:"weg"\n']);
    const base64 = `Uint8Array.from(atob(${JSON.stringify(btoa('3:"weg"\n'))}), m => m.codePointAt(0))`;
    const withBase64 = page.replace('.push("3:\\"weg\\"\\n")', `.push(${base64})`);
    expect(withBase64).toContain(base64);
    expect(inlinePayload(keepStaticHtml(withBase64))).toBe(
      `${IMPORTS.join('')}0:[["$","$L1","server-html:0:0",{"as":"ul","className":"grid","serverHtml":true}]]\n`,
    );
  });

  test('leaves a page alone that has no StaticHtml, or whose payload it cannot read', async () => {
    const plain = await renderedPage([IMPORTS[1] ?? '', `0:${LINK}\n`]);
    expect(keepStaticHtml(plain)).toBe(plain);
    const truncated = await renderedPage([...IMPORTS, `0:[${LIST}]`]);
    expect(keepStaticHtml(truncated)).toBe(truncated);
    const unknownLength = await renderedPage([...IMPORTS, `0:[${LIST}]\n3:Tzz,abc`]);
    expect(keepStaticHtml(unknownLength)).toBe(unknownLength);
    expect(keepStaticHtml('<html><body>kein Payload</body></html>')).toBe('<html><body>kein Payload</body></html>');
  });

  test('leaves the page alone when another row points into the children by path', async () => {
    const page = await renderedPage([
      ...IMPORTS,
      '0:[["$","$L1",null,{"children":["$","p",null,{"children":"a"}]}],"$L5"]\n',
      '5:["$","div",null,{"children":"$0:0:props:children"}]\n',
    ]);
    expect(keepStaticHtml(page)).toBe(page);
  });

  test('keeps a path reference that points beside the children', async () => {
    const page = await renderedPage([
      ...IMPORTS,
      '0:[["$","$L1",null,{"children":"$L3"}],["$","nav",null,{"children":"x"}],"$L5"]\n',
      '3:"weg"\n',
      '5:["$","div",null,{"children":"$0:1:props:children"}]\n',
    ]);
    expect(inlinePayload(keepStaticHtml(page))).toContain('5:["$","div",null,{"children":"$0:1:props:children"}]\n');
    expect(inlinePayload(keepStaticHtml(page))).not.toContain('weg');
  });
});
