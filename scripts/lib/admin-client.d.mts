import type PocketBase from 'pocketbase';

export function connectAsAdmin(baseUrl: string, admin: { email: string; password: string }): Promise<PocketBase>;
