import { describe, expect, test } from 'vitest';
import { toFile } from '../../../../src/lib/content/mappers';
import { imageType, pickBackgroundImage, shareImageOf, thumbUrl } from '../../../../src/lib/domain/images';
import type { Post } from '../../../../src/lib/domain/types';

const post = (...names: string[]) =>
  ({ files: names.map((name) => toFile({ id: 'post00000000001', collectionId: 'pbc1' }, name)) }) as Post;

describe('random background image (seed-spec section 5)', () => {
  test('is the first post file ending in jpg, png, jpeg, webp or bmp', () => {
    const image = pickBackgroundImage([post('plan.pdf', 'anim.gif'), post('notes.txt', 'hof.JPEG', 'b.png')]);
    expect(image?.name).toBe('hof.JPEG');
    expect(image?.url).toBe('/api/files/pbc1/post00000000001/hof.JPEG');
  });

  test('accepts each of the extensions the site also serves as photos, in any case; a BMP is only a download', () => {
    for (const name of ['a.jpg', 'a.png', 'a.jpeg', 'a.webp', 'a.JPG']) {
      expect(pickBackgroundImage([post(name)])?.name, name).toBe(name);
    }
    for (const name of ['a.gif', 'a.svg', 'a.avif', 'a.jpg.pdf', 'bmp', 'a.bmp']) {
      expect(pickBackgroundImage([post(name)]), name).toBeUndefined();
    }
  });

  test('is absent when no post has such a file', () => {
    expect(pickBackgroundImage([post('a.gif', 'b.svg'), post()])).toBeUndefined();
  });
});

describe('share images', () => {
  const file = (name: string) => ({ name, url: `/api/files/p/x/${name}`, isImage: true });

  test("a post's share image is its first JPEG, PNG, WebP or GIF, whatever the case of the extension", () => {
    expect(shareImageOf({ files: [file('a.svg'), file('b.bmp'), file('c.PNG'), file('d.jpg')] })?.name).toBe('c.PNG');
    expect(shareImageOf({ files: [file('a.svg'), file('plan.png.pdf')] })).toBeUndefined();
  });

  test.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
    ['a.gif', 'image/gif'],
    ['a.bmp', 'application/octet-stream'],
    ['noextension', 'application/octet-stream'],
  ])('%s is sent as %s', (name, type) => {
    expect(imageType(file(name))).toBe(type);
  });
});

test('a thumb of a file address that already has a query (a preview’s file token) is one more parameter', () => {
  const file = { name: 'foto.png', url: '/api/files/pbc_1/post00000000040/foto.png?token=a.b.c', isImage: true };
  expect(thumbUrl(file, '320x180')).toBe('/api/files/pbc_1/post00000000040/foto.png?token=a.b.c&thumb=320x180');
  expect(thumbUrl({ ...file, url: '/api/files/pbc_1/post00000000040/foto.png' }, '320x180')).toBe(
    '/api/files/pbc_1/post00000000040/foto.png?thumb=320x180',
  );
});
