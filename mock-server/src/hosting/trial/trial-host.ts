import { FairShare } from '../../application/fair-share';
import { WORLD_DAMAGED } from '../../application/stored-data';
import { PRODUCT } from '../../domain/branding/product';
import { DEMO_MESSAGES } from '@contract/demos';
import {
  demoEndedPage,
  expiredPage,
  removedPage,
  trialPageCsp,
  unknownWorldPage,
  type TrialPageFacts,
} from '../../pages/trial/trial-pages';
import { allowedHostNames, hostNameOf } from '../host-names';
import type { Resolution, WorldHost } from '../world-host';
import type { MaybePromise } from '../../model/maybe-promise';
import type { HostedTrial } from './hosted-trial';
import type { OpenedWorld } from './trial-types';
import { apexOrigin, worldOrigin } from './trial-config';

export const UNKNOWN_WORLD = 'There is no sandbox at this address';
export const WORLD_EXPIRED = 'This sandbox has expired: start a new one';
export const WORLD_REMOVED = 'This sandbox was removed: start a new one';

/** What the trial's pages say and link to. */
export function trialPageFacts(trial: HostedTrial): TrialPageFacts {
  return {
    product: PRODUCT.shortName,
    apexUrl: apexOrigin(trial.config),
    worldOrigins: worldOrigin(trial.config, '*'),
  };
}

/** The names the trial answers to besides its worlds': loopback, the configured ones, the apex. */
export function trialHostNames(trial: HostedTrial): Set<string> {
  return allowedHostNames(trial.shared.config).add(trial.config.apexHost);
}

/**
 * The hosted trial as a host: a request finds its world by its host name, `<id>.<TRIAL_HOST>`.
 * The world is opened if it is not in memory and held until the reply is sent (so it is never
 * closed under a request). The apex has no world; an unknown or mistyped world is a 404, an
 * expired or deleted one a 410 (a page for a browser either way), a damaged one a 503.
 */
export function trialHost(trial: HostedTrial): WorldHost {
  const names = trialHostNames(trial);
  const facts = trialPageFacts(trial);
  // Gone either way (410), and the page says which: expired for want of visits, or deleted.
  const gone = (message: string, html: string): Resolution => ({
    kind: 'refused',
    status: 410,
    message,
    page: { html, csp: trialPageCsp(facts) },
  });
  const expired = gone(WORLD_EXPIRED, expiredPage(facts));
  // An address that never was a world (or mistyped): a browser gets the page to start one.
  const unknown: Resolution = {
    kind: 'refused',
    status: 404,
    message: UNKNOWN_WORLD,
    page: { html: unknownWorldPage(facts), csp: trialPageCsp(facts) },
  };
  const removed = gone(WORLD_REMOVED, removedPage(facts));
  // A demo's world says why it ended, and sends nobody to start a sandbox.
  const demoEnded = (message: string): Resolution => ({
    kind: 'refused',
    status: 410,
    message,
    page: { html: demoEndedPage(message), csp: trialPageCsp(facts) },
  });
  // Many worlds share this process: a world's burst goes on a turn of the loop at a time.
  const share = new FairShare();
  const endings = {
    revoked: demoEnded(DEMO_MESSAGES.linkRevoked),
    expired: demoEnded(DEMO_MESSAGES.linkExpired),
  };
  // A request counts in its world's share from its turn until its answer is sent, or until
  // its world turns out not to be served or cannot be looked up.
  const resolutionOf = (
    id: string,
    since: number | undefined,
    opened: OpenedWorld,
  ): MaybePromise<Resolution> => {
    if (opened.state === 'open') {
      const { world, release } = opened;
      return {
        kind: 'world',
        world,
        since,
        release: () => {
          share.done(id);
          release();
        },
      };
    }
    share.done(id);
    switch (opened.state) {
      case 'unknown':
        return unknown;
      case 'gone':
        return trial.demoWorlds.endingOfWorld(id).then((ending) => {
          if (ending) return endings[ending];
          return opened.reason === 'deleted' ? removed : expired;
        });
      case 'quarantined':
        return { kind: 'refused', status: 503, message: WORLD_DAMAGED };
    }
  };
  // A world that could not be looked up (its database away, its files unreadable) answers an
  // error, and its request no longer counts.
  const lookUpFailed = (id: string, error: unknown): never => {
    share.done(id);
    throw error;
  };
  // A request's world, in its turn, as of `since`.
  const lookUp = (id: string, since: number | undefined): MaybePromise<Resolution> => {
    let opened: MaybePromise<OpenedWorld>;
    try {
      opened = trial.open(id, since);
    } catch (error) {
      return lookUpFailed(id, error);
    }
    if (!(opened instanceof Promise)) return resolutionOf(id, since, opened);
    return opened.then(
      (found) => resolutionOf(id, since, found),
      (error: unknown) => lookUpFailed(id, error),
    );
  };
  return {
    process: trial.shared,
    serves: (name) => names.has(name) || trial.addressOf(name) !== null,
    trustProxy: trial.config.trustProxy,
    rateLimitStore: trial.rateLimitStore,
    usesDatabase: trial.usesDatabase,
    readiness: () => trial.readiness(),
    isOperator: (sent) => trial.isOperator(sent),
    figures: () => trial.figures(),
    resolve(request) {
      const address = trial.addressOf(hostNameOf(request));
      if (address?.kind === 'mistyped') return unknown;
      if (address?.kind !== 'world') return { kind: 'apex' };
      const { id } = address;
      // Taken as the request comes, before it waits for its turn (see HostedTrial.mark).
      const since = trial.mark();
      const wait = share.enter(id);
      return wait ? wait.then(() => lookUp(id, since)) : lookUp(id, since);
    },
  };
}
