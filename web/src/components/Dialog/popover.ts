// The HTML Popover API lets a button open an element with no script of ours: server-rendered
// pages use it until they hydrate (and for good with JavaScript off), then hand its state to React.

/** Whether the browser shows this popover now; false where the Popover API is missing (jsdom). */
export function isPopoverOpen(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function' && element.matches(':popover-open');
}
