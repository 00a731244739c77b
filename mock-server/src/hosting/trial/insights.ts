import {
  INSIGHTS_MESSAGES as M,
  INSIGHTS_PERIOD_MAX_DAYS,
  type DemoActivity,
  type Funnel,
  type WorldKind,
} from '@contract/activity';
import { DEMO_MESSAGES } from '@contract/demos';
import { csvOf } from '../../domain/activity/csv';
import { funnelOf } from '../../domain/activity/funnel';
import { demoActivityOf } from '../../domain/activity/sessions';
import { badRequest, notFound } from '../../domain/shared/errors';
import type { DemoRecord } from '../../storage/ports/demos';
import type { HostedTrial } from './hosted-trial';

const PAGE = 100;
const DAY_MS = 24 * 3600_000;

function checkPeriod(from: Date, to: Date): void {
  if (!(from < to) || to.getTime() - from.getTime() > INSIGHTS_PERIOD_MAX_DAYS * DAY_MS)
    throw badRequest(M.period);
}

/**
 * What the sales team learns from the worlds' activity: a demo's visits, a funnel over the
 * worlds made in a period, and exports of the demos and of every event.
 */
export class Insights {
  constructor(private readonly trial: HostedTrial) {}

  async demoActivity(id: string): Promise<DemoActivity> {
    const demo = await this.trial.demos.find(id);
    if (!demo) throw notFound(DEMO_MESSAGES.notFound);
    return demoActivityOf(await this.trial.activity.read(demo.worldId));
  }

  /** Trials or demos made in [from, to), and how far each got. */
  async funnel(from: Date, to: Date, kind: WorldKind): Promise<Funnel> {
    checkPeriod(from, to);
    const demos = new Map((await this.allDemos()).map((d) => [d.worldId, d]));
    const ids = (await this.trial.records())
      .filter((w) => w.createdAt >= from && w.createdAt < to)
      .filter((w) => demos.has(w.id) === (kind === 'demo'))
      .map((w) => w.id);
    const records = await this.trial.activity.readMany(ids);
    return { kind, from, to, steps: funnelOf(records.values()) };
  }

  /** GET /__demos.csv: every demo with its counts, newest first. */
  async demosCsv(): Promise<string> {
    const rows = (await this.allDemos()).map((d) => [
      d.id,
      d.company,
      d.template,
      d.createdBy.name,
      d.createdAt,
      d.expiresAt,
      d.revokedAt,
      d.contact.name,
      d.contact.email,
      d.lastOpenedAt,
      d.openCount,
      d.lastVisitAt,
      d.visits,
      d.actions,
    ]);
    const header = ['id', 'company', 'template', 'created by', 'created', 'expires', 'revoked'];
    header.push('contact', 'contact email', 'last opened', 'openings', 'last visit', 'visits');
    return csvOf([...header, 'actions'], rows);
  }

  /** GET /__insights/events.csv: every event of the period, one row each, by world then time. */
  async eventsCsv(from: Date, to: Date): Promise<string> {
    checkPeriod(from, to);
    const demos = new Map((await this.allDemos()).map((d) => [d.worldId, d]));
    const ids = (await this.trial.records()).map((w) => w.id);
    const rows: Array<Array<string | Date | number | null>> = [];
    for (const [worldId, events] of await this.trial.activity.readMany(ids)) {
      const demo = demos.get(worldId);
      const visitors = new Map<string | null, number | null>([[null, null]]);
      for (const e of events) {
        if (!visitors.has(e.visitor)) visitors.set(e.visitor, visitors.size);
        if (e.at < from || e.at >= to) continue;
        const kind = demo ? 'demo' : 'trial';
        rows.push([
          worldId,
          kind,
          demo?.company ?? null,
          e.at,
          e.kind,
          e.detail,
          visitors.get(e.visitor) ?? null,
        ]);
      }
    }
    return csvOf(['world', 'kind', 'company', 'at', 'event', 'detail', 'visitor'], rows);
  }

  private async allDemos(): Promise<DemoRecord[]> {
    const all: DemoRecord[] = [];
    for (let page = 1; ; page++) {
      const { data, total } = await this.trial.demos.list({
        page,
        size: PAGE,
        search: '',
        sort: 'createdAt',
        descending: true,
      });
      all.push(...data);
      if (page * PAGE >= total || data.length === 0) return all;
    }
  }
}
