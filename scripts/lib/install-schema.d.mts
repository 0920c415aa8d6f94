import type PocketBase from 'pocketbase';

export function installSchema(
  pb: PocketBase,
): Promise<{ name: string; outcome: 'angelegt' | 'aktualisiert' | 'unverändert' }[]>;
