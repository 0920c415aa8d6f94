'use client';

import type { FormEvent, ReactNode } from 'react';
import { useRouter } from 'waku';

/**
 * A GET form that works without JavaScript; with it, a changed select applies at once and
 * the result loads as a client navigation instead of a full page load.
 */
export function FilterForm({
  action,
  className,
  children,
}: {
  action: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value) params.set(name, value);
    }
    const query = params.toString();
    router.push(query ? `${action}?${query}` : action);
  };
  const handleChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
  };
  return (
    <form method="get" action={action} className={className} onSubmit={handleSubmit} onChange={handleChange}>
      {children}
    </form>
  );
}
