/** The shell's serverNotReachable flag (seed-spec section 3), shared by the client leaves that set and show it. */
export const OVERLAY_TIMEOUT_MS = 5000;

type Listener = (unreachable: boolean) => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the flag; it resets itself after 5 s, which removes the overlay. */
export function reportServerUnreachable(): void {
  for (const listener of listeners) listener(true);
  clearTimeout(timer);
  timer = setTimeout(() => {
    for (const listener of listeners) listener(false);
  }, OVERLAY_TIMEOUT_MS);
}
