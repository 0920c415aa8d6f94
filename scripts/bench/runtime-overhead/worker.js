// The least a worker does (scripts/bench/runtime-overhead.mjs): answer, after `?reads=N` bare GETs of the backend's
// health check started at once.
export default {
  async fetch(request, env) {
    const reads = Math.min(Number(new URL(request.url).searchParams.get('reads')) || 0, 30);
    const answers = await Promise.all(
      Array.from({ length: reads }, () => fetch(`${env.BACKEND}/api/health`).then((answer) => answer.text())),
    );
    return new Response(`${answers.length} Lesezugriffe`);
  },
};
