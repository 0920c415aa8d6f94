/// <reference types="@vitejs/plugin-rsc/types" />
import type { ReactNode } from 'react';
import type { fsRouter } from 'waku';
import { currentRequest } from '../platform/request-context';

type Router = ReturnType<typeof fsRouter>;
type HandleRequest = Router['handleRequest'];
type RenderUtils = Parameters<HandleRequest>[1];

/** Waku's SSR module (waku/dist/lib/vite-rsc/ssr.js): its renderHtmlStream takes a nonce, Waku 0.27 never passes one. */
type SsrEntry = {
  renderHtmlStream: (
    rscStream: ReadableStream,
    rscHtmlStream: ReadableStream,
    options: { rscPath?: string; formState?: unknown; nonce?: string },
  ) => Promise<{ stream: ReadableStream; status?: number }>;
};

/**
 * Waku's own renderHtml with one difference: React receives this request's CSP nonce and writes it
 * on the bootstrap and RSC payload scripts it emits, and on nothing else.
 */
function renderHtmlWithNonce(utils: RenderUtils): RenderUtils['renderHtml'] {
  return async (elementsStream, html, options) => {
    const ssr = await import.meta.viteRsc.loadModule<SsrEntry>('ssr', 'index');
    const htmlStream = await utils.renderRsc(html as unknown as Record<string, ReactNode>);
    const result = await ssr.renderHtmlStream(elementsStream, htmlStream, {
      rscPath: options.rscPath,
      formState: options.actionResult,
      nonce: currentRequest()?.nonce,
    });
    return new Response(result.stream, {
      status: result.status || options.status || 200,
      headers: { 'content-type': 'text/html' },
    });
  };
}

/** RSC answers leave Waku as bare streams; ours say what they are. */
export const RSC_CONTENT_TYPE = 'text/x-component; charset=utf-8';

/** Waku's file router with two edge adjustments: scripts carry the request's nonce, RSC answers a Content-Type. */
export function siteRouter(router: Router): Router {
  return {
    ...router,
    handleRequest: async (input, utils) => {
      const answer = await router.handleRequest(input, { ...utils, renderHtml: renderHtmlWithNonce(utils) });
      return answer instanceof ReadableStream
        ? new Response(answer, { headers: { 'Content-Type': RSC_CONTENT_TYPE } })
        : answer;
    },
  };
}
