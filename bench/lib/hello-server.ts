// The reference for the cold start: Bun starting a server that answers /api/health at once, with
// nothing to load (no app, no database). Started and polled as the real server is.
Bun.serve({
  port: Number(process.env.PORT),
  hostname: '127.0.0.1',
  fetch: () => Response.json({ status: 'ok' }),
});
