export const PHOTO_POOL_SIZE: number;
export function seedVolume(
  baseUrl: string,
  superuser: { email: string; password: string },
  options: {
    years: number;
    photoSize?: 'phone' | 'small' | 'none';
    photoDir: string;
    now?: Date;
    log?: (line: string) => void;
  },
): Promise<{ seeded: boolean; counts: Record<string, number>; bytes: number }>;
