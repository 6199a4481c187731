// A second server on a taken port must stop, not share it. Elysia's Bun adapter asks Bun.serve for
// reusePort by default (SO_REUSEPORT, meant for several processes of one app behind the kernel's
// load balancing): a second `npm start` then started "successfully" and silently answered half the
// connections, with its own data folder and code. server.ts turns the option off and exits with
// this message instead.

/** Whether listening failed because another process holds the address. */
export function isAddressInUse(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'EADDRINUSE';
}

export const portInUseMessage = (port: number, host: string) =>
  `Port ${port} is already in use on ${host}: another server (perhaps another Wordhoard) is listening there. ` +
  'Stop it, or start this one with PORT set to a free port.';

/**
 * Fails with EADDRINUSE when the port is taken, before anything else starts: the start-up media
 * sweep assumes the data folder is this server's alone, and must not run beside a live server.
 */
export function checkPortFree(port: number, hostname: string): void {
  if (port === 0) return;
  const probe = Bun.listen({ hostname, port, socket: { data() {} } });
  probe.stop(true);
}
