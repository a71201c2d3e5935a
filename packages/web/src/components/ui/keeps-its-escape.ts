/**
 * The attribute of an element inside a drawer or dialog that handles Escape itself (a form whose
 * Escape cancels the form): Escape pressed within it does not close the overlay around it.
 */
export const KEEPS_ITS_ESCAPE = 'data-keeps-its-escape';

/**
 * For an overlay's onEscapeKeyDown (Radix listens on the document in the capture phase, before any
 * element's own handler): keeps the overlay open when Escape comes from an element that handles it.
 */
export function leaveEscapeToItsElement(event: KeyboardEvent): void {
  if (event.target instanceof Element && event.target.closest(`[${KEEPS_ITS_ESCAPE}]`))
    event.preventDefault();
}
