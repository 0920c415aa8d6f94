/** The shell's serverNotReachable flag (seed-spec section 3), shared by the client leaves that set and show it. */
export const OVERLAY_TIMEOUT_MS = 5000;

type Listener = (unreachable: boolean) => void;
const listeners = new Set<Listener>();
let unreachable = false;
let timer: ReturnType<typeof setTimeout> | undefined;

function publish(value: boolean): void {
  unreachable = value;
  for (const listener of listeners) listener(value);
}

/** Calls back now with the current flag (a section may have reported before the overlay mounted) and on changes. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(unreachable);
  return () => listeners.delete(listener);
}

/** Sets the flag; it resets itself after 5 s, which removes the overlay. */
export function reportServerUnreachable(): void {
  publish(true);
  clearTimeout(timer);
  timer = setTimeout(() => publish(false), OVERLAY_TIMEOUT_MS);
}
