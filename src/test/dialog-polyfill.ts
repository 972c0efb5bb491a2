/**
 * jsdom has no modal dialogs (no `showModal`, `close`, Escape or focus return): this adds the
 * part of them the dashboard's dialogs rely on, as browsers do it, for component tests. The
 * end-to-end tests check the real thing.
 */
const openedFrom = new WeakMap<HTMLDialogElement, Element | null>();

function showModal(this: HTMLDialogElement): void {
  if (this.open) return;
  openedFrom.set(this, document.activeElement);
  this.open = true;
}

function close(this: HTMLDialogElement): void {
  if (!this.open) return;
  this.open = false;
  const previous = openedFrom.get(this);
  if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  this.dispatchEvent(new Event('close'));
}

/** Escape closes the topmost open dialog, unless something handled the key first. */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.open).at(-1);
  if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
}

export function installDialogPolyfill(): void {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof prototype.showModal === 'function') return;
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  document.addEventListener('keydown', onKeyDown);
}
