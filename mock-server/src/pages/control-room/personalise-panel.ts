import { $ } from './dom';
import type { Change } from './sandbox-calls';

/** A chosen file as a data: URL (the sandbox checks its type and size), or none. */
function dataUrlOf(input: HTMLInputElement): Promise<string | undefined> {
  const file = input.files?.[0];
  if (!file) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/**
 * The Personalise panel: a prospect's name, logo and tab icon on the reseller persona's
 * branding, and Restore. `act` runs a change and says the sandbox's answer.
 */
export function wirePersonalise(act: (change: Change) => Promise<void>): void {
  $('personalise-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const company = $<HTMLInputElement>('personalise-company').value.trim();
    void Promise.all([
      dataUrlOf($<HTMLInputElement>('personalise-logo')),
      dataUrlOf($<HTMLInputElement>('personalise-icon')),
    ]).then(([logo, tabIcon]) => act(['POST', '/personalise', { company, logo, tabIcon }]));
  });
  $('personalise-restore').addEventListener('click', () => {
    void act(['DELETE', '/personalise']);
  });
}
