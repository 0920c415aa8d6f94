import { describe, expect, test } from 'vitest';
import { initials } from '../../../src/components/person-avatar';

describe('initials for teachers without a photo', () => {
  test('first and last name, without titles or degrees', () => {
    expect(initials('Karin Steiner, BEd')).toBe('KS');
    expect(initials('Mag. Thomas Bauer')).toBe('TB');
    expect(initials('Dr. Anna Maria Huber')).toBe('AH');
    expect(initials('Eva')).toBe('E');
  });
});
