/**
 * What a read of PocketBase returns: its value, and what the read learned about it on the way. The page that
 * awaits its reads hands them to the page cache in one place (settle, the school's read, the machine routes); no
 * read writes into the request.
 */
export class Read<T> {
  constructor(
    readonly value: T,
    /** Until when the copies this value was made from are fresh (ms since epoch); undefined: not from a copy. */
    readonly expiresAt: number | undefined = undefined,
    /** Some of it came from a copy kept for outages (PocketBase was down, slow or answered garbage). */
    readonly degraded: boolean = false,
    /** When the oldest stored copy of a posts or calendar read behind it was made (a scheduled post may be newer). */
    readonly copiedAt: number | undefined = undefined,
  ) {}

  /** A value known without reading (an id that cannot exist): nothing to expire. */
  static of<T>(value: T): Read<T> {
    return new Read(value);
  }

  /** The same read, its value made into something else. */
  map<U>(change: (value: T) => U): Read<U> {
    return new Read(change(this.value), this.expiresAt, this.degraded, this.copiedAt);
  }

  /** The same read, fresh no longer than `at` (ms since epoch), e.g. a schedule's next publication. */
  until(at: number | undefined): Read<T> {
    return new Read(this.value, earliest(this.expiresAt, at), this.degraded, this.copiedAt);
  }

  /** Several reads as one: fresh until the first expires, degraded when any was. */
  static all<const R extends readonly Read<unknown>[]>(reads: R): Read<{ [K in keyof R]: R[K]['value'] }> {
    const values = reads.map((read) => read.value) as { [K in keyof R]: R[K]['value'] };
    return new Read(
      values,
      reads.reduce<number | undefined>((at, read) => earliest(at, read.expiresAt), undefined),
      reads.some((read) => read.degraded),
      reads.reduce<number | undefined>((at, read) => earliest(at, read.copiedAt), undefined),
    );
  }
}

const earliest = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/** A stored copy a read was served from, as the cached fetch hands it out. */
export type CopyServed = { expiresAt: number; storedAt: number; scheduled: boolean; outage: boolean };

/** What one read's fetches served, gathered as the SDK makes them (a full list is several). */
export class CopiesSeen {
  private expiresAt: number | undefined;
  private copiedAt: number | undefined;
  private degraded = false;

  saw({ expiresAt, storedAt, scheduled, outage }: CopyServed): void {
    this.expiresAt = earliest(this.expiresAt, expiresAt);
    if (scheduled) this.copiedAt = earliest(this.copiedAt, storedAt);
    if (outage) this.degraded = true;
  }

  of<T>(value: T): Read<T> {
    return new Read(value, this.expiresAt, this.degraded, this.copiedAt);
  }
}
