import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; title: string; content: ReactNode };

type TabsProps<K extends string> = {
  /** Prefix of the tabs' and panels' ids. */
  id: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onSelect: (key: K) => void;
  className?: string;
};

const STEP: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * Bootstrap's tabs, with the tab pattern's keyboard use (arrows, Home, End) and no transition
 * library. A panel mounts when its tab is first opened and stays mounted after.
 */
export function Tabs<K extends string>({ id, tabs, active, onSelect, className }: TabsProps<K>) {
  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set(opened).add(active));
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    const next = step && tabs[step(index, tabs.length - 1)];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <>
      <ul className={`nav nav-tabs${className ? ` ${className}` : ''}`} role="tablist">
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <li key={tab.key} className="nav-item" role="presentation">
              <button
                ref={(element) => {
                  if (element) buttons.current.set(tab.key, element);
                  else buttons.current.delete(tab.key);
                }}
                type="button"
                id={`${id}-tab-${tab.key}`}
                role="tab"
                aria-controls={`${id}-tabpane-${tab.key}`}
                aria-selected={selected}
                tabIndex={selected ? undefined : -1}
                className={`nav-link${selected ? ' active' : ''}`}
                onClick={() => onSelect(tab.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.title}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="tab-content">
        {tabs
          .filter((tab) => opened.has(tab.key))
          .map((tab) => (
            <div
              key={tab.key}
              role="tabpanel"
              id={`${id}-tabpane-${tab.key}`}
              aria-labelledby={`${id}-tab-${tab.key}`}
              className={`tab-pane${tab.key === active ? ' active' : ''}`}
            >
              {tab.content}
            </div>
          ))}
      </div>
    </>
  );
}
