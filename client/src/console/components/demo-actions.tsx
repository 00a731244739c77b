import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEMO_DAYS_MAX, DEMO_DAYS_MIN, DEMO_MESSAGES, type DemoDetail } from '@contract/demos';
import { notify } from '@/lib/notify';
import { demosApi } from '../api/demos-api';
import { keys } from '../api/queries';
import { ConfirmAction } from './confirm-action';

type Action = 'reset' | 'prepare' | 'revoke' | 'remove';

const ASK: Record<Action, { title: string; confirm: string; text: (company: string) => string }> = {
  reset: {
    title: 'Reset the demo?',
    confirm: 'Reset',
    text: (c) =>
      `Everything changed in ${c}'s demo since it was prepared is lost; the branding stays.`,
  },
  prepare: {
    title: 'Save the current state?',
    confirm: 'Save current state',
    text: (c) => `From now on, a reset brings ${c}'s demo back to the state it is in now.`,
  },
  revoke: {
    title: 'Revoke the link?',
    confirm: 'Revoke',
    text: (c) => `${c}'s demo stops opening for everyone who has its link. This cannot be undone.`,
  },
  remove: {
    title: 'Delete the demo?',
    confirm: 'Delete',
    text: (c) => `${c}'s demo and its world are removed for good.`,
  },
};

/** A demo's actions: reset, save state, extend, revoke, delete; destructive ones confirmed. */
export function DemoActions({ demo }: { demo: DemoDetail }) {
  const [asking, setAsking] = useState<Action | null>(null);
  const [days, setDays] = useState('7');
  const client = useQueryClient();
  const navigate = useNavigate();
  const done = async (message: string) => {
    notify.success(message);
    await client.invalidateQueries({ queryKey: keys.demos });
  };
  const act = useMutation({
    mutationFn: async (action: Action) => {
      if (action === 'remove') return demosApi.remove(demo.id);
      return demosApi[action](demo.id);
    },
    onSuccess: async (_data, action) => {
      setAsking(null);
      if (action === 'remove') {
        notify.success(DEMO_MESSAGES.deleted);
        client.removeQueries({ queryKey: keys.demo(demo.id) });
        void navigate('/');
        return;
      }
      const messages = {
        reset: DEMO_MESSAGES.reset,
        prepare: DEMO_MESSAGES.prepared,
        revoke: DEMO_MESSAGES.revoked,
      };
      await done(messages[action]);
    },
    onError: (error) => {
      setAsking(null);
      notify.error(error.message);
    },
  });
  const extend = useMutation({
    mutationFn: () => demosApi.extend(demo.id, Number(days)),
    onSuccess: () => done(DEMO_MESSAGES.extended),
    onError: (error) => notify.error(error.message),
  });
  const live = demo.status !== 'revoked';

  return (
    <div className="console-actions">
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => setAsking('reset')}
          disabled={!live}
        >
          Reset
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => setAsking('prepare')}
          disabled={!live}
        >
          Save current state
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setAsking('revoke')}
          disabled={!live}
        >
          Revoke
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setAsking('remove')}
        >
          Delete
        </button>
      </div>
      <form
        className="d-flex flex-wrap align-items-end gap-2 mt-3"
        onSubmit={(e) => {
          e.preventDefault();
          extend.mutate();
        }}
      >
        <div>
          <label htmlFor="extend-days" className="form-label">
            Extend by (days)
          </label>
          <input
            id="extend-days"
            type="number"
            min={DEMO_DAYS_MIN}
            max={DEMO_DAYS_MAX}
            className="form-control console-days"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className="btn btn-outline-primary"
          disabled={!live || extend.isPending}
        >
          Extend
        </button>
      </form>
      {asking && (
        <ConfirmAction
          show
          title={ASK[asking].title}
          confirmLabel={ASK[asking].confirm}
          busy={act.isPending}
          onConfirm={() => act.mutate(asking)}
          onCancel={() => setAsking(null)}
        >
          <p className="mb-0">{ASK[asking].text(demo.company)}</p>
        </ConfirmAction>
      )}
    </div>
  );
}
