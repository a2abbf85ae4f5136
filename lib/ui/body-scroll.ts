/**
 * Stops the page behind an open overlay (a phone menu, the filter sheet) from scrolling
 * (docs/product.md, Behaviour). The returned function lets it scroll again, restoring what the body
 * had before.
 */
export function lockBodyScroll(): () => void {
  const { body } = document;
  const previous = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = previous;
  };
}
