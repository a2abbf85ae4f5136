/** Image types the picker offers; the upload checks the bytes again. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * The picture turned by `quarterTurns` quarter turns clockwise, as the visitor saw it in the
 * preview, re-drawn on a canvas before the upload. Unturned pictures go up as they are.
 */
export async function rotatedImage(file: File, quarterTurns: number): Promise<Blob> {
  const turns = ((quarterTurns % 4) + 4) % 4;
  if (turns === 0) return file;
  const bitmap = await createImageBitmap(file);
  const sideways = turns % 2 === 1;
  const canvas = document.createElement('canvas');
  canvas.width = sideways ? bitmap.height : bitmap.width;
  canvas.height = sideways ? bitmap.width : bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((turns * Math.PI) / 2);
  context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), type, 0.92));
}
