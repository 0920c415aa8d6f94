import { describe, expect, test } from 'vitest';
import { servedAs } from '../../../../src/lib/domain/file-types';

describe('how a stored file is served', () => {
  test('with the type the upload list gives its name, whatever PocketBase says', () => {
    expect(servedAs('foto_abc.png', 'text/javascript')).toEqual({ type: 'image/png', disposition: 'inline' });
    expect(servedAs('plan_abc.pdf', 'text/html')).toEqual({ type: 'application/pdf', disposition: 'inline' });
  });

  test('a name the list does not know is a download, never inline', () => {
    for (const name of ['mitteilung_abc.js', 'seite_abc.html', 'scan_abc.bmp', 'ohne']) {
      expect(servedAs(name, 'image/png'), name).toEqual({
        type: 'application/octet-stream',
        disposition: 'attachment',
      });
    }
  });

  test("a photo's thumb keeps the photo type PocketBase wrote it in (a WebP's thumbs are PNG)", () => {
    expect(servedAs('foto_abc.webp', 'image/png').type).toBe('image/png');
    expect(servedAs('foto_abc.webp', 'image/webp').type).toBe('image/webp');
  });

  test('an SVG logo is an image, but a download when opened on its own', () => {
    expect(servedAs('logo_abc.svg', 'image/png')).toEqual({ type: 'image/svg+xml', disposition: 'attachment' });
  });
});
