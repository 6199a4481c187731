// This process's name in the database's leases and as the owner of the jobs it runs. New at each
// start: a restarted process never takes a lease its killed predecessor held for its own.
export const INSTANCE = crypto.randomUUID();
