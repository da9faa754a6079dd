import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-image';
import { moveItem, removeItem } from './image-list';

const photos = ['a.webp', 'b.webp', 'c.webp'];

describe('ordering a gift’s pictures', () => {
  it('moves a picture up to become the main one', () => {
    expect(moveItem(photos, 1, -1)).toEqual(['b.webp', 'a.webp', 'c.webp']);
  });

  it('moves a picture down', () => {
    expect(moveItem(photos, 0, 1)).toEqual(['b.webp', 'a.webp', 'c.webp']);
  });

  it('leaves the list alone past either end', () => {
    expect(moveItem(photos, 0, -1)).toEqual(photos);
    expect(moveItem(photos, 2, 1)).toEqual(photos);
  });

  it('removes one picture', () => {
    expect(removeItem(photos, 1)).toEqual(['a.webp', 'c.webp']);
  });
});

describe('checking a picture before sending it', () => {
  it('refuses a file over 5 MB, as the server would', () => {
    expect(uploadProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(uploadProblem({ size: 5 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
  });

  it('refuses what is not an image', () => {
    expect(uploadProblem({ size: 1000, type: 'application/pdf' })).toBe('notImage');
  });
});
