// Plain DOM helpers: every text is set with textContent (emails and logs are untrusted).

export const $ = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.getElementById(id) as T;

type Props = Record<string, string | ((event: Event) => unknown)>;

export function el(tag: string, props: Props = {}, ...children: (Node | string | null)[]) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

export function say(text: string, error = false) {
  const status = $('status');
  status.textContent = text;
  status.classList.toggle('error', error);
}

export const time = (iso: string) => new Date(iso).toLocaleString();
