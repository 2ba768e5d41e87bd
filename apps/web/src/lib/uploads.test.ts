import { UPLOAD_MAX_BYTES, UPLOAD_MSG } from '@backoffice/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from './uploads';

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('refuses a non-image and an image over the limit before sending anything, naming the limit', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(uploadImage(new File(['x'], 'nota.txt', { type: 'text/plain' }))).rejects.toThrow(UPLOAD_MSG.notAnImage);
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'foto.jpg', { type: 'image/jpeg' });
    await expect(uploadImage(big)).rejects.toThrow(UPLOAD_MSG.tooLarge);
    expect(UPLOAD_MSG.tooLarge).toContain('10 MB');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
