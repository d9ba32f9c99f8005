/**
 * The upload an `<img>` shows. A saved upload is drawn by ResponsiveImage, whose `src` is one of
 * its derivatives ('/api/v1/upload/files/x.png/640.jpg'); this gives back '/api/v1/upload/files/x.png'.
 */
export function shownUpload(img: HTMLElement): string | null {
  return img.getAttribute('src')?.replace(/\/\d+\.(?:jpg|webp)$/, '') ?? null;
}
