import { createHmac, randomUUID } from 'node:crypto';
import {
  DEMO_DAYS_MAX,
  DEMO_MESSAGES as M,
  type DemoDetail,
  type DemoStatus,
  type DemoSummary,
  type DemoTemplate,
} from '@contract/demos';
import { sha256 } from '../../domain/auth/secure-compare';
import { badRequest, HttpError, notFound } from '../../domain/shared/errors';
import { replaceWorld } from '../../application/unit-of-work';
import type { WorldDeps } from '../../application/world-deps';
import type { Clock } from '../../simulation/clock';
import type {
  DemoActor,
  DemoAction,
  DemoQuery,
  DemoRecord,
  DemoStore,
} from '../../storage/ports/demos';
import type { RemovedWorld } from '../../storage/ports/world-registry';
import type { TemplateStore } from '../../storage/ports/templates';
import type { Lease } from './loaded-worlds';
import type { CreatedWorld, WorldOptions } from './trial-types';
import type { TrialConfig } from './trial-config';
import { ownCopy } from './own-world';
import { personaliseFor } from './prospect';
import { listDemoTemplates, personaOfTemplate } from './demo-templates';
import { worldOrigin } from './trial-config';

/** What demos need of the hosted trial (its worlds, their records and storage). */
export interface DemoHost {
  readonly config: TrialConfig;
  readonly templates: TemplateStore;
  readonly demos: DemoStore;
  readonly activity: { remove(worldId: string): Promise<void> };
  create(template: string, options?: WorldOptions): Promise<CreatedWorld>;
  lease(id: string): Promise<Lease | null>;
  setExpiry(id: string, expiresAt: Date): Promise<void>;
  remove(id: string, reason: RemovedWorld['reason']): Promise<boolean>;
}

const DAY = 24 * 3_600_000;

export type NewDemo = {
  company: string;
  logo?: string;
  tabIcon?: string;
  contact?: { name?: string; email?: string };
  template?: string;
  days: number;
  note?: string;
};

/** Why a demo's world no longer opens, for its 410 page. */
export type DemoEnding = 'revoked' | 'expired';

/**
 * The sales console's demos: each a world of the trial made from a template for one prospect,
 * opened by a link derived from the storage's secret (kept only as its hash), reset to a
 * prepared state, extended, revoked, deleted; every seller action recorded with who and when.
 */
export class DemoWorlds {
  constructor(
    private readonly trial: DemoHost,
    private readonly clock: Clock,
  ) {}

  templates(): Promise<DemoTemplate[]> {
    return listDemoTemplates(this.trial.templates, this.trial.config.persona);
  }

  async create(by: DemoActor, request: NewDemo): Promise<DemoSummary> {
    const templates = await this.templates();
    // Left out: the first scenario.
    const name = request.template ?? templates[0]?.name ?? this.trial.config.template;
    const template = templates.find((t) => t.name === name);
    if (!template)
      throw badRequest(
        M.unknownTemplate(
          name,
          templates.map((t) => t.name),
        ),
      );
    const persona = template.signsInAs.email;
    const { personalise, brand } = personaliseFor(persona, request);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + request.days * DAY);
    const world = await this.trial.create(name, { expiresAt, personalise });
    const id = randomUUID();
    const lease = await this.trial.lease(world.id);
    if (!lease) throw notFound(M.notFound);
    let prepared;
    try {
      prepared = lease.world.store.data;
    } finally {
      lease.release();
    }
    const record: DemoRecord = {
      id,
      worldId: world.id,
      company: request.company,
      template: name,
      persona,
      logoUrl: brand.logoPath && `${worldOrigin(this.trial.config, world.id)}${brand.logoPath}`,
      tabIconUrl:
        brand.tabLogoPath && `${worldOrigin(this.trial.config, world.id)}${brand.tabLogoPath}`,
      contact: { name: request.contact?.name ?? null, email: request.contact?.email ?? null },
      note: request.note ?? '',
      createdBy: by,
      createdAt: now,
      expiresAt,
      revokedAt: null,
      lastOpenedAt: null,
      openCount: 0,
      lastVisitAt: null,
      visits: 0,
      actions: 0,
      linkTokenHash: sha256(await this.tokenOf(id)),
      history: [{ at: now, by, action: 'created', detail: `From the "${name}" template` }],
    };
    try {
      await this.trial.demos.add(record, prepared);
    } catch (error) {
      await this.trial.remove(world.id, 'deleted');
      throw error;
    }
    return this.summaryOf(record);
  }

  async list(query: DemoQuery) {
    const page = await this.trial.demos.list(query);
    return {
      data: await Promise.all(page.data.map((r) => this.summaryOf(r))),
      total: page.total,
      totalPages: Math.ceil(page.total / query.size),
    };
  }

  async detail(id: string): Promise<DemoDetail> {
    const record = await this.found(id);
    return {
      ...(await this.summaryOf(record)),
      signsInAs: await this.signsInAs(record),
      contact: record.contact,
      note: record.note,
      tabIconUrl: record.tabIconUrl,
      history: record.history,
    };
  }

  /** Back to the prepared state: the prospect's changes gone, a new signing key (sessions end). */
  async reset(id: string, by: DemoActor): Promise<void> {
    const record = await this.live(id);
    const prepared = await this.trial.demos.readPrepared(id);
    if (!prepared) throw notFound(M.notFound);
    await this.inWorld(record, (world) =>
      replaceWorld(world, ownCopy(prepared, worldOrigin(this.trial.config, record.worldId))),
    );
    await this.record(id, by, 'reset', 'Back to its prepared state');
  }

  /** The world as it is now becomes what a reset returns to. */
  async prepare(id: string, by: DemoActor): Promise<void> {
    const record = await this.live(id);
    const current = await this.inWorld(record, async (world) => world.store.data);
    const entry = { at: this.clock.now(), by, action: 'prepared' as const, detail: '' };
    await this.trial.demos.savePrepared(id, current, entry);
  }

  /** Lives `days` longer, up to DEMO_DAYS_MAX days from now. */
  async extend(id: string, by: DemoActor, days: number): Promise<Date> {
    const record = await this.live(id);
    const now = this.clock.now().getTime();
    const wanted = record.expiresAt.getTime() + days * DAY;
    const expiresAt = new Date(Math.min(wanted, now + DEMO_DAYS_MAX * DAY));
    await this.trial.setExpiry(record.worldId, expiresAt);
    const detail = `Until ${expiresAt.toISOString().slice(0, 10)}`;
    await this.trial.demos.change(id, { expiresAt }, this.entry(by, 'extended', detail));
    return expiresAt;
  }

  /** The link, and the world with it, answer 410 from now on; its timeline stays. */
  async revoke(id: string, by: DemoActor): Promise<void> {
    const record = await this.found(id);
    if (!record.revokedAt) {
      const at = this.clock.now();
      await this.trial.demos.change(id, { revokedAt: at }, this.entry(by, 'revoked', ''));
    }
    await this.trial.remove(record.worldId, 'deleted');
  }

  /** The demo, its world and its timeline, gone. */
  async remove(id: string): Promise<void> {
    const record = await this.found(id);
    await this.trial.remove(record.worldId, 'deleted');
    await this.trial.demos.remove(id);
    await this.trial.activity.remove(record.worldId);
  }

  /**
   * The link opened at a world's host: the persona to sign in as, or why not (null: not a
   * link of this world). Counted as an opening.
   */
  async open(worldId: string, token: string): Promise<{ persona: string } | DemoEnding | null> {
    const record = await this.trial.demos.byLinkHash(sha256(token));
    if (!record || record.worldId !== worldId) return null;
    const ending = this.endingOf(record);
    if (ending) return ending;
    await this.trial.demos.opened(record.id, this.clock.now());
    return { persona: record.persona };
  }

  /** What a demo's world resets to instead of its template; null for a world of no demo. */
  async preparedOf(worldId: string) {
    const demo = await this.trial.demos.byWorld(worldId);
    if (!demo) return null;
    return async () => (await this.trial.demos.readPrepared(demo.id)) ?? undefined;
  }

  /** Why a world that is gone was a demo's that ended; null when it was no demo's. */
  async endingOfWorld(worldId: string): Promise<DemoEnding | null> {
    const record = await this.trial.demos.byWorld(worldId);
    return record ? (this.endingOf(record) ?? 'expired') : null;
  }

  private endingOf(record: DemoRecord): DemoEnding | null {
    if (record.revokedAt) return 'revoked';
    return record.expiresAt <= this.clock.now() ? 'expired' : null;
  }

  /** The persona's credentials, as the demo's template lists them. */
  private async signsInAs(record: DemoRecord) {
    const listed = (await this.templates()).find((t) => t.name === record.template);
    if (listed) return listed.signsInAs;
    const persona = personaOfTemplate(record.template, this.trial.config.persona);
    return { email: persona, password: '' };
  }

  private statusOf(record: DemoRecord): DemoStatus {
    const ending = this.endingOf(record);
    if (ending) return ending;
    return record.openCount > 0 ? 'opened' : 'not-opened';
  }

  private async summaryOf(record: DemoRecord): Promise<DemoSummary> {
    const origin = worldOrigin(this.trial.config, record.worldId);
    return {
      id: record.id,
      company: record.company,
      template: record.template,
      createdBy: record.createdBy,
      createdAt: record.createdAt,
      expiresAt: record.expiresAt,
      lastOpenedAt: record.lastOpenedAt,
      lastVisitAt: record.lastVisitAt,
      visits: record.visits,
      actions: record.actions,
      status: this.statusOf(record),
      url: `${origin}/__demo/open?token=${await this.tokenOf(record.id)}`,
      worldId: record.worldId,
      logoUrl: record.logoUrl,
    };
  }

  /** The link's token: derived from the storage's secret, so only its hash needs keeping. */
  private async tokenOf(id: string): Promise<string> {
    const secret = await this.trial.demos.linkSecret();
    return createHmac('sha256', secret).update(`demo-link:${id}`).digest('base64url');
  }

  private async found(id: string): Promise<DemoRecord> {
    const record = await this.trial.demos.find(id);
    if (!record) throw notFound(M.notFound);
    return record;
  }

  /** A demo whose world still opens (a revoked or expired one is only listed, or deleted). */
  private async live(id: string): Promise<DemoRecord> {
    const record = await this.found(id);
    const ending = this.endingOf(record);
    if (ending) throw new HttpError(410, ending === 'revoked' ? M.linkRevoked : M.linkExpired);
    return record;
  }

  private async inWorld<T>(record: DemoRecord, fn: (world: WorldDeps) => Promise<T>): Promise<T> {
    const lease = await this.trial.lease(record.worldId);
    if (!lease) throw notFound(M.notFound);
    try {
      return await fn(lease.world);
    } finally {
      lease.release();
    }
  }

  private entry(by: DemoActor, action: DemoAction, detail: string) {
    return { at: this.clock.now(), by, action, detail };
  }

  private record(id: string, by: DemoActor, action: DemoAction, detail: string) {
    return this.trial.demos.change(id, {}, this.entry(by, action, detail));
  }
}
