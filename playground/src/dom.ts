/**
 * Building the page's elements. Text always goes in as text (`textContent`), never as HTML:
 * card names and everything else from a file or a share link can hold `<`, and must show as typed.
 */
export interface ElementOptions {
  className?: string;
  text?: string;
  title?: string;
  attributes?: Record<string, string>;
}

export type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (options.className) element.className = options.className;
  if (options.text !== undefined) element.textContent = options.text;
  if (options.title !== undefined) element.title = options.title;
  for (const [name, value] of Object.entries(options.attributes ?? {})) {
    element.setAttribute(name, value);
  }
  append(element, ...children);
  return element;
}

export function append(parent: Element, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
}

export function clear(element: Element): void {
  element.replaceChildren();
}
