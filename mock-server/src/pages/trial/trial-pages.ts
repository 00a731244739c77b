import { escapeHtml } from '../html';

export type TrialPageFacts = {
  product: string;
  /** Where the apex is reached (the link from an expired world). */
  apexUrl: string;
  /** The origin pattern of every world (`http://*.localhost:4500`), where the form may lead. */
  worldOrigins: string;
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;min-height:100vh;display:grid;place-items:center}
main{max-width:36rem;margin:2rem;background:#111c33;border:1px solid #24324f;border-radius:1rem;padding:2rem 2.5rem}
h1{margin:.2rem 0 1rem;font-size:1.8rem}p,li{line-height:1.55;color:#cbd5e1}ul{padding-left:1.2rem}
button,.button{display:inline-block;margin-top:1rem;background:#2563eb;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.5rem;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.note{font-size:.9rem;color:#94a3b8}.problem{background:#3f1d1d;border-left:4px solid #ef4444;padding:.75rem 1rem;border-radius:.5rem;color:#fecaca}`;

/** Inline style only, no script; the landing form may lead to the apex and to the worlds. */
export const trialPageCsp = (facts: TrialPageFacts) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${facts.worldOrigins}; base-uri 'none'; frame-ancestors 'none'`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/**
 * The apex: what the sandbox is and one button. The button is a plain form (no script): the
 * server creates the world and sends the visitor on to it, signed for its control room.
 */
export function landingPage(facts: TrialPageFacts, problem: string | null = null): string {
  const product = escapeHtml(facts.product);
  return page(
    `Try ${facts.product}`,
    `<p class="note">${product} cloud portal · sandbox</p>
<h1>Try ${product} in a sandbox of your own</h1>
<p>One click gives you a private copy of the whole portal and its provider API, with nothing to install and no account:</p>
<ul>
<li>companies, teams and users with their roles and permissions;</li>
<li>virtual machines that boot, stop and restart, networks and interfaces;</li>
<li>background jobs, support tickets, quotas of a trial account;</li>
<li>an outbox where every email lands (sign-in codes too), and a control room with the clock, scenarios and snapshots.</li>
</ul>
<p class="note">Your sandbox is yours alone: nobody else sees it or changes it. It is removed after two weeks without a visit.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/__worlds/start"><button type="submit">Start your sandbox</button></form>`,
  );
}

/** An expired world's host: removed for want of visits. */
export function expiredPage(facts: TrialPageFacts): string {
  return gonePage(
    facts,
    'This sandbox has expired',
    'Sandboxes are removed some time after their last visit, with everything in them.',
  );
}

/** A deleted world's host: removed on purpose, by whoever held its key or by the operator. */
export function removedPage(facts: TrialPageFacts): string {
  return gonePage(
    facts,
    'This sandbox was removed',
    'It was deleted, with everything in it, by whoever started it or by the operator of this service.',
  );
}

/** An address that is no world's: never one, or mistyped. */
export function unknownWorldPage(facts: TrialPageFacts): string {
  return gonePage(
    facts,
    'There is no sandbox at this address',
    'Check the address you were given, or start a sandbox of your own.',
  );
}

function gonePage(facts: TrialPageFacts, title: string, why: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(why)}</p>
<a class="button" href="${escapeHtml(facts.apexUrl)}/">Start a new sandbox</a>`,
  );
}

/** A demo's world after its demo ended: no way on from here but the seller who sent it. */
export function demoEndedPage(message: string): string {
  return page('This demo is no longer available', `<h1>${escapeHtml(message)}</h1>`);
}
