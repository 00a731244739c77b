import { describe, expect, it } from 'vitest';
import { FAQ_SECTIONS } from './faq-content';
import { searchFaq } from './faq-search';

const sections = [
  { title: 'A', items: [{ question: 'How do I create a VM?', answer: 'password' }] },
  {
    title: 'B',
    items: [
      { question: 'What is SSH?', answer: 'Port 22' },
      { question: 'Reset my Password', answer: 'x' },
    ],
  },
];

describe('searchFaq', () => {
  it('keeps everything for an empty or blank search', () => {
    expect(searchFaq(sections, '  ')).toEqual(sections);
  });

  it('matches the question text only, case-insensitively, and drops empty sections', () => {
    expect(searchFaq(sections, 'PASSWORD')).toEqual([
      { title: 'B', items: [{ question: 'Reset my Password', answer: 'x' }] },
    ]);
    expect(searchFaq(sections, 'port 22')).toEqual([]);
  });

  it('the FAQ has the five sections, each with answers', () => {
    expect(FAQ_SECTIONS.map((s) => s.title)).toEqual([
      'Getting Started',
      'Virtual Machines (VMs)',
      'Technical & Performance',
      'User & Team Management',
      'Troubleshooting & Support',
    ]);
    for (const section of FAQ_SECTIONS) expect(section.items.length).toBeGreaterThan(0);
  });
});
