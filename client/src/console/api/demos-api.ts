import { z } from 'zod';
import {
  createdDemoSchema,
  demoDetailSchema,
  demoListSchema,
  demoTemplateSchema,
  type CreateDemoRequest,
  type DemoListQuery,
} from '@contract/demos';
import { answer, consoleHttp } from './console-http';

const nothing = z.unknown();
const one = (id: string) => `/__demos/${encodeURIComponent(id)}`;

export const demosApi = {
  templates: () => consoleHttp.get('/__demos/templates').then(answer(z.array(demoTemplateSchema))),
  list: (query: DemoListQuery) =>
    consoleHttp.get('/__demos', { params: query }).then(answer(demoListSchema)),
  get: (id: string) => consoleHttp.get(one(id)).then(answer(demoDetailSchema)),
  create: (demo: CreateDemoRequest) =>
    consoleHttp.post('/__demos', demo).then(answer(createdDemoSchema)),
  reset: (id: string) => consoleHttp.post(`${one(id)}/reset`, {}).then(answer(nothing)),
  prepare: (id: string) => consoleHttp.post(`${one(id)}/prepare`, {}).then(answer(nothing)),
  extend: (id: string, days: number) =>
    consoleHttp.post(`${one(id)}/extend`, { days }).then(answer(nothing)),
  revoke: (id: string) => consoleHttp.post(`${one(id)}/revoke`, {}).then(answer(nothing)),
  remove: (id: string) => consoleHttp.delete(one(id)).then(answer(nothing)),
};
