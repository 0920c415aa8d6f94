'use client';

import { useEffect } from 'react';
import { reportServerUnreachable } from './server-status';

/** Rendered by a section whose backend read failed: raises the overlay once it reaches the browser. */
export function ServerUnreachableSignal() {
  useEffect(() => reportServerUnreachable(), []);
  return null;
}
