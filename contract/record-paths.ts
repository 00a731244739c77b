/**
 * The five calls of every record collection. Each answers at its REST path (the collection, or
 * one record by id) and at the verb path clients already call; both reach one handler, so they
 * cannot answer differently.
 */
export const RECORD_CALLS = {
  list: { method: 'GET', rest: '', verb: '/list' },
  create: { method: 'POST', rest: '', verb: '/create' },
  details: { method: 'GET', rest: '/:id', verb: '/details/:id' },
  update: { method: 'PUT', rest: '/:id', verb: '/update/:id' },
  delete: { method: 'DELETE', rest: '/:id', verb: '/delete/:id' },
} as const;
export type RecordCall = keyof typeof RECORD_CALLS;
