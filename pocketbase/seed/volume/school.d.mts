type SeedRecord = { id: string; data: Record<string, any>; files: Record<string, any[]> };

export const VOLUME_PER_YEAR: { posts: number; calendar: number; classes: number; teachers: number };
export function volumeSchool(options: {
  years: number;
  now?: Date;
  seed?: number;
  photos: (count: number) => object[];
  pdf: (name: string, title: string) => object;
}): { teachers: SeedRecord[]; classes: SeedRecord[]; posts: SeedRecord[]; calendar: SeedRecord[] };
