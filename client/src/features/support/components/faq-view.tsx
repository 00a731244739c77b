import { useId, useState } from 'react';
import { ChevronDown, Search } from 'react-bootstrap-icons';
import { FAQ_SECTIONS } from '../lib/faq-content';
import { searchFaq, type FaqItem, type FaqSection } from '../lib/faq-search';

/** One question; each opens and closes on its own. */
function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className={`faq-item${open ? ' open' : ''}`}>
      <button
        type="button"
        className="faq-question"
        aria-expanded={open}
        aria-controls={answerId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{item.question}</span>
        <ChevronDown className="faq-chevron flex-shrink-0" aria-hidden="true" />
      </button>
      <div id={answerId} className="faq-answer" hidden={!open}>
        {item.answer.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

const Entries = ({ items }: { items: FaqItem[] }) => (
  <div className="faq-list card">
    {items.map((item) => (
      <FaqEntry key={item.question} item={item} />
    ))}
  </div>
);

/** Frequently Asked Questions: search by question, Sectioned View or All Questions. */
export function FaqView() {
  const [search, setSearch] = useState('');
  const [sectioned, setSectioned] = useState(true);
  const sections: FaqSection[] = searchFaq(FAQ_SECTIONS, search);
  return (
    <div className="faq">
      <div className="faq-toolbar">
        <div className="input-group faq-search">
          <span className="input-group-text" aria-hidden="true">
            <Search />
          </span>
          <input
            type="search"
            className="form-control"
            placeholder="Search for answers..."
            aria-label="Search for answers"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="btn-group" role="group" aria-label="View">
          {[
            ['Sectioned View', true],
            ['All Questions', false],
          ].map(([label, value]) => (
            <button
              key={String(label)}
              type="button"
              className={`btn btn-outline-primary${sectioned === value ? ' active' : ''}`}
              aria-pressed={sectioned === value}
              onClick={() => setSectioned(value as boolean)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {sections.length === 0 ? (
        <p className="text-muted py-4 text-center">No questions match your search.</p>
      ) : sectioned ? (
        sections.map((section) => (
          <section key={section.title} className="faq-section">
            <h2 className="h5">{section.title}</h2>
            <Entries items={section.items} />
          </section>
        ))
      ) : (
        <Entries items={sections.flatMap((s) => s.items)} />
      )}
    </div>
  );
}
