import { beforeEach, describe, expect, it } from 'vitest';
import images from '../../fixtures/catalogue/images.json';
import {
  ALL_DOCUMENT_PATHS,
  WHITE_LABEL_ITEMS,
  isResellersOnlyDocument,
} from '../../contract/documents';
import { VM_SIZES } from '../../contract/sizes';
import { createTestApp, type TestApp } from './support/test-app';
import { signInAs, type As } from './support/vms';

let t: TestApp;
let reseller: As;
let customer: As;
beforeEach(async () => {
  t = await createTestApp();
  reseller = await signInAs(t, 'reseller');
  customer = await signInAs(t, 'customer');
});

const url = (path: string) => `/assets/${path.split('/').map(encodeURIComponent).join('/')}`;
const supportDocs = ALL_DOCUMENT_PATHS.filter((p) => !isResellersOnlyDocument(p));
const partnerDocs = ALL_DOCUMENT_PATHS.filter(isResellersOnlyDocument);

describe('the assets host', () => {
  it('names all 22 documents, 11 for support and 11 for partners', () => {
    expect(supportDocs).toHaveLength(11);
    expect(partnerDocs).toHaveLength(11);
  });

  it.each(supportDocs)('serves %s to anyone as markdown', async (path) => {
    const res = await t.api.get(url(path)).expect(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.text).toMatch(/^# \S/);
    expect(res.text.length).toBeGreaterThan(1000);
  });

  it.each(partnerDocs)('serves %s to a reseller as markdown', async (path) => {
    const res = await reseller.get(url(path)).expect(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toMatch(/^# \S/);
  });

  it('refuses partner documents to a customer (403) and to nobody signed in (401)', async () => {
    const path = url('partnerCenter/Sales/One Pager.md');
    const refused = await customer.get(path).expect(403);
    expect(refused.body).toEqual({
      message: 'Partner documents are available to partners only',
      data: null,
    });
    const anonymous = await t.api.get(path).expect(401);
    expect(anonymous.body).toEqual({ message: 'Unauthorized access', data: null });
  });

  it('serves the diagrams as SVG, unable to run script on their own', async () => {
    for (const path of [
      'support/images/network-topology.svg',
      'partnerCenter/images/reseller-model.svg',
    ]) {
      const res = await t.api.get(url(path)).expect(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it.each([
    '/assets/../package.json',
    '/assets/%2e%2e/package.json',
    '/assets/support/%2E%2E/%2E%2E/package.json',
    '/assets/support/..%2F..%2Fpackage.json',
    '/assets/support%2F..%2F..%2Fmock-server%2Fsrc%2Fapp.ts',
    '/assets/%2Fetc%2Fpasswd',
    '/assets//etc/passwd',
    '/assets/support/..%5C..%5Cpackage.json',
    '/assets/support/Policies/Acceptable%20Use%20Policy.md%00.png',
    '/assets/support/Policies',
    '/assets/support/Policies/Acceptable%20Use%20Policy',
    '/assets/support/Policies/Missing.md',
    '/assets/.gitkeep',
    '/assets/',
  ])('answers %s with a 404 envelope, never a file outside docs-assets', async (path) => {
    const res = await t.api.get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String), data: null });
    expect(res.text).not.toContain('"name": "cloud-portal"');
  });
});

describe('the technical references match the catalogue', () => {
  const doc = async (path: string) => (await t.api.get(url(path)).expect(200)).text;

  it('the sizing guide lists every size with its cores, RAM and disk', async () => {
    const text = await doc('support/Technical Reference Documentation/VM Sizing Guide.md');
    for (const size of VM_SIZES) {
      const row = new RegExp(
        `^\\| ${size.name} +\\| ${size.cpu} +\\| ${size.ram} GB +\\| ${size.disk} GB +\\|$`,
        'm',
      );
      expect(text).toMatch(row);
    }
  });

  it('the operating system list names every image with its username and minimum RAM', async () => {
    const text = await doc(
      'support/Technical Reference Documentation/VM Operating System Availability.md',
    );
    for (const image of images) {
      const row = new RegExp(
        `^\\| ${image.name.replace(/[()]/g, '\\$&')} +\\| \\w+ +\\| \`${image.defaultUsername}\` +\\| ${image.minRamGb} GB `,
        'm',
      );
      expect(text).toMatch(row);
    }
  });

  it('the white-label requirements list their four tick-box items', async () => {
    const res = await reseller
      .get(url('partnerCenter/Setup Processes/White Label Requirements for Partners.md'))
      .expect(200);
    for (const item of WHITE_LABEL_ITEMS) expect(res.text).toContain(`- [ ] ${item}\n`);
  });

  it('the newest release notes announce public IPv4, the Networks interface and VM editing', async () => {
    const text = await doc('support/Release Notes/2025-07-23.md');
    expect(text).toMatch(/public IPv4/i);
    expect(text).toMatch(/Networks/);
    expect(text).toMatch(/edit/i);
  });
});
